import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../../helpers/axe'
import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'

/**
 * Issue 43 item 9: the key figures of a year's report table stay in view. At 1280 px the staff
 * formula report shows 合計, 年度費用 and 每次使用成本 and the public /statistics merge table shows
 * 12月 and 合計 without scrolling; at 375 px the public table scrolls sideways under a visible
 * hint (左右滑動可看全年) with its label column (and its total) still in view after scrolling.
 * Asserted on real geometry (getBoundingClientRect, elementFromPoint), in Chromium against
 * `next start`. The figures are a full year with realistic widths: a manual report's row filled
 * for all twelve months, merged and published; a SUSHI source on the loopback server harvested
 * for the twelve months with a yearly cost, counted by a formula report showing cost per use.
 */
const baseURL = inject('baseURL')
let browser: Browser
let sushi: SushiServer
const { api, tokenOf, signInTo } = e2eHelpers(baseURL, () => browser)
let token = ''

type Envelope<T> = { result: T; message?: string }
const call = async <T>(method: string, path: string, body?: unknown) => {
  const response = await api<Envelope<T>>(`/api/shennong/statistics/${path}`, {
    method,
    token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300)
  return response.body.result
}

const stamp = Date.now().toString(36)
const YEAR = 2031
const SOURCE_YEAR = new Date().getUTCFullYear() - 1
const MERGE = `E2E 寬表合併 ${stamp}`
const VERSION = `E2E 寬表公開版本 ${stamp}`
const ITEM = `館際互借申請件數 ${stamp}`
const SOURCE = `E2E 寬表出版社 ${stamp}`
const REPORT = `E2E 寬表期刊使用量 ${stamp}`
const COUNT_ITEM = '期刊全文下載'

/** Where a cell is on the screen, and what the page shows at its middle (a covered cell is not seen). */
type Seen = { left: number; right: number; top: number; bottom: number; onTop: boolean }
const seen = async (cell: Locator): Promise<Seen> =>
  cell.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return {
      left: box.left,
      right: box.right,
      top: box.top,
      bottom: box.bottom,
      onTop: middle !== null && (middle === element || element.contains(middle)),
    }
  })

/**
 * Bring a cell into the window's height without any sideways scroll: scrollIntoView, then every
 * ancestor's scrollLeft put back (scrolling a table sideways to its cell would show what the
 * test is about to be hidden).
 */
const intoHeight = async (cell: Locator) =>
  cell.evaluate((element) => {
    const kept: [Element, number][] = []
    for (let node = element.parentElement; node; node = node.parentElement) kept.push([node, node.scrollLeft])
    element.scrollIntoView({ block: 'center', inline: 'nearest' })
    for (const [node, left] of kept) node.scrollLeft = left
  })

/** The cell is wholly within the viewport's width and not covered by another, as the page stands sideways. */
const inView = async (cell: Locator, width: number, what: string) => {
  await intoHeight(cell)
  const box = await seen(cell)
  expect(box.left, `${what} left edge`).toBeGreaterThanOrEqual(0)
  expect(box.right, `${what} right edge`).toBeLessThanOrEqual(width)
  expect(box.onTop, `${what} is covered`).toBe(true)
}

/** Console errors and uncaught page errors, per page. */
const errorsOf = (page: Page): string[] => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

