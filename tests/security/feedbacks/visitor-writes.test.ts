import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import {
  type Created,
  FEEDBACK_READ,
  type Msg,
  type TicketView,
  createTicket,
  feedbackFiles,
  fresh,
  makeCategory,
  makeUser,
  png,
  uploadPhoto,
  withKey,
} from './setup'

/**
 * Issue 28 item 2: the visitor's actions on their ticket (answer, upload a photo, close with a
 * rating) need the ticket's key, whoever calls: staff holding feedbacks read (or every flag)
 * cannot act as the visitor through the public routes. Staff keep reading the ticket there.
 */

let app: TestApp
let admin: string
let reader: string
let categoryId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  reader = await makeUser(app, 'fb-reader', FEEDBACK_READ)
  categoryId = await makeCategory(app)
})
afterAll(async () => app?.close())

const stored = async (id: string) =>
  app.payload.findByID({ collection: 'feedbacks', id, overrideAccess: true, depth: 0 })

describe('staff without the key cannot act as the visitor', () => {
  for (const who of ['staff with feedbacks read only', 'the super-admin'] as const) {
    it(`${who}: answer, photo upload and close are refused, and nothing is written`, async () => {
      const token = who === 'the super-admin' ? admin : reader
      const ticket: Created = await createTicket(app, categoryId)
      const filesBefore = (await feedbackFiles(app)).length

      const answer = await app.api.put<Msg>(
        '/api/public/feedbacks',
        { _id: ticket._id, message: '假冒讀者的訊息' },
        { token, headers: fresh() },
      )
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/)

      const upload = await uploadPhoto(app, ticket._id, null, await png(), { token })
      expect(upload.status).toBeGreaterThanOrEqual(400)
      expect(upload.status).toBeLessThan(500)

      const close = await app.api.post<Msg>(
        `/api/public/feedbacks/close/${ticket._id}/1`,
        {},
        { token, headers: fresh() },
      )
      expect(close.status).toBeGreaterThanOrEqual(400)
      expect(close.status).toBeLessThan(500)
      expect(close.body.message).toMatch(/[\u4e00-\u9fff]/)

      const after = await stored(ticket._id)
      expect(after.messages ?? []).toHaveLength(0)
      expect(after.status).toBe('Pending')
      expect((await feedbackFiles(app)).length).toBe(filesBefore)

      // Reads stay open to staff holding feedbacks read.
      const read = await app.api.get<{ result: TicketView }>(`/api/public/feedbacks/${ticket._id}`, { token })
      expect(read.status).toBe(200)
    })
  }

  it('a wrong key with a staff session is refused too', async () => {
    const ticket = await createTicket(app, categoryId)
    const other = await createTicket(app, categoryId)
    const res = await app.api.post<Msg>(
      `/api/public/feedbacks/close/${ticket._id}/2`,
      {},
      { token: reader, headers: { ...fresh(), 'X-Access-Key': other.key } },
    )
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect((await stored(ticket._id)).status).toBe('Pending')
  })

  it('the key holder still answers, uploads and closes (with a staff session or without)', async () => {
    const ticket = await createTicket(app, categoryId)
    const up = await uploadPhoto(app, ticket._id, ticket.key, await png())
    expect(up.status).toBe(200)
    const answer = await app.api.put<{ result: TicketView }>(
      '/api/public/feedbacks',
      { _id: ticket._id, message: '補充', photoUrl: up.body.result.photoUrl },
      withKey(ticket.key),
    )
    expect(answer.status).toBe(200)
    const close = await app.api.post<{ result: TicketView }>(
      `/api/public/feedbacks/close/${ticket._id}/5`,
      {},
      { token: reader, ...withKey(ticket.key) },
    )
    expect(close.status).toBe(200)
    expect(close.body.result).toMatchObject({ status: 'Closed', rating: 5 })
  })
})
