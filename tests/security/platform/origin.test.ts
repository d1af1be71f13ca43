import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenerOrigin, siteOrigin } from '@/lib/origin'
import { servedPage } from '@/lib/keptPages'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 28 item 6: the origin the server renders kept pages through, and the origin of mailed
 * links, come from configuration or the listener — never from a client's header. Next builds a
 * request's URL with the scheme a client's X-Forwarded-Proto claims, so a first anonymous
 * request saying `https` fixed the kept pages' render origin to https on a plain-http port and
 * every later render failed until restart; mailed links took the same scheme and host.
 */

// As the production server does (scripts/server.mjs, scripts/lib/front.cjs): it records the
// address it listens on.
const { recordListener } = createRequire(import.meta.url)(
  path.resolve('scripts/lib/front.cjs'),
) as typeof import('../../../scripts/lib/front.cjs')

let server: http.Server
let port = 0
const rendered: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    rendered.push(`${req.headers.host}${req.url}`)
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><html lang="zh-TW"><title>最新消息</title><p>最新消息</p></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  recordListener(server)
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('kept pages render through the listener', () => {
  it('a first anonymous request claiming https (X-Forwarded-Proto) does not break the renders', async () => {
    expect(listenerOrigin('loopback')).toBe(`http://127.0.0.1:${port}`)
    // What Next hands the proxy for `X-Forwarded-Proto: https`, `Host: evil.example`.
    const claimed = new URL(`https://evil.example:${port}/news?page=2`)
    const request = new Request(claimed, { headers: { 'x-forwarded-proto': 'https', host: 'evil.example' } })
    const answer = await servedPage(request, claimed, {})
    expect(answer?.status).toBe(200)
    expect(await answer?.text()).toContain('最新消息')
    expect(rendered).toContain(`127.0.0.1:${port}/news?page=2`)
    // And the next visitor's page still renders.
    const next = new URL(`http://127.0.0.1:${port}/news?page=3`)
    expect((await servedPage(new Request(next), next, {}))?.status).toBe(200)
  })
})

describe('mailed links', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('take neither the Host nor the X-Forwarded-Proto a client sends', () => {
    const req = {
      url: 'https://evil.example/api/public/feedbacks',
      headers: new Headers({ host: 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }),
    }
    const saved = process.env.TRUST_PROXY
    delete process.env.TRUST_PROXY
    try {
      expect(siteOrigin(app.payload, req)).toBe(`http://127.0.0.1:${port}`)
    } finally {
      if (saved !== undefined) process.env.TRUST_PROXY = saved
    }
  })

  it('behind a proxy TRUST_PROXY declares, are what the proxy saw', () => {
    const req = { headers: new Headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'library.example.org' }) }
    const saved = process.env.TRUST_PROXY
    process.env.TRUST_PROXY = '1'
    try {
      expect(siteOrigin(app.payload, req)).toBe('https://library.example.org')
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = saved
    }
  })
})
