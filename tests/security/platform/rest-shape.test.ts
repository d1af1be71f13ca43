import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Payload's generic REST writes (and its admin form) hold a record's shape (src/config/restShape.ts):
 * before, `POST /api/departments {"name":["a","b"]}` stored the department 「["a","b"]」 (201), an
 * object or a number likewise as text, and a key that is no field was dropped without a word.
 */

type Refusal = { errors?: { message: string }[]; message?: string }

let app: TestApp
let token = ''

beforeAll(async () => {
  app = await startTestApp()
  token = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

const messageOf = (body: Refusal): string => body.message ?? body.errors?.[0]?.message ?? ''
const departments = async () => (await app.payload.count({ collection: 'departments', overrideAccess: true })).totalDocs

describe('a text field holds text', () => {
  for (const [label, name] of [
    ['a list', ['內科', '外科']],
    ['an object', { zh: '內科' }],
    ['a number', 12],
  ] as const) {
    it(`a department created over REST with ${label} for its name is a 400 naming the field, and nothing is stored`, async () => {
      const before = await departments()
      const res = await app.api.post<Refusal>('/api/departments', { name }, { token })
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(messageOf(res.body)).toMatch(/（name）須為文字$/)
      expect(await departments()).toBe(before)
    })
  }

  it('an update with a list for the name is refused and the record keeps its name', async () => {
    const created = await app.api.post<{ doc: { id: string } }>('/api/departments', { name: '形狀測試部' }, { token })
    expect(created.status).toBe(201)
    const res = await app.api.patch<Refusal>(`/api/departments/${created.body.doc.id}`, { name: ['改名'] }, { token })
    expect(res.status).toBe(400)
    expect(
      (await app.payload.findByID({ collection: 'departments', id: created.body.doc.id, overrideAccess: true })).name,
    ).toBe('形狀測試部')
  })

  it('inside an array: an email given as a list in a global’s row is refused with its path', async () => {
    const res = await app.api.post<Refusal>(
      '/api/globals/module-notifiers',
      { moduleNotifiers: [{ moduleName: 'feedbacks', email: ['a@test.example'] }] },
      { token },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(messageOf(res.body)).toContain('（moduleNotifiers.0.email）須為文字')
  })
})

describe('a key that is no field', () => {
  it('is refused over REST in zh-TW naming it, at the top and inside a row, and nothing is stored', async () => {
    const before = await departments()
    const top = await app.api.post<Refusal>('/api/departments', { name: '多餘欄位部', colour: 'red' }, { token })
    expect(top.status).toBe(400)
    expect(messageOf(top.body)).toBe('不接受的欄位：colour')
    expect(await departments()).toBe(before)
    const nested = await app.api.post<Refusal>(
      '/api/globals/module-notifiers',
      { moduleNotifiers: [{ moduleName: 'feedbacks', email: 'desk@test.example', colour: 'red' }] },
      { token },
    )
    expect(nested.status).toBe(400)
    expect(messageOf(nested.body)).toBe('不接受的欄位：moduleNotifiers.0.colour')
    // `password` is a key Payload reads on the accounts only.
    const password = await app.api.post<Refusal>(
      '/api/departments',
      { name: '密碼部', password: 'Secret123!' },
      { token },
    )
    expect(password.status).toBe(400)
    expect(messageOf(password.body)).toBe('不接受的欄位：password')
  })

  it('a well-formed write still passes, with the keys Payload itself reads (id, timestamps)', async () => {
    const res = await app.api.post<{ doc: { id: string; name: string } }>(
      '/api/departments',
      { name: '正常部門', sort: 3, enabled: true },
      { token },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const again = await app.api.patch<{ doc: { name: string } }>(
      `/api/departments/${res.body.doc.id}`,
      { id: res.body.doc.id, name: '正常部門二', updatedAt: new Date().toISOString() },
      { token },
    )
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.doc.name).toBe('正常部門二')
  })

  it('the admin form (multipart `_payload`) sends its form state: its keys pass, its types are checked', async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ name: '表單部門', sort: 1, enabled: true, formOnly: 'x' }))
    const res = await app.api.post<{ doc: { name: string } }>('/api/departments', form, { token })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const bad = new FormData()
    bad.append('_payload', JSON.stringify({ name: ['表單部門'] }))
    const refused = await app.api.post<Refusal>('/api/departments', bad, { token })
    expect(refused.status).toBe(400)
  })
})
