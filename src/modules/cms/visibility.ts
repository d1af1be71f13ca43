import { type SessionUser, isActiveUser, rolesOf } from '@/access/can'

/**
 * Who may see a navigation node on the public site (DESIGN.md §5): only
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

/**
 * The viewer of a request: signed in and the ids of their enabled roles. An account that may not
 * act (disabled, or still to change a password set by someone else) is anonymous here: it sees
 * no Internal or Roles nodes.
 */
export const viewerOf = (user: SessionUser): Viewer =>
  isActiveUser(user)
    ? {
        signedIn: true,
        roleIds: rolesOf(user)
          .filter((role) => role.enabled !== false)
          .map((role) => String(role.id)),
      }
    : ANONYMOUS

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
  tree
    .filter((node) => isNodeVisible(node, viewer))
    .map((node) => ({ ...node, children: visibleTree(node.children, viewer) }))
