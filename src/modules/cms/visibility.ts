import { type SessionUser, rolesOf } from '../../access/can'

/**
 * Who may see a navigation node on the public site (DESIGN.md §5, spec doc 2 §3): only
 * Published nodes; `auth` Public: everyone, Internal: any signed-in account, Roles: an account
 * holding one of `authRoles`. A hidden node hides its whole subtree.
 */

export type Viewer = { signedIn: boolean; roleIds: readonly string[] }

export type VisibilityFields = {
  status?: string | null
  auth?: string | null
  authRoles?: readonly string[] | null
}

export const ANONYMOUS: Viewer = { signedIn: false, roleIds: [] }

/** The viewer of a request: signed in (a disabled account is not) and the ids of their enabled roles. */
export const viewerOf = (user: SessionUser): Viewer =>
  user && user.accountStatus !== 'Disabled' ? { signedIn: true, roleIds: rolesOf(user).filter((role) => role.enabled !== false).map((role) => String(role.id)) } : ANONYMOUS

/** May this viewer see this node (its ancestors aside)? */
export const isNodeVisible = (node: VisibilityFields, viewer: Viewer): boolean => {
  if ((node.status ?? 'Published') !== 'Published') return false
  switch (node.auth ?? 'Public') {
    case 'Public':
      return true
    case 'Internal':
      return viewer.signedIn
    case 'Roles':
      return viewer.signedIn && (node.authRoles ?? []).some((id) => viewer.roleIds.includes(id))
    default:
      return false
  }
}

/** The tree as the viewer may see it: hidden nodes dropped with their subtrees. */
export const visibleTree = <N extends VisibilityFields & { children: N[] }>(tree: readonly N[], viewer: Viewer): N[] =>
  tree.filter((node) => isNodeVisible(node, viewer)).map((node) => ({ ...node, children: visibleTree(node.children, viewer) }))
