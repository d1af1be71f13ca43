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

describe('catalogs', () => {
  let catalogId: string
  let itemId: string

  it('POST/GET /catalogs', async () => {
    const res = await post('/catalogs', { title: '2026 年 5 月新書通報', date: '2026-05-01', highlighted: true })
    expect(res.status).toBe(200)
    catalogId = res.body.result._id
    expect(res.body.result).toMatchObject({ title: '2026 年 5 月新書通報', highlighted: true })
    expect((await get(`/catalogs/${catalogId}`)).body.result).toMatchObject({ _id: catalogId, title: '2026 年 5 月新書通報' })
    const list = await get('/catalogs?keyword=5 月')
    expect(list.body.result.data.map((c: Json) => c._id)).toContain(catalogId)
    expect(list.body.result.data[0].catalogItems).toBeUndefined()
    await expectRefused(() => post('/catalogs', { title: '沒有日期' }), '通報日期為必填欄位', ['catalogs'])
    await expectRefused(() => post('/catalogs', { date: '2026-05-01' }), '標題為必填欄位', ['catalogs'])
  })

  it('catalog-items: save, list by catalog (download all), read, delete', async () => {
    const books = [
      { resourceNumber: 'R2605001', barcode: 'B0001', name: '哈里遜內科學', author: 'Loscalzo', isbn: '9781264268504' },
      { resourceNumber: 'R2605002', barcode: 'B0002', name: '護理倫理與法律', author: '盧美秀' },
      { resourceNumber: 'R2605003', barcode: 'B0003', name: '實證醫學入門', author: '陳杰峰', url: 'https://opac.example/R2605003' },
    ]
    for (const book of books) {
      const res = await post('/catalog-items', { ...book, catalogId })
      expect(res.status).toBe(200)
      expect(res.body.result).toMatchObject({ ...book, catalogId })
    }
    const all = await get(`/catalog-items?catalogId=${catalogId}&limit=${Number.MAX_SAFE_INTEGER}`)
    expect(all.status).toBe(200)
    expect(all.body.result.total).toBe(3)
    expect(all.body.result.data.map((item: Json) => item.resourceNumber)).toEqual(['R2605001', 'R2605002', 'R2605003'])
    itemId = all.body.result.data[0]._id
    expect((await get(`/catalog-items/${itemId}`)).body.result).toMatchObject({ _id: itemId, name: '哈里遜內科學' })
    const edited = await post('/catalog-items', { ...all.body.result.data[0], name: '哈里遜內科學（第 22 版）' })
    expect(edited.body.result).toMatchObject({ _id: itemId, name: '哈里遜內科學（第 22 版）' })

    await expectRefused(() => post('/catalog-items', { catalogId, resourceNumber: 'R1', barcode: 'B1', name: '無作者' }), '作者為必填欄位', ['catalog-items'])
    await expectRefused(() => post('/catalog-items', { resourceNumber: 'R1', barcode: 'B1', name: '無通報', author: '某人' }), '新書通報為必填欄位', [
      'catalog-items',
    ])
    await expectRefused(() => post('/catalog-items', { catalogId, resourceNumber: 'R1', barcode: 'B1', name: '書', author: '某人', url: 'ftp:x' }), '不是網址格式', [
      'catalog-items',
    ])
    const unknown = await post('/catalog-items', { catalogId: NO_ID, resourceNumber: 'R1', barcode: 'B1', name: '書', author: '某人' })
    expect(unknown.status).toBe(404)

    const removed = await del(`/catalog-items/${all.body.result.data[2]._id}`)
    expect(removed.status).toBe(200)
    expect(await count('catalog-items', { catalogId: { equals: catalogId } })).toBe(2)
  })

  it('DELETE /catalogs/{id} removes its items in the same transaction', async () => {
    const res = await del(`/catalogs/${catalogId}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ _id: catalogId, removedItems: 2 })
    expect(await count('catalog-items', { catalogId: { equals: catalogId } })).toBe(0)
    expect((await get(`/catalogs/${catalogId}`)).status).toBe(404)
  })
})
