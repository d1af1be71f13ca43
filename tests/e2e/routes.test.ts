import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ALL_ADMIN_ROUTES } from '../../src/admin/routeTable'
import { launchBrowser } from '../helpers/browser'

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

/** Every spec screen: its list (or settings form) and, for collections, its create screen. */
const screens = ALL_ADMIN_ROUTES.flatMap((route) => [
  { url: `/shennong/${route.path}`, route },
  ...(route.collection ? [{ url: `/shennong/${route.path}/create`, route }] : []),
  ...(route.customView ? [{ url: `/shennong/${route.path}/recycle-bin`, route }] : []),
])

describe('every back-office route of the spec answers at its URL', () => {
  it.each(screens.map((s) => [s.url, s] as const))('%s', async (url) => {
    const response = await page.goto(`${baseURL}${url}`)
    expect(response?.status(), url).toBe(200)
    expect(new URL(page.url()).pathname).toBe(url)
    await page.locator('.template-default').first().waitFor()
    await expect(page.getByText('暫無此頁面').count()).resolves.toBe(0)
  })
})
