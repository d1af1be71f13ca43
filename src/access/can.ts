import type { Role, User } from '@/payload-types'
import type { Flag } from './catalog'
import { type FlagMap, unionPermissions } from './permissions'

/** The user as Payload puts it on `req.user` (roles populated at auth depth 1). */
export type SessionUser = (User & { collection?: string; _sid?: string }) | null | undefined

const cache = new WeakMap<object, FlagMap>()

/** The request's user, as the access checks take it (the one place that casts `req.user`). */
export const userOf = (req: { user?: unknown }): SessionUser => req.user as SessionUser

/** Role documents of a user; unpopulated ids contribute nothing (fail closed). */
export const rolesOf = (user: SessionUser): Role[] =>
  (user?.roles ?? []).filter((role): role is Role => typeof role === 'object' && role !== null)

/** A user who may act: signed in, not disabled, not waiting for a forced password change. */
export const isActiveUser = (user: SessionUser): user is User =>
  Boolean(user) && user!.accountStatus !== 'Disabled' && !user!.mustChangePassword

/** The flat permission map of a user: the union over their enabled roles; nothing when inactive. */
export const permissionsOf = (user: SessionUser): FlagMap => {
  if (!user) return unionPermissions([])
  const cached = cache.get(user)
  if (cached) return cached
  const permissions = isActiveUser(user) ? unionPermissions(rolesOf(user)) : unionPermissions([])
  cache.set(user, permissions)
  return permissions
}

/** The one permission check of the product (DESIGN.md §5). */
export const can = (user: SessionUser, flag: Flag): boolean => permissionsOf(user)[flag] === true

/** The user holds at least one of the flags (a guard for calls several modules share). */
export const canAny = (user: SessionUser, flags: readonly Flag[]): boolean => flags.some((flag) => can(user, flag))

export const isSuperAdmin = (user: SessionUser): boolean =>
  isActiveUser(user) && rolesOf(user).some((role) => role.isSuperAdmin && role.enabled !== false)
