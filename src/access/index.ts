import type { Access, FieldAccess } from 'payload'

import { can, isActiveUser, userOf } from './can'
import type { Flag } from './catalog'

export { userOf, can, canAny, isActiveUser, isSuperAdmin, permissionsOf, rolesOf } from './can'
export {
  NOTIFIER_FLAGS,
  NOTIFIER_MODULES,
  NOTIFIER_MODULE_FLAGS,
  managedNotifierModules,
  type NotifierModule,
} from './notifiers'
export type { SessionUser } from './can'
export { FLAGS, type CrudFlags, type Flag } from './catalog'

/** Collection access: the request's user holds `flag`. */
export const allow =
  (flag: Flag): Access =>
  ({ req }) =>
    can(userOf(req), flag)

/** Collection access: the user holds any of the flags. */
export const allowAny =
  (...flags: Flag[]): Access =>
  ({ req }) =>
    flags.some((flag) => can(userOf(req), flag))

/** Field access: the request's user holds `flag`. */
export const fieldAllow =
  (flag: Flag): FieldAccess =>
  ({ req }) =>
    can(userOf(req), flag)

/** No one through REST or the admin: the collection is reached only by the server (local API, overrideAccess). */
export const nobody: Access = () => false

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Any active signed-in account (the Internal auth mode). */
export const signedIn: Access = ({ req }) => isActiveUser(userOf(req))

/**
 * Anyone holding `flag`; without it, a signed-in user may reach their own document by id
 * (the admin's account view) but not the list.
 */
export const selfOr =
  (flag: Flag): Access =>
  ({ req, id }) => {
    const user = userOf(req)
    if (can(user, flag)) return true
    if (!isActiveUser(user) || id === undefined) return false
    return String(id) === String(user.id)
  }
