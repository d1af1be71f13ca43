import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storedSize } from '@/modules/archives/storage'
import { startTestApp, type TestApp } from '../../helpers/app'
import {
  type Msg,
  createTicket,
  feedbackFiles,
  fresh,
  freshAddress,
  makeCategory,
  photoIdOf,
  png,
  uploadPhoto,
  withKey,
} from './setup'

/**
 * Issue 28 item 3: photo uploads cannot fill the disk. Each upload counts under the visitor
 * submission limit (20 per 10 minutes per address), a ticket holds at most 10 photos, and a
 * photo no message of its ticket carries is removed (record and bytes) a day after its upload
 * by a queued job.
 */

let app: TestApp
let categoryId: string
let photo: Buffer

beforeAll(async () => {
  app = await startTestApp()
  categoryId = await makeCategory(app)
  photo = await png()
})
afterAll(async () => app?.close())

describe('the submission limit', () => {
  it('counts photo uploads: the 21st submission from one address in 10 minutes is a 429 in zh-TW', async () => {
    const address = { 'X-Forwarded-For': freshAddress() }
    // Tickets opened from elsewhere, so only the uploads count for this address.
    const tickets = [
      await createTicket(app, categoryId),
      await createTicket(app, categoryId),
      await createTicket(app, categoryId),
    ]
    const statuses: number[] = []
    let last: Msg = { message: '' }
    for (let i = 0; i < 21; i++) {
      const ticket = tickets[i % 3]!
      const res = await uploadPhoto(app, ticket._id, ticket.key, photo, { headers: address })
      statuses.push(res.status)
      last = res.body
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    expect(last.message).toMatch(/請求過於頻繁/)
  })
})

describe('the per-ticket cap', () => {
  it('takes 10 photos on one ticket and refuses the 11th with a 4xx naming the cap, storing nothing', async () => {
    const ticket = await createTicket(app, categoryId)
    for (let i = 0; i < 10; i++) expect((await uploadPhoto(app, ticket._id, ticket.key, photo)).status).toBe(200)
    const before = (await feedbackFiles(app)).length
    const refused = await uploadPhoto(app, ticket._id, ticket.key, photo)
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(refused.body.message).toContain('10')
    expect(refused.body.message).toMatch(/照片/)
    expect((await feedbackFiles(app)).length).toBe(before)
  })
})

describe('unattached uploads', () => {
  it('are removed a day after upload by a queued job; photos a message carries stay', async () => {
    const ticket = await createTicket(app, categoryId)
    const started = Date.now()
    const kept = await uploadPhoto(app, ticket._id, ticket.key, photo, { name: 'kept.png' })
    const dropped = await uploadPhoto(app, ticket._id, ticket.key, photo, { name: 'dropped.png' })
    expect(kept.status).toBe(200)
    expect(dropped.status).toBe(200)
    const answer = await app.api.put(
      '/api/public/feedbacks',
      { _id: ticket._id, message: '附照片', photoUrl: kept.body.result.photoUrl },
      withKey(ticket.key),
    )
    expect(answer.status).toBe(200)
    const keptId = photoIdOf(kept.body.result.photoUrl)
    const droppedId = photoIdOf(dropped.body.result.photoUrl)
    // Read before the job falls due: the test server's own queue runner may take it at once.
    const keptDoc = await app.payload.findByID({ collection: 'archives', id: keptId, overrideAccess: true, depth: 0 })
    const droppedDoc = await app.payload.findByID({
      collection: 'archives',
      id: droppedId,
      overrideAccess: true,
      depth: 0,
    })

    // A job waits for the day to pass.
    const jobs = await app.payload.find({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      pagination: false,
      limit: 0,
      overrideAccess: true,
      depth: 0,
    })
    const waiting = jobs.docs.filter((job) => {
      const at = job.waitUntil ? new Date(job.waitUntil).getTime() : 0
      return at >= started + 23 * 3600_000 && at <= Date.now() + 26 * 3600_000
    })
    expect(waiting.length).toBeGreaterThan(0)

    // A day later: the photos are a day and more old, the job is due.
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString()
    for (const id of [keptId, droppedId])
      await app.payload.db.updateOne({ collection: 'archives', id, data: { createdAt: dayAgo } })
    for (const job of waiting)
      await app.payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })
    for (const queue of new Set(waiting.map((job) => job.queue ?? 'default'))) await app.runQueue(queue, 100)

    const gone = await app.payload.findByID({
      collection: 'archives',
      id: droppedId,
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
    })
    expect(gone).toBeNull()
    expect(await storedSize(droppedDoc.storageKey!)).toBeNull()
    const still = await app.payload.findByID({
      collection: 'archives',
      id: keptId,
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
    })
    expect(still).not.toBeNull()
    expect(await storedSize(keptDoc.storageKey!)).toBeGreaterThan(0)
    expect((await app.api.get(kept.body.result.photoUrl, withKey(ticket.key))).status).toBe(200)
    // The removed photo's slot is free again: the cap counts stored photos.
    expect((await uploadPhoto(app, ticket._id, ticket.key, photo, { headers: fresh() })).status).toBe(200)
  })
})
