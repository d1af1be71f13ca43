import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../helpers/app'

/**
 * Issue 10 item 4, "Forged or edited review requests": review requests are created and decided
 * only through the review service. Payload's REST create and update on `auth-requests` are
 * closed to everyone, a reviewer and the super-admin included.
 */

type Doc = { id: string; status: string; requestedBy: string | null; snapshot: unknown; reason?: string | null }

let app: TestApp
let admin: string
let editor: string
let reviewer: string
let editorId: string
let requestId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
  reviewer = await app.login('reviewer', 'Reviewer@12345')
  const found = await app.payload.find({ collection: 'users', where: { username: { equals: 'editor' } }, depth: 0 })
  editorId = String(found.docs[0]!.id)
  // A real request, opened through the review service (an editor under review asks to publish).
  const res = await app.api.put<{ result: { _id: string } }>(
    '/api/shennong/news',
    { title: '送審的消息', blocks: [], status: 'Published' },
    { token: editor },
  )
  expect(res.status).toBe(200)
  const pending = await app.payload.find({
    collection: 'auth-requests',
    where: { documentId: { equals: res.body.result._id } },
    depth: 0,
  })
  requestId = String(pending.docs[0]!.id)
})
afterAll(async () => app?.close())

const stored = async (id: string) =>
  (await app.payload.findByID({ collection: 'auth-requests', id, depth: 0 })) as unknown as Doc

describe('REST create on auth-requests is closed', () => {
  it.each([
    ['the reviewer', () => reviewer],
    ['the super-admin', () => admin],
  ])('%s cannot forge a request "by" someone else', async (_who, token) => {
    const before = await app.payload.count({ collection: 'auth-requests' })
    const res = await app.api.post<{ errors?: { message: string }[] }>(
      '/api/auth-requests',
      {
        module: 'news',
        documentId: '0123456789abcdef01234567',
        title: '偽造',
        status: 'Approved',
        requestedBy: editorId,
        snapshot: { title: '偽造' },
      },
      { token: token() },
    )
    expect(res.status).toBe(403)
    expect((await app.payload.count({ collection: 'auth-requests' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('REST update on auth-requests is closed', () => {
  it.each([
    ['the reviewer', () => reviewer],
    ['the super-admin', () => admin],
  ])('%s cannot approve or rewrite a request through PATCH', async (_who, token) => {
    const before = await stored(requestId)
    const res = await app.api.patch(
      `/api/auth-requests/${requestId}`,
      { status: 'Approved', requestedBy: null, snapshot: { title: '改寫' }, reason: '改寫的意見' },
      { token: token() },
    )
    expect(res.status).toBe(403)
    const after = await stored(requestId)
    expect(after.status).toBe(before.status)
    expect(after.requestedBy).toEqual(before.requestedBy)
    expect(after.snapshot).toEqual(before.snapshot)
    expect(after.reason ?? null).toEqual(before.reason ?? null)
  })

  it('a bulk PATCH with a where clause changes nothing either', async () => {
    const before = await stored(requestId)
    const res = await app.api.patch(
      `/api/auth-requests?where[id][equals]=${requestId}`,
      { status: 'Rejected' },
      { token: reviewer },
    )
    expect([403, 400]).toContain(res.status)
    expect((await stored(requestId)).status).toBe(before.status)
  })

  it('delete stays closed', async () => {
    expect((await app.api.delete(`/api/auth-requests/${requestId}`, { token: admin })).status).toBe(403)
  })
})

describe('the review service still decides', () => {
  it('the reviewer reads through REST and decides through /api/shennong/auth-requests', async () => {
    expect((await app.api.get(`/api/auth-requests/${requestId}`, { token: reviewer })).status).toBe(200)
    const res = await app.api.post(
      `/api/shennong/auth-requests/${requestId}/Approved`,
      { reason: '同意' },
      { token: reviewer },
    )
    expect(res.status).toBe(200)
    expect((await stored(requestId)).status).toBe('Approved')
  })
})
