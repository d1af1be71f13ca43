import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issuePatronAccess } from '@/modules/reservations/patronAccess'
import { startTestApp, type TestApp } from '../../helpers/app'
import { type Booked, type Envelope, type Failure, aheadDay, at, createRoom, createSeat, openLibrary } from './setup'

/**
 * Issue 42 (Low): per-identity limits locked out a named person. Twenty `POST
 * …/my-reservations/link {"email": victim}` from one address, and the victim's own link request
 * and booking got a 429 for ten minutes, renewable by the attacker. A per-identity limit counts
 * per identity and address (the attacker's address is limited, not the victim's); a slower
 * ceiling per identity from every address never refuses a request that proves the identity (a
 * booking with 我的預約's proof), and the link mails a victim gets stay bounded.
 */

const VICTIM = 'victim.patron@test.example'
const ATTACKER = (n: number) => ({ 'X-Forwarded-For': `198.51.${100 + n}.66` })
const VICTIM_HOME = { 'X-Forwarded-For': '203.0.113.77' }
let elsewhere = 1
const another = () => ({ 'X-Forwarded-For': `192.0.2.${elsewhere++}` })

let app: TestApp
let seatId: string
let day: string
let slot = 8

beforeAll(async () => {
  delete process.env.REDIS_URL
  app = await startTestApp({ smtp: true, autoRunJobs: false })
  await openLibrary(app)
  seatId = await createSeat(app, await createRoom(app, { name: '鎖定測試閱覽室' }), 'L1')
  day = aheadDay(5)
  // The victim has a booking already: a link request for the address mails a link.
  const first = await book(VICTIM_HOME)
  expect(first.status).toBe(201)
})
afterAll(async () => app?.close())

/** A booking of the victim's, an hour each time (the seat is free all day). */
const book = (headers: Record<string, string>, seat = seatId) => {
  const start = slot++
  return app.api.post<Envelope<Booked> & Failure>(
    '/api/public/reservations/seats',
    {
      seatId: seat,
      startDate: at(day, `${String(start).padStart(2, '0')}:00`),
      endDate: at(day, `${String(start + 1).padStart(2, '0')}:00`),
      name: '被鎖定的讀者',
      email: VICTIM,
      isExternal: true,
    },
    { headers },
  )
}

const askLink = (headers: Record<string, string>) =>
  app.api.post<Failure>('/api/public/reservations/my-reservations/link', { email: VICTIM }, { headers })

const linkMails = async () => {
  for (let i = 0; i < 30; i++) {
    await app.runQueue('mail')
    const pending = await app.payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    })
    if (pending.totalDocs === 0) break
  }
  return app.smtp!.received.filter((mail) => mail.to.includes(VICTIM) && mail.subject.includes('查詢連結'))
}

describe('a flood of link requests for someone else’s address', () => {
  it('limits the flooding address, not the victim: the victim’s own link request and booking still pass', async () => {
    const flood: number[] = []
    for (let i = 0; i < 21; i++) flood.push((await askLink(ATTACKER(0))).status)
    const own = await askLink(VICTIM_HOME)
    expect(own.status).toBe(202)
    // The flooding address is the one refused.
    expect(flood.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 202))
    expect(flood[20]).toBe(429)
    // Three link mails from the attacker's address, and the victim's own.
    expect(await linkMails()).toHaveLength(4)

    const booking = await book(VICTIM_HOME)
    expect(booking.status).toBe(201)
  })

  it('keeps the victim’s link mails bounded when the flood comes from many addresses', async () => {
    for (let n = 1; n <= 6; n++) for (let i = 0; i < 4; i++) expect((await askLink(ATTACKER(n))).status).toBe(202)
    // Ten a day to one e-mail address, whatever the addresses asking.
    expect(await linkMails()).toHaveLength(10)
  })
})

describe('the per-identity ceiling', () => {
  it('refuses bookings in a name from every address past it, but never one that proves the identity', async () => {
    // Bookings in the victim's name from five addresses (a seat that does not exist: nothing is stored).
    const missingSeat = 'aaaaaaaaaaaaaaaaaaaaaaaa'
    const statuses: number[] = []
    for (let n = 10; n < 15; n++)
      for (let i = 0; i < 20; i++) statuses.push((await book(ATTACKER(n), missingSeat)).status)
    // No one address reached its own limit; the victim's two bookings counted toward the ceiling too.
    expect(statuses.filter((status) => status === 404)).toHaveLength(98)
    expect(statuses.slice(98)).toEqual([429, 429])
    const unproven = await book(another())
    expect(unproven.status).toBe(429)
    expect(unproven.body.message).toMatch(/請求過於頻繁/)

    // With 我的預約's proof of the address (a mailed link opened), the victim books from anywhere.
    const { access } = issuePatronAccess(app.payload.secret, { by: 'email', value: VICTIM })
    const proven = await book({ ...another(), 'X-Patron-Access': access })
    expect(proven.status).toBe(201)
  })
})
