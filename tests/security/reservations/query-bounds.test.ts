import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issuePatronAccess } from '@/modules/reservations/patronAccess'
import { startTestApp, type TestApp } from '../../helpers/app'
import {
  type Booked,
  type Envelope,
  type Failure,
  addDays,
  aheadDay,
  at,
  createRoom,
  createSeat,
  fresh,
  openLibrary,
  today,
} from './setup'

/**
 * Issue 28 item 2: every public reservations GET answers a malformed or out-of-range date or
 * day count with a 400 in zh-TW, never a 5xx. Before the fix `GET seats?from=9999-12-31&days=7`
 * was a 500 (RangeError: the day arithmetic ran past year 9999).
 */

let app: TestApp
let roomId: string
let seatId: string
let booked: Booked
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  await openLibrary(app)
  roomId = await createRoom(app, { name: '範圍閱覽室' })
  seatId = await createSeat(app, roomId, 'R1')
  const day = aheadDay(3)
  const res = await app.api.post<Envelope<Booked>>(
    '/api/public/reservations/seats',
    {
      seatId,
      startDate: at(day, '10:00'),
      endDate: at(day, '11:00'),
      name: '範圍讀者',
      email: 'bounds@test.example',
      isExternal: true,
    },
    { headers: fresh() },
  )
  expect(res.status).toBe(201)
  booked = res.body.result
})
afterAll(async () => app?.close())

const zhTw = /[\u4e00-\u9fff]/

const expect400 = async (path: string, init: { headers?: Record<string, string> } = {}) => {
  const res = await app.api.get<Failure>(path, { headers: { ...fresh(), ...init.headers } })
  expect(res.status, `${path} → ${res.status} ${JSON.stringify(res.body)}`).toBe(400)
  expect(res.body.message, path).toMatch(zhTw)
  return res.body.message
}

const FAR_PAST = addDays(today, -800)
const FAR_AHEAD = addDays(today, 800)

describe('availability queries (seats, lab-seats, rooms)', () => {
  const BAD_QUERIES = [
    'from=9999-12-31&days=7',
    'from=9999-12-31',
    'from=9999-12-25&days=7',
    'from=0000-01-01&days=7',
    'from=0001-01-01',
    `from=${FAR_PAST}`,
    `from=${FAR_AHEAD}`,
    'from=2026-02-30',
    'from=2026-1-1',
    'from=%2B010000-01-01',
    'from=',
    'days=0',
    'days=8',
    'days=99999999',
    'days=-1',
    'days=1.5',
    'days=1e3',
    'days=seven',
    'days=',
    `from=${today}&days=7&days=8`,
    'roomId=not-an-id',
  ]

  for (const scope of ['seats', 'lab-seats', 'rooms'] as const) {
    it(`GET ${scope} answers every malformed or out-of-range from/days with a 400 in zh-TW`, async () => {
      for (const query of BAD_QUERIES) await expect400(`/api/public/reservations/${scope}?${query}`)
    })
  }

  it('names the window of `from` in its message', async () => {
    const message = await expect400('/api/public/reservations/seats?from=9999-12-31&days=7')
    expect(message).toBe(`起始日期須介於 ${addDays(today, -731)} 與 ${addDays(today, 731)} 之間`)
  })

  it('still answers the window’s edges and the maximum day count', async () => {
    for (const from of [addDays(today, -731), today, addDays(today, 731)]) {
      const res = await app.api.get<Envelope<{ days: unknown[] }>>(
        `/api/public/reservations/seats?from=${from}&days=7`,
        { headers: fresh() },
      )
      expect(res.status, from).toBe(200)
      expect(res.body.result.days).toHaveLength(7)
    }
  })
})

describe('the staff day views and booking list', () => {
  it('answer a date near year 9999 or 0 with a 400, never a 5xx', async () => {
    for (const path of ['reservations-seats', 'reservations-lab-seats', 'reservations-rooms']) {
      for (const query of ['from=9999-12-31&days=7', 'from=0000-01-01', `from=${FAR_AHEAD}`]) {
        const res = await app.api.get<Failure>(`/api/shennong/${path}?${query}`, { token: admin })
        expect(res.status, `${path}?${query}`).toBe(400)
        expect(res.body.message).toMatch(zhTw)
      }
    }
    const history = await app.api.get<Failure>(`/api/shennong/reservations?from=2000-01-01&to=${FAR_AHEAD}`, {
      token: admin,
    })
    expect(history.status).toBe(200)
    for (const query of [
      'from=9999-12-31&to=9999-12-31',
      'from=0000-01-01&to=0000-01-02',
      'to=9999-12-31',
      'from=0001-01-01',
      'from=2026-02-30',
    ]) {
      const res = await app.api.get<Failure>(`/api/shennong/reservations?${query}`, { token: admin })
      expect(res.status, query).toBe(400)
      expect(res.body.message).toMatch(zhTw)
    }
  })
})

