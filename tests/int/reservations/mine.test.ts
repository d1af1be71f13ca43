import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashAccessKey } from '@/lib/accessKey'
import { REDACTED } from '@/modules/mail'
import { deskCode, purgeMineLinks } from '@/modules/reservations/mine'
import { issuePatronAccess } from '@/modules/reservations/patronAccess'
import { libraryClock } from '@/modules/reservations/slots'
import { startTestApp, type TestApp } from '../../helpers/app'
import type { ReceivedMail } from '../../helpers/smtp'

/**
 * Issue 25, front desk §2 and §3: 我的預約 (a patron's own bookings, by account or by a mailed
 * one-time link) and checking in themselves, through the real route handlers and a real SMTP
 * server on loopback, on SQLite and PostgreSQL.
 */

type Envelope<T> = { result: T; message?: string }
type Failure = { message: string }
type View = { id: string; status: string; startDate: string; endDate: string; cancelReason?: string | null }
type Mine = {
  holder: { by: string; value: string }
  upcoming: View[]
  past: View[]
  cancelled?: View[]
  selfCheckIn: Record<string, string>
}
type Proof = { access: string; expiresAt: string; by: string }

let app: TestApp
let admin: string
let roomId: string
let counter = 0
const address = (label: string) => `${label}-${++counter}@test.example`
let ip = 1
const fresh = () => ({ 'X-Forwarded-For': `203.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` })

const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

let seatNo = 0
/** A booking stored as it is (no rules), each on a seat of its own so none overlap. */
const book = async (data: {
  email: string
  start: string
  end: string
  username?: string
  status?: 'Reserved' | 'CheckedIn' | 'Cancelled' | 'NoShow'
  kind?: 'Seat' | 'Room'
}) => {
  const seatId = String(
    (
      await app.payload.create({
        collection: 'seats',
        data: { roomId, number: String(++seatNo), enabled: true },
        overrideAccess: true,
      })
    ).id,
  )
  return app.payload
    .create({
      collection: 'reservations',
      data: {
        kind: data.kind ?? 'Seat',
        ...(data.kind === 'Room' ? {} : { seatId }),
        roomId,
        startDate: data.start,
        endDate: data.end,
        name: '林讀者',
        email: data.email,
        username: data.username ?? null,
        isExternal: !data.username,
        status: data.status ?? 'Reserved',
      },
      overrideAccess: true,
    })
    .then((doc) => String(doc.id))
}

/** Run the mail queue until `atLeast` mails to `to` arrived (or give up after ~3 s). */
const mailsTo = async (to: string, atLeast = 1, matching: (mail: ReceivedMail) => boolean = () => true) => {
  const found = () => app.smtp!.received.filter((m) => m.to.includes(to) && matching(m))
  for (let i = 0; i < 30; i++) {
    await app.runQueue('mail')
    if (found().length >= atLeast) return found()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return found()
}

const askLink = (email: string, headers = fresh()) =>
  app.api.post<Envelope<{ message: string }> & Failure>(
    '/api/public/reservations/my-reservations/link',
    { email },
    { headers },
  )
const open = (key: string) =>
  app.api.post<Envelope<Proof> & Failure>(
    '/api/public/reservations/my-reservations/open',
    { key },
    { headers: fresh() },
  )
const mine = (access: string) =>
  app.api.get<Envelope<Mine> & Failure>('/api/public/reservations/my-reservations', {
    headers: { ...fresh(), 'X-Patron-Access': access },
  })
const keyOf = (mail: ReceivedMail) =>
  new URL(/https?:\/\/\S+\/space\/my-reservations\?key=\S+/.exec(mail.text)![0]).searchParams.get('key')!

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  admin = await app.login('admin', 'Admin@12345')
  roomId = String(
    (
      await app.payload.create({
        collection: 'rooms',
        data: { name: '我的預約閱覽室', enabled: true },
        overrideAccess: true,
      })
    ).id,
  )
})
afterAll(async () => app?.close())

