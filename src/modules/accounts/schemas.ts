import { z } from 'zod'

import { ALL_FLAGS } from '../../access/catalog'
import { NOTIFIER_MODULES } from '../../access/notifiers'
import type { AuthTreeInput } from '../../access/permissions'
import { ACCOUNT_LABEL as L, ACCOUNT_MSG } from '../../i18n/accounts'
import { MSG } from '../../i18n/messages'
import { emailField, isValidPassword, objectIdField, requiredText } from '../../validation/index'

/**
 * Bodies of the accounts calls (users, roles, role assignment, module notifiers, organisation
 * lists). Every check runs here, before a service writes anything.
 */

/** `null` and '' mean "not given" (a create form sends an empty `_id`). */
const absentAsUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value)

/** The `_id` of a create-or-update body: absent (create) or a 24-hex id (update). */
const optionalId = (label: string) => z.preprocess(absentAsUndefined, objectIdField(label).optional())

const idList = (label: string) =>
  z.array(objectIdField(label), { error: MSG.required(label) }).transform((ids) => [...new Set(ids)])

const optionalIdList = (label: string) =>
  z.preprocess(absentAsUndefined, z.array(objectIdField(label), { error: MSG.badRequest }).optional())

const optionalBoolean = (message: string) => z.preprocess(absentAsUndefined, z.boolean({ error: message }).optional())

/** An enumerated value: missing says `<label>為必填欄位`, anything else outside the set says `invalid`. */
const enumField = <const T extends readonly [string, ...string[]]>(values: T, label: string, invalid: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === '' ? MSG.required(label) : invalid) })

// ---------------------------------------------------------------------------------------------
// Users (spec doc 2 §3 "User", §5)

export const userSaveSchema = z
  .object({
    _id: optionalId(L.user),
    username: requiredText(L.username),
    name: requiredText(L.name),
    email: emailField(L.email),
    // Absent keeps the stored number; '' or null clears it.
    phoneNumber: z.preprocess((value) => (value === null ? '' : value), z.string({ error: MSG.badRequest }).trim().optional()),
    accountStatus: enumField(['Enabled', 'Disabled'], L.accountStatus, ACCOUNT_MSG.accountStatusInvalid),
    routeIds: optionalIdList(L.routeIds),
    roles: optionalIdList(L.roles),
    password: z.preprocess(absentAsUndefined, z.string({ error: MSG.passwordRule }).optional()),
    rePassword: z.preprocess(absentAsUndefined, z.string({ error: ACCOUNT_MSG.passwordMismatch }).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined) {
      // A new account needs a first password; an update without one keeps the current password.
      if (value._id === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.required(L.password) })
      return
    }
    if (!isValidPassword(value.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.passwordRule })
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
// Roles (spec doc 3 §3 "Roles")

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

// ---------------------------------------------------------------------------------------------
// Module notifiers (spec doc 3 §3, doc 2 §7): an entry with an empty email is removed.

const notifierEntry = z.object(
  {
    moduleName: enumField(NOTIFIER_MODULES, L.moduleName, ACCOUNT_MSG.moduleNameInvalid),
    email: z.preprocess(
      (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value),
      z.union([z.literal(''), z.email({ error: MSG.notEmail })], { error: MSG.notEmail }),
    ),
  },
  { error: MSG.badRequest },
)

const notifierList = z.array(notifierEntry, { error: MSG.badRequest })

/** `{ moduleNotifiers: [...] }`, or the bare list. */
export const moduleNotifiersSchema = z
  .preprocess(
    (value) => (Array.isArray(value) ? { moduleNotifiers: value } : value),
    z.object({ moduleNotifiers: notifierList }, { error: MSG.badRequest }),
  )
  .transform((value) => value.moduleNotifiers)

// ---------------------------------------------------------------------------------------------
// Organisation lists (departments, job titles, job categories)

const numberLike = (value: unknown): unknown => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return absentAsUndefined(value)
}

export const organisationItemSchema = z.object({
  _id: optionalId(L.id),
  name: requiredText(L.listName),
  sort: z.preprocess(numberLike, z.number({ error: ACCOUNT_MSG.sortInvalid }).optional()),
  enabled: optionalBoolean(ACCOUNT_MSG.enabledInvalid),
})

export type OrganisationItemInput = z.infer<typeof organisationItemSchema>
