import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import {
  type Booked,
  type Envelope,
  type Failure,
  aheadDay,
  at,
  createRoom,
  createSeat,
  fresh,
  openLibrary,
} from './setup'

/**
 * Issue 28 item 3: the daily quota of external bookings (rule 7) holds under parallel requests.
 * Before the fix the quota was a count read before the insert, so parallel bookings all read the
 * same count and all passed (quota 5 ended at 6). Run on SQLite and, with TEST_DB=postgres, on
 * PostgreSQL.
 */

const QUOTA = 3
const PARALLEL = 12
const CLOCKS = Array.from({ length: PARALLEL }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`)
const next = (clock: string) => `${String(Number(clock.slice(0, 2)) + 1).padStart(2, '0')}:00`

let app: TestApp
let readingRoom: string
const seats: string[] = []
const rooms: string[] = []

beforeAll(async () => {
  app = await startTestApp({ seed: false })
  await openLibrary(app, { external: QUOTA }, { external: QUOTA })
  readingRoom = await createRoom(app, { name: '配額閱覽室' })
  for (let i = 0; i < PARALLEL; i++) seats.push(await createSeat(app, readingRoom, `Q${i + 1}`))
  for (let i = 0; i < PARALLEL; i++) rooms.push(await createRoom(app, { name: `配額討論室 ${i + 1}` }))
})
afterAll(async () => app?.close())

const external = (email: string) => ({ name: '外部讀者', email, isExternal: true })

const holdingExternal = async (kind: 'Seat' | 'Room', day: string) =>
  (
    await app.payload.count({
      collection: 'reservations',
      where: {
        and: [
          { kind: { equals: kind } },
          { isExternal: { equals: true } },
          { status: { in: ['Reserved', 'CheckedIn'] } },
          { startDate: { greater_than_equal: at(day, '00:00') } },
          { startDate: { less_than: at(day, '23:59') } },
        ],
      },
      overrideAccess: true,
    })
  ).totalDocs

const expectQuotaHeld = (results: { status: number; body: Envelope<Booked> & Failure }[], day: string) => {
  const statuses = results.map((r) => r.status)
  expect(statuses.filter((s) => s >= 500)).toEqual([])
  expect(statuses.filter((s) => s === 201)).toHaveLength(QUOTA)
  for (const refused of results.filter((r) => r.status !== 201)) {
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(`外部人士每日最多 ${QUOTA} 筆預約，${day} 已額滿`)
  }
}

describe('the daily external quota under parallel bookings', () => {
  it(`12 parallel seat bookings of different slots by one external patron with quota ${QUOTA}: exactly ${QUOTA} succeed`, async () => {
    const day = aheadDay(5)
    const results = await Promise.all(
      CLOCKS.map((clock, i) =>
        app.api.post<Envelope<Booked> & Failure>(
          '/api/public/reservations/seats',
          {
            seatId: seats[i],
            startDate: at(day, clock),
            endDate: at(day, next(clock)),
            ...external('crowd-seat@test.example'),
          },
          { headers: fresh() },
        ),
      ),
    )
    expectQuotaHeld(results, day)
    expect(await holdingExternal('Seat', day)).toBe(QUOTA)
  })

  it(`12 parallel room bookings by twelve external patrons with quota ${QUOTA}: exactly ${QUOTA} succeed`, async () => {
    const day = aheadDay(6)
    const results = await Promise.all(
      CLOCKS.map((clock, i) =>
        app.api.post<Envelope<Booked> & Failure>(
          '/api/public/reservations/rooms',
          {
            roomId: rooms[i],
            startDate: at(day, clock),
            endDate: at(day, next(clock)),
            ...external(`crowd-room-${i}@test.example`),
          },
          { headers: fresh() },
        ),
      ),
    )
    expectQuotaHeld(results, day)
    expect(await holdingExternal('Room', day)).toBe(QUOTA)
  })

  it('parallel series and single bookings of one day never pass the quota together', async () => {
    const day = aheadDay(8)
    const series = Array.from({ length: 4 }, (_, i) =>
      app.api.post<Envelope<unknown> & Failure>(
        '/api/public/reservations/recurrence-rooms',
        {
          roomId: rooms[i],
          rangeDates: { startDate: day, endDate: day },
          recurrenceSettings: { frequency: 'daily', startTime: CLOCKS[i], endTime: next(CLOCKS[i]!) },
          skipConflicts: true,
          ...external(`crowd-series-${i}@test.example`),
        },
        { headers: fresh() },
      ),
    )
    const singles = CLOCKS.slice(4).map((clock, i) =>
      app.api.post<Envelope<Booked> & Failure>(
        '/api/public/reservations/rooms',
        {
          roomId: rooms[i + 4],
          startDate: at(day, clock),
          endDate: at(day, next(clock)),
          ...external('crowd-mixed@test.example'),
        },
        { headers: fresh() },
      ),
    )
    const results = await Promise.all([...series, ...singles])
    expect(results.filter((r) => r.status >= 500)).toEqual([])
    expect(results.filter((r) => r.status === 201)).toHaveLength(QUOTA)
    expect(await holdingExternal('Room', day)).toBe(QUOTA)
  })
})

describe('the weekly minutes under parallel bookings (the same check-then-insert)', () => {
  it('12 parallel one-hour room bookings by one patron with 120 weekly minutes: exactly 2 succeed', async () => {
    await app.payload.updateGlobal({
      slug: 'room-reservation-settings',
      data: { roomsMaximumWeeklyReservationMinutes: 120, roomsAllowedExternalReservationCount: null },
      overrideAccess: true,
    })
    const day = aheadDay(14)
    const email = 'weekly-crowd@test.example'
    const results = await Promise.all(
      CLOCKS.map((clock, i) =>
        app.api.post<Envelope<Booked> & Failure>(
          '/api/public/reservations/rooms',
          { roomId: rooms[i], startDate: at(day, clock), endDate: at(day, next(clock)), ...external(email) },
          { headers: fresh() },
        ),
      ),
    )
    expect(results.filter((r) => r.status >= 500)).toEqual([])
    expect(results.filter((r) => r.status === 201)).toHaveLength(2)
    for (const refused of results.filter((r) => r.status !== 201))
      expect(refused.body.message).toMatch(/^每人每週最多預約 120 分鐘/)
    expect(
      (
        await app.payload.count({
          collection: 'reservations',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(2)
  })
})
