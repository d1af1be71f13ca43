import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { keptQuery, servedPage } from '@/lib/keptPages'

/**
 * Issue 28 (low): random query strings flushed the kept pages — every new query was a new entry
 * and a full render (~0.25 s against ~1 ms), and enough of them pushed the pages every visitor
 * opens out of the store. Now only the parameters the pages read count, with the values they
 * accept, and variants are kept apart from the plain pages.
 */

// As the production server does (scripts/server.mjs, scripts/lib/front.cjs): it records the
// address it listens on.
const { recordListener } = createRequire(import.meta.url)(
  path.resolve('scripts/lib/front.cjs'),
) as typeof import('../../../scripts/lib/front.cjs')

let server: http.Server
let base = ''
const rendered: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    rendered.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="zh-TW"><title>最新消息</title><p>${req.url}</p></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  recordListener(server)
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const visit = async (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, base)
  return servedPage(new Request(url), url, {})
}

describe('kept pages and query strings', () => {
  it('a parameter no page reads neither renders nor keeps another page', async () => {
    expect((await visit('/news'))?.headers.get('x-page-cache')).toBe('miss')
    const before = rendered.length
    for (let i = 0; i < 2000; i++) {
      const answer = await visit(`/news?utm_source=${i}&x${i}=${Math.random()}`)
      expect(answer?.headers.get('x-page-cache')).toBe('hit')
    }
    expect(rendered.length).toBe(before)
  })

  it('variants a page reads are kept apart: thousands of them never push the plain pages out', async () => {
    await visit('/faq')
    for (let page = 1; page <= 1500; page++) await visit(`/news?page=${page}`)
    expect((await visit('/news'))?.headers.get('x-page-cache')).toBe('hit')
    expect((await visit('/faq'))?.headers.get('x-page-cache')).toBe('hit')
  })

  it('a value outside what the page accepts, a repeated parameter or a search is rendered, not kept', async () => {
    for (const query of [
      'page=0',
      'page=99999',
      'page=abc',
      'categoryId=zzz',
      'month=2026-13',
      'page=1&page=2',
      'keyword=館藏',
    ]) {
      const before = rendered.length
      const answer = await visit(`/news?${query}`)
      // Not answered from the kept pages: Next renders it for this visitor.
      expect(answer, query).toBeNull()
      expect(rendered.length, query).toBe(before)
    }
  })

  it('keys a variant by its known parameters, sorted and lower-cased', () => {
    expect(keptQuery(new URLSearchParams('page=2&categoryId=ABCDEFABCDEFABCDEFABCDEF&fbclid=1'))?.toString()).toBe(
      'categoryId=abcdefabcdefabcdefabcdef&page=2',
    )
    expect(keptQuery(new URLSearchParams('month=2026-12'))?.toString()).toBe('month=2026-12')
    expect(keptQuery(new URLSearchParams(''))?.toString()).toBe('')
  })
})
