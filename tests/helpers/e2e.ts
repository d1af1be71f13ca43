import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Helpers shared by the browser tests: a fresh context, the login screen, the HTTP contract. */
export const e2eHelpers = (baseURL: string, browser: () => Browser) => {
  const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    return { context, page: await context.newPage() }
  }

  /**
   * Open a back-office screen signed in as `username`: the call the login screen makes (POST
   * /api/auth/login sets the session cookie in the page's context), then the screen. The login
   * screen itself is walked by the shell, route, screen and address tests; through it here, every
   * sign-in cost two more loads of the admin (each 1.3–1.5 s of Chromium's CPU on 2 cores:
   * docs/benchmarks.md "Test legs, issue 39").
   */
  const signInTo = async (page: Page, path: string, username: string, password: string) => {
    const response = await page.request.post(`${baseURL}/api/auth/login`, { data: { username, password } })
    if (!response.ok())
      throw new Error(
        `sign-in as ${username}: ${response.status()} ${((await response.json()) as { message?: string }).message}`,
      )
    await page.goto(`${baseURL}${path}`)
    await page.waitForURL((url) => url.pathname === path.split('?')[0])
  }

  const api = async <T>(
    path: string,
    init: RequestInit & { token?: string } = {},
  ): Promise<{ status: number; body: T }> => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json')
    const response = await fetch(`${baseURL}${path}`, { ...init, headers })
    return { status: response.status, body: (await response.json()) as T }
  }

  const tokenOf = async (username: string, password: string) =>
    (
      await api<{ result: { token: string } }>('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username, password }),
      })
    ).body.result.token

  /** A back-office save (`/api/shennong/<path>`) as `token`; throws the server's message on refusal, answers the saved id. */
  const saveAs =
    (token: string) =>
    async (pathName: string, body: Record<string, unknown>, method = 'PUT'): Promise<string> => {
      const res = await api<{ result: { id?: string; _id?: string }; message?: string }>(`/api/shennong/${pathName}`, {
        method,
        token,
        body: JSON.stringify(body),
      })
      if (res.status >= 300) throw new Error(`${pathName}: ${res.status} ${res.body.message}`)
      return String(res.body.result.id ?? res.body.result._id)
    }

  return { newPage, signInTo, api, tokenOf, saveAs }
}

/**
 * Click until what it opens is there (the first click can land before the screen is hydrated). A
 * second try waits a second: a shorter wait could click again while a slow dialog is still opening,
 * and a toggle would close it.
 */
export const openWith = async (button: Locator, opened: Locator): Promise<void> => {
  await expect
    .poll(
      async () => {
        if (!(await opened.isVisible())) await button.click({ timeout: 2_000 }).catch(() => undefined)
        return opened.isVisible()
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true)
}
