import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_KEYWORD_LENGTH } from '@/crud/listQuery'
import { MAX_JSON_DEPTH } from '@/endpoints/bodyLimit'
import { MSG } from '@/i18n/messages'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Input limits the fuzz found missing, each a 500 before:
 * - a body nested thousands deep overflowed the stack of Payload's deep merge on a save
 *   (the JSON write fuzz, seed 816256413, POST /shennong/news). Any JSON body nested deeper than
 *   MAX_JSON_DEPTH is a 400 in zh-TW, on the module calls and on Payload's REST writes, and
 *   nothing is stored;
 * - a keyword of thousands of characters passed SQLite's LIKE pattern limit (50,000 bytes, "LIKE
 *   or GLOB pattern too complex"; fuzz-queries.test.ts, seed 818152865, GET /api/public/faq). A
 *   keyword longer than MAX_KEYWORD_LENGTH is a 400 in zh-TW, on the public lists and the back
 *   office's; one at the limit is searched.
 */

let app: TestApp
let token = ''

beforeAll(async () => {
  app = await startTestApp()
  token = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

/** `[[[…"x"…]]]`, `levels` arrays deep, as JSON text. */
const nested = (levels: number): string => `${'['.repeat(levels)}"深層"${']'.repeat(levels)}`

describe('deeply nested JSON bodies', () => {
  it('a module save nested 20,000 deep is a 400 naming the limit, and stores nothing', async () => {
    const before = await app.payload.count({ collection: 'news', overrideAccess: true })
    const res = await app.api.post<{ message: string }>(
      '/api/shennong/news',
      `{"title":"深層巢狀","content":${nested(20_000)}}`,
      { token },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MSG.tooDeep(MAX_JSON_DEPTH))
    expect((await app.payload.count({ collection: 'news', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('a Payload REST write nested 20,000 deep is the same 400', async () => {
    const res = await app.api.post<{ message: string }>('/api/departments', `{"name":${nested(20_000)}}`, { token })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MSG.tooDeep(MAX_JSON_DEPTH))
  })
})

const keyword = (length: number) => encodeURIComponent('中'.repeat(length))

describe('long keywords', () => {
  it('a public list asked with a 20,000-character keyword answers 400 naming the limit', async () => {
    const res = await app.api.get<{ message: string }>(`/api/public/faq?keyword=${keyword(20_000)}`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MSG.keywordTooLong(MAX_KEYWORD_LENGTH))
  })

  it('a back-office list does the same', async () => {
    const res = await app.api.get<{ message: string }>(`/api/shennong/news?keyword=${keyword(20_000)}`, { token })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MSG.keywordTooLong(MAX_KEYWORD_LENGTH))
  })

  it('a keyword at the limit is searched', async () => {
    const res = await app.api.get<{ result: { total: number } }>(
      `/api/public/faq?keyword=${keyword(MAX_KEYWORD_LENGTH)}`,
    )
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(0)
  })
})
