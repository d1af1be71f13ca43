import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../helpers/app'

/** Issue 10 item 9 (first bullet): the session cookie is Secure when SERVER_URL is https. */
let app: TestApp
beforeAll(async () => {
  process.env.SERVER_URL = 'https://library.example'
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
  delete process.env.SERVER_URL
})

describe('the session cookie on https', () => {
  it('is Secure, HttpOnly and SameSite', async () => {
    const res = await app.api.post(
      '/api/auth/login',
      { username: 'admin', password: DEMO_ACCOUNTS.admin.password },
      { headers: { Origin: 'https://library.example' } },
    )
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toContain('shennong-token=')
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i)
  })
})
