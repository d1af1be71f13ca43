import {
  APIError,
  type CollectionBeforeReadHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeValidateHook,
  ValidationError,
} from 'payload'

import { LABEL, MSG } from '@/i18n/messages'
import { ACCOUNT_STATUS, isLockedUntil } from '../../accountRules'
import { isValidPassword } from '@/validation'
import { relationIds } from '@/lib/relation'
import { accountRefusalFor, refuse, sameEmail } from '../../grants'

/** The password rule holds for every way a password is set: create, admin reset, change. */
export const enforcePasswordRule: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  if (typeof password === 'string' && !isValidPassword(password)) {
    throw new ValidationError(
      { collection: 'users', errors: [{ message: MSG.passwordRule, path: 'password' }], req },
      req.t,
    )
  }
  return data
}

/**
 * A person creating an account (the user-management screen, Payload's REST) must give an email,
 * as on the contract's call; clearing it on an update is refused too. System
 * writes (the seed, tests through the Local API without a user) are not held to it: Payload's
 * own schema keeps email optional because accounts log in with their username.
 */
export const requireEmailFromPeople: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (!req.user || !data) return data
  const email = typeof data.email === 'string' ? data.email.trim() : data.email
  // An update of an account that never had one (made by the seed or an import) is not refused.
  const missing = operation === 'create' ? !email : 'email' in data && !email && Boolean(originalDoc?.email)
  if (missing)
    throw new ValidationError(
      { collection: 'users', errors: [{ message: MSG.required(LABEL.email), path: 'email' }], req },
      req.t,
    )
  return data
}

/**
 * Account rules applied on every write:
 * - `Locked` is a derived state (`signInLockedUntil`, set by the sign-in limits), never stored;
 *   saving `Enabled` over a locked account unlocks it, and the failures counted before no longer
 *   count (`signInResetAt`).
 * - A password set by someone else (an administrator creating or resetting the account) must be
 *   changed at the next login; a password set by its owner clears that demand. System writes
 *   (seed, `req.context.passwordSetBy`) say explicitly.
 */
export const applyAccountRules: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const locked = isLockedUntil(originalDoc?.signInLockedUntil)
  if (data.accountStatus === ACCOUNT_STATUS.Locked) {
    data.accountStatus =
      originalDoc?.accountStatus === ACCOUNT_STATUS.Disabled ? ACCOUNT_STATUS.Disabled : ACCOUNT_STATUS.Enabled
  } else if (operation === 'update' && locked && data.accountStatus === ACCOUNT_STATUS.Enabled) {
    data.signInLockedUntil = null
    data.signInResetAt = new Date().toISOString()
  }

  const settingPassword = operation === 'create' || typeof data.password === 'string'
  if (settingPassword) {
    const setBy = req.context?.passwordSetBy
    if (setBy === 'self') data.mustChangePassword = false
    else if (setBy === 'system') data.mustChangePassword = Boolean(data.mustChangePassword)
    else {
      const actorId = req.user ? String(req.user.id) : undefined
      const targetId = originalDoc?.id ? String(originalDoc.id) : undefined
      data.mustChangePassword = actorId !== undefined ? actorId !== targetId : Boolean(data.mustChangePassword)
    }
  } else if (originalDoc) {
    data.mustChangePassword = Boolean(originalDoc.mustChangePassword)
  }
  return data
}

/**
 * `accountStatus` reads Locked while the account's sign-in lock lasts. A beforeRead hook: it still
 * sees the raw row, including the hidden `signInLockedUntil`.
 */
export const showLockedStatus: CollectionBeforeReadHook = ({ doc }) => {
  if (doc && doc.accountStatus === ACCOUNT_STATUS.Enabled && isLockedUntil(doc.signInLockedUntil)) {
    doc.accountStatus = ACCOUNT_STATUS.Locked
  }
  return doc
}

/** A disabled account cannot log in (checked after the password, so it reveals nothing). */
export const refuseDisabledLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (user?.accountStatus === ACCOUNT_STATUS.Disabled) throw new APIError(MSG.accountDisabled, 403, undefined, true)
  return user
}

/**
 * The grant rule on every write made for a signed-in account (Payload REST, admin screens and
 * the services alike): roles granted within one's own flags, super-admin accounts touched only
 * by a super-admin, no change to one's own roles, password or email (src/modules/accounts/grants.ts).
 */
export const guardAccountChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const existing =
    operation === 'update' && originalDoc
      ? (originalDoc as { id: string; roles?: unknown; email?: unknown })
      : undefined
  refuse(
    await accountRefusalFor(req, {
      target: existing,
      nextRoleIds: data.roles !== undefined ? relationIds(data.roles) : undefined,
      // The session service sets the owner's password after checking the current one.
      setsPassword: typeof data.password === 'string' && data.password !== '' && req.context?.passwordSetBy !== 'self',
      changesEmail: existing !== undefined && data.email !== undefined && !sameEmail(data.email, existing.email),
    }),
  )
  return data
}

/** Deleting an account is touching it: the same rule. */
export const guardAccountDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const target = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (target) refuse(await accountRefusalFor(req, { target, deleting: true }))
}
