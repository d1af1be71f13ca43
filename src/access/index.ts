import type { Access, FieldAccess } from 'payload'

import { type SessionUser, can, isActiveUser } from './can'

export { can, canAny, isActiveUser, isSuperAdmin, permissionsOf, rolesOf } from './can'
export { NOTIFIER_FLAGS, NOTIFIER_MODULES, NOTIFIER_MODULE_FLAGS, managedNotifierModules, type NotifierModule } from './notifiers'
export type { SessionUser } from './can'

/** Collection access: the request's user holds `flag`. */
export const allow =
  (flag: string): Access =>
  ({ req }) =>
    can(req.user as SessionUser, flag)

/** Collection access: the user holds any of the flags. */
export const allowAny =
  (...flags: string[]): Access =>
  ({ req }) =>
    flags.some((flag) => can(req.user as SessionUser, flag))

/** Field access: the request's user holds `flag`. */
export const fieldAllow =
  (flag: string): FieldAccess =>
  ({ req }) =>
    can(req.user as SessionUser, flag)

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Any active signed-in account (the Internal auth mode). */
export const signedIn: Access = ({ req }) => isActiveUser(req.user as SessionUser)

/**
 * Anyone holding `flag`; without it, a signed-in user may reach their own document by id
 * (the admin's account view) but not the list.
 */
export const selfOr =
  (flag: string): Access =>
  ({ req, id }) => {
    const user = req.user as SessionUser
    if (can(user, flag)) return true
    if (!isActiveUser(user) || id === undefined) return false
    return String(id) === String(user.id)
  }

