import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import { createTicket, feedbackFiles, fresh, makeCategory, png, uploadPhoto } from './setup'

/**
 * Issue 42 (Low): visitors' ticket photos were bounded per address only (the submission limit,
 * 10 per ticket), so many addresses could fill the disk. All visitors' photos together are
 * bounded per day too (FEEDBACK_PHOTO_DAILY_MB, docs/security.md): past it, an upload is refused
 * with a 429 in zh-TW and a Retry-After, and nothing is stored.
 */

let app: TestApp
let categoryId: string
let big: Buffer

/** An image of about 300 KB (noise does not compress). */
const noisePng = (): Promise<Buffer> => {
  const side = 320
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

beforeAll(async () => {
  delete process.env.REDIS_URL
  process.env.FEEDBACK_PHOTO_DAILY_MB = '1'
  app = await startTestApp()
  categoryId = await makeCategory(app)
  big = await noisePng()
  expect(big.length).toBeGreaterThan(280 * 1024)
  expect(big.length).toBeLessThan(349 * 1024)
})
afterAll(async () => {
  delete process.env.FEEDBACK_PHOTO_DAILY_MB
  await app?.close()
})

describe('the daily total of visitors’ photos', () => {
  it('takes photos from many visitors up to FEEDBACK_PHOTO_DAILY_MB, then refuses every visitor with a 429 in zh-TW', async () => {
    const statuses: number[] = []
    // Each upload from a ticket and an address of its own: no per-address or per-ticket limit bites.
    for (let i = 0; i < 3; i++) {
      const ticket = await createTicket(app, categoryId)
      statuses.push((await uploadPhoto(app, ticket._id, ticket.key, big, { headers: fresh() })).status)
    }
    expect(statuses).toEqual([200, 200, 200])
    const before = (await feedbackFiles(app)).length

    const ticket = await createTicket(app, categoryId)
    const refused = await uploadPhoto(app, ticket._id, ticket.key, big, { headers: fresh() })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/照片/)
    expect(refused.body.message).toMatch(/今日/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await feedbackFiles(app)).length).toBe(before)
    // The refused photo did not count: a small one still fits in what is left of the day.
    const small = await uploadPhoto(app, ticket._id, ticket.key, await png(), { headers: fresh() })
    expect(small.status).toBe(200)
    // Another visitor's photo that does not fit is refused too.
    const other = await createTicket(app, categoryId)
    const third = await uploadPhoto(app, other._id, other.key, big, { headers: fresh() })
    expect(third.status).toBe(429)
    expect((await feedbackFiles(app)).length).toBe(before + 1)
  })
})
