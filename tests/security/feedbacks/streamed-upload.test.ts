import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import { type Created, createTicket, feedbackFiles, fresh, makeCategory, png, rawPost } from './setup'

/**
 * Issue 28 item 5: the 5 MB photo limit holds on the stream. A chunked upload with no
 * Content-Length is read only until it passes the limit (plus a little multipart overhead) and
 * answered 413 with the zh-TW message; the rest is never read.
 */

const MB = 1024 * 1024
const CHUNK = 64 * 1024
const BOUNDARY = '----issue28boundary'

let app: TestApp
let ticket: Created

beforeAll(async () => {
  app = await startTestApp()
  ticket = await createTicket(app, await makeCategory(app))
})
afterAll(async () => app?.close())

/** A multipart body of `total` bytes of photo, produced lazily in 64 KB chunks; `pulled()` says how much was taken. */
const streamedPhoto = (head: Buffer, total: number) => {
  const prefix = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const suffix = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  let produced = 0
  let sent = 0
  let stage: 'prefix' | 'body' | 'suffix' | 'done' = 'prefix'
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stage === 'prefix') {
          stage = 'body'
          sent += prefix.length
          controller.enqueue(new Uint8Array(prefix))
          return
        }
        if (stage === 'body') {
          const size = Math.min(CHUNK, total - produced)
          const chunk = Buffer.alloc(size, 7)
          if (produced === 0) head.copy(chunk, 0, 0, Math.min(head.length, size))
          produced += size
          sent += size
          if (produced >= total) stage = 'suffix'
          controller.enqueue(new Uint8Array(chunk))
          return
        }
        if (stage === 'suffix') {
          stage = 'done'
          sent += suffix.length
          controller.enqueue(new Uint8Array(suffix))
          return
        }
        controller.close()
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, pulled: () => sent }
}

describe('a chunked oversize upload', () => {
  it('is refused with 413 after about 5 MB, without reading the other 26 MB', async () => {
    const before = (await feedbackFiles(app)).length
    const body = streamedPhoto(await png(), 31 * MB)
    const res = await rawPost(app, `/api/public/feedbacks/upload?feedbackId=${ticket._id}`, {
      headers: { ...fresh(), 'X-Access-Key': ticket.key, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: body.stream,
    })
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('照片大小不可超過 5 MB')
    // Read: the limit, the multipart overhead and at most a chunk or two beyond.
    expect(body.pulled()).toBeLessThanOrEqual(5 * MB + 64 * 1024 + 3 * CHUNK)
    expect((await feedbackFiles(app)).length).toBe(before)
  })

  it('a chunked photo within the limit is taken', async () => {
    const photo = await png()
    const prefix = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="small.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const suffix = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
    const parts = [prefix, photo, suffix]
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift()
        if (next) controller.enqueue(new Uint8Array(next))
        else controller.close()
      },
    })
    const res = await rawPost(app, `/api/public/feedbacks/upload?feedbackId=${ticket._id}`, {
      headers: { ...fresh(), 'X-Access-Key': ticket.key, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: stream,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })
})
