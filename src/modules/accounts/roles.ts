import type { Payload, PayloadRequest } from 'payload'

import {
  type AuthTreeInput,
  type AuthTreeNode,
  type FlagMap,
  defaultRoleFlags,
  flagsToTree,
  normalizeFlags,
  superAdminFlags,
  treeGivenFlags,
} from '@/access/permissions'
import { ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { roleRefusalFor, toRoleFacts } from './grants'
import { AppError } from '@/lib/errors'
import type { Role } from '@/payload-types'
import { type ListQuery, type Paginated, keywordWhere, toPaginated } from '@/crud/listQuery'
import { absentFlags, completeFlags, namedFlags } from './collections/roles/completeFlags'

/** A role as the flat calls show it: `{ _id, name, enabled, isSuperAdmin, <flag>: boolean ... }`. */
export type FlatRole = {
  _id: string
  name: string
  enabled: boolean
  isSuperAdmin: boolean
  [flag: string]: string | boolean
}

/** A role as the nested calls show it. */
export type NestedRole = { _id: string; name: string; enabled: boolean; isSuperAdmin: boolean; auth: AuthTreeNode[] }

export type RoleOption = { _id: string; name: string }

/** What a save asks for: the flags it states; the others keep their stored (or default) value. */
export type RoleSaveInput = { _id?: string; name: string; enabled?: boolean; flags: Partial<FlagMap> }

const ROLE_SORT = ['createdAt', 'name']

export const toFlatRole = (role: Role): FlatRole => ({
  _id: String(role.id),
  name: role.name,
  enabled: role.enabled !== false,
  isSuperAdmin: Boolean(role.isSuperAdmin),
  ...normalizeFlags(role.flags),
})

export const toNestedRole = (role: Role): NestedRole => ({
  _id: String(role.id),
  name: role.name,
  enabled: role.enabled !== false,
  isSuperAdmin: Boolean(role.isSuperAdmin),
  auth: flagsToTree(normalizeFlags(role.flags)),
})

/** The form a new role starts from: every flag on except the `review__required` ones. */
export const emptyNestedRole = (): Omit<NestedRole, '_id'> => ({
  name: '',
  enabled: true,
  isSuperAdmin: false,
  auth: flagsToTree(defaultRoleFlags()),
})

/** The flags a flat body states (catalog flags with a boolean value; everything else is ignored). */
export const flatGivenFlags = (body: Record<string, unknown>): Partial<FlagMap> => namedFlags(body)

export const nestedGivenFlags = (tree: readonly AuthTreeInput[]): Partial<FlagMap> => treeGivenFlags(tree)

/** The stated flags over a base (the stored flags of the role, or a new role's defaults). */
export const mergeFlags = (base: FlagMap, given: Partial<FlagMap>): FlagMap => {
  const merged = { ...base }
  for (const [flag, value] of Object.entries(given))
    if (typeof value === 'boolean' && flag in merged) merged[flag] = value
  return merged
}

export const findRole = async (payload: Payload, id: string): Promise<Role | null> =>
  (await payload.findByID({ collection: 'roles', id, depth: 0, overrideAccess: true, disableErrors: true })) ?? null

const requireRole = async (payload: Payload, id: string): Promise<Role> => {
  const role = await findRole(payload, id)
  if (!role) throw new AppError(404, ACCOUNT_MSG.roleNotFound)
  return role
}

export const getRole = requireRole

/** The ids among `ids` that are not roles. */
export const missingRoleIds = async (payload: Payload, ids: readonly string[]): Promise<string[]> => {
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'roles',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  const known = new Set(found.docs.map((role) => String(role.id)))
  return ids.filter((id) => !known.has(id))
}

export const listRoles = async (payload: Payload, query: ListQuery): Promise<Paginated<FlatRole>> => {
  const found = await payload.find({
    collection: 'roles',
    where: keywordWhere(query.keyword, ['name']) ?? {},
    page: query.page,
    limit: query.limit,
    sort: ROLE_SORT,
    depth: 0,
    overrideAccess: true,
  })
  return toPaginated(found, query, toFlatRole)
}

const allRoleDocs = async (payload: Payload, enabledOnly: boolean): Promise<Role[]> => {
  const found = await payload.find({
    collection: 'roles',
    where: enabledOnly ? { or: [{ enabled: { equals: true } }, { enabled: { exists: false } }] } : {},
    pagination: false,
    sort: ROLE_SORT,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

/** Enabled roles for a select: `[{ _id, name }]`. */
export const allRoles = async (payload: Payload): Promise<RoleOption[]> =>
  (await allRoleDocs(payload, true)).map((role) => ({ _id: String(role.id), name: role.name }))

/** Every role with its flat flags. */
export const allRoleDetails = async (payload: Payload): Promise<FlatRole[]> =>
  (await allRoleDocs(payload, false)).map(toFlatRole)

/**
 * Create a role, or update the one with `_id`. Checked before writing: the role exists, the
 * super-admin role stays enabled, the grant rule holds (./grants.ts), the name is free. Flags
 * not stated keep their stored value (a new role: the defaults; a flag the role has no key for:
 * off, as the roles collection's hook stores it). The request is passed on, so the hooks see who
 * saves.
 */
export const saveRole = async (req: PayloadRequest, input: RoleSaveInput): Promise<Role> => {
  const { payload } = req
  const existing = input._id ? await requireRole(payload, input._id) : undefined
  if (existing?.isSuperAdmin && input.enabled === false) throw new AppError(400, MSG.superAdminAlwaysEnabled)
  const flags = existing?.isSuperAdmin
    ? superAdminFlags()
    : mergeFlags(existing ? completeFlags(existing.flags, false) : defaultRoleFlags(), input.flags)
  const refusal = await roleRefusalFor(req, {
    existing: existing ? toRoleFacts(existing) : undefined,
    nextFlags: flags,
  })
  if (refusal) throw new AppError(403, refusal)

  const sameName = await payload.find({
    collection: 'roles',
    where: { name: { equals: input.name }, ...(existing ? { id: { not_equals: existing.id } } : {}) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (sameName.docs.length > 0) throw new AppError(400, ACCOUNT_MSG.roleNameTaken)

  const data = { name: input.name, enabled: input.enabled ?? existing?.enabled ?? true, flags }
  if (existing)
    return payload.update({ collection: 'roles', id: existing.id, data, depth: 0, overrideAccess: true, req })
  return payload.create({ collection: 'roles', data, depth: 0, overrideAccess: true, req })
}

/** Delete a role; the super-admin role is refused. Users holding it simply lose it. */
export const deleteRole = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const role = await requireRole(req.payload, id)
  if (role.isSuperAdmin) throw new AppError(403, MSG.superAdminUndeletable)
  const refusal = await roleRefusalFor(req, { existing: toRoleFacts(role), deleting: true })
  if (refusal) throw new AppError(403, refusal)
  await req.payload.delete({ collection: 'roles', id: role.id, overrideAccess: true, req })
  return { _id: String(role.id) }
}

/**
 * Write off, for every stored role, each catalog flag it has no key for (the super-admin role:
 * what it holds), so no role leans on the spec's "absent reads as true" after an upgrade. A role
 * has no key for a flag only when it was stored before the release that added the flag (every
 * write of this release stores every flag), so this is what "off for modules the role predates"
 * means. Runs on every start, after the migrations (the accounts module's `onInit`): a module
 * added by a future release is off for existing roles without a migration of its own. Each role it
 * changes is logged. docs/decisions.md, "Role flags across upgrades".
 */
export const writeAbsentFlagsOff = async (payload: Payload): Promise<{ role: string; flags: string[] }[]> => {
  const roles = await payload.find({ collection: 'roles', pagination: false, depth: 0, overrideAccess: true })
  const written: { role: string; flags: string[] }[] = []
  for (const role of roles.docs) {
    const absent = absentFlags(role.flags)
    if (absent.length === 0) continue
    await payload.update({
      collection: 'roles',
      id: role.id,
      data: { flags: completeFlags(role.flags, Boolean(role.isSuperAdmin)) },
      depth: 0,
      overrideAccess: true,
    })
    written.push({ role: role.name, flags: absent })
    payload.logger.info(
      `role "${role.name}": ${absent.length} flag(s) it predates written ${role.isSuperAdmin ? 'as the super-admin holds them' : 'off'} (${absent.join(', ')})`,
    )
  }
  return written
}
