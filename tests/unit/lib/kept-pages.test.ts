import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { type FastRequest, fastKeptAnswer, registerFastPath } from '@/lib/fastPath'
import { PRERENDERED, keptPageTags } from '@/lib/keptPages'
import { type KeptEntry, SETTLE_MS, etagOf, expireKept, keptStore } from '@/lib/keptStore'
import { PUBLIC_TAGS } from '@/lib/publicTags'

const entry = (text: string, tags: KeptEntry['tags']): KeptEntry => {
  const body = Buffer.from(text)
  return { body, etag: etagOf(body), contentType: 'text/html; charset=utf-8', tags, perViewer: false }
}

const request = (headers: FastRequest['headers'] = {}, method = 'GET'): FastRequest => ({
  method,
  url: '/news',
  headers,
})

describe('which public pages are kept (src/lib/keptPages.ts)', () => {
  it('keeps every public page of the issue and the new modules, each with the frame tags and its own', () => {
    for (const path of [
      ...PRERENDERED,
      '/news/abc123',
      '/faq/42',
      '/cms/0123456789abcdef01234567',
      '/questionnaire/7',
    ]) {
      const tags = keptPageTags(path)
      expect(tags, path).not.toBeNull()
      for (const frame of [PUBLIC_TAGS.settings, PUBLIC_TAGS.links, PUBLIC_TAGS.routes, PUBLIC_TAGS.opening])
        expect(tags, path).toContain(frame)
    }
    expect(keptPageTags('/')).toEqual(
      expect.arrayContaining([PUBLIC_TAGS.news, PUBLIC_TAGS.carousels, PUBLIC_TAGS.albums, PUBLIC_TAGS.catalogs]),
    )
    expect(keptPageTags('/news/abc')).toContain(PUBLIC_TAGS.news)
    expect(keptPageTags('/feedback/create')).toContain(PUBLIC_TAGS.feedback)
    expect(keptPageTags('/recommendation')).toContain(PUBLIC_TAGS.recommendations)
  })

  it('never keeps a page shown to one visitor, the back office, the API or an unknown path', () => {
    for (const path of [
      '/preview/news',
      '/feedback/abc',
      '/recommendation/abc',
      '/space/reservation/12',
      '/shennong',
      '/shennong/news-management',
      '/api/public/news',
      '/news/',
      '/news/a/b',
      '/sitemap.xml',
      '/unknown',
    ]) {
      expect(keptPageTags(path), path).toBeNull()
    }
  })
})

describe('the kept stores (src/lib/keptStore.ts)', () => {
  it('a change drops, in every store, the entries showing its tags and nothing else', async () => {
    const pages = keptStore('test-pages', { maxEntries: 10, maxBytes: 1 << 20, ttlMs: 60_000 })
    const reads = keptStore('test-reads', { maxEntries: 10, maxBytes: 1 << 20, ttlMs: 60_000 })
    // Kept only once an earlier expiry of the same tags has settled.
    await new Promise((resolve) => setTimeout(resolve, 10))
    const started = Date.now()
    await pages.remember('news', async () => entry('news', [PUBLIC_TAGS.news]))
    await pages.remember('faq', async () => entry('faq', [PUBLIC_TAGS.faq]))
    await reads.remember('news', async () => entry('{"news":1}', [PUBLIC_TAGS.news]))
    expect(Date.now() - started).toBeLessThan(SETTLE_MS)
    expect(pages.get('news')).toBeDefined()
    expireKept([PUBLIC_TAGS.news])
    expect(pages.get('news')).toBeUndefined()
    expect(reads.get('news')).toBeUndefined()
    expect(pages.get('faq')?.body.toString()).toBe('faq')
  })

  it('an answer computed while its content changed is served but not kept', async () => {
    const store = keptStore('test-settle', { maxEntries: 10, maxBytes: 1 << 20, ttlMs: 60_000 })
    const served = await store.remember('faq', async () => {
      expireKept([PUBLIC_TAGS.faq])
      return entry('old faq', [PUBLIC_TAGS.faq])
    })
    expect(served).toMatchObject({ tags: [PUBLIC_TAGS.faq] })
    expect(store.get('faq')).toBeUndefined()
  })

  it('one computation for concurrent askers; error answers are not kept; a page may live shorter than the store', async () => {
    const store = keptStore('test-flight', { maxEntries: 10, maxBytes: 1 << 20, ttlMs: 60_000 })
    let computed = 0
    const compute = async () => {
      computed++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return entry('x', [PUBLIC_TAGS.statistics])
    }
    await Promise.all([store.remember('a', compute), store.remember('a', compute), store.remember('a', compute)])
    expect(computed).toBe(1)
    await store.remember('missing', async () => new Response('no', { status: 404 }))
    expect(store.get('missing')).toBeUndefined()
    await store.remember('short', async () => entry('y', [PUBLIC_TAGS.statistics]), { ttlMs: 30 })
    expect(store.get('short')).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(store.get('short')).toBeUndefined()
    expect(store.get('a')).toBeDefined()
  })
})

