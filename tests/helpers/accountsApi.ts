import { afterAll, beforeAll } from 'vitest'

import { type AuthTreeNode, onlyFlags } from '@/access/permissions'
import { DEMO_ACCOUNTS, DEMO_ROLES } from '@/seed'
import { startTestApp, type TestApp } from './app'

/**
 * The accounts calls of the HTTP contract: users, roles (flat and nested), role assignment,
 * module users, module notifiers, the organisation lists and their public lookups.
 */

export type Message = { message: string; code?: string }
export type Page<T> = { result: { data: T[]; total: number; page: number; limit: number } }
export type Result<T> = { result: T }
export type UserRow = {
  _id: string
  username: string
  name: string
  email: string | null
  phoneNumber: string | null
  accountStatus: string
  routeIds: string[]
  roles: { _id: string; name: string }[]
}
export type UserView = Omit<UserRow, 'roles'> & {
  roles: { _id: string; name: string; enabled: boolean }[]
  permissions: Record<string, boolean>
  mustChangePassword: boolean
}
export type FlatRole = { _id: string; name: string; enabled: boolean; isSuperAdmin: boolean } & Record<string, unknown>
export type NestedRole = { _id: string; name: string; enabled: boolean; auth: AuthTreeNode[] }
export type UserRoles = { _id: string; username: string; name: string; roles: string[] }
export type Item = { _id: string; name: string; sort: number; enabled: boolean }

export const OBJECT_ID = /^[0-9a-f]{24}$/
export const MISSING_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
export const SECRET_KEYS = [
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetCodeHash',
  'resetCodeExpiresAt',
  'resetCodeAttempts',
  'signInLockedUntil',
  'signInResetAt',
  'password',
]

export let app: TestApp
export let admin: string
export let editor: string
export let reviewer: string
export let adminId: string
export let editorId: string
export let reviewerId: string
export let superAdminRoleId: string
export let newsRoleId: string
export let reviewerRoleId: string

export const userId = async (username: string): Promise<string> => {
  const found = await app.payload.find({ collection: 'users', where: { username: { equals: username } }, depth: 0 })
  return found.docs[0]!.id
}
export const roleId = async (name: string): Promise<string> => {
  const found = await app.payload.find({ collection: 'roles', where: { name: { equals: name } }, depth: 0 })
  return found.docs[0]!.id
}
export const storedUser = (id: string) =>
  app.payload.findByID({ collection: 'users', id, depth: 0, showHiddenFields: true, disableErrors: true })
export const storedRole = (id: string) =>
  app.payload.findByID({ collection: 'roles', id, depth: 0, disableErrors: true })
export const countOf = async (collection: 'users' | 'roles' | 'departments' | 'job-titles' | 'job-categories') =>
  (await app.payload.count({ collection })).totalDocs

/** A ready account (no forced password change) holding exactly `flags`, and its token. */
export let accountSeq = 0
export const accountWith = async (flags: string[]): Promise<{ id: string; token: string }> => {
  accountSeq += 1
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `測試角色 ${accountSeq}`, flags: onlyFlags(flags) },
  })
  const username = `tester${accountSeq}`
  const user = await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `測試 ${accountSeq}`,
      email: `${username}@test.example`,
      password: 'Tester1234',
      accountStatus: 'Enabled',
      roles: [role.id],
    },
    context: { passwordSetBy: 'system' },
  })
  return { id: user.id, token: await app.login(username, 'Tester1234') }
}

/** Starts the app for the test file that calls it (before its tests) and closes it after them. */
export const useAccountsApi = (): void => {
  beforeAll(async () => {
    app = await startTestApp()
    admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
    reviewer = await app.login('reviewer', DEMO_ACCOUNTS.reviewer.password)
    adminId = await userId('admin')
    editorId = await userId('editor')
    reviewerId = await userId('reviewer')
    superAdminRoleId = await roleId(DEMO_ROLES.superAdmin)
    newsRoleId = await roleId(DEMO_ROLES.newsEditor)
    reviewerRoleId = await roleId(DEMO_ROLES.reviewer)
  })
  afterAll(async () => app?.close())
}
