import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { derivedAccessKey } from '@/lib/accessKey'
import { startTestApp, type TestApp } from '../../helpers/app'
import {
  type Msg,
  type TicketView,
  createTicket,
  feedbackFiles,
  makeCategory,
  png,
  uploadPhoto,
  withKey,
} from './setup'

/**
 * Issue 28 item 4: the ticket's 允許上傳照片 switch (`isAllowUpdatePhoto`, set by staff) holds on
 * every way a visitor's photo gets onto the ticket: the upload call, and an answer carrying a
 * photo uploaded earlier. Off (or never switched on) is a 403 in zh-TW, and nothing is stored.
 */

let app: TestApp
let admin: string
let categoryId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  categoryId = await makeCategory(app)
})
afterAll(async () => app?.close())

const switchPhotos = async (id: string, on: boolean) =>
  expect(
    (await app.api.put('/api/shennong/feedbacks', { _id: id, isAllowUpdatePhoto: on }, { token: admin })).status,
  ).toBe(200)

describe('允許上傳照片 off', () => {
  it('refuses an answer carrying a photo uploaded while it was on (403), storing no message', async () => {
    const ticket = await createTicket(app, categoryId)
    const up = await uploadPhoto(app, ticket._id, ticket.key, await png())
    expect(up.status).toBe(200)
    await switchPhotos(ticket._id, false)
    const res = await app.api.put<Msg>(
      '/api/public/feedbacks',
      { _id: ticket._id, message: '還是附上照片', photoUrl: up.body.result.photoUrl },
      withKey(ticket.key),
    )
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('此意見回饋不開放上傳照片')
    const stored = await app.payload.findByID({
      collection: 'feedbacks',
      id: ticket._id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.messages ?? []).toHaveLength(0)
    // Text alone is still welcome.
    expect(
      (await app.api.put('/api/public/feedbacks', { _id: ticket._id, message: '只有文字' }, withKey(ticket.key)))
        .status,
    ).toBe(200)
  })

  it('refuses the upload call (403) and stores no file', async () => {
    const ticket = await createTicket(app, categoryId)
    await switchPhotos(ticket._id, false)
    const before = (await feedbackFiles(app)).length
    const res = await uploadPhoto(app, ticket._id, ticket.key, await png())
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('此意見回饋不開放上傳照片')
    expect((await feedbackFiles(app)).length).toBe(before)
  })

  it('a ticket whose switch was never turned on (a staff-made ticket, or one stored with no value) takes no photo, and its page says so', async () => {
    const made = await app.api.post<{ doc: { id: string } }>(
      '/api/feedbacks',
      { title: '電話反映', respondent: { name: '電話讀者', email: 'phoned@test.example' } },
      { token: admin },
    )
    expect(made.status).toBe(201)
    const id = made.body.doc.id
    // The key of a staff-made ticket is derived from its id (mailed to the visitor).
    const { key } = derivedAccessKey(app.payload.secret, 'feedbacks', id)
    const nulled = await createTicket(app, categoryId)
    await app.payload.db.updateOne({ collection: 'feedbacks', id: nulled._id, data: { isAllowUpdatePhoto: null } })
    for (const [ticketId, ticketKey] of [
      [id, key],
      [nulled._id, nulled.key],
    ] as const) {
      const view = await app.api.get<{ result: TicketView }>(`/api/public/feedbacks/${ticketId}`, withKey(ticketKey))
      expect(view.body.result.photosAllowed).toBe(false)
      const res = await uploadPhoto(app, ticketId, ticketKey, await png())
      expect(res.status).toBe(403)
    }
  })

  it('switched back on, the visitor uploads and attaches again', async () => {
    const ticket = await createTicket(app, categoryId)
    await switchPhotos(ticket._id, false)
    await switchPhotos(ticket._id, true)
    const up = await uploadPhoto(app, ticket._id, ticket.key, await png())
    expect(up.status).toBe(200)
    expect(
      (
        await app.api.put(
          '/api/public/feedbacks',
          { _id: ticket._id, message: '照片', photoUrl: up.body.result.photoUrl },
          withKey(ticket.key),
        )
      ).status,
    ).toBe(200)
  })
})
