import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 12: Payload's own auth routes either follow the contract's rules or are closed.
 * /api/users/login, forgot-password, reset-password and first-register are closed (the contract's
 * /api/auth/* calls carry the rate limits, the password rule and the lock); the admin's session
 * calls (me, refresh-token, logout) keep working.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())

type Message = { message?: string; errors?: { message: string }[] }
const zhTw = /[\u4e00-\u9fff]/
const messageOf = (body: unknown): string => (body as Message).message ?? (body as Message).errors?.[0]?.message ?? ''

describe("Payload's own auth routes", () => {
  it('closes POST /api/users/login (no way around the sign-in limits)', async () => {
    const res = await app.api.post('/api/users/login', { username: 'admin', password: DEMO_ACCOUNTS.admin.password })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(messageOf(res.body)).toMatch(zhTw)
    expect(res.headers.get('set-cookie') ?? '').not.toContain('shennong-token=ey')
  })

  it('closes POST /api/users/forgot-password', async () => {
    const res = await app.api.post('/api/users/forgot-password', { email: DEMO_ACCOUNTS.admin.email })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(messageOf(res.body)).toMatch(zhTw)
  })

  it('closes POST /api/users/reset-password, which skipped the password rule', async () => {
    const token = await app.payload.forgotPassword({
      collection: 'users',
      data: { username: 'reviewer' } as never,
      disableEmail: true,
    })
    expect(token).toBeTruthy()
    const res = await app.api.post('/api/users/reset-password', { token, password: 'weak' })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(messageOf(res.body)).toMatch(zhTw)
    expect((await app.api.post('/api/auth/login', { username: 'reviewer', password: 'weak' })).status).toBe(401)
    expect(
      (await app.api.post('/api/auth/login', { username: 'reviewer', password: DEMO_ACCOUNTS.reviewer.password }))
        .status,
    ).toBe(200)
  })

  it('closes POST /api/users/first-register', async () => {
    const res = await app.api.post('/api/users/first-register', {
      username: 'intruder',
      name: '入侵者',
      password: 'Intruder123',
      'confirm-password': 'Intruder123',
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(messageOf(res.body)).toMatch(zhTw)
    expect(
      (
        await app.payload.find({
          collection: 'users',
          where: { username: { equals: 'intruder' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it("keeps the admin's session calls: me, refresh-token and logout", async () => {
    const token = await app.login('editor', DEMO_ACCOUNTS.editor.password)
    const me = await app.api.get<{ user: { username: string } | null }>('/api/users/me', { token })
    expect(me.status).toBe(200)
    expect(me.body.user?.username).toBe('editor')
    const refreshed = await app.api.post<{ refreshedToken?: string }>('/api/users/refresh-token', undefined, { token })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refreshedToken).toBeTruthy()
    expect((await app.api.post('/api/users/logout', undefined, { token: refreshed.body.refreshedToken })).status).toBe(
      200,
    )
  })
})
