import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../../helpers/axe'
import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { mailTo } from '../../helpers/outbox'

/**
 * 我的預約 as patrons use it (issue 25, front desk §2 and §3), in Chromium against `next start`:
 * a visitor asks for the link by e-mail, opens it from the mail and cancels a booking; an
 * internal patron signs in with the account and checks in themselves.
 */

const baseURL = inject('baseURL')
const outbox = path.join(inject('dataDir'), 'outbox')
const TZ = 'Asia/Taipei'
let browser: Browser
const helpers = e2eHelpers(baseURL, () => browser)
let admin = ''

let address = 0
const fresh = () => `203.0.${100 + (Math.floor(address / 250) % 100)}.${(address++ % 250) + 1}`
const api: typeof helpers.api = (pathName, init = {}) => {
  const headers = new Headers(init.headers)
  headers.set('X-Forwarded-For', fresh())
  return helpers.api(pathName, { ...init, headers })
}
const newPage = async (): Promise<Page> =>
  (
    await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': fresh() },
    })
  ).newPage()

type Doc = { id?: string; _id?: string }
const idOf = (doc: Doc): string => String(doc.id ?? doc._id)
const stamp = Date.now().toString(36)
const todayLocal = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date())
const plusDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}
const at = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + minutes * 60_000).toISOString()
const nowMinutes = (): number => {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number)
  return h! * 60 + m!
}

const SLOT = 30
const fixture = { seat: '', seatNumber: `M${stamp.slice(-3)}` }
let restore: () => Promise<unknown> = async () => undefined

const call = async <T = Doc>(method: string, pathName: string, body?: Record<string, unknown>) => {
  const res = await api<{ result: T; message?: string }>(`/api/shennong/${pathName}`, {
    method,
    token: admin,
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (res.status >= 300) throw new Error(`${pathName}: ${res.status} ${res.body.message}`)
  return res.body.result
}

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await helpers.tokenOf('admin', 'Admin@12345')
  const opening = await call<Record<string, unknown>>('GET', 'opening-dates-settings')
  const seats = await call<Record<string, unknown>>('GET', 'seat-reservations-settings')
  restore = async () => {
    await call('POST', 'opening-dates-settings', {
      openingTime: opening.openingTime,
      closingTime: opening.closingTime,
      openingDays: opening.openingDays,
    })
    await call('PUT', 'seat-reservations-settings', {
      seatsMinimumReservationMinutes: seats.seatsMinimumReservationMinutes ?? null,
      multiplierForSeatsMinimumReservationMinutes: seats.multiplierForSeatsMinimumReservationMinutes ?? null,
      seatsMaximumWeeklyReservationMinutes: seats.seatsMaximumWeeklyReservationMinutes ?? null,
      seatsAllowedExternalReservationCount: seats.seatsAllowedExternalReservationCount ?? null,
      seatsSelfCheckIn: seats.seatsSelfCheckIn ?? 'off',
    })
  }
  // Open all day, 30-minute seats, and patrons may check in themselves from their link.
  await call('POST', 'opening-dates-settings', {
    openingTime: '00:00',
    closingTime: '23:59',
    openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  })
  await call('PUT', 'seat-reservations-settings', {
    seatsMinimumReservationMinutes: SLOT,
    multiplierForSeatsMinimumReservationMinutes: 1,
    seatsMaximumWeeklyReservationMinutes: null,
    seatsAllowedExternalReservationCount: null,
    seatsSelfCheckIn: 'link',
  })
  const room = idOf(await call('PUT', 'rooms', { name: `我的預約測試室 ${stamp}`, enabled: true, isLab: false }))
  fixture.seat = idOf(await call('PUT', 'seats', { roomId: room, number: fixture.seatNumber, enabled: true }))
})
afterAll(async () => {
  await restore()
  await browser?.close()
})