describe('我的預約 by a mailed one-time link', () => {
  it('answers alike whether or not the address has bookings; mails a link only to one that has; the mail log masks it', async () => {
    const booked = address('booked')
    const nobody = address('nobody')
    await book({ email: booked, start: inHours(30), end: inHours(31) })
    const [a, b] = [await askLink(booked), await askLink(nobody)]
    expect([a.status, b.status]).toEqual([202, 202])
    expect(a.body).toEqual(b.body)
    expect(a.body.result.message).toContain('30 分鐘')
    const [mail] = await mailsTo(booked)
    expect(mail!.subject).toBe('【空間預約】我的預約查詢連結')
    expect(mail!.text).toContain('只能使用一次')
    await mailsTo(nobody, 1)
    expect(app.smtp!.received.filter((m) => m.to.includes(nobody))).toHaveLength(0)
    const key = keyOf(mail!)
    const logged = await app.payload.find({
      collection: 'email-logs',
      where: { to: { contains: booked } },
      overrideAccess: true,
    })
    expect(JSON.stringify(logged.docs)).not.toContain(key)
    expect(JSON.stringify(logged.docs)).toContain(REDACTED)
  })

  it('opens once: the link gives a proof listing that address’s bookings, upcoming and past, and no one else’s', async () => {
    const email = address('lists')
    const ahead = await book({ email, start: inHours(26), end: inHours(27) })
    const later = await book({ email, start: inHours(50), end: inHours(51), kind: 'Room' })
    const past = await book({ email, start: inHours(-50), end: inHours(-49), status: 'CheckedIn' })
    const someoneElse = await book({ email: address('other'), start: inHours(28), end: inHours(29) })
    await askLink(email)
    const key = keyOf((await mailsTo(email))[0]!)

    const opened = await open(key)
    expect(opened.status).toBe(200)
    expect(opened.body.result.by).toBe('email')
    const again = await open(key)
    expect([again.status, again.body.message]).toEqual([404, '此連結無效、已使用或已過期，請重新申請查詢連結。'])

    const listed = await mine(opened.body.result.access)
    expect(listed.status).toBe(200)
    expect(listed.body.result.holder).toEqual({ by: 'email', value: email })
    expect(listed.body.result.upcoming.map((v) => v.id)).toEqual([ahead, later])
    expect(listed.body.result.past.map((v) => v.id)).toEqual([past])
    expect(JSON.stringify(listed.body)).not.toContain(someoneElse)
    expect(JSON.stringify(listed.body)).not.toContain('accessKeyHash')
  })

  it('lists under upcoming only what the holder still holds; cancelled ones and no-shows have their own sections (issue 43 item 6)', async () => {
    const email = address('sections')
    const held = await book({ email, start: inHours(26), end: inHours(27) })
    const cancelledAhead = await book({ email, start: inHours(28), end: inHours(29), status: 'Cancelled' })
    const cancelledPast = await book({ email, start: inHours(-30), end: inHours(-29), status: 'Cancelled' })
    // Released as a no-show while its slot still runs: no longer held, so past.
    const noShow = await book({ email, start: inHours(-0.5), end: inHours(0.5), status: 'NoShow' })
    const over = await book({ email, start: inHours(-50), end: inHours(-49), status: 'CheckedIn' })
    await askLink(email)
    const opened = await open(keyOf((await mailsTo(email))[0]!))
    const listed = await mine(opened.body.result.access)
    expect(listed.status).toBe(200)
    expect(listed.body.result.upcoming.map((v) => v.id)).toEqual([held])
    expect(listed.body.result.past.map((v) => v.id)).toEqual([noShow, over])
    expect(listed.body.result.cancelled?.map((v) => v.id)).toEqual([cancelledAhead, cancelledPast])
  })

  it('a link opened by two at once opens for one; an expired link and an unknown one answer like a used one', async () => {
    const email = address('race')
    await book({ email, start: inHours(40), end: inHours(41) })
    await askLink(email)
    const key = keyOf((await mailsTo(email))[0]!)
    const both = await Promise.all([open(key), open(key), open(key)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 404, 404])

    await app.payload.create({
      collection: 'reservation-links',
      data: { email, keyHash: hashAccessKey('expired-key'), expiresAt: inHours(-1) },
      overrideAccess: true,
    })
    const expired = await open('expired-key')
    const unknown = await open('never-issued')
    expect([expired.status, unknown.status]).toEqual([404, 404])
    expect(expired.body).toEqual(unknown.body)
  })

  it('sends at most three links an hour to one address asked from one client address, answering the fourth alike', async () => {
    const email = address('flood')
    await book({ email, start: inHours(60), end: inHours(61) })
    const answers = []
    const from = fresh()
    for (let i = 0; i < 4; i++) answers.push(await askLink(email, from))
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202])
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1)
    await mailsTo(email, 4)
    expect(app.smtp!.received.filter((m) => m.to.includes(email))).toHaveLength(3)
  })

  it('refuses a bad address and unknown keys in zh-TW, naming the key', async () => {
    const bad = await askLink('not-an-address')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/電子郵件/)
    const extra = await app.api.post<Failure>(
      '/api/public/reservations/my-reservations/link',
      { email: address('x'), admin: true },
      { headers: fresh() },
    )
    expect(extra.status).toBe(400)
    expect(extra.body.message).toContain('admin')
  })

  it('removes links a day after they expired', async () => {
    const old = await app.payload.create({
      collection: 'reservation-links',
      data: { email: 'old@test.example', keyHash: hashAccessKey('old-key'), expiresAt: inHours(-25) },
      overrideAccess: true,
    })
    const recent = await app.payload.create({
      collection: 'reservation-links',
      data: { email: 'old@test.example', keyHash: hashAccessKey('recent-key'), expiresAt: inHours(-2) },
      overrideAccess: true,
    })
    await purgeMineLinks(app.payload)
    const left = await app.payload.find({
      collection: 'reservation-links',
      where: { id: { in: [old.id, recent.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([recent.id])
  })
})

describe('我的預約 by account, and what a proof may do', () => {
  it('an internal patron signs in with the account (a wrong password is refused) and sees the bookings made with it', async () => {
    const made = await book({
      email: 'editor@library.example',
      username: 'editor',
      start: inHours(70),
      end: inHours(71),
    })
    const wrong = await app.api.post<Failure>(
      '/api/public/reservations/my-reservations/sign-in',
      { username: 'editor', password: 'nope-nope' },
      { headers: fresh() },
    )
    expect([wrong.status, wrong.body.message]).toEqual([401, '帳號或密碼錯誤'])
    const signed = await app.api.post<Envelope<Proof>>(
      '/api/public/reservations/my-reservations/sign-in',
      { username: 'Editor', password: 'Editor@12345' },
      { headers: fresh() },
    )
    expect(signed.status).toBe(200)
    const listed = await mine(signed.body.result.access)
    expect(listed.body.result.holder).toEqual({ by: 'account', value: 'editor', source: 'local' })
    expect(listed.body.result.upcoming.map((v) => v.id)).toContain(made)

    // The browser keeps the proof only as an HttpOnly, SameSite=Strict cookie of the reservation calls.
    const cookie = signed.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(
      /^resv-mine=[^;]+; Path=\/api\/public\/reservations; HttpOnly; SameSite=Strict; Max-Age=1800/,
    )
    const byCookie = await app.api.get<Envelope<Mine>>('/api/public/reservations/my-reservations', {
      headers: { ...fresh(), Cookie: cookie.split(';')[0]! },
    })
    expect(byCookie.body.result.holder.value).toBe('editor')
    const out = await app.api.post('/api/public/reservations/my-reservations/sign-out', {}, { headers: fresh() })
    expect(out.headers.get('set-cookie')).toMatch(/^resv-mine=; .*Max-Age=0/)
  })

  it('without a proof lists nothing (no error for a visitor not signed in); a forged or expired one is a 401 in zh-TW', async () => {
    const forged = issuePatronAccess('not-the-secret', { by: 'email', value: 'x@test.example' }).access
    const expired = issuePatronAccess(
      app.payload.secret,
      { by: 'email', value: 'x@test.example' },
      new Date(Date.now() - 31 * 60_000),
    ).access
    const none = await app.api.get<Envelope<Mine>>('/api/public/reservations/my-reservations', { headers: fresh() })
    expect([none.status, none.body.result.holder, none.body.result.upcoming]).toEqual([200, null, []])
    for (const answer of [await mine(forged), await mine(expired)]) {
      expect([answer.status, answer.body.message]).toEqual([401, '查詢已逾時或尚未登入，請重新登入或申請查詢連結。'])
    }
  })

  it('cancels the holder’s own booking (mailing the cancellation), never another’s', async () => {
    const email = address('cancel')
    const id = await book({ email, start: inHours(80), end: inHours(81) })
    const theirs = await book({ email: address('theirs'), start: inHours(82), end: inHours(83) })
    const { access } = issuePatronAccess(app.payload.secret, { by: 'email', value: email })
    const refused = await app.api.put<Failure>(
      `/api/public/reservations/cancel-reservation/${theirs}`,
      { reason: '試試' },
      { headers: { ...fresh(), 'X-Patron-Access': access } },
    )
    expect(refused.status).toBe(404)
    const cancelled = await app.api.put<Envelope<View>>(
      `/api/public/reservations/cancel-reservation/${id}`,
      { reason: '行程異動' },
      { headers: { ...fresh(), 'X-Patron-Access': access } },
    )
    expect(cancelled.status).toBe(200)
    expect([cancelled.body.result.status, cancelled.body.result.cancelReason]).toEqual(['Cancelled', '行程異動'])
    const [mail] = await mailsTo(email, 1, (m) => m.subject.includes('取消'))
    expect(mail!.text).toContain('行程異動')
  })
})

describe('checking in themselves (issue 25, front desk §3)', () => {
  const seatSettings = (seatsSelfCheckIn: 'off' | 'link' | 'code') =>
    app.payload.updateGlobal({ slug: 'seat-reservation-settings', data: { seatsSelfCheckIn }, overrideAccess: true })
  const checkIn = (id: string, access: string, body: Record<string, unknown> = {}) =>
    app.api.put<Envelope<View> & Failure>(`/api/public/reservations/check-in/${id}`, body, {
      headers: { ...fresh(), 'X-Patron-Access': access },
    })

  it('is refused while the library has not allowed it, and outside the window', async () => {
    const email = address('self')
    const soon = await book({ email, start: inHours(0.05), end: inHours(1) })
    const later = await book({ email, start: inHours(5), end: inHours(6) })
    const { access } = issuePatronAccess(app.payload.secret, { by: 'email', value: email })
    await seatSettings('off')
    const off = await checkIn(soon, access)
    expect([off.status, off.body.message]).toEqual([403, '本館未開放讀者自行報到，請至服務台報到。'])
    await seatSettings('link')
    const early = await checkIn(later, access)
    expect(early.status).toBe(400)
    expect(early.body.message).toContain('15')
    const done = await checkIn(soon, access)
    expect([done.status, done.body.result.status]).toEqual([200, 'CheckedIn'])
    const detail = await app.api.get<Envelope<{ selfCheckIn: string }>>(`/api/public/reservations/detail/${later}`, {
      headers: { ...fresh(), 'X-Patron-Access': access },
    })
    expect(detail.body.result.selfCheckIn).toBe('link')
  })

  it('with the desk code asked for: none and a wrong one are refused, the day’s code (shown to staff) checks in', async () => {
    const email = address('code')
    const id = await book({ email, start: inHours(0.1), end: inHours(1) })
    const { access } = issuePatronAccess(app.payload.secret, { by: 'email', value: email })
    await seatSettings('code')
    const staff = await app.api.get<Envelope<{ day: string; codes: Record<string, string> }>>(
      '/api/shennong/check-in-code',
      { token: admin },
    )
    expect(staff.status).toBe(200)
    const code = deskCode(app.payload.secret, 'Seat', libraryClock(new Date()).day)
    expect(staff.body.result.codes.Seat).toBe(code)
    const anonymous = await app.api.get('/api/shennong/check-in-code')
    expect(anonymous.status).toBe(401)

    const none = await checkIn(id, access)
    expect([none.status, none.body.message]).toEqual([400, '請輸入櫃台報到碼'])
    const wrong = await checkIn(id, access, { code: code === '0000' ? '0001' : '0000' })
    expect([wrong.status, wrong.body.message]).toEqual([400, '報到碼不正確，請向服務台確認。'])
    const right = await checkIn(id, access, { code })
    expect([right.status, right.body.result.status]).toEqual([200, 'CheckedIn'])
    await seatSettings('off')
  })
})
