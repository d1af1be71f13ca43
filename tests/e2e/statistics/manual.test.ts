import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

/**
 * Issue 14 "Done when": a manual report is filled by its writeUser (an account with no statistics
 * flag), locked by staff, and summed: the staff sum view shows the totals and the writer can no
 * longer edit the locked month.
 */
const baseURL = inject('baseURL')
let browser: Browser
const { api, tokenOf, signInTo } = e2eHelpers(baseURL, () => browser)

type Envelope<T> = { result: T; message?: string }
type Setting = { _id: string; fields: { _id: string; name: string; items: { _id: string; name: string }[] }[] }

const stamp = Date.now().toString(36)
const YEAR = 2030
const REPORT = `參考服務統計 ${stamp}`
const WRITER = `writer${stamp}`
const PASSWORD = 'Writer1234x'
let token = ''
let setting: Setting
let writerContext: BrowserContext
let writerPage: Page
let staffContext: BrowserContext
let staffPage: Page

const call = async <T>(method: string, path: string, body?: unknown, as = token) =>
  api<Envelope<T>>(`/api/shennong/${path}`, {
    method,
    token: as,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

beforeAll(async () => {
  browser = await launchBrowser()
  token = await tokenOf('admin', 'Admin@12345')
  const role = await call<{ _id: string }>('PUT', 'roles', {
    name: `無權限角色 ${stamp}`,
    enabled: true,
    ...onlyFlags([]),
  })
  expect(role.status, JSON.stringify(role.body)).toBe(200)
  const user = await call<{ _id: string; id?: string }>('POST', 'users', {
    username: WRITER,
    name: '填報館員',
    email: `${WRITER}@example.com`,
    accountStatus: 'Enabled',
    roles: [role.body.result._id],
    password: 'Start1234x',
    rePassword: 'Start1234x',
  })
  expect(user.status, JSON.stringify(user.body)).toBe(200)
  const writerId = String(user.body.result._id ?? user.body.result.id)
  const changed = await api<unknown>('/api/auth/modify-password', {
    method: 'POST',
    body: JSON.stringify({ username: WRITER, oldPassword: 'Start1234x', newPassword: PASSWORD, rePassword: PASSWORD }),
  })
  expect(changed.status, JSON.stringify(changed.body)).toBe(200)

  const saved = await call<Setting>('PUT', 'statistics/manual-report-settings', {
    name: REPORT,
    writeUsers: [writerId],
    fields: [
      { name: '參考諮詢', type: 'normal', items: [{ name: '櫃台' }, { name: '電話' }] },
      { name: '館際合作', type: 'multiple', items: [{ name: '申請件數' }] },
    ],
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  setting = saved.body.result
  expect((await call('POST', 'statistics/init-manual-sets', { id: setting._id, year: YEAR })).status).toBe(201)

  writerContext = await browser.newContext({ viewport: { width: 1400, height: 950 } })
  writerPage = await writerContext.newPage()
  staffContext = await browser.newContext({ viewport: { width: 1400, height: 950 } })
  staffPage = await staffContext.newPage()
})
afterAll(async () => {
  await call('DELETE', 'statistics/manual-report-settings', { ids: [setting?._id].filter(Boolean) })
  await call('PUT', 'statistics/toggle-manual-report-lock', { date: `${YEAR}-03` }).then(async (response) => {
    // Leave March unlocked for other runs against the same server.
    if ((response.body.result as { locked?: boolean } | undefined)?.locked)
      await call('PUT', 'statistics/toggle-manual-report-lock', { date: `${YEAR}-03` })
  })
  await writerContext?.close()
  await staffContext?.close()
  await browser?.close()
})

const fillPath = '/shennong/statistics-demo-management/manual-report-fill'

describe('manual report: filled, locked, summed', () => {
  it('the writer, who holds no statistics flag, finds 填報作業 in the menu and fills March', async () => {
    await signInTo(writerPage, fillPath, WRITER, PASSWORD)
    // Wait for the menu before counting (count() does not wait for the page to draw it).
    const menuLink = writerPage.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '填報作業' })
    await menuLink.first().waitFor()
    await expect(menuLink.count()).resolves.toBe(1)
    await writerPage.getByRole('spinbutton', { name: '年度' }).fill(String(YEAR))
    await writerPage.getByLabel('月份').selectOption('3')
    const report = writerPage.getByRole('form', { name: `${REPORT}（${YEAR}-03）` })
    await report.getByLabel('參考諮詢 / 櫃台').fill('12')
    await report.getByLabel('參考諮詢 / 電話').fill('5')
    await report.getByLabel('館際合作 / 申請件數（我的數值）').fill('3')
    await report.getByRole('button', { name: `儲存「${REPORT}」` }).click()
    await report.getByRole('status').filter({ hasText: '已儲存' }).waitFor()
    // The progress table counts the three filled items of March.
    await writerPage
      .getByTestId('manual-progress')
      .getByRole('row', { name: new RegExp(REPORT) })
      .getByRole('cell', { name: '3/3' })
      .waitFor()
    // Staff-only calls stay closed to the writer.
    const writerToken = await tokenOf(WRITER, PASSWORD)
    expect(
      (await call('GET', `statistics/sum-manual-report-sets-by-year?year=${YEAR}`, undefined, writerToken)).status,
    ).toBe(403)
  })

  it('staff lock March after confirming, and the year sum shows the totals', async () => {
    await signInTo(staffPage, '/shennong/statistics-demo-management/manual-report-settings', 'admin', 'Admin@12345')
    await staffPage.getByRole('button', { name: `檢視「${REPORT}」統計` }).click()
    await staffPage.getByRole('spinbutton', { name: '年度' }).fill(String(YEAR))
    const sets = staffPage.getByTestId('manual-sets')
    await sets.waitFor()
    await sets.getByRole('button', { name: '鎖定 3 月' }).click()
    const dialog = staffPage.getByRole('dialog', { name: '鎖定月份' })
    await dialog.getByRole('button', { name: '鎖定', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await sets.getByRole('row', { name: /3 月/ }).getByRole('cell', { name: '已鎖定' }).waitFor()

    const sum = staffPage.getByTestId('manual-sum')
    const normal = setting.fields[0]!
    const multiple = setting.fields[1]!
    await expect(sum.getByTestId(`total-${normal._id}:${normal.items[0]!._id}`).innerText()).resolves.toBe('12')
    await expect(sum.getByTestId(`total-${normal._id}:${normal.items[1]!._id}`).innerText()).resolves.toBe('5')
    await expect(sum.getByTestId(`total-${multiple._id}:${multiple.items[0]!._id}`).innerText()).resolves.toBe('3')
    await expect(sum.getByTestId('statistics-chart').count()).resolves.toBe(1)
    await expect(sum.getByRole('table').getByRole('rowheader', { name: '參考諮詢 / 櫃台' }).count()).resolves.toBe(1)
  })

  it('the writer can no longer edit the locked month', async () => {
    await writerPage.reload()
    await writerPage.getByRole('spinbutton', { name: '年度' }).fill(String(YEAR))
    await writerPage.getByLabel('月份').selectOption('3')
    const report = writerPage.getByRole('form', { name: `${REPORT}（${YEAR}-03）` })
    await report.getByText('3 月已鎖定，僅供檢視，無法再填報或修改。').waitFor()
    await expect(report.getByLabel('參考諮詢 / 櫃台').isDisabled()).resolves.toBe(true)
    await expect(report.getByLabel('參考諮詢 / 櫃台').inputValue()).resolves.toBe('12')
    await expect(report.getByRole('button', { name: `儲存「${REPORT}」` }).count()).resolves.toBe(0)
    // And the server refuses it too.
    const writerToken = await tokenOf(WRITER, PASSWORD)
    const normal = setting.fields[0]!
    const refused = await call(
      'PUT',
      `statistics/manual-report-items?year=${YEAR}&month=3`,
      { settingId: setting._id, values: [{ fieldId: normal._id, itemId: normal.items[0]!._id, value: 99 }] },
      writerToken,
    )
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`${YEAR} 年 3 月 已鎖定，無法填報`)
  })
})
