import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { MSG } from '@/i18n/messages'
import { axeViolations } from '../helpers/axe'
import { launchBrowser } from '../helpers/browser'
import { e2eHelpers } from '../helpers/e2e'

const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let page: Page
let token: string

const { signInTo, api, tokenOf } = e2eHelpers(baseURL, () => browser)
const stamp = Date.now().toString(36)

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  await signInTo(page, '/shennong/external-link-management/create', 'admin', 'Admin@12345')
  token = await tokenOf('admin', 'Admin@12345')
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

type Docs<T> = { docs: (T & { id: string })[]; totalDocs: number }
const find = async <T>(collection: string, field: string, value: string) =>
  (await api<Docs<T>>(`/api/${collection}?where[${field}][like]=${encodeURIComponent(value)}&limit=50`, { token })).body

const RED = 'rgb(176, 0, 32)'

/** The open result dialog of `title`: its status text, and its error in red when it failed. */
const expectResult = async (title: string, outcome: '成功' | '失敗', error?: string): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  await expect(dialog.getByRole('status').innerText()).resolves.toBe(outcome)
  // Focus is in the dialog (on its close button).
  await expect(page.evaluate(() => document.activeElement?.closest('dialog.shennong-result') !== null)).resolves.toBe(
    true,
  )
  if (outcome === '失敗') {
    const alert = dialog.getByRole('alert')
    await expect(alert.innerText()).resolves.toContain(error ?? '')
    await expect(alert.evaluate((element) => getComputedStyle(element).color)).resolves.toBe(RED)
    await expect(dialog.getByRole('status').evaluate((element) => getComputedStyle(element).color)).resolves.toBe(RED)
  }
  // Payload's own toast of the operation is not shown beside the dialog.
  await expect(page.locator('[data-sonner-toast]').count()).resolves.toBe(0)
  return dialog
}

const closeWithButton = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: '關閉' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

const closeWithEscape = async (dialog: Locator) => {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}

/** Delete the open record from its edit view: the document controls' menu, 刪除, 確認. */
const deleteFromEditView = async () => {
  await page.locator('.doc-controls__popup').getByRole('button').first().click()
  await page.locator('#action-delete').click()
  await page.locator('#confirm-action').click()
}

describe('result dialogs on Payload module screens (spec doc 2 §8)', () => {
  it('external links: save a new record → 儲存外部連結 成功, stored; delete from the edit view → 刪除外部連結 成功', async () => {
    const title = `E2E 外部連結 ${stamp}`
    await page.locator('#field-title').fill(title)
    await page.locator('#field-linkUrl').fill('https://example.org/e2e')
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    const saved = await expectResult('儲存外部連結', '成功')
    expect(await axeViolations(page, ['dialog.shennong-result'])).toEqual([])
    await closeWithButton(saved)
    await page.waitForURL(/\/[0-9a-f]{24}$/)
    // Focus came back out of the dialog, to the record's controls.
    await expect(page.evaluate(() => document.activeElement?.closest('.doc-controls') !== null)).resolves.toBe(true)
    const stored = await find<{ title: string; linkUrl: string }>('external-links', 'title', title)
    expect(stored.docs.map((doc) => [doc.title, doc.linkUrl])).toEqual([[title, 'https://example.org/e2e']])

    // An update of the record: the same dialog, closed with Escape.
    await page.locator('#field-title').fill(`${title} 改`)
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeWithEscape(await expectResult('儲存外部連結', '成功'))
    expect((await find<{ title: string }>('external-links', 'title', title)).docs.map((doc) => doc.title)).toEqual([
      `${title} 改`,
    ])

    await deleteFromEditView()
    const deleted = await expectResult('刪除外部連結', '成功')
    await expect(deleted.innerText()).resolves.toContain(`${title} 改`)
    await closeWithButton(deleted)
    expect((await find('external-links', 'title', title)).totalDocs).toBe(0)
  })

  it('departments: save a new record; bulk delete from the list → 刪除部門 成功 and the records are gone', async () => {
    const name = `E2E 部門 ${stamp}`
    await page.goto(`${baseURL}/shennong/department-management/create`)
    await page.locator('#field-name').fill(`${name} 甲`)
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeWithButton(await expectResult('儲存部門', '成功'))
    await page.waitForURL(/\/[0-9a-f]{24}$/)
    for (const suffix of ['乙', '丙']) {
      const created = await api('/api/departments', {
        method: 'POST',
        token,
        body: JSON.stringify({ name: `${name} ${suffix}` }),
      })
      expect(created.status).toBe(201)
    }
    expect((await find('departments', 'name', name)).totalDocs).toBe(3)

    await page.goto(`${baseURL}/shennong/department-management?search=${encodeURIComponent(name)}`)
    await page.getByText(`${name} 丙`).waitFor()
    await expect(page.locator('.table tbody tr').count()).resolves.toBe(3)
    await page.locator('#select-all').check()
    await page.locator('.delete-documents__toggle').click()
    await page.locator('#confirm-action').click()
    const deleted = await expectResult('刪除部門', '成功')
    await expect(deleted.innerText()).resolves.toContain('3')
    await closeWithButton(deleted)
    expect((await find('departments', 'name', name)).totalDocs).toBe(0)
  })

  it('roles: a save and a delete the server refuses show 失敗 with its message in red; a new role saves', async () => {
    const roles = await api<Docs<{ isSuperAdmin: boolean }>>('/api/roles?where[isSuperAdmin][equals]=true&limit=1', {
      token,
    })
    const superAdmin = roles.body.docs[0]!
    await page.goto(`${baseURL}/shennong/role-management/${superAdmin.id}`)
    await deleteFromEditView()
    await closeWithButton(await expectResult('刪除角色', '失敗', MSG.superAdminUndeletable))
    expect((await api(`/api/roles/${superAdmin.id}`, { token })).status).toBe(200)

    await page.locator('#field-enabled').uncheck()
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    const refused = await expectResult('儲存角色', '失敗', MSG.superAdminAlwaysEnabled)
    expect(await axeViolations(page, ['dialog.shennong-result'])).toEqual([])
    await closeWithButton(refused)
    // Closing resets: the dialog is gone, and the role is still enabled.
    await expect(page.getByRole('dialog', { name: '儲存角色' }).count()).resolves.toBe(0)
    expect((await api<{ enabled: boolean }>(`/api/roles/${superAdmin.id}`, { token })).body.enabled).toBe(true)

    const name = `E2E 角色 ${stamp}`
    await page.goto(`${baseURL}/shennong/role-management/create`)
    await page.locator('#field-name').fill(name)
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeWithButton(await expectResult('儲存角色', '成功'))
    expect((await find<{ name: string }>('roles', 'name', name)).docs.map((doc) => doc.name)).toEqual([name])
  })
})
