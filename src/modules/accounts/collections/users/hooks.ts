import {
  APIError,
  type CollectionBeforeReadHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeValidateHook,
  ValidationError,
} from 'payload'

import { MSG } from '../../../../i18n/messages'
import { ACCOUNT_STATUS, isLockedUntil } from '../../accountRules'
import { isValidPassword } from '../../../../validation'

/** The password rule holds for every way a password is set: create, admin reset, change. */
export const enforcePasswordRule: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  if (typeof password === 'string' && !isValidPassword(password)) {
    throw new ValidationError({ collection: 'users', errors: [{ message: MSG.passwordRule, path: 'password' }], req })
  }
  return data
}

/**
 * Account rules applied on every write:
 * - `Locked` is a derived state (Payload's lockUntil), never stored; saving `Enabled` over a
 *   locked account unlocks it.
 * - A password set by someone else (an administrator creating or resetting the account) must be
 *   changed at the next login; a password set by its owner clears that demand. System writes
 *   (seed, `req.context.passwordSetBy`) say explicitly.
 */
export const applyAccountRules: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const locked = isLockedUntil(originalDoc?.lockUntil)
  if (data.accountStatus === ACCOUNT_STATUS.Locked) {
    data.accountStatus = originalDoc?.accountStatus === ACCOUNT_STATUS.Disabled ? ACCOUNT_STATUS.Disabled : ACCOUNT_STATUS.Enabled
  } else if (operation === 'update' && locked && data.accountStatus === ACCOUNT_STATUS.Enabled) {
    data.lockUntil = null
    data.loginAttempts = 0
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
 * `accountStatus` reads Locked while Payload's lock lasts. A beforeRead hook: it still sees the
 * raw row, including Payload's hidden `lockUntil`.
 */
export const showLockedStatus: CollectionBeforeReadHook = ({ doc }) => {
  if (doc && doc.accountStatus === ACCOUNT_STATUS.Enabled && isLockedUntil(doc.lockUntil)) {
    doc.accountStatus = ACCOUNT_STATUS.Locked
  }
  return doc
}

/** A disabled account cannot log in (checked after the password, so it reveals nothing). */
export const refuseDisabledLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (user?.accountStatus === ACCOUNT_STATUS.Disabled) throw new APIError(MSG.accountDisabled, 403, undefined, true)
  return user
}
