import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { forgetReadiness } from '@/endpoints/health'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 42 (Low): `GET /api/ready` was open and unthrottled, and each call ran a database count
 * and a storage probe (an S3 request with S3). Now its checks are named only to loopback and the
 * trusted networks (RATE_LIMIT_TRUSTED_NETWORKS), any other address gets the bare status, and
 * the result is kept for a few seconds whoever asks; `GET /api/health` stays the open liveness
 * probe. The client address is the X-Forwarded-For the server's front sets (with TRUST_PROXY, the
 * proxy's), as in the other tests.
 */

type Ready = { message?: string; result: { status: string; checks?: Record<string, string> } }

const TRUSTED = '198.51.100.0/24'
const saved = { TRUST_PROXY: process.env.TRUST_PROXY, NETWORKS: process.env.RATE_LIMIT_TRUSTED_NETWORKS }
let app: TestApp

beforeAll(async () => {
  process.env.TRUST_PROXY = '1'
  process.env.RATE_LIMIT_TRUSTED_NETWORKS = TRUSTED
  app = await startTestApp({ seed: false })
})
afterAll(async () => {
  if (saved.TRUST_PROXY === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = saved.TRUST_PROXY
  if (saved.NETWORKS === undefined) delete process.env.RATE_LIMIT_TRUSTED_NETWORKS
  else process.env.RATE_LIMIT_TRUSTED_NETWORKS = saved.NETWORKS
  await app?.close()
})

const ready = (address: string) => app.api.get<Ready>('/api/ready', { headers: { 'X-Forwarded-For': address } })

describe('GET /api/ready', () => {
  it('names its checks only to loopback and the trusted networks', async () => {
    for (const address of ['127.0.0.1', '::1', '198.51.100.7']) {
      const res = await ready(address)
      expect(res.status, address).toBe(200)
      expect(res.body.result.checks, address).toMatchObject({ database: 'ok', storage: 'ok' })
    }
    for (const address of ['203.0.113.9', '10.1.2.3']) {
      const res = await ready(address)
      expect(res.status, address).toBe(200)
      expect(res.body, address).toEqual({ result: { status: 'ready' } })
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('keeps its result for a few seconds: 40 calls from anywhere run the database check once', async () => {
    forgetReadiness()
    const count = vi.spyOn(app.payload, 'count')
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => ready(i % 2 ? `203.0.113.${i + 1}` : '127.0.0.1')),
      )
      expect(answers.every((res) => res.status === 200)).toBe(true)
      expect(count.mock.calls.filter(([args]) => args.collection === 'roles')).toHaveLength(1)
    } finally {
      count.mockRestore()
    }
  })

  it('not ready: any other address gets the bare 503, without naming what failed', async () => {
    const archiveDir = process.env.ARCHIVE_DIR
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-ready-')), 'not-a-folder')
    fs.writeFileSync(file, 'x')
    process.env.ARCHIVE_DIR = path.join(file, 'archives')
    forgetReadiness()
    try {
      const outside = await ready('203.0.113.9')
      expect([outside.status, outside.body]).toEqual([
        503,
        { message: '服務尚未就緒', result: { status: 'not ready' } },
      ])
      const inside = await ready('127.0.0.1')
      expect([inside.status, inside.body.message]).toEqual([503, '服務尚未就緒：檔案儲存空間無法使用'])
    } finally {
      process.env.ARCHIVE_DIR = archiveDir
      forgetReadiness()
    }
  })

  it('GET /api/health stays open to every address', async () => {
    const res = await app.api.get<Ready>('/api/health', { headers: { 'X-Forwarded-For': '203.0.113.9' } })
    expect([res.status, res.body]).toEqual([200, { result: { status: 'ok' } }])
  })
})
