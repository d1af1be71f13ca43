import { z } from 'zod'

import { ALL_FLAGS } from '@/access/catalog'
import type { AuthTreeInput } from '@/access/permissions'
import { ACCOUNT_LABEL as L, ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { emailField, isValidPassword, objectIdField, requiredText } from '@/validation/index'
import { absentAsUndefined, enumField, optionalBoolean, optionalId } from '@/validation/optional'

/**
 * Bodies of the accounts calls (users, roles, role assignment). Every check runs here, before a
 * service writes anything.
 */

const idList = (label: string) =>
  z.array(objectIdField(label), { error: MSG.required(label) }).transform((ids) => [...new Set(ids)])

const optionalIdList = (label: string) =>
  z.preprocess(absentAsUndefined, z.array(objectIdField(label), { error: MSG.badRequest }).optional())

// ---------------------------------------------------------------------------------------------
// Users

export const userSaveSchema = z
  .object({
    _id: optionalId(L.user),
    username: requiredText(L.username),
    name: requiredText(L.name),
    email: emailField(L.email),
    // Absent keeps the stored number; '' or null clears it.
    phoneNumber: z.preprocess(
      (value) => (value === null ? '' : value),
      z.string({ error: MSG.badRequest }).trim().optional(),
    ),
    accountStatus: enumField(['Enabled', 'Disabled'], L.accountStatus, ACCOUNT_MSG.accountStatusInvalid),
    routeIds: optionalIdList(L.routeIds),
    roles: optionalIdList(L.roles),
    password: z.preprocess(absentAsUndefined, z.string({ error: MSG.passwordRule }).optional()),
    rePassword: z.preprocess(absentAsUndefined, z.string({ error: ACCOUNT_MSG.passwordMismatch }).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined) {
      // A new account needs a first password; an update without one keeps the current password.
      if (value._id === undefined)
        ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.required(L.password) })
      return
    }
    if (!isValidPassword(value.password))
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.passwordRule })
    else if (value.rePassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['rePassword'], message: ACCOUNT_MSG.passwordMismatch })
    }
  })

export type UserSaveInput = z.infer<typeof userSaveSchema>

/** PUT user-roles: set exactly `roles` on every user of `users`. */
export const userRolesSchema = z.object({
  users: idList(L.users).refine((ids) => ids.length > 0, { error: MSG.required(L.users) }),
  roles: idList(L.roles),
})

export type UserRolesInput = z.infer<typeof userRolesSchema>

// ---------------------------------------------------------------------------------------------
// Roles

const roleBase = {
  _id: optionalId(L.role),
  name: requiredText(L.roleName),
  enabled: optionalBoolean(ACCOUNT_MSG.enabledInvalid),
}

/** A flat role: `{ _id?, name, enabled?, <flag>: boolean ... }`; other keys are ignored. */
export const flatRoleSchema = z.looseObject(roleBase).superRefine((value, ctx) => {
  const record = value as Record<string, unknown>
  for (const flag of ALL_FLAGS) {
    if (flag in record && record[flag] !== null && typeof record[flag] !== 'boolean') {
      ctx.addIssue({ code: 'custom', path: [flag], message: ACCOUNT_MSG.flagInvalid })
    }
  }
})

export type FlatRoleInput = z.infer<typeof flatRoleSchema>

const authTreeNode: z.ZodType<AuthTreeInput> = z.lazy(() =>
  z.object(
    {
      key: z.string({ error: ACCOUNT_MSG.flagInvalid }),
      auth: z.boolean({ error: ACCOUNT_MSG.flagInvalid }).optional(),
      children: z.array(authTreeNode, { error: ACCOUNT_MSG.flagInvalid }).nullish(),
    },
    { error: ACCOUNT_MSG.flagInvalid },
  ),
)

/** A nested role: `{ _id?, name, enabled?, auth: [{ key, auth, children }] }`. */
export const nestedRoleSchema = z.object({
  ...roleBase,
  auth: z.array(authTreeNode, { error: MSG.required(L.auth) }),
})

export type NestedRoleInput = z.infer<typeof nestedRoleSchema>
