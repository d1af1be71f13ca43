import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { axeViolations } from '../../helpers/axe'
import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers, openWith } from '../../helpers/e2e'
import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'

/**
 * Issue 26 "Done when", browser line (harvest), in Chromium: a librarian (an account with the
 * statistics flags only) starts a harvest of six months from the loopback SUSHI server, which
 * answers each month slowly; reloads the page while it runs and sees the same progress, kept by
 * the server (the screen comes back to the source it showed); 立即收割 stays disabled while it
 * runs; then sees it end with the months filled, and the ended harvest still shown after another
 * reload. The server under test must allow the loopback host (tests/helpers/prodServer.ts passes
 * SUSHI_ALLOWED_HOSTS=127.0.0.1).
 */
const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let page: Page
let sushi: SushiServer
const { api, tokenOf, signInTo } = e2eHelpers(baseURL, () => browser)

type Envelope<T> = { result: T; message?: string }
type Progress = { running: boolean; status: string; finished: number; total: number } | null
const BASE = '/api/shennong/statistics'
const SCREEN = '/shennong/statistics-demo-management/data-original-settings'
const stamp = Date.now().toString(36)
const NAME = `E2E 收割來源 ${stamp}`
const LIBRARIAN = `librarian${stamp}`
const PASSWORD = 'Librarian1234x'
const MONTHS = ['2016-01', '2016-02', '2016-03', '2016-04', '2016-05', '2016-06']
let adminToken = ''
let token = ''
let sourceId = ''

const serverProgress = async (): Promise<Progress> =>
  (await api<Envelope<Progress>>(`${BASE}/download-sushi-report/${sourceId}`, { token })).body.result

/** The progress the screen shows: `收割進度 n／6`. */
const shownFinished = async (section: Locator): Promise<number> => {
  const text = (await section.getByRole('status').first().textContent()) ?? ''
  const match = /收割進度 (\d+)／(\d+)/.exec(text)
  return match ? Number(match[1]) : -1
}

