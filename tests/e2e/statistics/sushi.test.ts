import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { injectAxe } from '../../helpers/axe'
import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'

/**
 * The data-original screen (issue 14 §1) in Chromium against the loopback SUSHI server: staff add
 * a source through the form (listing the vendor's report types), check its status, add months,
 * harvest now and watch the grid turn 已完成, open a month and see its rows, see a queued month
 * in words, re-parse, and delete the source after confirming. The server under test must allow
 * the loopback host (tests/helpers/prodServer.ts passes SUSHI_ALLOWED_HOSTS=127.0.0.1).
 */
const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let page: Page
let sushi: SushiServer
const { api, tokenOf, signInTo } = e2eHelpers(baseURL, () => browser)
let token = ''

type Envelope<T> = { result: T; message?: string }
const BASE = '/api/shennong/statistics'
const stamp = Date.now().toString(36)
const NAME = `E2E 廠商 ${stamp}`

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }
const axeOfStats = async (): Promise<string[]> => {
  await injectAxe(page)
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe
    return axe.run(
      { include: [['.shennong-stats']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    )
  })
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

beforeAll(async () => {
  sushi = await startSushiServer({ credentials: { customerId: 'e2e-customer', apiKey: 'e2e-key' } })
  // One month answers "queued" (1011) so the grid shows a state other than done.
  sushi.setScenario({ report: 'dr', month: '2016-02' }, { exception: 1011 })
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1500, height: 1000 } })
  page = await context.newPage()
  token = await tokenOf('admin', 'Admin@12345')
  await signInTo(page, '/shennong/statistics-demo-management/data-original-settings', 'admin', 'Admin@12345')
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await sushi?.close()
})

describe('data-original screen', () => {
  it('adds a source through the form, listing the vendor report types', async () => {
    await page.getByRole('button', { name: '新增來源' }).click()
    const dialog = page.getByRole('dialog', { name: '新增來源' })
    // Validation before anything is sent.
    await dialog.getByRole('button', { name: '儲存' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('名稱為必填欄位')
    await dialog.getByLabel('名稱').fill(NAME)
    await dialog.getByLabel('服務網址').fill(sushi.url)
    await dialog.getByLabel('客戶編號（Customer ID）').fill('e2e-customer')
    await dialog.getByLabel('API 金鑰').fill('e2e-key')
    await dialog.getByRole('button', { name: '列出報表類型' }).click()
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('廠商提供 16 種報表')
    await dialog.getByRole('checkbox', { name: /^TR\s+Title Master Report$/ }).check()
    await dialog.getByRole('checkbox', { name: /^DR\s+Database Master Report$/ }).check()
    await dialog.getByRole('button', { name: '儲存' }).click()
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain(`已儲存「${NAME}」`)
    const list = await api<
      Envelope<{ data: { name: string; reportTypes: string[]; apiKey?: string; hasApiKey: boolean }[] }>
    >(`${BASE}/data-original-settings?keyword=${encodeURIComponent(NAME)}`, { token })
    expect(list.body.result.data).toEqual([
      expect.objectContaining({ name: NAME, reportTypes: ['TR', 'DR'], hasApiKey: true }),
    ])
    expect(list.body.result.data[0]!.apiKey).toBeUndefined()
  })

  it('checks the service status', async () => {
    const row = page.getByRole('row', { name: new RegExp(NAME) })
    await row.getByRole('button', { name: '檢查服務' }).click()
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('服務正常')
    await expect.poll(() => row.textContent()).toContain('正常')
  })

  it('adds months, harvests now with progress, and shows each month in words', async () => {
    const section = page.getByRole('region', { name: `${NAME} 收割狀態` })
    await section.getByLabel('起始月份').fill('2016-01')
    await section.getByLabel('結束月份').fill('2016-03')
    await section.getByRole('button', { name: '建立月份' }).click()
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('2 個報表類型、6 個月份')
    const grid = section.getByRole('table', { name: /各報表類型每月收割狀態/ })
    await expect
      .poll(() => grid.getByRole('columnheader').allTextContents())
      .toEqual(['報表類型', '2016-01', '2016-02', '2016-03'])
    await section.getByRole('button', { name: '立即收割' }).click()
    await expect.poll(() => section.getByText(/收割進度 6／6/).count(), { timeout: 60_000 }).toBe(1)
    const drRow = grid.getByRole('row', { name: /^DR/ })
    await expect.poll(() => drRow.textContent(), { timeout: 30_000 }).toContain('排隊中')
    const trRow = grid.getByRole('row', { name: /^TR/ })
    await expect.poll(() => trRow.getByText('已完成').count()).toBe(3)
    expect(await axeOfStats()).toEqual([])
  })

  it('opens a month: its rows, its last error in words, re-parse', async () => {
    const grid = page.getByRole('table', { name: /各報表類型每月收割狀態/ })
    await grid
      .getByRole('row', { name: /^DR/ })
      .getByRole('button', { name: /排隊中/ })
      .click()
    const queued = page.getByRole('region', { name: 'DR 2016-02' })
    await expect.poll(() => queued.textContent()).toContain('報表排隊產生中')
    await grid
      .getByRole('row', { name: /^TR/ })
      .getByRole('button', { name: /已完成/ })
      .first()
      .click()
    const detail = page.getByRole('region', { name: 'TR 2016-01' })
    // Its rows, and its rows and total per metric type (issue 26 #5).
    await expect.poll(() => detail.getByRole('table', { name: /^前 \d+ 列/ }).count()).toBe(1)
    await expect
      .poll(() => detail.getByRole('table', { name: /^前 \d+ 列/ }).textContent())
      .toContain('Total_Item_Requests')
    await expect
      .poll(() =>
        detail.getByRole('table', { name: '各計量類型的資料列數與總計' }).getByRole('rowheader').allTextContents(),
      )
      .toContain('Total_Item_Requests')
    await detail.getByRole('button', { name: '重新解析' }).click()
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('重新解析完成：已完成')
  })

  it('deletes the source after confirming', async () => {
    const row = page.getByRole('row', { name: new RegExp(NAME) })
    await row.getByRole('button', { name: '刪除' }).click()
    const dialog = page.getByRole('dialog', { name: '刪除來源' })
    await expect.poll(() => dialog.textContent()).toContain('無法復原')
    await dialog.getByRole('button', { name: '刪除' }).click()
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain(`已刪除「${NAME}」`)
    const list = await api<Envelope<{ total: number }>>(
      `${BASE}/data-original-settings?keyword=${encodeURIComponent(NAME)}`,
      { token },
    )
    expect(list.body.result.total).toBe(0)
  })
})
