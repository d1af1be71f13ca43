import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../../helpers/axe'
import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers, openWith } from '../../helpers/e2e'
import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'

/**
 * Issue 14 "Done when", browser line one, in Chromium: staff add a source pointing at the
 * loopback SUSHI server, check its status, list its report types, harvest a month, build a
 * formula report over it and see its chart (and the data table beside it, whose figures are
 * the server's own calculation). The e2e server allows 127.0.0.1 (SUSHI_ALLOWED_HOSTS in
 * tests/helpers/prodServer.ts).
 */
const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let page: Page
let sushi: SushiServer
const { api, tokenOf, signInTo } = e2eHelpers(baseURL, () => browser)

type Envelope<T> = { result: T; message?: string }
type Table = { rows: { key: string; label: string; total: number | null; values: (number | null)[] }[] }

const stamp = Date.now().toString(36)
const SOURCE = `E2E 出版社 ${stamp}`
const REPORT = `E2E 期刊使用量 ${stamp}`
const ITEM = '期刊全文下載'
const YEAR = new Date().getUTCFullYear() - 1
const MONTH = `${YEAR}-03`

beforeAll(async () => {
  sushi = await startSushiServer()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1400, height: 950 } })
  page = await context.newPage()
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await sushi?.close()
})

describe('a SUSHI source harvested into a formula report', () => {
  it('adds a source at the loopback SUSHI server, lists its report types and checks its status', async () => {
    await signInTo(page, '/shennong/statistics-demo-management/data-original-settings', 'admin', 'Admin@12345')
    const dialog = page.getByRole('dialog', { name: '新增來源' })
    await openWith(page.getByRole('button', { name: '新增來源' }), dialog)
    await dialog.getByRole('textbox', { name: /^名稱/ }).fill(SOURCE)
    await dialog.getByLabel('服務網址').fill(sushi.url)
    await dialog.getByRole('button', { name: '列出報表類型' }).click()
    const trJ1 = dialog.getByRole('checkbox', { name: /^TR_J1/ })
    await trJ1.waitFor({ timeout: 20_000 })
    // The vendor's list holds the standard views, not just the one we pick.
    expect(await dialog.getByRole('checkbox').count()).toBeGreaterThan(3)
    await trJ1.check()
    await dialog.getByRole('button', { name: '儲存' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)

    const row = page.getByRole('row', { name: new RegExp(SOURCE) })
    await row.getByRole('button', { name: '檢查服務' }).click()
    await page.getByText(/服務狀態：/).waitFor({ timeout: 20_000 })
    expect(sushi.requests.some((request) => request.path.endsWith('/status'))).toBe(true)
  })

  it('harvests a month', async () => {
    const section = page.getByRole('region', { name: `${SOURCE} 收割狀態` })
    await section.waitFor()
    await section.getByLabel('起始月份').fill(MONTH)
    await section.getByLabel('結束月份').fill(MONTH)
    await section.getByRole('button', { name: '建立月份' }).click()
    await page.getByText(/已建立 \d+ 個報表類型、1 個月份/).waitFor({ timeout: 20_000 })
    await section.getByRole('button', { name: '立即收割' }).click()
    await page.getByText(/收割完成：1 個月份/).waitFor({ timeout: 90_000 })
    expect(
      sushi.requests.some((request) => request.report === 'tr_j1' || request.path.toLowerCase().includes('tr_j1')),
    ).toBe(true)
  })

  it('builds a formula report over the harvested month and shows its chart beside the table', async () => {
    await page.goto(`${baseURL}/shennong/statistics-demo-management/formula-settings`)
    const form = page.getByRole('region', { name: '新增公式報表' })
    await openWith(page.getByRole('button', { name: '新增公式報表' }), form)
    // The sources load with the screen.
    await expect
      .poll(() => form.getByLabel('資料來源').locator('option', { hasText: SOURCE }).count(), { timeout: 20_000 })
      .toBe(1)
    await form.getByLabel('報表名稱').fill(REPORT)
    await form.getByLabel('計算項目名稱').fill(ITEM)
    await form.getByLabel('資料來源').selectOption({ label: SOURCE })
    await form.getByLabel('報表類型').selectOption('TR_J1')
    await form.getByLabel('計量類型').fill('Total_Item_Requests')
    await form.getByRole('button', { name: '儲存' }).click()
    await page.getByText(`已儲存「${REPORT}」`).waitFor()

    const panel = page.getByRole('region', { name: `報表：${REPORT}` })
    await panel.getByLabel('年度').fill(String(YEAR))
    const table = panel.getByRole('table', { name: new RegExp(`${REPORT}（${YEAR}年）`) })
    await table.waitFor({ timeout: 20_000 })
    const chart = panel.getByTestId('report-chart')
    await chart.waitFor()
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count(), { timeout: 10_000 }).toBeGreaterThan(0)

    // The figures on screen are the server's calculation over the harvested rows.
    const token = await tokenOf('admin', 'Admin@12345')
    const list = await api<Envelope<{ data: { _id: string; name: string }[] }>>(
      `/api/shennong/statistics/formula-report-settings?keyword=${encodeURIComponent(stamp)}`,
      { token },
    )
    const id = list.body.result.data.find((entry) => entry.name === REPORT)!._id
    const computed = await api<Envelope<Table>>(
      `/api/shennong/statistics/calculate-formula-report/${id}?year=${YEAR}`,
      { token },
    )
    const total = computed.body.result.rows[0]!.total
    expect(total).toBeGreaterThan(0)
    expect(computed.body.result.rows[0]!.values[2]).toBe(total)
    const shownRow = table.getByRole('row', { name: new RegExp(ITEM) })
    await expect.poll(() => shownRow.getByRole('cell').last().textContent()).toBe(total!.toLocaleString('zh-TW'))
    // March holds the harvest; the other months have no data.
    expect(await shownRow.getByRole('cell').nth(2).textContent()).toBe(total!.toLocaleString('zh-TW'))
    expect(await shownRow.getByRole('cell').nth(0).textContent()).toBe('—')

    await panel.getByRole('button', { name: '匯出 Excel' }).click()
    await panel.getByRole('link', { name: /下載 .*\.xlsx/ }).waitFor({ timeout: 20_000 })
  })

  it('the formula screen with its report passes axe (WCAG 2.1 A/AA)', async () => {
    expect(await axeViolations(page)).toEqual([])
  })
})
