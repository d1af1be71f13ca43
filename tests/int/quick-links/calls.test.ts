import ExcelJS from 'exceljs'
import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { onlyFlags } from '@/access/permissions'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * The back-office calls of albums, carousels, catalogs, links and opening hours (spec doc 2 §7)
 * over HTTP: the happy path, the permission refusals and bad input (400, zh-TW message, nothing
 * stored) of each.
 */

type Json = any
type Body = { result: Json; message: string; errors?: { row: number; field: string; reason: string }[] }

let app: TestApp
let admin: string
let editor: string

const A = '/api/shennong'
const NO_ID = '0123456789abcdef01234567'

const get = (path: string, token = admin) => app.api.get<Body>(`${A}${path}`, { token })
const post = (path: string, body: unknown, token = admin) => app.api.post<Body>(`${A}${path}`, body, { token })
const put = (path: string, body: unknown, token = admin) => app.api.put<Body>(`${A}${path}`, body, { token })
const del = (path: string, token = admin) => app.api.delete<Body>(`${A}${path}`, { token })

const count = async (collection: CollectionSlug, where?: Where) => (await app.payload.count({ collection, where, overrideAccess: true })).totalDocs

/** A 400 with the zh-TW message, and the collections unchanged. */
const expectRefused = async (call: () => Promise<{ status: number; body: Body }>, message: string, collections: CollectionSlug[]) => {
  const before = await Promise.all(collections.map((c) => count(c)))
  const res = await call()
  expect(res.status).toBe(400)
  expect(res.body.message).toBe(message)
  expect(await Promise.all(collections.map((c) => count(c)))).toEqual(before)
  return res
}

/**
 * The demo accounts, made here rather than by the demo seed so this file does not depend on the
 * other modules' demo content: a super-admin and a news editor (news flags only).
 */
const createAccounts = async () => {
  const context = { seed: true, passwordSetBy: 'system' }
  const superAdmin = await app.payload.create({ collection: 'roles', data: { name: '超級管理員', enabled: true, isSuperAdmin: true }, context })
  const newsFlags = ALL_FLAGS.filter((flag) => flag.startsWith('news__'))
  const newsEditor = await app.payload.create({ collection: 'roles', data: { name: '最新消息編輯', enabled: true, flags: onlyFlags(newsFlags) }, context })
  const accounts = [
    { username: 'admin', password: 'Admin@12345', name: '系統管理員', email: 'admin@library.example', roles: [superAdmin.id] },
    { username: 'editor', password: 'Editor@12345', name: '消息編輯', email: 'editor@library.example', roles: [newsEditor.id] },
  ]
  for (const account of accounts) {
    await app.payload.create({ collection: 'users', data: { ...account, accountStatus: 'Enabled', mustChangePassword: false }, context })
  }
}

beforeAll(async () => {
  app = await startTestApp({ seed: false })
  await createAccounts()
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
})
afterAll(async () => app?.close())

describe('quick links', () => {
  it('GET/PUT /quick-links save the list as a whole, in order', async () => {
    const res = await put('/quick-links', {
      quickLinks: [
        { icon: 'Clock', label: '開館時間', path: '/opening' },
        { icon: 'Newspaper', label: '最新消息', path: '/news' },
        { icon: 'BookOpen', label: '新書通報', path: '/catalog' },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.result.map((link: Json) => link.label)).toEqual(['開館時間', '最新消息', '新書通報'])
    const [opening, news] = res.body.result
    const again = await put('/quick-links', { quickLinks: [news, opening] })
    expect(again.body.result.map((link: Json) => [link._id, link.sort])).toEqual([
      [news._id, 1],
      [opening._id, 2],
    ])

    await expectRefused(() => put('/quick-links', { quickLinks: [{ icon: 'NoSuchIcon', label: '壞圖示', path: '/x' }] }), '請從圖示清單中選擇', ['quick-links'])
    const missing = await expectRefused(() => put('/quick-links', { quickLinks: [news, { icon: 'Clock', label: '缺路徑' }] }), '連結路徑為必填欄位', ['quick-links'])
    expect(missing.body.errors).toEqual([{ row: 2, field: 'path', reason: '連結路徑為必填欄位' }])
    await expectRefused(() => put('/quick-links', { quickLinks: [{ path: '/x', label: '缺圖示' }] }), '圖示為必填欄位', ['quick-links'])
    await expectRefused(() => put('/quick-links', { quickLinks: [{ path: '/x', icon: 'Clock' }] }), '名稱為必填欄位', ['quick-links'])
    expect((await get('/quick-links')).body.result.map((link: Json) => link.label)).toEqual(['最新消息', '開館時間'])
  })
})
