import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deskCode } from '@/modules/reservations/mine'
import { issuePatronAccess } from '@/modules/reservations/patronAccess'
import { libraryClock } from '@/modules/reservations/slots'
import { startTestApp, type TestApp } from '../../helpers/app'
import { type Envelope, type Failure, createRoom, fresh } from './setup'

/**
 * Issue 42 (Low): the self check-in desk code (four digits, one a day per kind) was compared
 * before the check-in window, so any booking far in the future answered "wrong code" or "not
 * yet" and told a guesser which code was right; and the tries were counted per booking only, so
 * a guesser with many bookings had many tries. The window is checked first, and wrong codes are
 * counted per address and per day (a right one costs nothing).
 */

type View = { id: string; status: string }

let app: TestApp
let roomId: string
let code: string
let wrong: (n: number) => string
let seatNo = 0
let counter = 0

const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

/** A booking stored as it is (no rules), on a seat of its own, with a proof of its address. */
const book = async (start: string, end: string): Promise<{ id: string; access: string }> => {
  const email = `desk-${++counter}@test.example`
  const seat = await app.payload.create({
    collection: 'seats',
    data: { roomId, number: `D${++seatNo}`, enabled: true },
    overrideAccess: true,
  })
  const doc = await app.payload.create({
    collection: 'reservations',
    data: {
      kind: 'Seat',
      seatId: String(seat.id),
      roomId,
      startDate: start,
      endDate: end,
      name: '林讀者',
      email,
      isExternal: true,
      status: 'Reserved',
    },
    overrideAccess: true,
  })
  return { id: String(doc.id), access: issuePatronAccess(app.payload.secret, { by: 'email', value: email }).access }
}

const checkIn = (booking: { id: string; access: string }, given: string, from: Record<string, string> = fresh()) =>
  app.api.put<Envelope<View> & Failure>(
    `/api/public/reservations/check-in/${booking.id}`,
    { code: given },
    { headers: { ...from, 'X-Patron-Access': booking.access } },
  )

beforeAll(async () => {
  delete process.env.REDIS_URL
  app = await startTestApp({ autoRunJobs: false })
  roomId = await createRoom(app, { name: '報到碼閱覽室' })
  await app.payload.updateGlobal({
    slug: 'seat-reservation-settings',
    data: { seatsSelfCheckIn: 'code' },
    overrideAccess: true,
  })
  code = deskCode(app.payload.secret, 'Seat', libraryClock(new Date()).day)
  wrong = (n: number) => String((Number(code) + 1 + n) % 10_000).padStart(4, '0')
})
afterAll(async () => app?.close())

describe('the desk code on a booking outside its check-in window', () => {
  it('answers the window, the same for a wrong code and the right one: nothing tells the code', async () => {
    const later = await book(inHours(24 * 20), inHours(24 * 20 + 1))
    const wrongAnswer = await checkIn(later, wrong(0))
    const rightAnswer = await checkIn(later, code)
    expect(wrongAnswer.status).toBe(400)
    expect(wrongAnswer.body.message).not.toBe('報到碼不正確，請向服務台確認。')
    expect([rightAnswer.status, rightAnswer.body.message]).toEqual([400, wrongAnswer.body.message])
    expect(wrongAnswer.body.message).toContain('15')
  })
})

describe('desk-code tries', () => {
  it('are limited per address and per day across bookings: past ten wrong codes, a 429 in zh-TW', async () => {
    const from = fresh()
    const statuses: number[] = []
    // Three bookings inside their window, four wrong codes each (under the per-booking five).
    for (let b = 0; b < 3; b++) {
      const booking = await book(inHours(0.1), inHours(1))
      for (let i = 0; i < 4; i++) statuses.push((await checkIn(booking, wrong(b * 4 + i), from)).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400))
    expect(statuses.slice(10)).toEqual([429, 429])
    // Even the right code waits at that address now.
    const next = await book(inHours(0.1), inHours(1))
    const refused = await checkIn(next, code, from)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/請求過於頻繁/)
    // A patron at another address checks in with the day's code.
    const done = await checkIn(next, code)
    expect([done.status, done.body.result.status]).toEqual([200, 'CheckedIn'])
  })

  it('a right code costs nothing: patrons at one address check in all day', async () => {
    const from = fresh()
    for (let i = 0; i < 12; i++) {
      const booking = await book(inHours(0.1), inHours(1))
      const res = await checkIn(booking, code, from)
      expect(res.status).toBe(200)
    }
  })
})
