import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_TAGS, revalidatePublic } from '@/lib/publicCache'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * The public API's reads (issue 11 item 3): kept answers under the public tags, ETag and
 * Cache-Control on every answer, 304 for a matching If-None-Match, expiry by the content hooks,
 * and answers that depend on the visitor kept apart from the shared ones.
 */

type List = { result: { data: { _id: string; title: string }[] } }
type Route = { _id: string; name: string }

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
}, 120_000)
afterAll(async () => app?.close())

const titles = async () =>
  (await app.api.get<List>('/api/public/news?limit=100')).body.result.data.map((news) => news.title)

describe('GET /api/public/*: kept answers with validators', () => {
  it('answers with an ETag and a shared Cache-Control, and 304 without a body for a matching If-None-Match', async () => {
    const first = await app.api.get<List>('/api/public/news')
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(first.headers.get('cache-control')).toBe('public, no-cache')

    const again = await app.api.get<List>('/api/public/news')
    expect(again.headers.get('etag')).toBe(etag)

    const revalidated = await app.api.get('/api/public/news', { headers: { 'If-None-Match': etag! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toBeUndefined()
    expect(revalidated.headers.get('etag')).toBe(etag)

    // A list of validators, a weak form, and a stale one.
    expect((await app.api.get('/api/public/news', { headers: { 'If-None-Match': `"other", W/${etag}` } })).status).toBe(
      304,
    )
    expect((await app.api.get('/api/public/news', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200)
  })

  it('a published news item shows on the next read, with a new ETag; the old ETag then gets the full answer', async () => {
    const before = await app.api.get<List>('/api/public/news?limit=100')
    const etag = before.headers.get('etag')!
    await app.payload.create({
      collection: 'news',
      data: { title: '快取測試：新消息上架', status: 'Published', blocks: [] },
      overrideAccess: true,
      context: { seed: true },
    })
    const after = await app.api.get<List>('/api/public/news?limit=100', { headers: { 'If-None-Match': etag } })
    expect(after.status).toBe(200)
    expect(after.body.result.data.map((news) => news.title)).toContain('快取測試：新消息上架')
    expect(after.headers.get('etag')).not.toBe(etag)
  })

  it('is kept: a write around the hooks is not seen until its tag expires', async () => {
    const news = await app.payload.create({
      collection: 'news',
      data: { title: '快取測試：原標題', status: 'Published', blocks: [] },
      overrideAccess: true,
      context: { seed: true },
    })
    // For 2 s after a change its answers are not kept (the change may not be committed yet).
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect(await titles()).toContain('快取測試：原標題')
    // Straight to the database: no hook runs, so nothing expires the kept answer.
    await app.payload.db.updateOne({ collection: 'news', id: news.id, data: { title: '快取測試：改過的標題' } })
    expect(await titles()).toContain('快取測試：原標題')
    // Another tag expiring leaves news alone; the news tag brings the change in.
    revalidatePublic([PUBLIC_TAGS.faq])
    expect(await titles()).toContain('快取測試：原標題')
    revalidatePublic([PUBLIC_TAGS.news])
    expect(await titles()).toContain('快取測試：改過的標題')
  })

  it('an answer computed just after a change is served but not kept, in case the change was not yet committed', async () => {
    const news = await app.payload.create({
      collection: 'news',
      data: { title: '快取測試：剛改過', status: 'Published', blocks: [] },
      overrideAccess: true,
      context: { seed: true },
    })
    expect(await titles()).toContain('快取測試：剛改過')
    await app.payload.db.updateOne({ collection: 'news', id: news.id, data: { title: '快取測試：提交後' } })
    expect(await titles()).toContain('快取測試：提交後')
  })

  it('does not keep failures: an unknown id is a 404 each time, without validators', async () => {
    const missing = await app.api.get('/api/public/news/0123456789abcdef01234567')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('etag')).toBeNull()
    const bad = await app.api.get('/api/public/news?limit=abc')
    expect(bad.status).toBe(400)
  })
})

describe('answers that depend on the visitor', () => {
  const names = (body: { result: Route[] }) => body.result.map((route) => route.name)

  it('a signed-in visitor gets their own private answer with the Internal routes; the next anonymous visitor does not', async () => {
    const anonymous = await app.api.get<{ result: Route[] }>('/api/public/all-routes')
    expect(anonymous.headers.get('cache-control')).toBe('public, no-cache')
    expect(anonymous.headers.get('vary')).toBe('Cookie, Authorization')
    expect(names(anonymous.body)).not.toContain('院內專區')

    const signedIn = await app.api.get<{ result: Route[] }>('/api/public/all-routes', { token: admin })
    expect(signedIn.status).toBe(200)
    expect(names(signedIn.body)).toContain('院內專區')
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache')
    expect(signedIn.headers.get('etag')).not.toBe(anonymous.headers.get('etag'))

    const next = await app.api.get<{ result: Route[] }>('/api/public/all-routes')
    expect(names(next.body)).not.toContain('院內專區')
    expect(next.headers.get('etag')).toBe(anonymous.headers.get('etag'))
  })

  it("calls that hold a visitor's own data are not shared answers: a ticket read with its key never reaches a keyless visitor", async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.201' }
    const categories = await app.api.get<{ result: { _id: string }[] }>('/api/public/feedback-categories')
    const categoryId = categories.body.result[0]!._id
    const created = await app.api.post<{ result: { _id: string; key: string } }>(
      '/api/public/feedbacks',
      {
        categoryId,
        title: '快取測試：私人工單',
        description: '只有持有金鑰的人能讀',
        respondent: { name: '王小明', email: 'cache-ticket@test.example' },
      },
      { headers },
    )
    expect(created.status).toBe(200)
    const path = `/api/public/feedbacks/${created.body.result._id}`
    for (let i = 0; i < 2; i++) {
      const own = await app.api.get<{ result: { title: string } }>(path, {
        headers: { ...headers, 'X-Access-Key': created.body.result.key },
      })
      expect(own.status).toBe(200)
      expect(own.body.result.title).toBe('快取測試：私人工單')
      expect(own.headers.get('cache-control')).not.toBe('public, no-cache')
    }
    // The same path without the key (the key travels in a header, not in the kept answer's key).
    expect((await app.api.get(path, { headers })).status).toBe(404)
  })
})
