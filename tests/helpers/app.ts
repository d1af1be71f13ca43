import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Payload, getPayload } from 'payload'

import { buildAppConfig } from '@/config/buildAppConfig'
import { forgetKept } from '@/lib/keptStore'
import { stopInstance } from '@/lib/shutdown'
import { restHandlers } from '@/endpoints/restHandlers'
import { createTestDatabase, type TestDatabase } from './database'
import { startSmtpServer } from './smtp'
import { timed } from './timings'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers }

/**
 * Payload keeps one instance per process (`global._payload`, key 'default') and `destroy()`
 * does not drop it; forget it so another app can start in the same process.
 */
export const forgetPayload = (): void => {
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
}

/** Close one Payload instance as a server stops (src/lib/shutdown.ts). */
export const closeInstance = (payload: Payload): Promise<void> => stopInstance(payload)

/**
 * The HTTP contract, exercised through the same route handlers Next mounts at /api/[...slug]:
 * real Request objects in, real Responses out, on a database of this test file's own.
 */
export type TestApp = Awaited<ReturnType<typeof startTestApp>>

export const startTestApp = (options: { seed?: boolean; smtp?: boolean; autoRunJobs?: boolean } = {}) =>
  timed('appStart', () => startApp(options))

const startApp = async (options: { seed?: boolean; smtp?: boolean; autoRunJobs?: boolean }) => {
  const smtp = options.smtp ? await startSmtpServer() : undefined
  if (smtp) {
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtp.port)
    process.env.SMTP_SECURE = 'false'
    process.env.SMTP_IGNORE_TLS = 'true'
    process.env.SMTP_FROM = 'library@test.example'
  }
  const seed = options.seed ?? true
  // A copy of the run's template (tests/int/globalSetup.ts): migrated, and seeded when this app seeds.
  const database: TestDatabase = await createTestDatabase('test', undefined, { fromTemplate: seed ? 'seeded' : 'bare' })
  // Archive files in a folder of this app's own, unless the test chose one (ARCHIVE_DIR) first;
  // a seeded template's files are copied there.
  const ownArchiveDir = process.env.ARCHIVE_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-archive-'))
  if (ownArchiveDir) process.env.ARCHIVE_DIR = ownArchiveDir
  if (database.template?.files) fs.cpSync(database.template.files, process.env.ARCHIVE_DIR!, { recursive: true })
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-outbox-'))
  const config = buildAppConfig({
    databaseUrl: database.url,
    // A seeded copy keeps the secret it was seeded under: the demo tickets' and bookings' keys derive from it.
    secret: database.template?.level === 'seeded' ? database.template.secret : crypto.randomBytes(16).toString('hex'),
    // TEST_SCHEMA=push lets work in progress test new collections before their migration exists.
    schema: process.env.TEST_SCHEMA === 'push' ? 'push' : 'migrations',
    seed,
    outboxDir,
    autoRunJobs: options.autoRunJobs,
  })
  // Each test app is a new Payload instance: Payload keeps one per process (`global._payload`),
  // and test files share a process (the int project does not isolate them, vitest.config.mts).
  forgetPayload()
  // Kept public answers and pages live in the process too: none of another app's may answer here,
  // and no expiry it made may keep this one's answers from being kept.
  forgetKept()
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
    const slug = url.pathname
      .replace(/^\/api\//, '')
      .split('/')
      .filter(Boolean)
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
    post: <T = unknown>(p: string, body?: unknown, init?: Parameters<typeof request>[2]) =>
      request<T>('POST', p, { ...init, body }),
    put: <T = unknown>(p: string, body?: unknown, init?: Parameters<typeof request>[2]) =>
      request<T>('PUT', p, { ...init, body }),
    patch: <T = unknown>(p: string, body?: unknown, init?: Parameters<typeof request>[2]) =>
      request<T>('PATCH', p, { ...init, body }),
    delete: <T = unknown>(p: string, init?: Parameters<typeof request>[2]) => request<T>('DELETE', p, init),
  }

  /** Log in through the contract and return the bearer token. */
  const login = async (username: string, password: string): Promise<string> => {
    const response = await api.post<{ result: { token: string } }>('/api/auth/login', { username, password })
    if (response.status !== 200)
      throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body.result.token
  }

  /**
   * Run a job queue now, never beside the app's own schedule: Payload claims jobs with a read and then
   * a write, so two runners in one process can take the same job (a test saw one mail sent twice, and
   * a job deleted under the other runner). The schedules pause and any run in progress ends first.
   */
  const runQueue = async (queue: string, limit?: number) => {
    for (const cron of payload.crons) cron.pause()
    try {
      while (payload.crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 20))
      return await payload.jobs.run({ queue, ...(limit === undefined ? {} : { limit }) })
    } finally {
      for (const cron of payload.crons) cron.resume()
    }
  }

  const close = () =>
    timed('appClose', async () => {
      await closeInstance(payload)
      forgetPayload()
      await database.drop()
      await smtp?.close()
      fs.rmSync(outboxDir, { recursive: true, force: true })
      if (ownArchiveDir) {
        if (process.env.ARCHIVE_DIR === ownArchiveDir) delete process.env.ARCHIVE_DIR
        fs.rmSync(ownArchiveDir, { recursive: true, force: true })
      }
    })

  return { payload, api, login, close, runQueue, smtp, database, outboxDir }
}
