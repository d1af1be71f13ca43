import type { User } from '@/payload-types'
import { type SessionUser, permissionsOf, rolesOf } from '@/access/can'
import { unionPermissions } from '@/access/permissions'

/** The user info of the session contract: the user, its roles and its flat permissions. */
export type UserView = {
  _id: string
  username: string
  name: string
  email: string | null
  phoneNumber: string | null
  accountStatus: User['accountStatus']
  routeIds: string[]
  roles: { _id: string; name: string; enabled: boolean }[]
  permissions: Record<string, boolean>
  mustChangePassword: boolean
}

export const toUserView = (user: NonNullable<SessionUser>): UserView => {
  const roles = rolesOf(user)
  return {
    _id: String(user.id),
    username: user.username ?? '',
    name: user.name,
    email: user.email ?? null,
    phoneNumber: user.phoneNumber ?? null,
    accountStatus: user.accountStatus,
    routeIds: user.routeIds ?? [],
    roles: roles.map((role) => ({ _id: String(role.id), name: role.name, enabled: role.enabled !== false })),
    // The permissions the account will have; while a password change is pending they are not usable yet.
    permissions: user.mustChangePassword ? unionPermissions(roles) : permissionsOf(user),
    mustChangePassword: Boolean(user.mustChangePassword),
  }
}
