import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MIN_ENCODED_BYTES, acceptedEncoding, isCompressible } from '@/lib/answerEncoding'
// Registers the encoder the server's front calls (src/lib/fastPath.ts).
import '@/lib/fastPath'

const require = createRequire(import.meta.url)

describe('which encoding a visitor gets (src/lib/answerEncoding.ts)', () => {
  it('prefers br, then gzip, as Accept-Encoding allows', () => {
    expect(acceptedEncoding(undefined)).toBeNull()
    expect(acceptedEncoding('')).toBeNull()
    expect(acceptedEncoding('identity')).toBeNull()
    expect(acceptedEncoding('deflate')).toBeNull()
    expect(acceptedEncoding('gzip')).toBe('gzip')
    expect(acceptedEncoding('x-gzip')).toBe('gzip')
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br')
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(acceptedEncoding('BR')).toBe('br')
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip')
    expect(acceptedEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip')
    expect(acceptedEncoding('br;q=0.8, gzip;q=0.8')).toBe('br')
    expect(acceptedEncoding('gzip;q=0')).toBeNull()
    expect(acceptedEncoding('*')).toBe('br')
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip')
  })

  it('compresses text, JSON, JavaScript, XML and SVG, not images or binary files', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'text/csv',
      'application/javascript',
      'application/vnd.api+json',
      'application/xml',
      'image/svg+xml',
    ]) {
      expect(isCompressible(type), type).toBe(true)
    }
    for (const type of [
      undefined,
      null,
      '',
      'image/png',
      'image/jpeg',
      'application/octet-stream',
      'application/pdf',
      'application/zip',
      'video/mp4',
      'text/event-stream',
    ]) {
      expect(isCompressible(type), String(type)).toBe(false)
    }
  })
})

/** A body of `size` bytes or more, as the public reads send it. */
const jsonOf = (size: number) =>
  JSON.stringify({
    result: Array.from({ length: Math.ceil(size / 40) }, (_, i) => ({ _id: `item-${i}`, title: `館藏 ${i}` })),
  })
const LARGE = jsonOf(6000)
const SMALL = JSON.stringify({ result: [{ _id: 'a', title: '小' }] })

/** Answers written as Next's route handlers write them (src/endpoints via next/dist/server/send-response.js). */
const routes: Record<string, (res: http.ServerResponse) => void> = {
  // Next copies a Response's headers as arrays, flushes the headers, writes chunks, then ends.
  '/api/public/large': (res) => {
    res.setHeader('content-type', ['application/json'])
    res.setHeader('vary', ['rsc, next-router-state-tree, next-router-prefetch'])
    res.setHeader('etag', ['"abc"'])
    res.flushHeaders()
    const bytes = Buffer.from(LARGE)
    res.write(bytes.subarray(0, 1000))
    res.write(new Uint8Array(bytes.subarray(1000)))
    res.end()
  },
  '/api/public/small': (res) => {
    res.setHeader('content-type', 'application/json')
    res.end(SMALL)
  },
  '/api/public/head-object': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(LARGE, 'utf8')
  },
  '/api/public/encoded': (res) => {
    res.setHeader('content-type', 'application/json')
    res.setHeader('content-encoding', 'gzip')
    res.end(zlib.gzipSync(LARGE))
  },
  '/api/public/photo': (res) => {
    res.setHeader('content-type', 'image/png')
    res.end(Buffer.alloc(4096, 7))
  },
  '/api/public/not-modified': (res) => {
    res.statusCode = 304
    res.setHeader('etag', '"abc"')
    res.end()
  },
  '/api/shennong/large': (res) => {
    res.setHeader('content-type', 'application/json')
    res.end(LARGE)
  },
}

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
const raw = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end()
  })

const decoded = (answer: Raw): string => {
  const encoding = answer.headers['content-encoding']
  const body =
    encoding === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(answer.body)
        : answer.body
  return body.toString('utf8')
}

const varyOf = (answer: Raw): string[] =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())

