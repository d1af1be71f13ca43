import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 28 item 4: the write-only SUSHI key could be sent anywhere — check-url with a saved
 * source's `_id` and a new `url` sent the stored key to that URL, and saving a new URL with the
 * key left blank kept the key for it. A stored secret goes only to the URL it was saved with; a
 * new URL needs the key typed again.
 */

type Envelope<T> = { result: T; message?: string }
const BASE = '/api/shennong/statistics'

let app: TestApp
let admin: string
let sushi: SushiServer
let thief: http.Server
let thiefUrl = ''
const stolen: string[] = []

beforeAll(async () => {
  process.env.SUSHI_ALLOWED_HOSTS = '127.0.0.1'
  sushi = await startSushiServer({ credentials: { customerId: 'cust-1', apiKey: 'key-1' } })
  // Another service on loopback: whatever reaches it is recorded.
  thief = http.createServer((req, res) => {
    stolen.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end('[]')
  })
  await new Promise<void>((resolve) => thief.listen(0, '127.0.0.1', resolve))
  thiefUrl = `http://127.0.0.1:${(thief.address() as AddressInfo).port}/r5`
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
}, 180_000)

afterAll(async () => {
  await app?.close()
  await sushi?.close()
  await new Promise<void>((resolve) => thief.close(() => resolve()))
})

const saveSource = async (body: Record<string, unknown>) =>
  app.api.put<Envelope<{ _id: string }>>(`${BASE}/data-original-settings`, body, { token: admin })

describe('a stored SUSHI key goes only to the URL it was saved with', () => {
  let id = ''

  beforeAll(async () => {
    const created = await saveSource({
      name: '金鑰來源',
      url: sushi.url,
      customerId: 'cust-1',
      apiKey: 'key-1',
      reportTypes: ['TR_J1'],
    })
    expect(created.status).toBe(201)
    id = created.body.result._id
  })

  it('check-url with the saved URL uses the stored key', async () => {
    const res = await app.api.post<Envelope<{ reportTypes: unknown[] }>>(
      `${BASE}/check-url-and-list-report-types`,
      { _id: id, url: sushi.url, customerId: 'cust-1' },
      { token: admin },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(sushi.requests.at(-1)?.query.api_key).toBe('key-1')
  })

  it('check-url with the saved source and another URL is refused, and the key is sent nowhere', async () => {
    const res = await app.api.post<Envelope<unknown>>(
      `${BASE}/check-url-and-list-report-types`,
      { _id: id, url: thiefUrl, customerId: 'cust-1' },
      { token: admin },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('服務網址已變更，請重新輸入 API 金鑰（已儲存的金鑰只會送往儲存時的網址）')
    expect(stolen.join('\n')).not.toContain('key-1')
  })

  it('with the key typed again, the other URL may be checked', async () => {
    await app.api.post(
      `${BASE}/check-url-and-list-report-types`,
      { _id: id, url: thiefUrl, apiKey: 'typed-again' },
      { token: admin },
    )
    expect(stolen.at(-1)).toContain('typed-again')
    expect(stolen.join('\n')).not.toContain('key-1')
  })

  it('saving another URL with the key left blank is refused (and REST writes no source)', async () => {
    const res = await saveSource({ _id: id, name: '金鑰來源', url: thiefUrl, apiKey: '' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('服務網址已變更，請重新輸入 API 金鑰（已儲存的金鑰只會送往儲存時的網址）')
    // Payload's REST cannot write sources at all (the module's call is the one way in).
    const rest = await app.api.patch(`/api/data-original-settings/${id}`, { url: thiefUrl }, { token: admin })
    expect(rest.status).toBe(403)
    const stored = await app.payload.findByID({ collection: 'data-original-settings', id, overrideAccess: true })
    expect(stored.url).toBe(sushi.url)
    expect(stored.apiKey).toBe('key-1')
  })

  it('saving the same URL with the key left blank keeps the key; a new URL with a new key stores both', async () => {
    expect((await saveSource({ _id: id, name: '金鑰來源（改名）', url: `${sushi.url}/`, apiKey: '' })).status).toBe(200)
    expect(
      (await app.payload.findByID({ collection: 'data-original-settings', id, overrideAccess: true })).apiKey,
    ).toBe('key-1')
    expect((await saveSource({ _id: id, name: '金鑰來源', url: thiefUrl, apiKey: 'new-key' })).status).toBe(200)
    const stored = await app.payload.findByID({ collection: 'data-original-settings', id, overrideAccess: true })
    expect(stored).toMatchObject({ url: thiefUrl, apiKey: 'new-key' })
  })
})
