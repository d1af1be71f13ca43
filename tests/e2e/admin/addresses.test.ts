import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

const baseURL = inject('baseURL')
const browser = sharedBrowser()
const { newPage, signInTo } = e2eHelpers(baseURL, browser)

/**
 * Issue 31 §2: staff work at the spec's addresses. For three modules on Payload's screens
 * (news, departments, users) a librarian opens the list by its spec route, opens a record from
 * the list, saves it, creates one and deletes it; every address the page shows on the way is a
 * spec route (never /shennong/collections/…). Then the session ends on the edit page: the
 * login's nextUrl is that spec route and signing in returns there. A Payload address typed by
 * hand lands on its spec route.
 */

const stamp = Date.now().toString(36)
const ID = /[0-9a-f]{24}/

type Module = {
  spec: string
  /** The field changed before a save. */
  field: string
  /** The save button (news has drafts: 儲存草稿). */
  save: string
  /** Fill a new record's required fields. */
  fillNew: (page: Page) => Promise<void>
}

const MODULES: Module[] = [
  {
    spec: 'news-management',
    field: '#field-title',
    save: '儲存草稿',
    fillNew: async (page) => {
      await page.locator('#field-title').fill(`網址測試消息 ${stamp}`)
    },
  },
  {
    spec: 'department-management',
    field: '#field-name',
    save: '儲存',
    fillNew: async (page) => {
      await page.locator('#field-name').fill(`網址測試部門 ${stamp}`)
    },
  },
  {
    spec: 'user-management',
    field: '#field-name',
    save: '儲存',
    fillNew: async (page) => {
      const username = `address-${stamp}`
      await page.locator('#field-username').fill(username)
      await page.locator('#field-name').fill('網址測試帳號')
      await page.getByLabel('電子郵件').fill(`${username}@library.example`)
      await page.locator('#field-password').fill('Address12345')
      await page.locator('#field-confirm-password').fill('Address12345')
    },
  },
]

/** Close the save or delete result dialog once it says 成功. */
const succeeded = async (page: Page) => {
  const dialog = page.getByRole('dialog').filter({ hasText: '成功' })
  await dialog.getByText('成功', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: '關閉' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

describe('spec addresses on Payload screens', () => {
  for (const module of MODULES) {
    it(`${module.spec}: list, open, save, create, delete and a session that ends show only spec routes`, async () => {
      const { context, page } = await newPage()
      const shown: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) shown.push(frame.url())
      })
      await signInTo(page, `/shennong/${module.spec}`, 'admin', 'Admin@12345')
      const at = (rest = '') => new RegExp(`^${baseURL}/shennong/${module.spec}${rest}(\\?.*)?$`)

      // Open a record from the list; the list's links (rows, create) name spec routes.
      await page.locator('.table tbody tr').first().waitFor()
      await expect
        .poll(async () =>
          (
            await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
          ).filter((href) => /\/shennong\/(collections|globals)\//.test(href)),
        )
        .toEqual([])
      await page.locator('.table tbody tr a').first().click()
      await page.waitForURL(at(`/${ID.source}`))
      const opened = page.url().split('?')[0]!

      // Save it (a change first).
      const field = page.locator(module.field)
      await field.fill(`${await field.inputValue()}`.replace(/( 已存)?$/, ' 已存'))
      await page.getByRole('button', { name: module.save, exact: true }).click()
      await succeeded(page)
      await page.waitForTimeout(500)
      expect(page.url().split('?')[0]).toBe(opened)

      // Create one at the spec's create address, then save it.
      await page.goto(`${baseURL}/shennong/${module.spec}/create`)
      await module.fillNew(page)
      await page.getByRole('button', { name: module.save, exact: true }).click()
      await succeeded(page)
      await page.waitForURL(at(`/${ID.source}`))
      const created = page.url().split('?')[0]!
      expect(created).not.toBe(opened)

      // Delete it from its edit view: back on the list.
      await page.locator('.doc-controls__popup').getByRole('button').first().click()
      await page.locator('#action-delete').click()
      await page.locator('#confirm-action').click()
      await succeeded(page)
      await page.waitForURL(at())

      // The session ends on the edit page: the login's nextUrl is the spec route, and signing in returns there.
      await page.goto(opened)
      await page.locator(module.field).waitFor()
      await context.clearCookies()
      await page.reload()
      await page.waitForURL(/\/shennong\/auth\/login\?/)
      expect(new URL(page.url()).searchParams.get('nextUrl')).toBe(new URL(opened).pathname)
      await page.locator('#username').fill('admin')
      await page.locator('#password').fill('Admin@12345')
      await page.getByRole('button', { name: '登入' }).click()
      await page.waitForURL((url) => url.href.split('?')[0] === opened)

      // A Payload address typed by hand lands on its spec route.
      const slug = { 'news-management': 'news', 'department-management': 'departments', 'user-management': 'users' }[
        module.spec
      ]!
      await page.goto(`${baseURL}/shennong/collections/${slug}/${opened.split('/').pop()}`)
      await page.waitForURL((url) => url.href.split('?')[0] === opened)
      await page.goto(`${baseURL}/shennong/collections/${slug}`)
      await page.waitForURL(at())

      await context.close()
      expect(shown.filter((url) => /\/shennong\/(collections|globals)\//.test(url))).toEqual([])
    }, 120_000)
  }
})
