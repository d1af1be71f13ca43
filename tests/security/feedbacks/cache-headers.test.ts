import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import { type Created, FEEDBACK_READ, createTicket, makeCategory, makeUser, png, uploadPhoto, withKey } from './setup'

/**
 * Issue 28 item 6: the key-protected reads of a ticket (its detail and conversation, its photos)
 * are never kept by a shared cache nor served to another caller: `Cache-Control: private,
 * no-store` and `Vary` on what identifies the caller (the session cookie, Authorization and the
 * X-Access-Key header), on the answer and on the refusal alike.
 */

let app: TestApp
let reader: string
let ticket: Created
let photoUrl: string

beforeAll(async () => {
  app = await startTestApp()
  reader = await makeUser(app, 'fb-reader', FEEDBACK_READ)
  ticket = await createTicket(app, await makeCategory(app))
  const up = await uploadPhoto(app, ticket._id, ticket.key, await png())
  expect(up.status).toBe(200)
  photoUrl = up.body.result.photoUrl
})
afterAll(async () => app?.close())

const expectPrivate = (headers: Headers, what: string) => {
  const cache = (headers.get('cache-control') ?? '').toLowerCase()
  expect(cache, what).toContain('private')
  expect(cache, what).toContain('no-store')
  const vary = (headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/)
  for (const name of ['cookie', 'authorization', 'x-access-key']) expect(vary, `${what}: Vary ${name}`).toContain(name)
}

describe('key-protected feedback reads', () => {
  it('GET /api/public/feedbacks/{id}: private, no-store, Vary Cookie, Authorization, X-Access-Key', async () => {
    const byKey = await app.api.get(`/api/public/feedbacks/${ticket._id}`, withKey(ticket.key))
    expect(byKey.status).toBe(200)
    expectPrivate(byKey.headers, 'key holder')
    const byQuery = await app.api.get(`/api/public/feedbacks/${ticket._id}?key=${encodeURIComponent(ticket.key)}`)
    expect(byQuery.status).toBe(200)
    expectPrivate(byQuery.headers, 'key in the query')
    const staff = await app.api.get(`/api/public/feedbacks/${ticket._id}`, { token: reader })
    expect(staff.status).toBe(200)
    expectPrivate(staff.headers, 'staff')
    const refused = await app.api.get(`/api/public/feedbacks/${ticket._id}`)
    expect(refused.status).toBe(404)
    expectPrivate(refused.headers, 'refusal')
  })

  it('GET /api/public/feedbacks/{id}/photos/{photoId}: the same', async () => {
    const byKey = await app.api.get(photoUrl, withKey(ticket.key))
    expect(byKey.status).toBe(200)
    expectPrivate(byKey.headers, 'photo, key holder')
    const staff = await app.api.get(photoUrl, { token: reader })
    expect(staff.status).toBe(200)
    expectPrivate(staff.headers, 'photo, staff')
    const refused = await app.api.get(photoUrl)
    expect(refused.status).toBe(404)
    expectPrivate(refused.headers, 'photo, refusal')
  })
})
