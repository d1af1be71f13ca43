import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { mailTo } from '../../helpers/outbox'

/**
 * Issue 29 in the browser: an internal patron of the hospital directory (tests/fixtures/ldap,
 * Debian's slapd on loopback, started by the global setup) books a seat on the public site. The
 * account check fills the form from the directory; the booking is stored as internal, under the
 * directory username, and the confirmation is mailed to the directory's address.
 */

const baseURL = inject('baseURL')
const directory = inject('directory')
const outbox = path.join(inject('dataDir'), 'outbox')
let browser: Browser
const { api, tokenOf, saveAs } = e2eHelpers(baseURL, () => browser)

const TZ = 'Asia/Taipei'
const todayKey = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  )
const plusDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}

let admin: string
let restoreOpening: () => Promise<unknown> = async () => undefined

beforeAll(async () => {
  if (!directory)
    throw new Error('Debian’s slapd is needed for this test (apt-get install slapd ldap-utils; .ci/run installs it)')
  browser = await launchBrowser()
  admin = await tokenOf('admin', 'Admin@12345')
  const save = saveAs(admin)
  const opening = (
    await api<{ result: Record<string, unknown> }>('/api/shennong/opening-dates-settings', { token: admin })
  ).body.result
  restoreOpening = () =>
    save(
      'opening-dates-settings',
      { openingTime: opening.openingTime, closingTime: opening.closingTime, openingDays: opening.openingDays },
      'POST',
    )
  await save(
    'opening-dates-settings',
    {
      openingTime: '08:00',
      closingTime: '22:00',
      openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    },
    'POST',
  )
  const room = await save('rooms', { name: '院內帳號測試閱覽室', enabled: true, isLab: false })
  await save('seats', { roomId: room, number: 'D01', enabled: true })
})
afterAll(async () => {
  await restoreOpening()
  await browser?.close()
})

describe('a hospital directory patron on the public site', () => {
  it('checks the account, finds the booking form filled from the directory, and books a seat as an internal patron', async () => {
    const day = plusDays(todayKey(), 2)
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.199.7' },
    })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    await page.goto(`${baseURL}/space/seat-reservation`)
    await page.locator('.resv-grid').waitFor()
    await page.getByLabel('日期', { exact: true }).fill(day)
    await page.locator('.resv-grid caption').filter({ hasText: day }).waitFor()
    await page
      .locator('.resv-grid button.resv-cell')
      .filter({ hasText: /(^|\s)D01 10:00–/ })
      .click()

    await page.getByRole('radio', { name: '院內人員' }).check()
    await page.getByLabel('帳號').fill('wang.xiaoming')
    await page.getByLabel('密碼').fill('Wrong@12345')
    await page.getByRole('button', { name: '驗證帳號並帶入資料' }).click()
    await page.getByRole('status').filter({ hasText: '帳號或密碼錯誤' }).waitFor()
    await expect(page.getByLabel('姓名').inputValue()).resolves.toBe('')

    await page.getByLabel('密碼').fill('Wang@12345')
    await page.getByRole('button', { name: '驗證帳號並帶入資料' }).click()
    await page.getByRole('status').filter({ hasText: '已驗證：王小明（內科部・住院醫師），已帶入您的資料' }).waitFor()
    await expect(page.getByLabel('姓名').inputValue()).resolves.toBe('王小明')
    await expect(page.getByLabel('電子郵件').inputValue()).resolves.toBe('wang.xiaoming@hospital.example')
    await expect(page.getByLabel('電話').inputValue()).resolves.toBe('02-2345-6789 ext 1201')
    await expect(page.getByLabel('單位', { exact: true }).inputValue()).resolves.toBe('內科部')
    await expect(page.getByLabel('職稱').inputValue()).resolves.toBe('住院醫師')

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/public/reservations/seats') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: '送出預約' }).click()
    const response = await sent
    expect(response.status()).toBe(201)
    const { result } = (await response.json()) as { result: { id: string } }
    await page.getByRole('heading', { name: '預約成功' }).waitFor()

    const stored = await api<{ result: Record<string, unknown> }>(`/api/shennong/reservations/${result.id}`, {
      token: admin,
    })
    expect(stored.body.result).toMatchObject({
      name: '王小明',
      email: 'wang.xiaoming@hospital.example',
      isExternal: false,
      username: 'wang.xiaoming',
      primaryDepartment: '內科部',
      jobTitle: '住院醫師',
    })
    const mail = await mailTo(outbox, 'wang.xiaoming@hospital.example')
    expect(mail.text).toContain('王小明')
    expect(problems).toEqual([])
    await context.close()
  })
})
