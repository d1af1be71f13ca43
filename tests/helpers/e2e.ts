import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Helpers shared by the browser tests: a fresh context, the login screen, the HTTP contract. */
export const e2eHelpers = (baseURL: string, browser: () => Browser) => {
  const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    return { context, page: await context.newPage() }
  }

  /** Open a back-office screen through the login screen. */
  const signInTo = async (page: Page, path: string, username: string, password: string) => {
    await page.goto(`${baseURL}/shennong/auth/login?nextUrl=${encodeURIComponent(path)}`)
    await page.locator('#username').fill(username)
    await page.locator('#password').fill(password)
    await page.getByRole('button', { name: '登入' }).click()
    await page.waitForURL((url) => url.pathname === path.split('?')[0])
  }

  const api = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: T }> => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json')
    const response = await fetch(`${baseURL}${path}`, { ...init, headers })
    return { status: response.status, body: (await response.json()) as T }
  }

  const tokenOf = async (username: string, password: string) =>
    (await api<{ result: { token: string } }>('/api/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) })).body.result.token

  /** A back-office save (`/api/shennong/<path>`) as `token`; throws the server's message on refusal, answers the saved id. */
  const saveAs =
    (token: string) =>
    async (pathName: string, body: Record<string, unknown>, method = 'PUT'): Promise<string> => {
      const res = await api<{ result: { id?: string; _id?: string }; message?: string }>(`/api/shennong/${pathName}`, { method, token, body: JSON.stringify(body) })
      if (res.status >= 300) throw new Error(`${pathName}: ${res.status} ${res.body.message}`)
      return String(res.body.result.id ?? res.body.result._id)
    }

  return { newPage, signInTo, api, tokenOf, saveAs }
}

/** Click until what it opens is there (the first click can land before the screen is hydrated). */
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
