import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { defaultRoleFlags, normalizeFlags, superAdminFlags } from '@/access/permissions'
import { MSG } from '@/i18n/messages'
import type { Role } from '@/payload-types'
import { refuse, roleRefusalFor, toRoleFacts } from '../../grants'
import { mergeFlags } from '../../roles'
import { completeFlags, namedFlags } from './completeFlags'

/**
 * Keep `flags` complete and the super-admin role intact, on every write of a role (Payload REST
 * create and update, the admin edit form, the spec's calls, the seed, the start-up step):
 * - every write stores every flag, so no stored role leans on the spec's reading of an absent one;
 * - an update changes only the flags it names: the others keep their stored value (a flag the role
 *   has no key for stays off, see ./completeFlags.ts), as the spec's `PUT roles` does. A partial
 *   `PATCH /api/roles/{id}` used to fill every flag it left out with the spec default (true);
 * - a new role takes the spec's new-role defaults for the flags it does not name (every flag on
 *   except `review__required`), as the spec's create and the role screen's empty form do;
 * - `isSuperAdmin` is set only by the seed (context `seed`), never through the API;
 * - the super-admin role cannot be disabled and always holds every capability.
 */
export const normalizeRoleFlags: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const wasSuperAdmin = Boolean(originalDoc?.isSuperAdmin)
  const seeding = req.context?.seed === true
  const isSuperAdmin = seeding && operation === 'create' ? Boolean(data.isSuperAdmin) : wasSuperAdmin

  if (isSuperAdmin && data.enabled === false) throw new APIError(MSG.superAdminAlwaysEnabled, 400, undefined, true)

  data.isSuperAdmin = isSuperAdmin
  if (isSuperAdmin) {
    data.enabled = true
    data.flags = superAdminFlags()
  } else {
    const base = operation === 'create' ? defaultRoleFlags() : completeFlags(originalDoc?.flags, false)
    data.flags = mergeFlags(base, namedFlags(data.flags))
  }
  return data
}

export const guardSuperAdminDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const role = await req.payload.findByID({ collection: 'roles', id, depth: 0, req, disableErrors: true })
  if (role?.isSuperAdmin) throw new APIError(MSG.superAdminUndeletable, 403, undefined, true)
}

/**
 * The grant rule on every role write made for a signed-in account (runs after
 * normalizeRoleFlags, so `data.flags` is what will be stored): no flag beyond one's own, the
 * super-admin role only by a super-admin, no flag change on a role one holds.
 */
export const guardRoleChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const existing = operation === 'update' && originalDoc ? toRoleFacts(originalDoc as Role) : undefined
  const nextFlags = data.isSuperAdmin
    ? superAdminFlags()
    : data.flags !== undefined
      ? normalizeFlags(data.flags)
      : undefined
  refuse(await roleRefusalFor(req, { existing, nextFlags }))
  return data
}

/** Deleting a role: the same rule (and nobody deletes a role they hold). */
export const guardRoleDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const role = await req.payload.findByID({
    collection: 'roles',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (role) refuse(await roleRefusalFor(req, { existing: toRoleFacts(role), deleting: true }))
}
