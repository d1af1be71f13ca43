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

describe.each(['departments', 'job-titles', 'job-categories'] as const)('organisation list %s', (slug) => {
  const prefix = slug.replace(/-/g, '_')
  const base = `/api/shennong/${slug}`
  const seeded = DEMO_ORGANISATION[slug]

  it('GET pages the list by sort, with the keyword on the name', async () => {
    const res = await app.api.get<Page<Item>>(base, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(seeded.length)
    expect(res.body.result.limit).toBe(10)
    expect(res.body.result.data.map((item) => item.name)).toEqual(seeded.slice(0, 10))
    expect(res.body.result.data[0]).toMatchObject({ _id: expect.stringMatching(OBJECT_ID), sort: 10, enabled: true })
    const keyword = await app.api.get<Page<Item>>(`${base}?keyword=${encodeURIComponent(seeded[1]!)}`, { token: admin })
    expect(keyword.body.result.data.map((item) => item.name)).toContain(seeded[1])
    expect(keyword.body.result.data.every((item) => item.name.includes(seeded[1]!))).toBe(true)
    const paged = await app.api.get<Page<Item>>(`${base}?page=2&limit=3`, { token: admin })
    expect(paged.body.result.data.map((item) => item.name)).toEqual(seeded.slice(3, 6))
  })

  let id: string
  it('POST creates, then updates with _id', async () => {
    const created = await app.api.post<Result<Item>>(base, { name: '  新項目  ', sort: 5 }, { token: admin })
    expect(created.status).toBe(200)
    id = created.body.result._id
    expect(created.body.result).toMatchObject({ name: '新項目', sort: 5, enabled: true })
    expect(await app.payload.findByID({ collection: slug, id })).toMatchObject({ name: '新項目', sort: 5, enabled: true })

    const updated = await app.api.post<Result<Item>>(base, { _id: id, name: '改名項目', enabled: false }, { token: admin })
    expect(updated.status).toBe(200)
    expect(await app.payload.findByID({ collection: slug, id })).toMatchObject({ name: '改名項目', sort: 5, enabled: false })
    const read = await app.api.get<Result<Item>>(`${base}/${id}`, { token: admin })
    expect(read.body.result).toMatchObject({ _id: id, name: '改名項目', sort: 5, enabled: false })
  })

  it('the public lookup lists enabled entries by sort then name, without a session', async () => {
    await app.payload.create({ collection: slug, data: { name: '乙同序', sort: 1000 } })
    await app.payload.create({ collection: slug, data: { name: '甲同序', sort: 1000 } })
    const res = await app.api.get<Result<{ _id: string; name: string; sort: number }[]>>(`/api/public/${slug}`)
    expect(res.status).toBe(200)
    const names = res.body.result.map((item) => item.name)
    expect(names).not.toContain('改名項目')
    expect(names.slice(0, seeded.length)).toEqual([...seeded])
    expect(names.slice(-2).sort()).toEqual(['乙同序', '甲同序'].sort())
    expect(names.indexOf('乙同序') < names.indexOf('甲同序')).toBe('乙同序' < '甲同序')
    expect(Object.keys(res.body.result[0]!).sort()).toEqual(['_id', 'name', 'sort'])
  })

  it.each([
    ['name missing', { name: '' }, '名稱為必填欄位'],
    ['sort not a number', { name: '項目', sort: 'first' }, ACCOUNT_MSG.sortInvalid],
    ['enabled not boolean', { name: '項目', enabled: 'on' }, ACCOUNT_MSG.enabledInvalid],
    ['_id malformed', { _id: 'x1', name: '項目' }, MSG.notObjectId],
  ])('400 when %s, and nothing is written', async (_label, body, message) => {
    const before = await countOf(slug)
    const res = await app.api.post<Message>(base, body, { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await countOf(slug)).toBe(before)
  })

  it('answers 404 for an unknown id', async () => {
    expect((await app.api.get(`${base}/${MISSING_ID}`, { token: admin })).status).toBe(404)
    expect((await app.api.post(base, { _id: MISSING_ID, name: '幽靈' }, { token: admin })).status).toBe(404)
    expect((await app.api.delete(`${base}/${MISSING_ID}`, { token: admin })).status).toBe(404)
  })

  it('DELETE removes the entry', async () => {
    const res = await app.api.delete<Result<{ _id: string }>>(`${base}/${id}`, { token: admin })
    expect(res.status).toBe(200)
    expect(await app.payload.findByID({ collection: slug, id, disableErrors: true })).toBeNull()
  })

  it(`follows the ${prefix}__read / edit / delete flags`, async () => {
    const reader = await accountWith([`${prefix}__auth`, `${prefix}__read`])
    expect((await app.api.get(base, { token: reader.token })).status).toBe(200)
    expect((await app.api.post(base, { name: '讀者新增' }, { token: reader.token })).status).toBe(403)
    const editorOnly = await accountWith([`${prefix}__auth`, `${prefix}__read`, `${prefix}__edit`])
    const created = await app.api.post<Result<Item>>(base, { name: '可編輯' }, { token: editorOnly.token })
    expect(created.status).toBe(200)
    expect((await app.api.delete(`${base}/${created.body.result._id}`, { token: editorOnly.token })).status).toBe(403)
    const deleter = await accountWith([`${prefix}__auth`, `${prefix}__delete`])
    expect((await app.api.delete(`${base}/${created.body.result._id}`, { token: deleter.token })).status).toBe(200)
  })
})
