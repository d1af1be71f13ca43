import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ALL_ADMIN_ROUTES } from '@/admin/routeTable'
import { launchBrowser } from '../../helpers/browser'

const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  await page.goto(`${baseURL}/shennong/auth/login`)
  await page.locator('#username').fill('admin')
  await page.locator('#password').fill('Admin@12345')
  await page.getByRole('button', { name: '登入' }).click()
  await page.waitForURL(`${baseURL}/shennong`)
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

/** Screens of the custom views beyond their first page (spec doc 1 §2, doc 2 §2). */
const CUSTOM_VIEW_SCREENS: Record<string, string[]> = {
  'archive-management': ['/recycle-bin'],
  'review-management': [`?authRequestId=${'0'.repeat(24)}`],
}

/** Every spec screen: its list (or settings form), the create screen of a collection, the custom views' screens. */
const screens = ALL_ADMIN_ROUTES.flatMap((route) => [
  { url: `/shennong/${route.path}`, route },
  ...(route.collection && !route.customView ? [{ url: `/shennong/${route.path}/create`, route }] : []),
  ...(CUSTOM_VIEW_SCREENS[route.path] ?? []).map((rest) => ({ url: `/shennong/${route.path}${rest}`, route })),
])

describe('every back-office route of the spec answers at its URL', () => {
  it.each(screens.map((s) => [s.url, s] as const))('%s', async (url) => {
    const response = await page.goto(`${baseURL}${url}`)
    expect(response?.status(), url).toBe(200)
    expect(new URL(page.url()).pathname).toBe(url.split('?')[0])
    await page.locator('.template-default').first().waitFor()
    await expect(page.getByText('暫無此頁面').count()).resolves.toBe(0)
  })
})
