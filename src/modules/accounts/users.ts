import type { Payload, PayloadRequest } from 'payload'

import { type Flag, type SessionUser, can, userOf } from '@/access'
import { isFlag, nodeFlag } from '@/access/catalog'
import { NOTIFIER_MODULES, NOTIFIER_MODULE_FLAGS, type NotifierModule } from '@/access/notifiers'
import { ACCOUNT_LABEL, ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { Role, User } from '@/payload-types'
import type { UserRolesInput, UserSaveInput } from './schemas'
import { type ListQuery, type Paginated, keywordWhere, toPaginated } from '@/crud/listQuery'
import { accountRefusalFor, sameEmail } from './grants'
import { missingRoleIds } from './roles'
import { type UserView, toUserView } from './userView'

/** A row of the admin user list: never a hash, salt, session or reset field. */
export type UserListItem = {
  _id: string
  username: string
  name: string
  email: string | null
  phoneNumber: string | null
  accountStatus: User['accountStatus']
  routeIds: string[]
  roles: { _id: string; name: string }[]
}

/** A user with the ids of their roles (the user-roles calls). */
export type UserRoles = { _id: string; username: string; name: string; roles: string[] }

/** Someone who may receive a module's mails. */
export type ModuleUser = { _id: string; username: string; name: string; email: string | null }

/** A user of the notifier modules with the modules they hold (module-users without a query). */
export type NotifierModuleUser = ModuleUser & { modules: NotifierModule[] }

const USER_SORT = 'username'
const KEYWORD_FIELDS = ['username', 'name', 'email'] as const

const roleId = (role: string | Role): string => relationId(role) ?? ''

export const toUserListItem = (user: User): UserListItem => ({
  _id: String(user.id),
  username: user.username ?? '',
  name: user.name,
  email: user.email ?? null,
  phoneNumber: user.phoneNumber ?? null,
  accountStatus: user.accountStatus,
  routeIds: user.routeIds ?? [],
  roles: (user.roles ?? [])
    .filter((role): role is Role => typeof role === 'object' && role !== null)
    .map((role) => ({ _id: String(role.id), name: role.name })),
})

export const toUserRoles = (user: User): UserRoles => ({
  _id: String(user.id),
  username: user.username ?? '',
  name: user.name,
  roles: (user.roles ?? []).map(roleId),
})

const findUser = async (payload: Payload, id: string, depth = 1): Promise<User | null> =>
  ((await payload.findByID({
    collection: 'users',
    id,
    depth,
    overrideAccess: true,
    disableErrors: true,
  })) as User | null) ?? null

const requireUser = async (payload: Payload, id: string, depth = 1): Promise<User> => {
  const user = await findUser(payload, id, depth)
  if (!user) throw new AppError(404, ACCOUNT_MSG.userNotFound)
  return user
}

const pageOfUsers = (payload: Payload, query: ListQuery, depth: number) =>
  payload.find({
    collection: 'users',
    where: keywordWhere(query.keyword, KEYWORD_FIELDS) ?? {},
    page: query.page,
    limit: query.limit,
    sort: USER_SORT,
    depth,
    overrideAccess: true,
  })

export const listUsers = async (payload: Payload, query: ListQuery): Promise<Paginated<UserListItem>> =>
  toPaginated(await pageOfUsers(payload, query, 1), query, toUserListItem)

export const getUser = async (payload: Payload, id: string): Promise<UserView> =>
  toUserView(await requireUser(payload, id))

/** Another account already uses this value of `field`. */
const taken = async (
  payload: Payload,
  field: 'username' | 'email',
  value: string,
  exceptId?: string,
): Promise<boolean> => {
  const found = await payload.find({
    collection: 'users',
    where: { [field]: { equals: value }, ...(exceptId ? { id: { not_equals: exceptId } } : {}) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.length > 0
}

/** The grant rule (./grants.ts) before any write: a 403 with its zh-TW message. */
const refuseUnlessGranted = async (
  req: PayloadRequest,
  change: Parameters<typeof accountRefusalFor>[1],
): Promise<void> => {
  const refusal = await accountRefusalFor(req, change)
  if (refusal) throw new AppError(403, refusal)
}

/**
 * Create an account, or update the one with `_id`. Everything is checked before writing: the
 * account exists, nobody disables their own account, username and email are free, every role
 * exists, and the grant rule holds (./grants.ts). The request is passed on so the users hooks
 * see the acting administrator: a password set here (a new account, or a reset) must be changed
 * at the next login.
 */
export const saveUser = async (req: PayloadRequest, input: UserSaveInput): Promise<UserView> => {
  const { payload } = req
  const actor = userOf(req)
  const existing = input._id ? await requireUser(payload, input._id, 0) : undefined
  if (existing && actor && String(actor.id) === String(existing.id) && input.accountStatus === 'Disabled') {
    throw new AppError(400, ACCOUNT_MSG.cannotDisableSelf)
  }
  // Payload stores usernames and emails lower-cased; compare the same way.
  const username = input.username.toLowerCase()
  const email = input.email.toLowerCase()
  if (await taken(payload, 'username', username, existing?.id)) throw new AppError(400, ACCOUNT_MSG.usernameTaken)
  if (await taken(payload, 'email', email, existing?.id)) throw new AppError(400, ACCOUNT_MSG.emailTaken)
  const roles = input.roles === undefined ? undefined : [...new Set(input.roles)]
  if (roles && (await missingRoleIds(payload, roles)).length > 0) throw new AppError(400, ACCOUNT_MSG.roleNotFound)
  await refuseUnlessGranted(req, {
    target: existing,
    nextRoleIds: roles,
    setsPassword: input.password !== undefined,
    changesEmail: existing !== undefined && !sameEmail(email, existing.email),
  })

  const data = {
    username,
    name: input.name,
    email,
    ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber || null } : {}),
    accountStatus: input.accountStatus,
    ...(input.routeIds !== undefined ? { routeIds: [...new Set(input.routeIds)] } : {}),
    ...(roles !== undefined ? { roles } : {}),
    ...(input.password !== undefined ? { password: input.password } : {}),
  }
  const saved = existing
    ? await payload.update({ collection: 'users', id: existing.id, data, depth: 0, overrideAccess: true, req })
    : await payload.create({
        collection: 'users',
        data: { ...data, routeIds: data.routeIds ?? [], roles: data.roles ?? [], password: input.password ?? '' },
        depth: 0,
        overrideAccess: true,
        req,
      })
  return toUserView(await requireUser(payload, String(saved.id)))
}

/** Delete an account; nobody deletes their own. */
export const deleteUser = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const actor = userOf(req)
  if (actor && String(actor.id) === id) throw new AppError(400, ACCOUNT_MSG.cannotDeleteSelf)
  const user = await requireUser(req.payload, id, 0)
  await refuseUnlessGranted(req, { target: user, deleting: true })
  await req.payload.delete({ collection: 'users', id: user.id, overrideAccess: true, req })
  return { _id: String(user.id) }
}

// ---------------------------------------------------------------------------------------------
// Role assignment (the user-roles calls)

export const listUserRoles = async (payload: Payload, query: ListQuery): Promise<Paginated<UserRoles>> =>
  toPaginated(await pageOfUsers(payload, query, 0), query, toUserRoles)

export const getUserRoles = async (payload: Payload, id: string): Promise<UserRoles> =>
  toUserRoles(await requireUser(payload, id, 0))

/**
 * Give every listed user exactly the listed roles. Every id is checked first (an unknown one is
 * a 400 and nothing is written); the writes share one transaction where the adapter has them.
 */
export const setUserRoles = async (req: PayloadRequest, input: UserRolesInput): Promise<UserRoles[]> => {
  const { payload } = req
  const users = await payload.find({
    collection: 'users',
    where: { id: { in: input.users } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (users.docs.length !== input.users.length) throw new AppError(400, ACCOUNT_MSG.userNotFound)
  if ((await missingRoleIds(payload, input.roles)).length > 0) throw new AppError(400, ACCOUNT_MSG.roleNotFound)
  // Every user is checked before any is written: a batch is refused whole.
  for (const user of users.docs) await refuseUnlessGranted(req, { target: user, nextRoleIds: input.roles })

  await inTransaction(req, async () => {
    for (const id of input.users) {
      await payload.update({
        collection: 'users',
        id,
        data: { roles: input.roles },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
  })
  const saved = await payload.find({
    collection: 'users',
    where: { id: { in: input.users } },
    depth: 0,
    pagination: false,
    sort: USER_SORT,
    overrideAccess: true,
  })
  return saved.docs.map(toUserRoles)
}

// ---------------------------------------------------------------------------------------------
// Module users

/**
 * `news`, `cms__pages`, `auth-requests` (a notifier's module name) -> the auth flag its node of the
 * permission tree carries (`FLAGS.news.auth`, `FLAGS.cms.pages.auth`, `FLAGS.auth_requests.auth`).
 */
export const moduleAuthFlag = (moduleName: string | undefined): Flag => {
  const key = (moduleName ?? '').trim().replace(/-/g, '_')
  if (!key) throw new AppError(400, MSG.required(ACCOUNT_LABEL.moduleName))
  const flag: string = nodeFlag({ key, label: '', children: [] })
  if (!isFlag(flag)) throw new AppError(400, ACCOUNT_MSG.moduleNameInvalid)
  return flag
}

/** Active accounts whose permissions include the module's auth flag. */
export const moduleUsers = async (
  payload: Payload,
  moduleName: string | undefined,
): Promise<ModuleUser[] | NotifierModuleUser[]> => {
  const wanted = moduleName?.trim()
  // Checked before anything is read: an unknown module is a 400.
  const flag = wanted ? moduleAuthFlag(wanted) : null
  const users = await payload.find({
    collection: 'users',
    depth: 1,
    pagination: false,
    sort: USER_SORT,
    overrideAccess: true,
  })
  const toModuleUser = (user: User): ModuleUser => ({
    _id: String(user.id),
    username: user.username ?? '',
    name: user.name,
    email: user.email ?? null,
  })
  if (flag) return users.docs.filter((user) => can(user as SessionUser, flag)).map(toModuleUser)
  // Without a query (as the spec lists the call): the users of every notifier module, each with
  // the modules whose flag they hold, in the spec's module order.
  return users.docs.flatMap((user) => {
    const modules = NOTIFIER_MODULES.filter((module) => can(user as SessionUser, NOTIFIER_MODULE_FLAGS[module]))
    return modules.length > 0 ? [{ ...toModuleUser(user), modules }] : []
  })
}
