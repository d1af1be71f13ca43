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

describe('carousels', () => {
  it('GET/POST /carousels save the list as a whole, in order', async () => {
    const first = await post('/carousels', {
      carousels: [
        { title: '館藏新書展', imageUrl: '/images/demo/carousel-1.jpg', linkUrl: '/catalog', enabled: true },
        { title: '資料庫講習', imageUrl: '/images/demo/carousel-2.jpg', linkUrl: 'https://library.example/training', startDate: '2026-05-01', endDate: '2026-05-31' },
      ],
    })
    expect(first.status).toBe(200)
    expect(first.body.result.map((item: Json) => [item.title, item.sort])).toEqual([
      ['館藏新書展', 1],
      ['資料庫講習', 2],
    ])
    const [exhibition, training] = first.body.result

    // A bare array: training first and edited, exhibition left out (deleted), one new item.
    const second = await post('/carousels', [{ ...training, title: '資料庫講習（五月）' }, { title: '閉館公告', backgroundColor: '#14578e', textColor: '#f8f8f4' }])
    expect(second.status).toBe(200)
    expect(second.body.result.map((item: Json) => [item.title, item.sort])).toEqual([
      ['資料庫講習（五月）', 1],
      ['閉館公告', 2],
    ])
    expect(second.body.result[0]._id).toBe(training._id)
    expect(await count('carousels', { id: { equals: exhibition._id } })).toBe(0)

    const list = await get('/carousels')
    expect(list.body.result.map((item: Json) => item.title)).toEqual(['資料庫講習（五月）', '閉館公告'])
  })

  it('POST /carousels refuses bad items and changes nothing', async () => {
    const before = (await get('/carousels')).body.result
    const bad = await expectRefused(() => post('/carousels', { carousels: [{ title: 'ok' }, { title: '壞連結', linkUrl: 'not a url' }] }), '不是網址格式', ['carousels'])
    expect(bad.body.errors).toEqual([{ row: 2, field: 'linkUrl', reason: '不是網址格式' }])
    await expectRefused(() => post('/carousels', { carousels: [{ _id: NO_ID, title: '不存在' }] }), '清單中有不存在的項目，請重新整理後再試', ['carousels'])
    await expectRefused(() => post('/carousels', { carousels: [{ title: '日期顛倒', startDate: '2026-05-10', endDate: '2026-05-01' }] }), '結束時間必須晚於開始時間', [
      'carousels',
    ])
    await expectRefused(() => post('/carousels', { items: [] }), '輪播為必填欄位', ['carousels'])
    expect((await get('/carousels')).body.result).toEqual(before)
  })

  it('GET/POST /carousels/settings', async () => {
    const current = await get('/carousels/settings')
    expect(current.status).toBe(200)
    expect(current.body.result).toMatchObject({ speed: 5, size: 'Large' })

    const saved = await post('/carousels/settings', { _id: current.body.result._id, speed: 8, size: 'Small' })
    expect(saved.status).toBe(200)
    expect(saved.body.result).toMatchObject({ speed: 8, size: 'Small' })
    expect(saved.body.result._id).toBeTruthy()
    const again = await post('/carousels/settings', { _id: saved.body.result._id, speed: 8, size: 'Small' })
    expect(again.body.result._id).toBe(saved.body.result._id)

    for (const [body, message] of [
      [{ size: 'Small' }, '輪播速度為必填欄位'],
      [{ speed: 5 }, '輪播尺寸為必填欄位'],
      [{ speed: 0, size: 'Small' }, '最小值為 1'],
      [{ speed: 5, size: 'Huge' }, '輪播尺寸必須為大、中或小'],
    ] as const) {
      const res = await post('/carousels/settings', body)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect((await get('/carousels/settings')).body.result).toMatchObject({ speed: 8, size: 'Small' })
  })
})
