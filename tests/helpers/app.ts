import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Payload, getPayload } from 'payload'

import { buildAppConfig } from '@/config/buildAppConfig'
import { restHandlers } from '@/endpoints/restHandlers'
import { createTestDatabase, type TestDatabase } from './database'
import { startSmtpServer } from './smtp'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers }

/**
 * The HTTP contract, exercised through the same route handlers Next mounts at /api/[...slug]:
 * real Request objects in, real Responses out, on a database of this test file's own.
 */
export type TestApp = Awaited<ReturnType<typeof startTestApp>>

export const startTestApp = async (options: { seed?: boolean; smtp?: boolean; autoRunJobs?: boolean } = {}) => {
  const smtp = options.smtp ? await startSmtpServer() : undefined
  if (smtp) {
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtp.port)
    process.env.SMTP_SECURE = 'false'
    process.env.SMTP_IGNORE_TLS = 'true'
    process.env.SMTP_FROM = 'library@test.example'
  }
  const database: TestDatabase = await createTestDatabase()
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-outbox-'))
  const config = buildAppConfig({
    databaseUrl: database.url,
    secret: crypto.randomBytes(16).toString('hex'),
    // TEST_SCHEMA=push lets work in progress test new collections before their migration exists.
    schema: process.env.TEST_SCHEMA === 'push' ? 'push' : 'migrations',
    seed: options.seed ?? true,
    outboxDir,
    autoRunJobs: options.autoRunJobs,
  })
  const payload: Payload = await getPayload({ config })
  // The same handlers Next mounts at /api/[...slug] (security headers, body limits included).
  const rest = restHandlers(config)
  const handlers: Record<string, Handler> = {
    GET: rest.GET as Handler,
    POST: rest.POST as Handler,
    PUT: rest.PUT as Handler,
    PATCH: rest.PATCH as Handler,
    DELETE: rest.DELETE as Handler,
  }

  const request = async <T = unknown>(
    method: string,
    pathname: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string>; origin?: string } = {},
  ): Promise<ApiResponse<T>> => {
    // `origin`: the address the request arrives at (a server on another port, behind a proxy ...).
    const url = new URL(pathname, init.origin ?? 'http://localhost:3000')
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    let body: BodyInit | undefined
    if (init.body !== undefined) {
      if (init.body instanceof FormData) body = init.body
      else {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
      }
    }
    const slug = url.pathname.replace(/^\/api\//, '').split('/').filter(Boolean)
    const handler = handlers[method]
    if (!handler) throw new Error(`no handler for ${method}`)
    const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve({ slug }) })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }

  const api = {
    get: <T = unknown>(p: string, init?: Parameters<typeof request>[2]) => request<T>('GET', p, init),
    post: <T = unknown>(p: string, body?: unknown, init?: Parameters<typeof request>[2]) => request<T>('POST', p, { ...init, body }),
    put: <T = unknown>(p: string, body?: unknown, init?: Parameters<typeof request>[2]) => request<T>('PUT', p, { ...init, body }),
    patch: <T = unknown>(p: string, body?: unknown, init?: Parameters<typeof request>[2]) => request<T>('PATCH', p, { ...init, body }),
    delete: <T = unknown>(p: string, init?: Parameters<typeof request>[2]) => request<T>('DELETE', p, init),
  }

  /** Log in through the contract and return the bearer token. */
  const login = async (username: string, password: string): Promise<string> => {
    const response = await api.post<{ result: { token: string } }>('/api/auth/login', { username, password })
    if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body.result.token
  }

  const close = async () => {
    // Stop the job crons first and let a run in progress finish (the reservations' release check
    // runs every minute): a query still running when the database is dropped below was killed
    // by the drop (57P01) and surfaced as an uncaught error in whichever test file ran next.
    const crons = payload.crons.splice(0)
    for (const cron of crons) cron.stop()
    const deadline = Date.now() + 10_000
    while (crons.some((cron) => cron.isBusy()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    await payload.destroy()
    // End the PostgreSQL pool before its database is dropped, so no open client sees the drop.
    // (Payload's destroy leaves the pool open; idle clients would report the forced drop as errors.)
    const pool = (payload.db as unknown as { pool?: { end: () => Promise<void>; on: (e: string, f: () => void) => void; ended?: boolean } }).pool
    if (pool && !pool.ended) {
      pool.on('error', () => undefined)
      await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))])
    }
    await database.drop()
    await smtp?.close()
    fs.rmSync(outboxDir, { recursive: true, force: true })
  }

  return { payload, api, login, close, smtp, database, outboxDir }
}
