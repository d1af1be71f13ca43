import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 9 (second bullet): without SERVER_URL the cookie session is accepted only from
 * the request's own origin (Payload accepted every origin when its csrf list was empty).
 */
let app: TestApp
beforeAll(async () => {
  delete process.env.SERVER_URL
  app = await startTestApp()
})
afterAll(async () => app?.close())

const me = (token: string, origin: string) =>
  app.api.get<{ user: { username: string } | null }>('/api/users/me', {
    headers: { Cookie: `shennong-token=${token}`, Origin: origin, Host: 'localhost:3000' },
  })

describe('cookie sessions without SERVER_URL', () => {
  it('are refused from another origin and accepted from the own one', async () => {
    const token = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    const foreign = await me(token, 'https://evil.example')
    expect(foreign.body.user ?? null).toBeNull()
    const own = await me(token, 'http://localhost:3000')
    expect(own.body.user?.username).toBe('admin')
    const bearer = await app.api.get<{ user: { username: string } | null }>('/api/users/me', {
      token,
      headers: { Origin: 'https://evil.example' },
    })
    expect(bearer.body.user?.username).toBe('admin')
  })
})
