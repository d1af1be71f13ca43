import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OPENING_MSG, PUBLIC_MODULE_MSG } from '@/modules/opening'
import { PUBLIC_LIST_MAX_LIMIT } from '@/validation/listQuery'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * The public calls of albums, carousels, catalogs, links and opening hours (spec doc 2 §7
 * "Public") over HTTP, anonymous: what a visitor sees and what stays hidden (disabled items,
 * items outside their dates, a hidden album's images), the order, 404s for unknown or hidden
 * ids and 400s (zh-TW) for bad queries.
 */

type Json = any
type Body = { result: Json; message: string }

let app: TestApp

const P = '/api/public'
const NO_ID = '0123456789abcdef01234567'
const NOT_FOUND = '找不到資料'

const get = (path: string) => app.api.get<Body>(`${P}${path}`)

/** `YYYY-MM-DD` of today plus `offset` days (UTC), stored as Payload stores a day: 12:00 UTC. */
const day = (offset: number): string => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}
const stored = (offset: number) => `${day(offset)}T12:00:00.000Z`

const create = async <T extends Record<string, unknown>>(collection: string, data: T): Promise<{ id: string } & T> =>
  (await app.payload.create({ collection: collection as never, data: data as never, overrideAccess: true, context: { seed: true } })) as never

const expectNotFound = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(404)
  expect(res.body.message).toBe(NOT_FOUND)
}

const expectBadQuery = async (path: string, message?: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(400)
  expect(typeof res.body.message).toBe('string')
  expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
  if (message) expect(res.body.message).toBe(message)
}

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())

describe('links', () => {
  it('external links: enabled only, in display order', async () => {
    await create('external-links', { title: '停用連結', linkUrl: 'https://hidden.example/', enabled: false, sort: 0 })
    await create('external-links', { title: '最後連結', linkUrl: 'https://last.example/', enabled: true, sort: 99 })
    const res = await get('/external-links')
    expect(res.status).toBe(200)
    const titles = res.body.result.map((link: Json) => link.title)
    expect(titles).toEqual(['PubMed', '衛生福利部', '國家圖書館', '最後連結'])
    expect(titles).not.toContain('停用連結')
    expect(res.body.result[0]).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), linkUrl: 'https://pubmed.ncbi.nlm.nih.gov/' })
  })

})
