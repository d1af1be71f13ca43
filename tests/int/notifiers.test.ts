import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { type AuthTreeNode, defaultRoleFlags, flagsToTree, onlyFlags } from '@/access/permissions'
import { ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { DEMO_ACCOUNTS, DEMO_ROLES } from '@/seed'
import { DEMO_ORGANISATION } from '@/modules/organisation/seed'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * The accounts calls of the HTTP contract: users, roles (flat and nested), role assignment,
 * module users, module notifiers, the organisation lists and their public lookups.
 */

type Message = { message: string; code?: string }
type Page<T> = { result: { data: T[]; total: number; page: number; limit: number } }
type Result<T> = { result: T }
type UserRow = {
  _id: string
  username: string
  name: string
  email: string | null
  phoneNumber: string | null
  accountStatus: string
  routeIds: string[]
  roles: { _id: string; name: string }[]
}
type UserView = Omit<UserRow, 'roles'> & {
  roles: { _id: string; name: string; enabled: boolean }[]
  permissions: Record<string, boolean>
  mustChangePassword: boolean
}
type FlatRole = { _id: string; name: string; enabled: boolean; isSuperAdmin: boolean } & Record<string, unknown>
type NestedRole = { _id: string; name: string; enabled: boolean; auth: AuthTreeNode[] }
type UserRoles = { _id: string; username: string; name: string; roles: string[] }
type Item = { _id: string; name: string; sort: number; enabled: boolean }

const OBJECT_ID = /^[0-9a-f]{24}$/
const MISSING_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const SECRET_KEYS = ['hash', 'salt', 'sessions', 'resetPasswordToken', 'resetPasswordExpiration', 'resetCodeHash', 'resetCodeExpiresAt', 'resetCodeAttempts', 'loginAttempts', 'lockUntil', 'password']

let app: TestApp
let admin: string
let editor: string
let reviewer: string
let adminId: string
let editorId: string
let reviewerId: string
let superAdminRoleId: string
let newsRoleId: string
let reviewerRoleId: string

const userId = async (username: string): Promise<string> => {
  const found = await app.payload.find({ collection: 'users', where: { username: { equals: username } }, depth: 0 })
  return found.docs[0]!.id
}
const roleId = async (name: string): Promise<string> => {
  const found = await app.payload.find({ collection: 'roles', where: { name: { equals: name } }, depth: 0 })
  return found.docs[0]!.id
}
const storedUser = (id: string) => app.payload.findByID({ collection: 'users', id, depth: 0, showHiddenFields: true, disableErrors: true })
const storedRole = (id: string) => app.payload.findByID({ collection: 'roles', id, depth: 0, disableErrors: true })
const countOf = async (collection: 'users' | 'roles' | 'departments' | 'job-titles' | 'job-categories') =>
  (await app.payload.count({ collection })).totalDocs

/** A ready account (no forced password change) holding exactly `flags`, and its token. */
let accountSeq = 0
const accountWith = async (flags: string[]): Promise<{ id: string; token: string }> => {
  accountSeq += 1
  const role = await app.payload.create({ collection: 'roles', data: { name: `測試角色 ${accountSeq}`, flags: onlyFlags(flags) } })
  const username = `tester${accountSeq}`
  const user = await app.payload.create({
    collection: 'users',
    data: { username, name: `測試 ${accountSeq}`, email: `${username}@test.example`, password: 'Tester1234', accountStatus: 'Enabled', roles: [role.id] },
    context: { passwordSetBy: 'system' },
  })
  return { id: user.id, token: await app.login(username, 'Tester1234') }
}

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

describe('module notifiers', () => {
  type Notifiers = { moduleNotifiers: { moduleName: string; email: string }[] }
  const stored = async () =>
    ((await app.payload.findGlobal({ slug: 'module-notifiers' })).moduleNotifiers ?? []).map(({ moduleName, email }) => ({ moduleName, email }))

  it('GET answers an empty list at first', async () => {
    const res = await app.api.get<Result<Notifiers>>('/api/shennong/module-notifiers', { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ moduleNotifiers: [] })
  })

  it('PUT replaces the list; an entry with an empty email is removed', async () => {
    const res = await app.api.put<Result<Notifiers>>(
      '/api/shennong/module-notifiers',
      {
        moduleNotifiers: [
          { moduleName: 'reservations', email: 'space@hospital.example' },
          { moduleName: 'feedbacks', email: ' feedback@hospital.example ' },
          { moduleName: 'auth-requests', email: '' },
          { moduleName: 'recommendations', email: 'books@hospital.example' },
          { moduleName: 'feedbacks', email: 'FEEDBACK@hospital.example' },
        ],
      },
      { token: admin },
    )
    expect(res.status).toBe(200)
    const expected = [
      { moduleName: 'recommendations', email: 'books@hospital.example' },
      { moduleName: 'feedbacks', email: 'feedback@hospital.example' },
      { moduleName: 'reservations', email: 'space@hospital.example' },
    ]
    expect(res.body.result.moduleNotifiers).toEqual(expected)
    expect(await stored()).toEqual(expected)
    const read = await app.api.get<Result<Notifiers>>('/api/shennong/module-notifiers', { token: admin })
    expect(read.body.result.moduleNotifiers).toEqual(expected)

    const emptied = await app.api.put<Result<Notifiers>>(
      '/api/shennong/module-notifiers',
      { moduleNotifiers: [...expected.filter((entry) => entry.moduleName !== 'reservations'), { moduleName: 'reservations', email: '' }] },
      { token: admin },
    )
    expect(emptied.status).toBe(200)
    expect(await stored()).toEqual(expected.filter((entry) => entry.moduleName !== 'reservations'))
  })

  it.each([
    ['an email malformed', { moduleNotifiers: [{ moduleName: 'feedbacks', email: 'not-mail' }] }, MSG.notEmail],
    ['a module unknown', { moduleNotifiers: [{ moduleName: 'weather', email: 'a@b.org' }] }, ACCOUNT_MSG.moduleNameInvalid],
    ['a module missing', { moduleNotifiers: [{ email: 'a@b.org' }] }, '模組名稱為必填欄位'],
    ['the list not a list', { moduleNotifiers: 'a@b.org' }, MSG.badRequest],
  ])('400 when %s, and nothing changes', async (_label, body, message) => {
    const before = await stored()
    const res = await app.api.put<Message>('/api/shennong/module-notifiers', body, { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await stored()).toEqual(before)
  })

  it('the reviewer (auth_requests only) reads all and changes only auth-requests', async () => {
    const before = await stored()
    const read = await app.api.get<Result<Notifiers>>('/api/shennong/module-notifiers', { token: reviewer })
    expect(read.status).toBe(200)
    expect(read.body.result.moduleNotifiers).toEqual(before)
    const res = await app.api.put<Result<Notifiers>>(
      '/api/shennong/module-notifiers',
      { moduleNotifiers: [{ moduleName: 'auth-requests', email: 'review@hospital.example' }, { moduleName: 'feedbacks', email: 'hijack@evil.example' }] },
      { token: reviewer },
    )
    expect(res.status).toBe(200)
    const after = await stored()
    expect(after).toEqual([...before, { moduleName: 'auth-requests', email: 'review@hospital.example' }])
    expect(res.body.result.moduleNotifiers).toEqual(after)
  })

  it('accepts the bare list too', async () => {
    const res = await app.api.put<Result<Notifiers>>('/api/shennong/module-notifiers', [{ moduleName: 'auth-requests', email: 'review2@hospital.example' }], { token: reviewer })
    expect(res.status).toBe(200)
    expect((await stored()).filter((entry) => entry.moduleName === 'auth-requests')).toEqual([{ moduleName: 'auth-requests', email: 'review2@hospital.example' }])
  })
})
