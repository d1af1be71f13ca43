import { ALL_FLAGS, FLAG_TREE, type FlagNode, defaultFlagValue, isFlag, isReviewFlag, nodeFlag } from './catalog'

/** A flat permission map: flag -> boolean, always complete (every catalog flag present). */
export type FlagMap = Record<string, boolean>

/** The spec's nested role representation: a tree of key, auth and children. */
export type AuthTreeNode = {
  key: string
  label: string
  auth: boolean
  children?: AuthTreeNode[]
}

/** Fill in every catalog flag; unknown keys are dropped, absent ones take the spec default. */
export const normalizeFlags = (stored: unknown): FlagMap => {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const result: FlagMap = {}
  for (const flag of ALL_FLAGS) {
    const value = source[flag]
    result[flag] = typeof value === 'boolean' ? value : defaultFlagValue(flag)
  }
  return result
}

/** A new role: every flag on except the `review__required` ones. */
export const defaultRoleFlags = (): FlagMap => normalizeFlags({})

/** Flags for a role that may do exactly the given flags and nothing else. */
export const onlyFlags = (granted: readonly string[]): FlagMap => {
  const result: FlagMap = {}
  for (const flag of ALL_FLAGS) result[flag] = granted.includes(flag)
  return result
}

/** Every capability on, every review restriction off: what a super-admin holds. */
export const superAdminFlags = (): FlagMap => {
  const result: FlagMap = {}
  for (const flag of ALL_FLAGS) result[flag] = !isReviewFlag(flag)
  return result
}

const toTreeNode = (node: FlagNode, flags: FlagMap): AuthTreeNode => ({
  key: node.key,
  label: node.label,
  auth: flags[nodeFlag(node)] ?? false,
  ...(node.children ? { children: node.children.map((child) => toTreeNode(child, flags)) } : {}),
})

/** Flat map -> nested `auth` tree. */
export const flagsToTree = (flags: FlagMap): AuthTreeNode[] => FLAG_TREE.map((node) => toTreeNode(node, flags))

/** A nested tree as a client sends it: labels are optional and ignored. */
export type AuthTreeInput = { key: string; auth?: boolean; children?: readonly AuthTreeInput[] | null }

/** The flags a nested `auth` tree states explicitly (catalog flags only; nothing filled in). */
export const treeGivenFlags = (tree: readonly AuthTreeInput[]): Partial<FlagMap> => {
  const given: Record<string, boolean> = {}
  const visit = (nodes: readonly AuthTreeInput[]): void => {
    for (const node of nodes) {
      // A module or group node carries `<key>__auth`, a leaf is its flag (whether or not the
      // client sent an empty `children` list).
      const flag = isFlag(`${node.key}__auth`) ? `${node.key}__auth` : node.key
      if (isFlag(flag) && typeof node.auth === 'boolean') given[flag] = node.auth
      if (node.children) visit(node.children)
    }
  }
  visit(tree)
  return given
}

/** Nested `auth` tree -> flat map. Nodes not in the catalog are ignored; missing ones take defaults. */
export const treeToFlags = (tree: readonly AuthTreeNode[]): FlagMap => normalizeFlags(treeGivenFlags(tree))

/** What a role needs to contribute to a user's permissions. */
export type RoleLike = {
  enabled?: boolean | null
  isSuperAdmin?: boolean | null
  flags?: unknown
}

/**
 * The flags a stored map actually grants (the module switch-off): a flag counts
 * only when the `<key>__auth` flag of every module or group node above it is on. A role with
 * `news__auth` off loses `news__read`/`news__edit` too (they default to true when stored), and
 * one with `archives__auth` off loses the archive leaves. The stored map is not changed (the
 * role editor shows what was saved); this is what `can()` sees.
 */
export const effectiveFlags = (flags: FlagMap): FlagMap => {
  const result: FlagMap = { ...flags }
  const visit = (nodes: readonly FlagNode[], ancestorsOn: boolean): void => {
    for (const node of nodes) {
      const flag = nodeFlag(node)
      const on = ancestorsOn && flags[flag] === true
      result[flag] = on
      if (node.children) visit(node.children, on)
    }
  }
  visit(FLAG_TREE, true)
  return result
}

/**
 * A user's permissions: the union over their enabled roles of each role's effective flags
 * (a switched-off module node turns off what is below it in that role). A super-admin role
 * grants every capability and lifts every review restriction. No enabled role: nothing is
 * allowed.
 */
export const unionPermissions = (roles: readonly RoleLike[]): FlagMap => {
  const enabled = roles.filter((role) => role.enabled !== false)
  if (enabled.some((role) => role.isSuperAdmin)) return superAdminFlags()
  const result: FlagMap = {}
  for (const flag of ALL_FLAGS) result[flag] = false
  for (const role of enabled) {
    const flags = effectiveFlags(normalizeFlags(role.flags))
    for (const flag of ALL_FLAGS) if (flags[flag]) result[flag] = true
  }
  return result
}
