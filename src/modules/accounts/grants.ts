import { APIError, type PayloadRequest } from 'payload'

import { type SessionUser, isSuperAdmin, permissionsOf, userOf } from '@/access'
import { ALL_FLAGS, isFlag, isReviewFlag } from '@/access/catalog'
import { type FlagMap, normalizeFlags, superAdminFlags, unionPermissions } from '@/access/permissions'
import { relationIds } from '@/lib/relation'
import { GRANT_MSG, type GrantMessage } from './messages'

/**
 * The grant rule: nobody grants or edits a role that holds a flag they do not
 * hold themselves; only a super-admin assigns the super-admin role or touches a super-admin
 * account; nobody changes the roles of their own account or the flags of a role they hold.
 * Beside it: nobody sets their own password or email without the current password,
 * which only the change-password call checks.
 *
 * One rule for every path: the /api/shennong services check it before writing (so a batch is
 * refused whole), and the users and roles collection hooks check it again on every write made
 * on behalf of a signed-in account, which covers Payload's own REST and the admin screens.
 * Writes without an account (seed, jobs, the session service) are the system's and pass.
 *
 * "Holding a flag" means holding a power: a capability flag that is on, or, for a
 * `review__required` flag, being exempt from review where the role may edit (so an editor
 * whose news need review cannot make a role that publishes news without review).
 *
 * Beyond the wording, an account whose permissions exceed the actor's own is also out of
 * reach (edit, password, roles, status, delete): otherwise a password reset followed by a login
 * would hand those permissions over.
 */

// ---------------------------------------------------------------------------------------------
// The pure rule

/** Who acts: their id, whether they are a super-admin, their permissions and the roles they hold. */
export type Grantor = { id: string; superAdmin: boolean; permissions: FlagMap; roleIds: readonly string[] }

/** What the rule needs of a role. */
export type RoleFacts = { id: string; isSuperAdmin: boolean; flags: FlagMap }

/** What the rule needs of an existing account. */
export type AccountFacts = { id: string; roles: readonly RoleFacts[] }

/** The edit flag a review flag restricts (`<key>` review flag -> the `<key>` edit flag). */
const editFlagOf = (reviewFlag: string): string => reviewFlag.replace(/review__required$/, 'edit')

/**
 * What a role lets its holders do, as `can()` would see it (the super-admin role: everything,
 * whatever it stores; a flag under a switched-off module node: nothing).
 */
export const rolePowers = (role: Pick<RoleFacts, 'isSuperAdmin' | 'flags'>): FlagMap =>
  unionPermissions([{ enabled: true, isSuperAdmin: role.isSuperAdmin, flags: role.flags }])

/** What a role with these stored flags would let its holders do. */
export const flagPowers = (flags: FlagMap): FlagMap => rolePowers({ isSuperAdmin: false, flags })

/** The flags a role stores (the super-admin role always stores every capability). */
const storedFlags = (role: Pick<RoleFacts, 'isSuperAdmin' | 'flags'>): FlagMap =>
  role.isSuperAdmin ? superAdminFlags() : role.flags

/** What an account could do with all its roles enabled (a disabled role may be enabled again). */
export const accountPowers = (roles: readonly RoleFacts[]): FlagMap =>
  unionPermissions(roles.map((role) => ({ enabled: true, isSuperAdmin: role.isSuperAdmin, flags: role.flags })))

/**
 * The powers of `granted` that `held` lacks: capability flags on in `granted` but not in
 * `held`, and review exemptions (`review__required` off where `granted` may edit) while `held`
 * is under review. Empty: `granted` is within `held`.
 */
export const powersBeyond = (held: FlagMap, granted: FlagMap): string[] =>
  ALL_FLAGS.filter((flag) => {
    if (isReviewFlag(flag)) {
      const edit = editFlagOf(flag)
      const mayEdit = isFlag(edit) ? granted[edit] === true : true
      return mayEdit && granted[flag] === false && held[flag] === true
    }
    return granted[flag] === true && held[flag] !== true
  })

const sameFlags = (a: FlagMap, b: FlagMap): boolean => ALL_FLAGS.every((flag) => Boolean(a[flag]) === Boolean(b[flag]))

/** A change to an account: a new one (`target` absent), roles, password, email or deletion. */
export type AccountChange = {
  target?: AccountFacts
  /** The account's roles after the change; absent: the roles stay as they are. */
  nextRoles?: readonly RoleFacts[]
  setsPassword?: boolean
  changesEmail?: boolean
  deleting?: boolean
}