describe('public API answers compressed before Next (the server’s front, scripts/lib/front.cjs, and src/lib/answerEncoding.ts)', () => {
  let server: http.Server
  let port = 0

  beforeAll(async () => {
    // The front as the production server has it: every request goes past the registered encoder.
    const front = (
      require('../../../scripts/lib/front.cjs') as typeof import('../../../scripts/lib/front.cjs')
    ).frontOf({ trustProxy: true })
    // Next's own compression middleware in front, as its router server has it on every request.
    const compression = require('next/dist/compiled/compression') as () => (
      req: http.IncomingMessage,
      res: http.ServerResponse,
      next: () => void,
    ) => void
    const compress = compression()
    server = http.createServer((req, res) => {
      if (front(req, res)) return
      compress(req, res, () => undefined)
      const route = routes[(req.url ?? '').split('?')[0]!]
      if (route) route(res)
      else {
        res.statusCode = 404
        res.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(() => {
    server?.close()
  })

  it('a large JSON answer is sent br or gzip as asked, with Vary and its encoded length, and decodes to the same JSON', async () => {
    expect(LARGE.length).toBeGreaterThan(MIN_ENCODED_BYTES)
    for (const [asked, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await raw(port, '/api/public/large?page=1', { 'accept-encoding': asked })
      expect(answer.status, asked).toBe(200)
      expect(answer.headers['content-encoding'], asked).toBe(expected)
      expect(Number(answer.headers['content-length']), asked).toBe(answer.body.length)
      expect(answer.body.length, asked).toBeLessThan(LARGE.length / 2)
      expect(answer.headers['transfer-encoding'], asked).toBeUndefined()
      expect(varyOf(answer), asked).toEqual(
        expect.arrayContaining(['rsc', 'next-router-state-tree', 'accept-encoding']),
      )
      expect(answer.headers.etag, asked).toBe('"abc"')
      expect(JSON.parse(decoded(answer)), asked).toEqual(JSON.parse(LARGE))
    }
  })

  it('without Accept-Encoding (or with identity) the answer is plain, still with Vary: Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await raw(port, '/api/public/large', headers)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.toString()).toBe(LARGE)
      expect(varyOf(answer)).toContain('accept-encoding')
    }
  })

  it('small bodies, answers already encoded, images and 304s are sent as they are', async () => {
    const asked = { 'accept-encoding': 'gzip, deflate, br' }
    const small = await raw(port, '/api/public/small', asked)
    expect(Buffer.byteLength(SMALL)).toBeLessThan(MIN_ENCODED_BYTES)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe(SMALL)
    expect(Number(small.headers['content-length'])).toBe(Buffer.byteLength(SMALL))

    const encoded = await raw(port, '/api/public/encoded', asked)
    expect(encoded.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(encoded.body).toString()).toBe(LARGE)

    const photo = await raw(port, '/api/public/photo', asked)
    expect(photo.headers['content-encoding']).toBeUndefined()
    expect(photo.body.equals(Buffer.alloc(4096, 7))).toBe(true)
    expect(varyOf(photo)).not.toContain('accept-encoding')

    const notModified = await raw(port, '/api/public/not-modified', asked)
    expect(notModified.status).toBe(304)
    expect(notModified.headers['content-encoding']).toBeUndefined()
    expect(notModified.body.length).toBe(0)
  })

  it('headers given to writeHead count, and the answer is encoded', async () => {
    const answer = await raw(port, '/api/public/head-object', { 'accept-encoding': 'br' })
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(decoded(answer)).toBe(LARGE)
  })

  it('only public GET answers: the back office and other methods are left to Next', async () => {
    const asked = { 'accept-encoding': 'br' }
    const staff = await raw(port, '/api/shennong/large', asked)
    expect(staff.headers['content-encoding']).toBeUndefined()
    expect(staff.body.toString()).toBe(LARGE)
    const head = await raw(port, '/api/public/large', asked, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.body.length).toBe(0)
  })
})