describe('我的預約', () => {
  it('a visitor asks for the link by e-mail, opens it from the mail, cancels a booking there (stored and mailed); the link works once', async () => {
    const email = `mine-${stamp}@example.com`
    const day = plusDays(todayLocal(), 1)
    const booked = await api<{ result: { id: string }; message?: string }>('/api/public/reservations/seats', {
      method: 'POST',
      body: JSON.stringify({
        seatId: fixture.seat,
        startDate: at(day, 10 * 60),
        endDate: at(day, 10 * 60 + SLOT),
        name: '林訪客',
        email,
        isExternal: true,
      }),
    })
    expect(booked.status, booked.body.message).toBe(201)
    const id = booked.body.result.id

    const page = await newPage()
    const errors: string[] = []
    // (The site has no /favicon.ico yet: issue 27 item 4. Its 404 is the browser's, not this page's.)
    page.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        !message.location().url.endsWith('/favicon.ico') &&
        errors.push(`${message.text()} ${message.location().url}`),
    )
    page.on(
      'response',
      (response) => response.status() >= 400 && errors.push(`${response.status()} ${new URL(response.url()).pathname}`),
    )
    await page.goto(`${baseURL}/space/my-reservations`)
    await page.getByRole('heading', { name: '以電子郵件取得查詢連結' }).waitFor()
    // An empty address is refused in the page, nothing sent.
    await page.getByRole('button', { name: '寄送查詢連結' }).click()
    await expect(page.getByRole('alert').filter({ hasText: '電子郵件為必填欄位' }).isVisible()).resolves.toBe(true)
    await page.getByRole('textbox', { name: '電子郵件', exact: true }).fill(email)
    await page.getByRole('button', { name: '寄送查詢連結' }).click()
    await page.getByText('查詢連結已寄出').waitFor()

    const mail = await mailTo(outbox, email, '我的預約查詢連結')
    const link = new URL(/https?:\/\/\S+\/space\/my-reservations\?key=\S+/.exec(mail.text)![0])
    const target = `${baseURL}${link.pathname}${link.search}`
    await page.goto(target)
    await page.getByText(`以 ${email} 預約的紀錄`).waitFor()
    // The key leaves the address bar once used.
    expect(new URL(page.url()).search).toBe('')
    const upcoming = page.getByRole('region', { name: '即將到來的預約' })
    const item = upcoming.getByRole('listitem').filter({ hasText: fixture.seatNumber })
    await expect(item.textContent()).resolves.toContain('已預約')

    await item.getByText('取消這筆預約').click()
    await item.getByLabel('取消原因').fill('臨時有事')
    await item.getByRole('button', { name: '取消預約' }).click()
    await item.getByRole('button', { name: '確認取消' }).click()
    await page.getByRole('status').filter({ hasText: '已取消' }).waitFor()
    // Cancelled, it leaves 即將到來的預約 for a section of its own (issue 43 item 6).
    await page
      .getByRole('region', { name: '已取消的預約（最近 20 筆）' })
      .getByRole('listitem')
      .filter({ hasText: fixture.seatNumber })
      .filter({ hasText: '已取消' })
      .waitFor()
    await expect(item.count()).resolves.toBe(0)

    const stored = await call<{ status: string; cancelReason: string }>('GET', `reservations/${id}`)
    expect([stored.status, stored.cancelReason]).toEqual(['Cancelled', '臨時有事'])
    const cancellation = await mailTo(outbox, email, '取消')
    expect(cancellation.text).toContain('臨時有事')
    expect(cancellation.attachments.some((a) => a.content.includes('METHOD:CANCEL'))).toBe(true)

    // The same link again, in another browser: used up, and the page says so with the ways in.
    const other = await newPage()
    await other.goto(target)
    await other.getByText('此連結無效、已使用或已過期，請重新申請查詢連結。').waitFor()
    await other.getByRole('heading', { name: '院內帳號登入' }).waitFor()
    expect(errors).toEqual([])
  })

  it('an internal patron signs in with the account and checks in themselves in the slot under way', async (ctx) => {
    const current = Math.floor(nowMinutes() / SLOT) * SLOT
    // The last slot of the day ends at 23:59; a test started then has no slot under way to book.
    if (current + SLOT > 23 * 60 + 59) return ctx.skip()
    const today = todayLocal()
    // Staff book the walk-in at the desk for the editor's account (a slot that has begun).
    const walkIn = await call('POST', 'reservations-seats', {
      seatId: fixture.seat,
      startDate: at(today, current),
      endDate: at(today, current + SLOT),
      name: '編輯',
      email: 'editor@library.example',
      isExternal: false,
      username: 'editor',
    })
    const id = idOf((walkIn as { reservation?: Doc }).reservation ?? walkIn)

    const page = await newPage()
    await page.goto(`${baseURL}/space/seat-reservation`)
    await page.getByRole('link', { name: '查看或取消我的預約' }).click()
    await page.waitForURL(`${baseURL}/space/my-reservations`)
    await page.getByLabel('帳號', { exact: true }).fill('editor')
    await page.getByLabel('密碼', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: '登入' }).click()
    await page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤' }).waitFor()
    await page.getByLabel('密碼', { exact: true }).fill('Editor@12345')
    await page.getByRole('button', { name: '登入' }).click()
    await page.getByText('帳號 editor 的預約').waitFor()

    const item = page
      .getByRole('region', { name: '即將到來的預約' })
      .getByRole('listitem')
      .filter({ hasText: fixture.seatNumber })
    await item.getByRole('button', { name: '報到' }).click()
    await page.getByRole('status').filter({ hasText: '已完成報到' }).waitFor()
    await item.filter({ hasText: '已報到' }).waitFor()
    expect((await call<{ status: string }>('GET', `reservations/${id}`)).status).toBe('CheckedIn')

    // Signed in, a reload keeps the list (the proof is an HttpOnly cookie, not in web storage); 登出 ends it.
    await page.reload()
    await page.getByText('帳號 editor 的預約').waitFor()
    expect(
      await page.evaluate(() => [
        window.localStorage.length,
        window.sessionStorage.length,
        document.cookie.includes('resv-mine'),
      ]),
    ).toEqual([0, 0, false])
    await page.getByRole('button', { name: '登出' }).click()
    await page.getByRole('heading', { name: '院內帳號登入' }).waitFor()
  })

  it('staff see today’s desk code on the day view when patrons check in with one', async () => {
    await call('PUT', 'seat-reservations-settings', { seatsSelfCheckIn: 'code' })
    try {
      const { codes } = await call<{ codes: { Seat?: string } }>('GET', 'check-in-code')
      expect(codes.Seat).toMatch(/^\d{4}$/)
      const page = await newPage()
      await helpers.signInTo(page, '/shennong/space-management', 'admin', 'Admin@12345')
      await page
        .getByTestId('desk-codes')
        .filter({ hasText: `座位 ${codes.Seat}` })
        .waitFor()
    } finally {
      await call('PUT', 'seat-reservations-settings', { seatsSelfCheckIn: 'link' })
    }
  })

  it('axe finds nothing on 我的預約, signed out and listing, at 375 and 1280 px', async () => {
    const page = await newPage()
    const problems: string[] = []
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${baseURL}/space/my-reservations`)
      await page.getByRole('heading', { name: '院內帳號登入' }).waitFor()
      for (const violation of await axeViolations(page)) problems.push(`${width}px signed out: ${violation}`)
      await page.getByLabel('帳號', { exact: true }).fill('editor')
      await page.getByLabel('密碼', { exact: true }).fill('Editor@12345')
      await page.getByRole('button', { name: '登入' }).click()
      await page.getByText('帳號 editor 的預約').waitFor()
      for (const violation of await axeViolations(page)) problems.push(`${width}px listing: ${violation}`)
      await page.getByRole('button', { name: '登出' }).click()
    }
    expect(problems).toEqual([])
  })
})