describe('the external count', () => {
  it('answers a malformed or out-of-range date or isRoom with a 400 in zh-TW', async () => {
    for (const query of [
      'isRoom=true&date=9999-12-31',
      'isRoom=false&date=0000-01-01',
      `isRoom=true&date=${FAR_AHEAD}`,
      `isRoom=true&date=${FAR_PAST}`,
      'isRoom=true&date=2026-02-30',
      'isRoom=true',
      'isRoom=maybe&date=2026-01-01',
      `date=${today}`,
      'isRoom=true&date=',
    ]) {
      await expect400(`/api/public/reservations/get-isExternal-count?${query}`)
    }
    const fine = await app.api.get<Envelope<{ used: number }>>(
      `/api/public/reservations/get-isExternal-count?isRoom=false&date=${aheadDay(3)}`,
      { headers: fresh() },
    )
    expect(fine.status).toBe(200)
    expect(fine.body.result.used).toBe(1)
  })
})

describe('a booking’s detail and 我的預約', () => {
  it('never answers a 5xx to a malformed id, key or proof', async () => {
    const paths = [
      `/api/public/reservations/detail/${booked.id}?key=${'x'.repeat(5000)}`,
      `/api/public/reservations/detail/${booked.id}?key=%00`,
      `/api/public/reservations/detail/${booked.id}?key=${encodeURIComponent('\u0000\r\n')}`,
      `/api/public/reservations/detail/${'z'.repeat(24)}?key=${booked.key}`,
      `/api/public/reservations/detail/%E0%A4%A?key=${booked.key}`,
      `/api/public/reservations/detail/${booked.id}?key=wrong&key=${booked.key}`,
    ]
    for (const path of paths) {
      const res = await app.api.get<Failure>(path, { headers: fresh() })
      expect(res.status, path).toBeLessThan(500)
      expect(res.status, path).toBe(404)
    }
    const proofs: Record<string, string>[] = [
      { 'X-Patron-Access': 'x'.repeat(5000) },
      { 'X-Patron-Access': 'a.b.c' },
      { Cookie: 'resv-mine=%E0%A4%A' },
      { Cookie: `resv-mine=${'%'.repeat(100)}` },
      { 'X-Patron-Access': issuePatronAccess('not-the-secret', { by: 'email', value: 'bounds@test.example' }).access },
    ]
    for (const headers of proofs) {
      const res = await app.api.get<Failure>('/api/public/reservations/my-reservations', {
        headers: { ...fresh(), ...headers },
      })
      expect(res.status, JSON.stringify(headers).slice(0, 80)).toBeLessThan(500)
    }
  })
})

describe('booking writes with dates at the edge of the calendar', () => {
  it('never answers a 5xx to a start or end near year 9999 or 0', async () => {
    const bodies = [
      { startDate: '9999-12-31T23:00:00-12:00', endDate: '9999-12-31T23:59:00-12:00' },
      { startDate: '9999-12-31T10:00:00Z', endDate: '9999-12-31T11:00:00Z' },
      { startDate: '0000-01-01T00:00:00+14:00', endDate: '0000-01-01T01:00:00+14:00' },
      { startDate: '0001-01-01T00:00:00Z', endDate: '0001-01-01T01:00:00Z' },
    ]
    for (const body of bodies) {
      const res = await app.api.post<Failure>(
        '/api/public/reservations/seats',
        { seatId, ...body, name: '邊界讀者', email: 'edge@test.example', isExternal: true },
        { headers: fresh() },
      )
      expect(res.status, JSON.stringify(body)).toBeLessThan(500)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toMatch(zhTw)
    }
    for (const rangeDates of [
      { startDate: '9999-12-01', endDate: '9999-12-31' },
      { startDate: '0000-01-01', endDate: '0000-01-31' },
    ]) {
      const res = await app.api.post<Failure>(
        '/api/public/reservations/recurrence-rooms',
        {
          roomId: await createRoom(app, { name: `邊界討論室 ${rangeDates.startDate}` }),
          rangeDates,
          recurrenceSettings: { frequency: 'daily', startTime: '10:00', endTime: '11:00' },
          name: '邊界讀者',
          email: 'edge@test.example',
          isExternal: true,
        },
        { headers: fresh() },
      )
      expect(res.status, JSON.stringify(rangeDates)).toBeLessThan(500)
      expect([400, 409], JSON.stringify(rangeDates)).toContain(res.status)
    }
  })
})
