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

describe('permissions of every call', () => {
  const calls: [string, string, unknown?][] = [
    ['get', '/albums'],
    ['get', `/albums/${NO_ID}`],
    ['post', '/albums', { title: '相簿', date: '2026-01-01' }],
    ['delete', `/albums/${NO_ID}`],
    ['get', '/album-highlighted-images'],
    ['get', '/album-images'],
    ['get', `/album-images/${NO_ID}`],
    ['post', '/album-images', { albumId: NO_ID, imageUrl: '/a.jpg' }],
    ['delete', `/album-images/${NO_ID}`],
    ['post', '/save-album', { title: '相簿', date: '2026-01-01', albumImages: [] }],
    ['post', '/add-album-images', { _id: NO_ID, albumImages: [{ imageUrl: '/a.jpg' }] }],
    ['post', '/remove-album-images', { _id: NO_ID, albumImages: [{ _id: NO_ID }] }],
    ['get', '/carousels'],
    ['post', '/carousels', { carousels: [] }],
    ['get', '/carousels/settings'],
    ['post', '/carousels/settings', { speed: 5, size: 'Large' }],
    ['get', '/catalogs'],
    ['get', `/catalogs/${NO_ID}`],
    ['post', '/catalogs', { title: '新書', date: '2026-01-01' }],
    ['delete', `/catalogs/${NO_ID}`],
    ['get', '/catalog-items'],
    ['get', `/catalog-items/${NO_ID}`],
    ['post', '/catalog-items', { catalogId: NO_ID }],
    ['delete', `/catalog-items/${NO_ID}`],
    ['get', '/external-links'],
    ['post', '/external-links', { externalLinks: [] }],
    ['get', '/quick-links'],
    ['put', '/quick-links', { quickLinks: [] }],
    ['get', '/calendar'],
    ['get', '/opening-dates'],
    ['get', `/opening-dates/${NO_ID}`],
    ['post', '/opening-dates', { date: '2026-01-01', openingStatus: 'Closed' }],
    ['delete', `/opening-dates/${NO_ID}`],
    ['get', '/opening-dates-settings'],
    ['post', '/opening-dates-settings', { openingTime: '08:00', closingTime: '17:00' }],
    ['post', '/import-opening-dates', { openingDates: [{ date: '2026-01-01', openingStatus: 'Closed' }] }],
  ]

  it.each(calls)('%s %s: 401 without a token, 403 without the module flag', async (method, path, body) => {
    const send = (token?: string) => {
      const init = { token }
      const url = `${A}${path}`
      if (method === 'get') return app.api.get<Body>(url, init)
      if (method === 'delete') return app.api.delete<Body>(url, init)
      if (method === 'put') return app.api.put<Body>(url, body, init)
      return app.api.post<Body>(url, body, init)
    }
    const anonymous = await send()
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('請先登入')
    const refused = await send(editor)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('您沒有權限執行此操作')
  })

  it('nothing was written by the refused calls', async () => {
    for (const slug of ['albums', 'album-images', 'catalogs', 'catalog-items', 'opening-dates'] as const) {
      expect(await count(slug, { createdAt: { greater_than: new Date(Date.now() - 60_000).toISOString() } })).toBe(0)
    }
  })

  it('bad ids and list queries are a 400 before anything is read', async () => {
    for (const path of ['/albums/nope', '/album-images/nope', '/catalogs/nope', '/catalog-items/nope', '/opening-dates/nope']) {
      const res = await get(path)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('不是有效的 ObjectId')
      expect((await del(path)).status).toBe(400)
    }
    for (const path of ['/albums', '/album-images', '/catalogs', '/catalog-items', '/opening-dates']) {
      const res = await get(`${path}?limit=0`)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('最小值為 1')
    }
    expect((await get(`/albums/${NO_ID}`)).status).toBe(404)
    expect((await get(`/albums/${NO_ID}`)).body.message).toBe('找不到此相簿')
  })
})