beforeAll(async () => {
  sushi = await startSushiServer({ credentials: { customerId: 'e2e-customer', apiKey: 'e2e-key' } })
  // Every month of the source's report answers after 2 s: the harvest of six months takes ~12 s.
  sushi.setScenario({ report: 'tr' }, { delayMs: 2_000 })
  browser = await launchBrowser()
  adminToken = await tokenOf('admin', 'Admin@12345')

  // A librarian: the statistics screens and their work, nothing else.
  const role = await api<Envelope<{ _id: string }>>('/api/shennong/roles', {
    method: 'PUT',
    token: adminToken,
    body: JSON.stringify({
      name: `統計館員 ${stamp}`,
      enabled: true,
      ...onlyFlags([FLAGS.statistics.auth, FLAGS.statistics.read, FLAGS.statistics.edit, FLAGS.statistics.delete]),
    }),
  })
  expect(role.status, JSON.stringify(role.body)).toBe(200)
  const user = await api<Envelope<{ _id: string }>>('/api/shennong/users', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({
      username: LIBRARIAN,
      name: '電子資源館員',
      email: `${LIBRARIAN}@example.com`,
      accountStatus: 'Enabled',
      roles: [role.body.result._id],
      password: 'Start1234x',
      rePassword: 'Start1234x',
    }),
  })
  expect(user.status, JSON.stringify(user.body)).toBe(200)
  const changed = await api('/api/auth/modify-password', {
    method: 'POST',
    body: JSON.stringify({
      username: LIBRARIAN,
      oldPassword: 'Start1234x',
      newPassword: PASSWORD,
      rePassword: PASSWORD,
    }),
  })
  expect(changed.status, JSON.stringify(changed.body)).toBe(200)
  token = await tokenOf(LIBRARIAN, PASSWORD)

  // The source with its six months (made through the calls; the screens that do it are sushi.test.ts').
  const created = await api<Envelope<{ _id: string }>>(`${BASE}/data-original-settings`, {
    method: 'PUT',
    token,
    body: JSON.stringify({
      name: NAME,
      url: sushi.url,
      customerId: 'e2e-customer',
      apiKey: 'e2e-key',
      reportTypes: ['TR'],
    }),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  sourceId = created.body.result._id
  const init = await api(`${BASE}/init-original-groups-and-sets`, {
    method: 'POST',
    token,
    body: JSON.stringify({ _id: sourceId, startMonth: MONTHS[0], endMonth: MONTHS[MONTHS.length - 1] }),
  })
  expect(init.status, JSON.stringify(init.body)).toBe(200)

  context = await browser.newContext({ viewport: { width: 1500, height: 1000 } })
  page = await context.newPage()
  await signInTo(page, SCREEN, LIBRARIAN, PASSWORD)
})

afterAll(async () => {
  if (sourceId) {
    // A harvest still running (a failed test) is cancelled first: a source is not deleted under it.
    await api(`${BASE}/download-sushi-report/${sourceId}`, { method: 'DELETE', token: adminToken }).catch(
      () => undefined,
    )
    for (let attempt = 0; attempt < 20; attempt++) {
      const removed = await api(`${BASE}/data-original-settings/${sourceId}`, {
        method: 'DELETE',
        token: adminToken,
      }).catch(() => ({ status: 0 }))
      if (removed.status !== 409) break
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }
  await context?.close()
  await browser?.close()
  await sushi?.close()
})

describe('a harvest kept by the server, seen after a reload', () => {
  it('the librarian opens the source and starts a harvest of six months', async () => {
    await page.getByLabel('關鍵字').fill(NAME)
    await page.getByRole('search').getByRole('button', { name: '搜尋' }).click()
    const list = page.getByRole('region', { name: 'SUSHI 來源清單' })
    const section = page.getByRole('region', { name: `${NAME} 收割狀態` })
    await openWith(list.getByRole('row', { name: new RegExp(NAME) }).getByRole('button', { name: NAME }), section)
    const grid = section.getByRole('table', { name: /各報表類型每月收割狀態/ })
    await expect.poll(() => grid.getByRole('columnheader').allTextContents()).toEqual(['報表類型', ...MONTHS])
    await expect.poll(() => grid.getByRole('row', { name: /^TR/ }).getByText('待收割').count()).toBe(6)

    const harvestNow = section.getByRole('button', { name: '立即收割' })
    await harvestNow.click()
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('已開始收割')
    await expect.poll(() => shownFinished(section), { timeout: 15_000 }).toBeGreaterThanOrEqual(0)
    await expect.poll(() => section.textContent()).toContain('電子資源館員')
    // While it runs it cannot be started again.
    expect(await harvestNow.isDisabled()).toBe(true)
    const server = await serverProgress()
    expect(server).toMatchObject({ running: true, total: 6 })
  })

  it('reloads while it runs and sees the same progress, from the server', async () => {
    // Let at least one month finish, not all of them.
    await expect
      .poll(async () => (await serverProgress())?.finished ?? 0, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1)
    const before = (await serverProgress())!
    expect(before.running).toBe(true)
    expect(before.finished).toBeLessThan(6)

    await page.reload()
    // The screen comes back to the source it showed, with the harvest's progress.
    const section = page.getByRole('region', { name: `${NAME} 收割狀態` })
    await expect.poll(() => section.isVisible(), { timeout: 30_000 }).toBe(true)
    await expect.poll(() => shownFinished(section), { timeout: 15_000 }).toBeGreaterThanOrEqual(before.finished)
    const shown = await shownFinished(section)
    const after = (await serverProgress())!
    expect(shown).toBeLessThanOrEqual(after.finished)
    if (after.running) {
      expect(await section.getByRole('status').first().textContent()).toMatch(/收割進度 \d+／6/)
      expect(await section.getByRole('button', { name: '立即收割' }).isDisabled()).toBe(true)
      expect(await section.getByRole('button', { name: '取消收割' }).isVisible()).toBe(true)
      // The list says so too.
      await expect
        .poll(() => page.getByRole('region', { name: 'SUSHI 來源清單' }).textContent())
        .toMatch(/收割中 \d+／6/)
    }
  })

  it('sees the harvest end with the six months filled, and still sees it after another reload', async () => {
    const section = page.getByRole('region', { name: `${NAME} 收割狀態` })
    await expect.poll(() => shownFinished(section), { timeout: 60_000 }).toBe(6)
    await expect
      .poll(() => section.getByRole('status').first().textContent(), { timeout: 15_000 })
      .toContain('（已完成）')
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/收割完成：6 個月份|收割進度 6／6/)
    const grid = section.getByRole('table', { name: /各報表類型每月收割狀態/ })
    await expect
      .poll(() => grid.getByRole('row', { name: /^TR/ }).getByText('已完成').count(), { timeout: 15_000 })
      .toBe(6)
    expect(await section.getByRole('button', { name: '立即收割' }).isDisabled()).toBe(false)
    expect(await serverProgress()).toMatchObject({ running: false, status: 'done', finished: 6, total: 6 })

    await page.reload()
    const again = page.getByRole('region', { name: `${NAME} 收割狀態` })
    await expect.poll(() => again.isVisible(), { timeout: 30_000 }).toBe(true)
    await expect
      .poll(() => again.getByRole('status').first().textContent(), { timeout: 15_000 })
      .toContain('收割進度 6／6（已完成）')
    await again.getByText(/各月結果/).click()
    await expect.poll(() => again.textContent()).toContain('TR 2016-06：已完成')
    expect(await axeViolations(page, ['.shennong-stats'])).toEqual([])
  })
})
