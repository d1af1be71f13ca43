import fs from 'node:fs'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { monthlyTotals, parseSushiBody } from '@/modules/statistics/sushi/parse'
import { axeViolations } from '../../helpers/axe'
import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers, openWith } from '../../helpers/e2e'
import { counterFixturesDir } from '../../helpers/sushiServer'

/**
 * Issue 26 "Done when", browser line (upload), in Chromium: a librarian opens the data-original
 * screen, chooses a source, uploads a COUNTER tabular report (.tsv, no SUSHI) and sees its months
 * filled on the grid, each month's rows and total per metric type in the month detail matching
 * the report; a report of another release is refused in words, nothing lost; and the source,
 * once a formula report counts it, is not deleted: the confirmation names the report.
 */
const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let page: Page
const { api, tokenOf, signInTo } = e2eHelpers(baseURL, () => browser)
let token = ''

type Envelope<T> = { result: T; message?: string }
const BASE = '/api/shennong/statistics'
const stamp = Date.now().toString(36)
const NAME = `E2E 上傳來源 ${stamp}`
const TSV = path.join(counterFixturesDir(), 'r5', 'Sample-TR_J1.tsv')
const R51_TSV = path.join(counterFixturesDir(), 'r51', 'TRJ1_sample_r51.tsv')
/** The report's own figures: its JSON twin read by the harvest's parser. */
const expected = monthlyTotals(parseSushiBody(fs.readFileSync(TSV.replace(/\.tsv$/, '.json'), 'utf8')).rows)
let sourceId = ''

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1500, height: 1000 } })
  page = await context.newPage()
  token = await tokenOf('admin', 'Admin@12345')
  // A vendor without SUSHI: a source whose reports come as files (TR_J1, Release 5).
  const created = await api<Envelope<{ _id: string }>>(`${BASE}/data-original-settings`, {
    method: 'PUT',
    token,
    body: JSON.stringify({ name: NAME, url: 'https://sushi.example.org/r5', release: '5', reportTypes: ['TR_J1'] }),
  })
  expect(created.status).toBe(201)
  sourceId = created.body.result._id
  await signInTo(page, '/shennong/statistics-demo-management/data-original-settings', 'admin', 'Admin@12345')
})

let formulaId = ''

afterAll(async () => {
  if (formulaId)
    await api(`${BASE}/formula-report-settings/${formulaId}`, { method: 'DELETE', token }).catch(() => undefined)
  if (sourceId)
    await api(`${BASE}/data-original-settings/${sourceId}`, { method: 'DELETE', token }).catch(() => undefined)
  await context?.close()
  await browser?.close()
})

