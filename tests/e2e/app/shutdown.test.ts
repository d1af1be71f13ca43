import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ProductionServer, isAlive, startProductionServer } from '../../helpers/prodServer'
import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'

/**
 * Issue 30, graceful stop (scripts/server.mjs): on SIGTERM a server stops taking connections,
 * finishes the requests already in flight and the job it is running, and exits within 30 s. A
 * sign-in whose body is still arriving when the signal comes gets its answer; a connection
 * opened after the signal is refused; a harvest running when the signal comes ends with every
 * month stored (seen through a server started again on the same database).
 */

let server: ProductionServer
let again: ProductionServer | undefined
let sushi: SushiServer | undefined

beforeAll(async () => {
  server = await startProductionServer()
}, 300_000)
afterAll(async () => {
  again?.stop()
  server?.stop()
  await sushi?.close()
})

type Envelope<T> = { result: T; message?: string }
const call = async <T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> => {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}
const signIn = async (base: string): Promise<string> =>
  (
    await call<{ token: string }>(base, '/api/auth/login', {
      method: 'POST',
      body: { username: 'admin', password: 'Admin@12345' },
    })
  ).body.result.token

describe('SIGTERM', () => {
  it('finishes the request in flight, closes its connection after the answer, refuses new connections and exits within 30 s', async () => {
    const { port } = new URL(server.baseURL)
    const body = JSON.stringify({ username: 'admin', password: 'Admin@12345' })
    // A raw connection, as a balancer keeps one open to reuse: the request begins before the
    // signal (half its body now, the rest after it).
    const socket = net.connect(Number(port), '127.0.0.1')
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    const ended = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())))
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
    )
    setTimeout(() => socket.write(body.slice(10)), 1500)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const signalled = Date.now()
    process.kill(server.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const late = await fetch(`${server.baseURL}/api/health`).then(
      (res) => `answered ${res.status}`,
      () => 'refused',
    )
    expect(late).toBe('refused')
    const closedAt = await ended
    expect(received).toMatch(/^HTTP\/1\.1 200 /)
    // The answer tells the client not to send another request on this connection (one sent there
    // while the app stops would meet a closing app), and the server closes it at once.
    expect(received).toMatch(/\r\nconnection: close\r\n/i)
    expect(closedAt - signalled).toBeLessThan(5_000)
    while (isAlive(server.pid) && Date.now() - signalled < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(isAlive(server.pid)).toBe(false)
  }, 60_000)

  it('lets a running harvest finish before it exits: every month is stored, within 30 s', async () => {
    const harvesting = await startProductionServer()
    try {
      sushi = await startSushiServer({ credentials: { customerId: 'stop-customer', apiKey: 'stop-key' } })
      // Each month answers after 1.5 s: six months take about 9 s, the signal comes after the first.
      sushi.setScenario({ report: 'tr' }, { delayMs: 1_500 })
      const base = harvesting.baseURL
      const token = await signIn(base)
      const BASE = '/api/shennong/statistics'
      const created = await call<{ _id: string }>(base, `${BASE}/data-original-settings`, {
        method: 'PUT',
        token,
        body: {
          name: '停機測試來源',
          url: sushi.url,
          customerId: 'stop-customer',
          apiKey: 'stop-key',
          reportTypes: ['TR'],
        },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const sourceId = created.body.result._id
      const init = await call(base, `${BASE}/init-original-groups-and-sets`, {
        method: 'POST',
        token,
        body: { _id: sourceId, startMonth: '2016-01', endMonth: '2016-06' },
      })
      expect(init.status, JSON.stringify(init.body)).toBe(200)
      const started = await call<{ total: number }>(base, `${BASE}/download-sushi-report/${sourceId}`, {
        method: 'POST',
        token,
        body: {},
      })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      expect(started.body.result.total).toBe(6)

      // The harvest is under way (the loopback server has been asked), then the signal.
      const askedBy = Date.now() + 20_000
      while (sushi.requests.length === 0 && Date.now() < askedBy)
        await new Promise((resolve) => setTimeout(resolve, 100))
      expect(sushi.requests.length).toBeGreaterThan(0)
      const signalled = Date.now()
      process.kill(harvesting.pid, 'SIGTERM')
      while (isAlive(harvesting.pid) && Date.now() - signalled < 32_000)
        await new Promise((resolve) => setTimeout(resolve, 100))
      const stoppedAfter = Date.now() - signalled
      expect(isAlive(harvesting.pid)).toBe(false)
      expect(stoppedAfter).toBeLessThan(30_000)
      // It waited for the harvest: six months of 1.5 s each were asked before it went.
      expect(sushi.requests.filter((request) => request.report.toLowerCase() === 'tr').length).toBe(6)

      // The same database, served again: the run ended with every month.
      again = await startProductionServer({ env: { DATABASE_URL: harvesting.databaseUrl } })
      const progress = await call<{ running: boolean; finished: number; total: number; status: string } | null>(
        again.baseURL,
        `${BASE}/download-sushi-report/${sourceId}`,
        { token: await signIn(again.baseURL) },
      )
      expect(progress.status).toBe(200)
      expect(progress.body.result).toMatchObject({ running: false, finished: 6, total: 6 })
    } finally {
      harvesting.stop()
    }
  }, 180_000)
})
