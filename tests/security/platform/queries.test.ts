import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 28 (low): query strings of the public reads.
 * - A NUL byte (or another control character) in a query was a 500 on PostgreSQL, with the full
 *   query and stack in the log: it is a 400 in zh-TW naming the parameter.
 * - Search wildcards were not escaped: `%` or `_` matched every record; a keyword ending in `\`
 *   was a PostgreSQL error. They separate words now; a keyword of wildcards alone matches nothing.
 */

type Page = { result: { data: { title?: string; question?: string }[]; total: number } }

let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ seed: true })
})

afterAll(async () => {
  await app?.close()
})

describe('control characters in a public query', () => {
  const urls = [
    '/api/public/news?keyword=a%00',
    '/api/public/news?categoryId=%00',
    '/api/public/faq?keyword=a%00',
    '/api/public/catalogs?keyword=a%00',
    '/api/public/news?keyword=a%0Db',
    '/api/public/faq?keyword=%1B%5B31m',
    '/api/public/news?%00=1',
  ]
  for (const url of urls) {
    it(`${url} is a 400 in zh-TW naming the parameter`, async () => {
      const res = await app.api.get<{ message: string }>(url)
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/^「.*」含有不允許的控制字元，請移除後再試$/)
    })
  }

  it('a line break a visitor typed (CR LF) is still a search', async () => {
    expect((await app.api.get('/api/public/news?keyword=a%0D%0Ab')).status).toBe(200)
  })
})

describe('search wildcards', () => {
  it('the demo data has published news and FAQ to match', async () => {
    expect((await app.api.get<Page>('/api/public/news')).body.result.total).toBeGreaterThan(1)
    expect((await app.api.get<Page>('/api/public/faq')).body.result.total).toBeGreaterThan(1)
  })

  for (const keyword of ['%', '_', '%%', '__', '\\', '%\\']) {
    it(`keyword ${JSON.stringify(keyword)} matches nothing (it matched everything)`, async () => {
      for (const list of ['news', 'faq', 'catalogs']) {
        const res = await app.api.get<Page>(`/api/public/${list}?keyword=${encodeURIComponent(keyword)}`)
        expect(res.status, list).toBe(200)
        expect(res.body.result.total, list).toBe(0)
      }
    })
  }

  it('a word beside a wildcard still finds what holds the word', async () => {
    const all = await app.api.get<Page>('/api/public/news')
    const title = all.body.result.data[0]!.title!
    const word = Array.from(title).slice(0, 2).join('')
    const found = await app.api.get<Page>(`/api/public/news?keyword=${encodeURIComponent(`${word}%`)}`)
    expect(found.status).toBe(200)
    expect(found.body.result.data.map((item) => item.title)).toContain(title)
    expect(found.body.result.total).toBeLessThan(all.body.result.total + 1)
  })

  it('a keyword ending in a backslash is no database error', async () => {
    expect((await app.api.get(`/api/public/news?keyword=${encodeURIComponent('a\\')}`)).status).toBe(200)
  })
})