describe('kept answers before Next (src/lib/fastPath.ts, scripts/lib/front.cjs)', () => {
  const page = entry(`<!doctype html><p>${'館藏'.repeat(2000)}</p>`, [PUBLIC_TAGS.news])

  it('answers 304 to a matching If-None-Match, br or gzip when accepted, no body to HEAD', () => {
    expect(fastKeptAnswer(request({ 'if-none-match': page.etag }), page, {})).toMatchObject({ status: 304, body: null })
    const plain = fastKeptAnswer(request(), page, { 'X-Test': '1' })
    expect(plain.status).toBe(200)
    expect(plain.body?.equals(page.body)).toBe(true)
    expect(plain.headers).toMatchObject({ ETag: page.etag, 'X-Test': '1', 'Content-Type': 'text/html; charset=utf-8' })
    const packed = fastKeptAnswer(request({ 'accept-encoding': 'gzip, deflate, br' }), page, {})
    expect(packed.headers['Content-Encoding']).toBe('br')
    expect(packed.headers.Vary).toBe('Accept-Encoding')
    expect(zlib.brotliDecompressSync(packed.body!).equals(page.body)).toBe(true)
    // Each body is encoded once per encoding: the second answer sends the same bytes.
    expect(fastKeptAnswer(request({ 'accept-encoding': 'br' }), page, {}).body).toBe(packed.body)
    const gzipped = fastKeptAnswer(request({ 'accept-encoding': 'gzip, deflate' }), page, {})
    expect(gzipped.headers['Content-Encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.body!).equals(page.body)).toBe(true)
    expect(Number(gzipped.headers['Content-Length'])).toBe(gzipped.body!.length)
    const head = fastKeptAnswer(request({}, 'HEAD'), page, {})
    expect(head.body).toBeNull()
    expect(head.headers['Content-Length']).toBe(String(page.body.length))
  })

  it('the server’s front writes a registered answer itself and hands every other request to the server', async () => {
    const { frontOf } = createRequire(import.meta.url)(
      '../../../scripts/lib/front.cjs',
    ) as typeof import('../../../scripts/lib/front.cjs')
    const front = frontOf({ trustProxy: false })
    registerFastPath('unit-test', (asked) =>
      asked.url === '/kept' ? fastKeptAnswer(asked, page, { 'X-Page-Cache': 'hit' }) : null,
    )
    const server = http.createServer((req, res) => {
      if (!front(req, res)) res.end('from the server')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const kept = await fetch(`http://127.0.0.1:${port}/kept`)
      expect(kept.headers.get('x-page-cache')).toBe('hit')
      expect(await kept.text()).toBe(page.body.toString())
      expect(await (await fetch(`http://127.0.0.1:${port}/other`)).text()).toBe('from the server')
      expect(await (await fetch(`http://127.0.0.1:${port}/kept`, { method: 'POST' })).text()).toBe('from the server')
    } finally {
      registerFastPath('unit-test', () => null)
      server.close()
    }
  })
})
