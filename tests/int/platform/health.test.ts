import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { forgetReadiness } from '@/endpoints/health'
import { closeRateLimitStores, sharedRedis } from '@/lib/rateLimit'
import { startTestApp, type TestApp } from '../../helpers/app'

/** Issue 30: the load balancer's two calls, GET /api/health (alive) and GET /api/ready (database, Redis, storage). */

type Ready = { message?: string; result: { status: string; checks: Record<string, string> } }

let app: TestApp
const saved = { REDIS_URL: process.env.REDIS_URL, ARCHIVE_DIR: process.env.ARCHIVE_DIR }

beforeAll(async () => {
  app = await startTestApp({ seed: false })
})
afterEach(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  await closeRateLimitStores()
})
afterAll(async () => app?.close())

// The checks are named to loopback (and the trusted networks) only, and kept a few seconds:
// each case asks afresh (tests/security/platform/rest-ready.test.ts covers both).
const ready = () => {
  forgetReadiness()
  return app.api.get<Ready>('/api/ready', { headers: { 'X-Forwarded-For': '127.0.0.1' } })
}

describe('health and readiness', () => {
  it('GET /api/health answers 200 and is never cached', async () => {
    const res = await app.api.get<{ result: { status: string } }>('/api/health')
    expect([res.status, res.body.result.status]).toEqual([200, 'ok'])
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('GET /api/ready answers 200 when the database and the storage can be used (Redis not configured)', async () => {
    delete process.env.REDIS_URL
    const res = await ready()
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not configured', storage: 'ok' },
    })
  })

  it('checks Redis when REDIS_URL is set: 200 when it answers, 503 naming it when it does not', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379'
    // Every probe (a balancer asks every few seconds) uses the one shared connection, adding nothing to it.
    for (let i = 0; i < 15; i++) expect((await ready()).body.result.checks.redis).toBe('ok')
    expect(sharedRedis('redis://127.0.0.1:6379').listenerCount('error')).toBe(1)
    await closeRateLimitStores()
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    const down = await ready()
    expect(down.status).toBe(503)
    expect(down.body.message).toBe('服務尚未就緒：Redis無法使用')
    expect(down.body.result.checks).toEqual({ database: 'ok', redis: 'failed', storage: 'ok' })
  })

  it('a storage folder that cannot be written is a 503 naming it', async () => {
    delete process.env.REDIS_URL
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-ready-')), 'not-a-folder')
    fs.writeFileSync(file, 'x')
    process.env.ARCHIVE_DIR = path.join(file, 'archives')
    const res = await ready()
    expect([res.status, res.body.message]).toEqual([503, '服務尚未就緒：檔案儲存空間無法使用'])
  })
})
