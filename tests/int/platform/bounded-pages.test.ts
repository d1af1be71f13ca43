import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Pages past every record (src/config/boundedPages.ts): download-all (`limit` =
 * Number.MAX_SAFE_INTEGER) on page 1025 asks the database to skip more than a bigint holds; it
 * was a 500 on PostgreSQL, on our lists and on Payload's REST alike. Each answers the empty page
 * after the last, with the true total, on the leg's adapter (SQLite, and PostgreSQL in .ci/run).
 */

const MAX = Number.MAX_SAFE_INTEGER

let app: TestApp
let admin = ''

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

type Envelope = { result: { data: unknown[]; total: number; page: number; limit: number }; message?: string }
type Docs = { docs: unknown[]; totalDocs: number; page: number; hasNextPage: boolean; message?: string }

describe('a page past every record', () => {
  const lists = [
    '/api/shennong/feedbacks',
    '/api/shennong/feedback-categories',
    '/api/shennong/recommendations/answers',
    '/api/shennong/questionnaires',
    '/api/shennong/news',
  ]

  it.each(lists)('%s answers it empty with the total, not a 500', async (list) => {
    const all = await app.api.get<Envelope>(`${list}?limit=${MAX}`, { token: admin })
    expect(all.status, all.body.message).toBe(200)
    for (const [page, limit] of [
      [1025, MAX],
      [MAX, MAX],
      [MAX, 10],
    ]) {
      const res = await app.api.get<Envelope>(`${list}?limit=${limit}&page=${page}`, { token: admin })
      expect([res.status, res.body.message], `page ${page}, limit ${limit}`).toEqual([200, undefined])
      expect(res.body.result).toMatchObject({ data: [], total: all.body.result.total, page })
    }
  })

  it("answers it on Payload's REST too", async () => {
    for (const collection of ['feedback-categories', 'news', 'users']) {
      const all = await app.api.get<Docs>(`/api/${collection}?limit=0&depth=0`, { token: admin })
      expect(all.status, all.body.message).toBe(200)
      const res = await app.api.get<Docs>(`/api/${collection}?limit=${MAX}&page=1025&depth=0`, { token: admin })
      expect([res.status, res.body.message], collection).toEqual([200, undefined])
      expect(res.body).toMatchObject({ docs: [], totalDocs: all.body.totalDocs, page: 1025, hasNextPage: false })
    }
  })
})
