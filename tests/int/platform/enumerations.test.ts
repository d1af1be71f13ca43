import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 16 §4 "Enumerations are refused, not coerced": a value outside a field's enumeration
 * is a 400 naming the field in zh-TW on every generic module save, and nothing is written,
 * even for a field the server keeps for itself (the review status of news, FAQ and pages).
 */

type Body = { result: { _id: string; status?: string }; message: string }

let app: TestApp
let admin: string

const count = async (collection: CollectionSlug) =>
  (await app.payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  app = await startTestApp({ seed: false })
  const context = { seed: true, passwordSetBy: 'system' }
  const superAdmin = await app.payload.create({
    collection: 'roles',
    data: { name: '超級管理員', enabled: true, isSuperAdmin: true },
    context,
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'admin',
      password: 'Admin@12345',
      name: '系統管理員',
      email: 'admin@library.example',
      roles: [superAdmin.id],
      accountStatus: 'Enabled',
      mustChangePassword: false,
    },
    context,
  })
  admin = await app.login('admin', 'Admin@12345')
}, 120_000)

afterAll(async () => {
  await app?.close()
})

describe('a value outside its enumeration', () => {
  const cases: { path: string; collection: CollectionSlug; body: Record<string, unknown> }[] = [
    { path: '/api/shennong/news', collection: 'news', body: { title: '列舉測試', status: 'Whatever' } },
    { path: '/api/shennong/faq', collection: 'faq', body: { question: '列舉測試？', status: 'Whatever' } },
    {
      path: '/api/shennong/questionnaires',
      collection: 'questionnaires',
      body: { title: '列舉測試', status: 'Whatever' },
    },
  ]

  for (const { path, collection, body } of cases) {
    it(`PUT ${path} with status "Whatever" is a 400 naming the field, and nothing is stored`, async () => {
      const before = await count(collection)
      const res = await app.api.put<Body>(path, body, { token: admin })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('狀態不是有效的選項')
      expect(await count(collection)).toBe(before)
    })
  }

  it('a value inside the enumeration is still accepted (news saved as a draft)', async () => {
    const res = await app.api.put<Body>(
      '/api/shennong/news',
      { title: '列舉測試', status: 'Drafting' },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.status).toBe('Drafting')
  })
})
