import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../helpers/app'

/**
 * Spec doc 2 §7 "Generic CRUD": POST /shennong/{module}/save saves like POST /shennong/{module},
 * for every module whose records are listed and saved through the back office (issue 16 §3),
 * under the same permission.
 */

type Body = { result: { _id?: string } & Record<string, unknown>; message: string }

let app: TestApp
let admin: string
let editor: string

const count = async (collection: CollectionSlug) =>
  (await app.payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
}, 120_000)
afterAll(async () => app?.close())

describe('POST /shennong/{module}/save', () => {
  const cases: { module: string; collection: CollectionSlug; body: Record<string, unknown> }[] = [
    { module: 'news', collection: 'news', body: { title: '通用儲存的消息', status: 'Drafting' } },
    { module: 'news-categories', collection: 'news-categories', body: { name: '通用儲存分類' } },
    { module: 'faq-categories', collection: 'faq-categories', body: { name: '通用儲存 FAQ 分類' } },
    { module: 'albums', collection: 'albums', body: { title: '通用儲存相簿', date: '2026-11-01' } },
    { module: 'catalogs', collection: 'catalogs', body: { title: '通用儲存通報', date: '2026-11-01' } },
    {
      module: 'users',
      collection: 'users',
      body: {
        username: 'generic-save',
        name: '通用儲存',
        email: 'generic-save@test.example',
        accountStatus: 'Enabled',
        password: 'Generic1234',
        rePassword: 'Generic1234',
      },
    },
  ]
  for (const { module, collection, body } of cases) {
    it(`${module}: saves a new record, then updates it by _id`, async () => {
      const before = await count(collection)
      const created = await app.api.post<Body>(`/api/shennong/${module}/save`, body, { token: admin })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      expect(await count(collection)).toBe(before + 1)
      const id = created.body.result._id
      expect(typeof id).toBe('string')
      const updated = await app.api.post<Body>(`/api/shennong/${module}/save`, { ...body, _id: id }, { token: admin })
      expect(updated.status, JSON.stringify(updated.body)).toBe(200)
      expect(updated.body.result._id).toBe(id)
      expect(await count(collection)).toBe(before + 1)
    })
  }

  it('needs the same flag as the module save, and refuses bad input the same way', async () => {
    const before = await count('albums')
    expect(
      (await app.api.post('/api/shennong/albums/save', { title: '沒權限', date: '2026-11-01' }, { token: editor }))
        .status,
    ).toBe(403)
    expect((await app.api.post('/api/shennong/albums/save', { title: '匿名', date: '2026-11-01' })).status).toBe(401)
    const bad = await app.api.post<Body>('/api/shennong/albums/save', { date: '2026-11-01' }, { token: admin })
    expect(bad.status).toBe(400)
    expect(await count('albums')).toBe(before)
  })
})
