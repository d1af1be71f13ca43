import { defineModule } from '@/modules/define'
import { authEndpoints } from './authEndpoints'
import { DirectoryPatrons } from './collections/directory-patrons'
import { Roles } from './collections/roles'
import { Users } from './collections/users'
import { accountsManifest } from './manifest'
import { roleEndpoints } from './roleEndpoints'
import { writeAbsentFlagsOff } from './roles'
import { userEndpoints } from './userEndpoints'

/**
 * 帳號權限管理: users (the admin's user collection), roles with their permission flags, role
 * assignment, module users, and the session contract under /api/auth (login, refresh, logout,
 * password change and reset, validate-internal).
 */
export const accountsModule = defineModule(accountsManifest, {
  collections: [Users, Roles, DirectoryPatrons],
  endpoints: [...authEndpoints, ...userEndpoints, ...roleEndpoints],
  // Every start: a flag a stored role predates is written off (an upgrade hands old roles nothing).
  onInit: async (payload) => {
    await writeAbsentFlagsOff(payload)
  },
})

export { ACCOUNT_STATUS, type AccountStatus, TOKEN_EXPIRATION_SECONDS, isLockedUntil } from './accountRules'
export {
  type FlatRole,
  type NestedRole,
  type RoleOption,
  emptyNestedRole,
  flatGivenFlags,
  mergeFlags,
  toFlatRole,
  toNestedRole,
} from './roles'
export {
  type ModuleUser,
  type UserListItem,
  type UserRoles,
  moduleAuthFlag,
  toUserListItem,
  toUserRoles,
} from './users'
export { type UserView, toUserView } from './userView'
export { type InternalPatron, type InternalVerification, type SessionResult } from './session'
export { flatRoleSchema, nestedRoleSchema, userRolesSchema, userSaveSchema } from './schemas'
export { validateInternal } from './patronSignIn'
export { underLoginLimits } from './signInLimits'
