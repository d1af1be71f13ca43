import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { type ProductionServer, startProductionServer } from '../../helpers/prodServer'

/**
 * Back-office session expiry (issue 16 §3, spec doc 1 §7): a server of its own whose tokens live
 * 20 seconds (SESSION_TOKEN_SECONDS). The back office renews the session through
 * /api/auth/refresh, so it outlives many tokens; once a renewal is refused (the account was
 * disabled meanwhile) it ends the session and opens the login screen with the page as nextUrl.
 */

const LIFETIME_S = 20

let server: ProductionServer
let browser: Browser
beforeAll(async () => {
  server = await startProductionServer({ env: { SESSION_TOKEN_SECONDS: String(LIFETIME_S) } })
  browser = await launchBrowser()
}, 900_000)
afterAll(async () => {
  await browser?.close()
  server?.stop()
})

type Found<T> = { docs: T[] }

describe('back-office session expiry', () => {
  it('stays signed in past the token lifetime by refreshing, and a refused refresh leads to login with nextUrl', async () => {
    const { newPage, signInTo, api, tokenOf } = e2eHelpers(server.baseURL, () => browser)
    const { context, page } = await newPage()
    const refreshes: number[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/refresh' && response.request().method() === 'POST')
        refreshes.push(response.status())
    })

    await signInTo(page, '/shennong/news-management?limit=5', 'editor', 'Editor@12345')
    const signedInAt = Date.now()
    const cookie = async () => (await context.cookies()).find((entry) => entry.name === 'shennong-token')
    expect((await cookie())?.expires).toBeLessThan(signedInAt / 1000 + LIFETIME_S + 5)

    // Well past one lifetime: every renewal succeeded and the session still works.
    await vi.waitFor(
      () => {
        expect(Date.now() - signedInAt).toBeGreaterThan(1.5 * LIFETIME_S * 1000)
        expect(refreshes.length).toBeGreaterThanOrEqual(3)
      },
      { timeout: 90_000, interval: 500 },
    )
    expect(refreshes.every((status) => status === 200)).toBe(true)
    expect(new URL(page.url()).pathname).not.toContain('/auth/login')
    const me = await page.evaluate(
      async () =>
        ((await (await fetch('/api/users/me')).json()) as { user: { username: string } | null }).user?.username,
    )
    expect(me).toBe('editor')
    // Payload's stay-logged-in dialog never had to ask.
    expect(await page.getByText('維持登入狀態').count()).toBe(0)

    // Another administrator disables the account: the next renewal is refused.
    const here = new URL(page.url())
    const admin = await tokenOf('admin', 'Admin@12345')
    const editor = (
      await api<Found<{ id: string }>>('/api/users?where[username][equals]=editor&depth=0', { token: admin })
    ).body.docs[0]!
    const disabled = await api(`/api/users/${editor.id}`, {
      method: 'PATCH',
      token: admin,
      body: JSON.stringify({ accountStatus: 'Disabled' }),
    })
    expect(disabled.status).toBe(200)

    await page.waitForURL((url) => url.pathname === '/shennong/auth/login', { timeout: 30_000 })
    expect(new URL(page.url()).searchParams.get('nextUrl')).toBe(`${here.pathname}${here.search}`)
    expect(here.search).toContain('limit=5')
    // Refused: the contract answers a Disabled account's refresh 401 like an ended session.
    expect([401, 403]).toContain(refreshes.at(-1))
    await page.locator('#username').waitFor()
    // The session is cleared: no cookie, and the server no longer knows it.
    expect(await cookie()).toBeUndefined()
    const after = await page.evaluate(
      async () => ((await (await fetch('/api/users/me')).json()) as { user: unknown }).user,
    )
    expect(after).toBeNull()
    await context.close()
  }, 180_000)
})