beforeAll(async () => {
  browser = await launchBrowser()
  sushi = await startSushiServer()
  token = await tokenOf('admin', 'Admin@12345')

  // A manual report's row with a figure in every month of the year (five-digit figures).
  const setting = await call<{ _id: string; fields: { _id: string; items: { _id: string }[] }[] }>(
    'PUT',
    'manual-report-settings',
    { name: `E2E 寬表手動 ${stamp}`, fields: [{ name: '館際互借', type: 'normal', items: [{ name: '申請' }] }] },
  )
  const field = setting.fields[0]!
  const sets = await call<{ _id: string; month: string }[]>('POST', 'init-manual-sets', {
    id: setting._id,
    year: YEAR,
  })
  for (let month = 1; month <= 12; month++) {
    const set = sets.find((candidate) => candidate.month === `${YEAR}-${String(month).padStart(2, '0')}`)!
    await call('PUT', `manual-report-items/${set._id}`, {
      values: [{ fieldId: field._id, itemId: field.items[0]!._id, value: 10_000 + month * 7_531 }],
    })
  }
  const merge = await call<{ _id: string }>('PUT', 'merge-statistics', {
    name: MERGE,
    mergeItems: [
      { type: 'single', name: ITEM, itemIds: [`manual:${setting._id}:${field._id}:${field.items[0]!._id}`] },
    ],
  })
  const version = await call<{ _id: string }>('PUT', 'merge-statistics-versions', {
    versionName: VERSION,
    mergeStatistics: merge._id,
    year: YEAR,
  })
  await call('PUT', `toggle-merge-statistics-versions/${version._id}`)

  // A SUSHI source with a yearly cost, harvested for the twelve months, and a formula report with cost per use.
  const source = await call<{ _id: string }>('PUT', 'data-original-settings', {
    name: SOURCE,
    url: sushi.url,
    costs: [{ year: SOURCE_YEAR, amount: 1_234_567 }],
  })
  await call('POST', 'init-original-groups-and-sets', {
    id: source._id,
    reportTypes: ['TR_J1'],
    startMonth: `${SOURCE_YEAR}-01`,
    endMonth: `${SOURCE_YEAR}-12`,
  })
  const harvest = await call<{ finished: number }>('POST', `download-sushi-report/${source._id}`, { wait: true })
  expect(harvest.finished).toBe(12)
  await call('PUT', 'formula-report-settings', {
    name: REPORT,
    costPerUse: true,
    countItems: [{ name: COUNT_ITEM, source: source._id, sourceItem: 'TR_J1', target: 'Total_Item_Requests' }],
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await sushi?.close()
})

describe('wide report tables keep their key figures in view (issue 43, item 9)', () => {
  let context: BrowserContext | undefined
  afterAll(async () => context?.close())

  it('at 1280 px the staff formula report shows 合計, 年度費用 and 每次使用成本 and the whole year', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = errorsOf(page)
    await signInTo(page, '/shennong/statistics-demo-management/formula-settings', 'admin', 'Admin@12345')
    await page.getByRole('button', { name: `檢視報表：${REPORT}` }).click()
    const panel = page.getByRole('region', { name: `報表：${REPORT}` })
    await panel.getByLabel('年度').fill(String(SOURCE_YEAR))
    const table = panel.getByRole('table', { name: new RegExp(`${REPORT}（${SOURCE_YEAR}年）`) })
    await table.waitFor({ timeout: 20_000 })
    const row = table.getByRole('row', { name: new RegExp(COUNT_ITEM) })
    await row.waitFor()
    await expect.poll(() => row.getByRole('cell').count()).toBe(15)
    const width = page.viewportSize()!.width
    for (const name of ['12月', '合計', '年度費用（新臺幣）', '每次使用成本（新臺幣）'])
      await inView(table.getByRole('columnheader', { name, exact: true }), width, `heading ${name}`)
    // The row's 合計, 年度費用 and 每次使用成本: the last three cells.
    for (const [index, what] of [
      [12, '合計'],
      [13, '年度費用'],
      [14, '每次使用成本'],
    ] as const)
      await inView(row.getByRole('cell').nth(index), width, `${COUNT_ITEM} ${what}`)
    await inView(row.getByRole('rowheader'), width, 'the label column')
    // Seen as the screen opens: nothing was scrolled sideways.
    expect(await table.evaluate((element) => element.parentElement!.scrollLeft)).toBe(0)
    // The cost figures are there, not blank.
    expect(await row.getByRole('cell').nth(13).textContent()).toBe((1_234_567).toLocaleString('zh-TW'))
    expect(await row.getByRole('cell').nth(14).textContent()).not.toBe('—')
    expect(errors).toEqual([])
    await page.close()
  })

  it('at 1280 px the public /statistics merge table shows 12月 and 合計', async () => {
    const page = await context!.newPage()
    const errors = errorsOf(page)
    await page.goto(`${baseURL}/statistics`)
    const article = page.getByRole('article', { name: VERSION })
    await article.waitFor()
    await article.getByTestId('statistics-chart').locator('svg').first().waitFor()
    const table = article.getByRole('table')
    const row = table.getByRole('row', { name: new RegExp(ITEM) })
    const width = page.viewportSize()!.width
    for (const name of ['1月', '10月', '11月', '12月', '合計'])
      await inView(table.getByRole('columnheader', { name, exact: true }), width, `heading ${name}`)
    await inView(row.getByRole('cell').nth(11), width, '12月 figure')
    await inView(row.getByRole('cell').nth(12), width, '合計 figure')
    await inView(row.getByRole('rowheader'), width, 'the label column')
    // The year fits: nothing to scroll, so no hint either.
    const region = article.getByRole('region', { name: /數據表/ })
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
    expect(await article.getByText('左右滑動可看全年').isVisible()).toBe(false)
    expect(errors).toEqual([])
    await page.close()
  })

  it('at 375 px the public table scrolls under a visible hint, its label column and total stay in view', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })
    try {
      const page = await phone.newPage()
      const errors = errorsOf(page)
      await page.goto(`${baseURL}/statistics`)
      const article = page.getByRole('article', { name: VERSION })
      await article.waitFor()
      const region = article.getByRole('region', { name: /數據表/ })
      await region.scrollIntoViewIfNeeded()
      const width = page.viewportSize()!.width
      // A scroll, not a squeezed or cut table: wider than its box, the box within the screen.
      const box = await region.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        return {
          left: rect.left,
          right: rect.right,
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }
      })
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth)
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // The hint is shown, on screen, and names the table it belongs to.
      const hint = article.getByText('左右滑動可看全年')
      expect(await hint.count()).toBe(1)
      await inView(hint, width, 'the hint')

      const table = region.getByRole('table')
      const row = table.getByRole('row', { name: new RegExp(ITEM) })
      const label = row.getByRole('rowheader')
      await inView(label, width, 'the label column before scrolling')
      await inView(row.getByRole('cell').nth(12), width, '合計 before scrolling')
      // Scrolled to the end of the year: the label column is still there, and 12月 is reached.
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
      await inView(label, width, 'the label column after scrolling')
      await inView(row.getByRole('cell').nth(11), width, '12月 after scrolling')
      await inView(row.getByRole('cell').nth(12), width, '合計 after scrolling')
      // Scrolled half way: 1月 has gone under the label column, which still covers it.
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth / 3 }))
      const labelBox = await seen(label)
      expect(labelBox.left).toBeGreaterThanOrEqual(0)
      expect(labelBox.onTop).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await phone.close()
    }
  })
})