/** Why `grantor` may not make this account change, or null when they may. */
export const accountChangeRefusal = (grantor: Grantor, change: AccountChange): GrantMessage | null => {
  const { target } = change
  const self = target !== undefined && target.id === grantor.id
  if (target && !self) {
    if (target.roles.some((role) => role.isSuperAdmin) && !grantor.superAdmin) return GRANT_MSG.superAdminOnly
    if (powersBeyond(grantor.permissions, accountPowers(target.roles)).length > 0)
      return GRANT_MSG.accountBeyondOwnFlags
  }
  if (self && change.setsPassword) return GRANT_MSG.ownPassword
  if (self && change.changesEmail) return GRANT_MSG.ownEmail
  if (change.nextRoles) {
    const before = target?.roles ?? []
    const beforeIds = new Set(before.map((role) => role.id))
    const afterIds = new Set(change.nextRoles.map((role) => role.id))
    const changed = [
      ...change.nextRoles.filter((role) => !beforeIds.has(role.id)),
      ...before.filter((role) => !afterIds.has(role.id)),
    ]
    if (changed.length > 0 && self) return GRANT_MSG.ownRoles
    if (changed.some((role) => role.isSuperAdmin) && !grantor.superAdmin) return GRANT_MSG.superAdminOnly
    if (changed.some((role) => powersBeyond(grantor.permissions, rolePowers(role)).length > 0))
      return GRANT_MSG.beyondOwnFlags
  }
  return null
}

/** A change to a role: a new one (`existing` absent), new flags, or deletion. */
export type RoleChange = {
  existing?: RoleFacts
  /** The role's flags after the change; absent: they stay as they are. */
  nextFlags?: FlagMap
  deleting?: boolean
}

/** Why `grantor` may not make this role change, or null when they may. */
export const roleChangeRefusal = (grantor: Grantor, change: RoleChange): GrantMessage | null => {
  const { existing } = change
  if (existing) {
    if (existing.isSuperAdmin && !grantor.superAdmin) return GRANT_MSG.superAdminOnly
    if (powersBeyond(grantor.permissions, rolePowers(existing)).length > 0) return GRANT_MSG.beyondOwnFlags
    if (grantor.roleIds.includes(existing.id)) {
      if (change.deleting) return GRANT_MSG.ownRoleDelete
      if (change.nextFlags && !sameFlags(storedFlags(existing), change.nextFlags)) return GRANT_MSG.ownRoleFlags
    }
  }
  if (change.nextFlags && powersBeyond(grantor.permissions, flagPowers(change.nextFlags)).length > 0)
    return GRANT_MSG.beyondOwnFlags
  return null
}

// ---------------------------------------------------------------------------------------------
// Facts from the request and the database

/** The signed-in account acting in this request; undefined for system writes. */
export const grantorOf = (req: PayloadRequest): Grantor | undefined => {
  const user: SessionUser = userOf(req)
  if (!user) return undefined
  return {
    id: String(user.id),
    superAdmin: isSuperAdmin(user),
    permissions: permissionsOf(user),
    roleIds: relationIds(user.roles),
  }
}

/** Ids of a has-many relationship value (ids or populated documents). */

export const toRoleFacts = (role: {
  id: string | number
  isSuperAdmin?: boolean | null
  flags?: unknown
}): RoleFacts => ({
  id: String(role.id),
  isSuperAdmin: Boolean(role.isSuperAdmin),
  flags: normalizeFlags(role.flags),
})

/** The roles with these ids (unknown ids are left out: existence is checked elsewhere). */
export const roleFactsOf = async (req: PayloadRequest, ids: readonly string[]): Promise<RoleFacts[]> => {
  if (ids.length === 0) return []
  const found = await req.payload.find({
    collection: 'roles',
    where: { id: { in: [...new Set(ids)] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs.map(toRoleFacts)
}

export const accountFactsOf = async (
  req: PayloadRequest,
  user: { id: string | number; roles?: unknown },
): Promise<AccountFacts> => ({
  id: String(user.id),
  roles: await roleFactsOf(req, relationIds(user.roles)),
})

/** An account change as the services and hooks describe it: ids, not facts. */
export type AccountChangeInput = {
  target?: { id: string | number; roles?: unknown }
  nextRoleIds?: readonly string[]
  setsPassword?: boolean
  changesEmail?: boolean
  deleting?: boolean
}

/** The refusal of an account change made in this request, or null (also for system writes). */
export const accountRefusalFor = async (
  req: PayloadRequest,
  input: AccountChangeInput,
): Promise<GrantMessage | null> => {
  const grantor = grantorOf(req)
  if (!grantor) return null
  return accountChangeRefusal(grantor, {
    target: input.target ? await accountFactsOf(req, input.target) : undefined,
    nextRoles: input.nextRoleIds ? await roleFactsOf(req, input.nextRoleIds) : undefined,
    setsPassword: input.setsPassword,
    changesEmail: input.changesEmail,
    deleting: input.deleting,
  })
}

/** The refusal of a role change made in this request, or null (also for system writes). */
export const roleRefusalFor = async (req: PayloadRequest, change: RoleChange): Promise<GrantMessage | null> => {
  const grantor = grantorOf(req)
  return grantor ? roleChangeRefusal(grantor, change) : null
}

/** Throw the refusal as Payload's APIError (403, zh-TW): what the collection hooks answer. */
export const refuse = (message: GrantMessage | null): void => {
  if (message) throw new APIError(message, 403, undefined, true)
}

/** Emails compare as Payload stores them: trimmed and lower-cased; absent is empty. */
export const sameEmail = (a: unknown, b: unknown): boolean =>
  (typeof a === 'string' ? a.trim().toLowerCase() : '') === (typeof b === 'string' ? b.trim().toLowerCase() : '')