describe('uploading a COUNTER report into a source', () => {
  it('finds the source in the paged list and opens it above the list', async () => {
    await page.getByLabel('關鍵字').fill(NAME)
    await page.getByRole('search').getByRole('button', { name: '搜尋' }).click()
    const list = page.getByRole('region', { name: 'SUSHI 來源清單' })
    const row = list.getByRole('row', { name: new RegExp(NAME) })
    const section = page.getByRole('region', { name: `${NAME} 收割狀態` })
    await openWith(row.getByRole('button', { name: NAME }), section)
    // The opened source's heading takes the focus; its section comes before the list.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(`${NAME}：收割狀態`)
    const before = await page.evaluate(() => {
      const source = document.querySelector('.shennong-dataorig__source')
      const sources = document.querySelector('.shennong-dataorig__list')
      return source && sources
        ? Boolean(source.compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING)
        : false
    })
    expect(before).toBe(true)
    await expect.poll(() => section.textContent()).toContain('此來源尚未建立收割月份')
  })

  it('uploads a .tsv: progress, the months filled on the grid, the result in words', async () => {
    const section = page.getByRole('region', { name: `${NAME} 收割狀態` })
    const dialog = page.getByRole('dialog', { name: `上傳 COUNTER 報表到「${NAME}」` })
    await openWith(section.getByRole('button', { name: '上傳 COUNTER 報表' }), dialog)
    await dialog.locator('input[type="file"]').setInputFiles(TSV)
    await expect
      .poll(() => dialog.getByRole('list', { name: '上傳進度' }).textContent(), { timeout: 30_000 })
      .toContain('完成')
    expect(await dialog.getByRole('progressbar', { name: 'Sample-TR_J1.tsv 上傳進度' }).getAttribute('value')).toBe(
      '100',
    )
    await dialog.getByRole('button', { name: '關閉' }).click()
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('已匯入「Sample-TR_J1.tsv」：TR_J1 2016-01 至 2016-03（3 個月）')
    const grid = section.getByRole('table', { name: /各報表類型每月收割狀態/ })
    await expect
      .poll(() => grid.getByRole('columnheader').allTextContents())
      .toEqual(['報表類型', '2016-01', '2016-02', '2016-03'])
    await expect
      .poll(() =>
        grid
          .getByRole('row', { name: /^TR_J1/ })
          .getByText('已完成')
          .count(),
      )
      .toBe(3)
    await expect.poll(() => section.getByRole('group', { name: '上傳結果' }).textContent()).toContain('2016-02 已完成')
    expect(await axeViolations(page, ['.shennong-stats'])).toEqual([])
  })

  it('shows each month with its rows and total per metric type, as the report has them', async () => {
    const grid = page.getByRole('table', { name: /各報表類型每月收割狀態/ })
    for (const month of ['2016-01', '2016-03']) {
      const column = ['2016-01', '2016-02', '2016-03'].indexOf(month)
      await grid
        .getByRole('row', { name: /^TR_J1/ })
        .getByRole('button', { name: /已完成/ })
        .nth(column)
        .click()
      const detail = page.getByRole('region', { name: `TR_J1 ${month}` })
      const metrics = detail.getByRole('table', { name: '各計量類型的資料列數與總計' })
      for (const metric of ['Total_Item_Requests', 'Unique_Item_Requests']) {
        const total = expected.get(`${month}|${metric}`) ?? 0
        expect(total).toBeGreaterThan(0)
        await expect
          .poll(() => metrics.getByRole('row', { name: new RegExp(`^${metric}`) }).textContent())
          .toContain(total.toLocaleString('zh-TW'))
      }
      await expect.poll(() => detail.textContent()).not.toContain('資料列數／總計')
    }
  })

  it('refuses a report of another release in words, and the months already filled stay', async () => {
    const section = page.getByRole('region', { name: `${NAME} 收割狀態` })
    const dialog = page.getByRole('dialog', { name: `上傳 COUNTER 報表到「${NAME}」` })
    await openWith(section.getByRole('button', { name: '上傳 COUNTER 報表' }), dialog)
    await dialog.locator('input[type="file"]').setInputFiles(R51_TSV)
    await expect
      .poll(() => dialog.getByRole('alert').last().textContent(), { timeout: 30_000 })
      .toContain('檔案是 COUNTER R5.1 報表，但此來源設定為 R5')
    await dialog.getByRole('button', { name: '關閉' }).click()
    const sets = await api<Envelope<{ reportType: string; months: number }[]>>(
      `${BASE}/data-original-groups/${sourceId}`,
      { token },
    )
    expect(sets.body.result).toEqual([expect.objectContaining({ reportType: 'TR_J1', months: 3 })])
  })

  it('will not delete the source while a formula report counts it: the confirmation names the report', async () => {
    const report = `E2E 上傳報表 ${stamp}`
    const made = await api<Envelope<{ _id: string }>>(`${BASE}/formula-report-settings`, {
      method: 'PUT',
      token,
      body: JSON.stringify({
        name: report,
        countItems: [{ name: '期刊下載', source: sourceId, sourceItem: 'TR_J1', target: 'Total_Item_Requests' }],
      }),
    })
    expect(made.status).toBe(200)
    formulaId = made.body.result._id
    const row = page.getByRole('region', { name: 'SUSHI 來源清單' }).getByRole('row', { name: new RegExp(NAME) })
    const dialog = page.getByRole('dialog', { name: '刪除來源' })
    await openWith(row.getByRole('button', { name: '刪除' }), dialog)
    await expect
      .poll(() => dialog.getByRole('alert').first().textContent())
      .toContain(`此來源被 1 個公式報表使用（${report}）`)
    expect(await dialog.getByRole('button', { name: '刪除' }).isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: '取消' }).click()
    const still = await api<Envelope<{ _id: string }>>(`${BASE}/data-original-settings/detail/${sourceId}`, { token })
    expect(still.status).toBe(200)
  })
})
