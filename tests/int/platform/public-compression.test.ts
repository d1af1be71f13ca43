import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { restHandlers } from '@/endpoints/restHandlers'
import { MIN_ENCODED_BYTES } from '@/lib/answerEncoding'
import { startTestApp, type TestApp } from '../../helpers/app'
import { type RawAnswer, decodedJson, rawGet } from '../../helpers/rawHttp'

/**
 * Issue 27 item 7: `/api/public/*` answers are compressed. A Node server put together as
 * the production server (scripts/server.mjs) serves /api: its front (scripts/lib/front.cjs,
 * with the fast paths and the encoder the app registers), Next's compression middleware on every request
 * as its router server has it, the real /api route handlers (src/endpoints/restHandlers.ts) and
 * Next's own `sendResponse`, which writes a route handler's Response onto the Node response.
 * Without the encoder the answer would go out plain: Next's middleware does not take the array
 * Content-Type `sendResponse` sets.
 */

const require = createRequire(import.meta.url)
type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
const compression = require('next/dist/compiled/compression') as () => NodeHandler
const { sendResponse } = require('next/dist/server/send-response') as {
  sendResponse: (req: unknown, res: unknown, response: Response) => Promise<void>
}
const { NodeNextRequest, NodeNextResponse } = require('next/dist/server/base-http/node') as {
  NodeNextRequest: new (req: http.IncomingMessage) => unknown
  NodeNextResponse: new (res: http.ServerResponse) => unknown
}

let app: TestApp
let server: http.Server
let port = 0

beforeAll(async () => {
  app = await startTestApp()
  const front = (require('../../../scripts/lib/front.cjs') as typeof import('../../../scripts/lib/front.cjs')).frontOf({
    trustProxy: true,
  })
  const { GET } = restHandlers(app.payload.config)
  const compress = compression()
  server = http.createServer((req, res) => {
    if (front(req, res)) return
    compress(req, res, () => undefined)
    void (async () => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const slug = url.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .filter(Boolean)
      const response = await GET(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
      await sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), response)
    })().catch((error: unknown) => {
      res.statusCode = 500
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server?.close()
  await app?.close()
})

type Raw = RawAnswer
const raw = (path: string, headers: Record<string, string> = {}): Promise<Raw> =>
  rawGet(`http://127.0.0.1:${port}${path}`, headers)
const decoded = decodedJson

const varyOf = ({ headers }: Raw): string[] =>
  String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())

describe('compressed public API answers through the /api route and Next’s writer', () => {
  it('a large public read asked with gzip, br comes back br and decodes to the plain JSON; without Accept-Encoding it is plain', async () => {
    // A query of its own: computed by Payload and written by Next, not a kept answer.
    const plain = await raw('/api/public/all-routes?case=first')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(MIN_ENCODED_BYTES)
    expect(varyOf(plain)).toContain('accept-encoding')
    const json = JSON.parse(plain.body.toString('utf8')) as { result: unknown[] }
    expect(json.result.length).toBeGreaterThan(0)

    const packed = await raw('/api/public/all-routes?case=second', { 'accept-encoding': 'gzip, br' })
    expect(packed.status).toBe(200)
    expect(packed.headers['content-encoding']).toBe('br')
    expect(packed.headers['content-type']).toMatch(/^application\/json/)
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length)
    expect(packed.body.length).toBeLessThan(plain.body.length / 2)
    expect(varyOf(packed)).toContain('accept-encoding')
    // The route's headers are all there (security headers, caching).
    expect(packed.headers['x-content-type-options']).toBe('nosniff')
    expect(packed.headers['cache-control']).toBe('public, no-cache')
    expect(packed.headers.etag).toBe(plain.headers.etag)
    expect(decoded(packed)).toEqual(json)

    const gzipped = await raw('/api/public/all-routes?case=third', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(decoded(gzipped)).toEqual(json)
  })

  it('a kept read answered before Next is compressed the same way', async () => {
    const first = await raw('/api/public/news', { 'accept-encoding': 'gzip, deflate, br' })
    const kept = await raw('/api/public/news', { 'accept-encoding': 'gzip, deflate, br' })
    for (const answer of [first, kept]) {
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe('br')
      expect(varyOf(answer)).toContain('accept-encoding')
    }
    expect(decoded(kept)).toEqual(decoded(first))
    const plain = await raw('/api/public/news')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(decoded(first))
  })

  it('a small answer is sent as it is', async () => {
    const small = await raw('/api/public/feedback-categories', { 'accept-encoding': 'gzip, br' })
    expect(small.status).toBe(200)
    expect(small.body.length).toBeLessThan(MIN_ENCODED_BYTES)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString('utf8'))).toHaveProperty('result')
  })

  it('a 304 for a held ETag has no body and no encoding', async () => {
    const first = await raw('/api/public/all-routes?case=etag', { 'accept-encoding': 'br' })
    const again = await raw('/api/public/all-routes?case=etag', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['content-encoding']).toBeUndefined()
  })
})
