import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { sharedBrowser } from '../helpers/browser'
import { e2eHelpers } from '../helpers/e2e'

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

const axeAt = async (page: Page, path: string): Promise<string[]> => {
  const problems: string[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const violation of await axeViolations(page)) problems.push(`${path} @${width}px: ${violation}`)
  }
  return problems
}

/** Type each text into the focused field (null: leave it empty) and Tab to the next one. */
const typeThenTab = async (page: Page, ...texts: (string | null)[]) => {
  for (const text of texts) {
    if (text !== null) await page.keyboard.type(text)
    await page.keyboard.press('Tab')
  }
}

describe('resource recommendations', () => {
  it('a visitor recommends a book, staff approve it with a reply, and the visitor sees 已核准 and the reply at the link', async () => {
    const { context, page } = await newPage()
    const response = await page.goto(`${baseURL}/recommendation`)
    expect(response?.status()).toBe(200)
    // The form's HTML is the same for every visitor (what they type stays in the browser): it is a kept
    // page, revalidated on every use (no-cache) and never shared with a signed-in visitor (Vary).
    expect(response?.headers()['cache-control']).toBe('public, no-cache')
    expect(response?.headers()['vary']).toContain('Cookie')
    await expect(page.locator('main h1').textContent()).resolves.toBe('資源推薦')
    const problems = await axeAt(page, '/recommendation')

    // Keyboard only: focus the first field, then type and Tab through the form.
    await page.locator('#rec-name').focus()
    await typeThenTab(page, '林讀者', 'reader@example.org', null, 'editor', 'Wrong@12345')
    // The honeypot is out of the tab order: the next stop is the first question.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('rec-q-rec-q-name-input')
    await typeThenTab(page, '實證醫學手冊 第五版', '陳作者', '9780262033848')
    await page.locator('#rec-q-rec-q-type-input').selectOption({ label: '圖書' })
    // An empty required question is refused before sending: its message shows and it takes the focus.
    await page.getByRole('button', { name: '送出推薦' }).press('Enter')
    await page.locator('main').getByText('推薦理由為必填欄位').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rec-q-rec-q-reason-input')
    await page.keyboard.type('住院醫師教學需要')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    // A wrong password is refused in an alert and nothing is lost.
    const alert = page.locator('.recommendation-alert[role="alert"]')
    await expect(alert.textContent()).resolves.toBe('帳號或密碼錯誤，無法確認讀者身分')
    await page.locator('#rec-password').fill('Editor@12345')
    await page.locator('#rec-password').press('Enter')

    const done = page.locator('.recommendation-done[role="status"]')
    await done.waitFor()
    expect(await done.textContent()).toContain('確認信寄至您的電子郵件信箱')
    const link = (await done.getByRole('link', { name: '查看推薦進度' }).getAttribute('href'))!
    expect(link).toMatch(/^\/recommendation\/[0-9a-f]{24}\?key=/)
    const id = link.split('/')[2]!.split('?')[0]!

    // Before the decision: 待審核.
    await page.goto(`${baseURL}${link}`)
    await expect(page.locator('.status-badge').textContent()).resolves.toBe('待審核')
    problems.push(...(await axeAt(page, '/recommendation/[id]')))
    // Without the key the page shows nothing of it.
    await page.goto(`${baseURL}/recommendation/${id}`)
    expect(await page.locator('.status-badge').count()).toBe(0)
    expect(await page.content()).not.toContain('實證醫學手冊')
    await context.close()

    // Staff approve it on the back-office screen.
    const staff = await newPage()
    await signInTo(staff.page, `/shennong/recommendation-management/${id}`, 'admin', 'Admin@12345')
    const panel = staff.page.locator('.rec-panel')
    await panel.getByText('實證醫學手冊 第五版').first().waitFor()
    await panel.getByRole('button', { name: '核准' }).click()
    await expect(panel.locator('[role="alert"]').textContent()).resolves.toBe('回覆內容為必填欄位')
    await panel.getByLabel('回覆內容（必填）').fill('已列入本季採購，到館後通知您。')
    staff.page.once('dialog', (dialog) => void dialog.accept())
    await panel.getByRole('button', { name: '核准' }).click()
    await panel.locator('[role="status"]').filter({ hasText: '已核准此推薦' }).waitFor()
    // 儲存資源資料 sends the modify call (it reloaded the page and sent nothing inside Payload's form).
    await panel.getByLabel('ISBN').fill('978-0-306-40615-7')
    await panel.getByLabel('條碼').fill('B0001234')
    staff.page.once('dialog', (dialog) => void dialog.accept())
    const modify = staff.page.waitForResponse((r) => r.url().endsWith('/api/shennong/recommendations/modify'))
    await panel.getByRole('button', { name: '儲存資源資料' }).click()
    expect((await modify).status()).toBe(200)
    await panel.locator('[role="status"]').filter({ hasText: '已儲存資料' }).waitFor()
    expect(new URL(staff.page.url()).search).toBe('')
    const token = await tokenOf('admin', 'Admin@12345')
    const stored = await api<{ result: { isbn: string; barcode: string; status: string } }>(`/api/shennong/recommendations/answers/${id}`, { token })
    expect(stored.body.result).toMatchObject({ isbn: '978-0-306-40615-7', barcode: 'B0001234', status: 'Approved' })
    await staff.context.close()

    // The visitor opens the link again: 已核准 with the reply.
    const visitor = await newPage()
    await visitor.page.goto(`${baseURL}${link}`)
    await expect(visitor.page.locator('.status-badge').textContent()).resolves.toBe('已核准')
    await expect(visitor.page.locator('.recommendation-reply').textContent()).resolves.toBe('已列入本季採購，到館後通知您。')
    problems.push(...(await axeAt(visitor.page, '/recommendation/[id] (approved)')))
    await visitor.context.close()

    expect(problems).toEqual([])
  })
})
