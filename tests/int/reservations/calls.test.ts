import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { addDays, libraryInstant } from '@/modules/reservations'
import { sendReminders } from '@/modules/reservations/jobs'
import { todayKey } from '@/modules/opening'
import { releaseNoShows } from '@/modules/reservations/jobs'
import { startTestApp, type TestApp } from '../../helpers/app'
import { mailsIn } from '../../helpers/outbox'

/**
 * Issue 13: the reservation calls through the real route handlers, on SQLite and PostgreSQL.
 * The library is open every day 08:00–20:00 except one closed day; seats book in 60-minute
 * units (30 × 2), rooms too.
 */

type Envelope<T> = { result: T; message?: string }
type Failure = { message: string; result?: unknown }
type View = {
  id: string
  _id: string
  status: string
  startDate: string
  endDate: string
  name: string
  cancelReason?: string
  seatId: string | null
  roomId: string | null
}
type Booked = { id: string; key: string; reservation: View }

let app: TestApp
let admin: string
let seatsOnly: string
let roomId: string
let otherRoomId: string
let readingRoomId: string
let labRoomId: string
const seat: string[] = []
let labSeat: string
let disabledSeat: string

const today = todayKey()
const day1 = addDays(today, 1)
const day2 = addDays(today, 2)
const closedDay = addDays(today, 3)
const at = (day: string, clock: string): string => {
  const [h, m] = clock.split(':').map(Number) as [number, number]
  return libraryInstant(day, h * 60 + m).toISOString()
}

let address = 1
const fresh = () => ({ 'X-Forwarded-For': `198.51.${Math.floor(address / 250)}.${(address++ % 250) + 1}` })

let emailNo = 0
const patron = (overrides: Record<string, unknown> = {}) => ({
  name: '林讀者',
  email: `reader${emailNo++}@test.example`,
  isExternal: true,
  ...overrides,
})

const postSeat = (body: Record<string, unknown>) =>
  app.api.post<Envelope<Booked> & Failure>('/api/public/reservations/seats', body, { headers: fresh() })
const postRoom = (body: Record<string, unknown>) =>
  app.api.post<Envelope<Booked> & Failure>('/api/public/reservations/rooms', body, { headers: fresh() })

const stored = async (where: Record<string, unknown> = {}) =>
  (
    await app.payload.find({
      collection: 'reservations',
      where: where as never,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

const seatSettings = (data: Record<string, unknown>) =>
  app.payload.updateGlobal({ slug: 'seat-reservation-settings', data, overrideAccess: true })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  const role = await app.payload.create({
    collection: 'roles',
    data: {
      name: 'seat staff',
      enabled: true,
      flags: onlyFlags([FLAGS.reservations.auth, ...Object.values(FLAGS.reservations.seats)]),
    },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'seatstaff',
      name: 'seatstaff',
      email: 'seatstaff@test.example',
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  seatsOnly = await app.login('seatstaff', 'Passw0rd!x')

  await app.payload.updateGlobal({
    slug: 'opening-settings',
    data: {
      openingTime: '08:00',
      closingTime: '20:00',
      openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    },
    overrideAccess: true,
  })
  await app.payload.delete({ collection: 'opening-dates', where: { id: { exists: true } }, overrideAccess: true })
  await app.payload.create({
    collection: 'opening-dates',
    data: { date: `${closedDay}T12:00:00.000Z`, openingStatus: 'Closed', announcement: '盤點' },
    overrideAccess: true,
  })
  await seatSettings({
    seatsMaximumReservationDays: 7,
    seatsMinimumReservationMinutes: 30,
    multiplierForSeatsMinimumReservationMinutes: 2,
    seatsMaximumWeeklyReservationMinutes: null,
    seatsAllowedExternalReservationCount: null,
  })
  await app.payload.updateGlobal({
    slug: 'room-reservation-settings',
    data: {
      roomsMaximumReservationDays: 60,
      roomsMinimumReservationMinutes: 30,
      multiplierForRoomsMinimumReservationMinutes: 2,
      roomsMaximumWeeklyReservationMinutes: 600,
      roomsRecurrenceReservationIsOpen: true,
    },
    overrideAccess: true,
  })
  // Rooms of this file's own (the demo seed may hold others).
  const room = (data: Record<string, unknown>) =>
    app.payload.create({ collection: 'rooms', data: data as never, overrideAccess: true }).then((doc) => String(doc.id))
  roomId = await room({ name: '測試討論室', enabled: true })
  otherRoomId = await room({ name: '測試停用室', enabled: false })
  readingRoomId = await room({ name: '測試閱覽室', enabled: true })
  labRoomId = await room({ name: '測試實驗室', enabled: true, isLab: true })
  for (const number of ['1', '2', '3']) {
    seat.push(
      String(
        (
          await app.payload.create({
            collection: 'seats',
            data: { roomId: readingRoomId, number, enabled: true },
            overrideAccess: true,
          })
        ).id,
      ),
    )
  }
  disabledSeat = String(
    (
      await app.payload.create({
        collection: 'seats',
        data: { roomId: readingRoomId, number: '99', enabled: false },
        overrideAccess: true,
      })
    ).id,
  )
  labSeat = String(
    (
      await app.payload.create({
        collection: 'seats',
        data: { roomId: labRoomId, number: 'L1', enabled: true },
        overrideAccess: true,
      })
    ).id,
  )
})
afterAll(async () => app?.close())

describe('availability', () => {
  it('lists days with their opening hours, the enabled seats apart from lab seats, and what is taken without personal data', async () => {
    const booked = await postSeat({
      seatId: seat[2],
      startDate: at(day1, '08:00'),
      endDate: at(day1, '09:00'),
      ...patron({ name: '私人姓名' }),
    })
    expect(booked.status).toBe(201)
    const res = await app.api.get<
      Envelope<{
        kind: string
        settings: { slotMinutes: number }
        days: { date: string; open: boolean; opening: { start: string; end: string } | null }[]
        resources: { id: string; label: string }[]
        taken: Record<string, unknown>[]
      }>
    >(`/api/public/reservations/seats?from=${day1}&days=3&roomId=${readingRoomId}`)
    expect(res.status).toBe(200)
    expect(res.body.result.kind).toBe('Seat')
    expect(res.body.result.settings.slotMinutes).toBe(60)
    expect(res.body.result.days.map((d) => [d.date, d.open, d.opening])).toEqual([
      [day1, true, { start: '08:00', end: '20:00' }],
      [day2, true, { start: '08:00', end: '20:00' }],
      [closedDay, false, null],
    ])
    expect(res.body.result.resources.map((r) => r.label)).toEqual(['1', '2', '3'])
    const taken = res.body.result.taken.find((t) => t.resourceId === seat[2])!
    expect(taken).toEqual({ resourceId: seat[2], startDate: at(day1, '08:00'), endDate: at(day1, '09:00') })
    expect(JSON.stringify(res.body.result)).not.toContain('私人姓名')

    const lab = await app.api.get<Envelope<{ resources: { id: string }[] }>>(
      `/api/public/reservations/lab-seats?from=${day1}&days=1&roomId=${labRoomId}`,
    )
    expect(lab.body.result.resources.map((r) => r.id)).toEqual([labSeat])
    const rooms = await app.api.get<Envelope<{ resources: { id: string }[]; settings: { recurrenceOpen: boolean } }>>(
      `/api/public/reservations/rooms?from=${day1}&days=1`,
    )
    const ids = rooms.body.result.resources.map((r) => r.id)
    expect(ids).toContain(roomId)
    expect(ids).not.toContain(otherRoomId)
    expect(ids).not.toContain(readingRoomId)
    expect(ids).not.toContain(labRoomId)
    expect(rooms.body.result.settings.recurrenceOpen).toBe(true)

    const staff = await app.api.get<Envelope<{ taken: { id: string; name: string; status: string }[] }>>(
      `/api/shennong/reservations-seats?from=${day1}&days=1`,
      { token: admin },
    )
    expect(staff.body.result.taken.find((t) => t.id === booked.body.result.id)).toMatchObject({
      name: '私人姓名',
      status: 'Reserved',
    })
  })

  it('refuses a bad query with a 400', async () => {
    expect((await app.api.get<Failure>('/api/public/reservations/seats?days=8')).status).toBe(400)
    expect((await app.api.get<Failure>('/api/public/reservations/seats?from=2026-13-01')).status).toBe(400)
  })
})

describe('no double booking', () => {
  it('of 50 simultaneous bookings of one slot stores exactly one; the others get a 409, none a 500', async () => {
    const body = (i: number) => ({
      seatId: seat[0],
      startDate: at(day2, '10:00'),
      endDate: at(day2, '11:00'),
      ...patron({ email: `crowd${i}@test.example` }),
    })
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => postSeat(body(i))))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    for (const r of results.filter((r) => r.status === 409))
      expect(['此時段已被預約', '此時段剛被其他人預約，請選擇其他時段']).toContain(r.body.message)
    expect(
      await stored({ and: [{ seatId: { equals: seat[0] } }, { startDate: { equals: at(day2, '10:00') } }] }),
    ).toHaveLength(1)
  })

  it('refuses a staff change that would overlap with a 409 and changes nothing', async () => {
    const first = await postSeat({
      seatId: seat[1],
      startDate: at(day2, '12:00'),
      endDate: at(day2, '13:00'),
      ...patron(),
    })
    const second = await postSeat({
      seatId: seat[1],
      startDate: at(day2, '14:00'),
      endDate: at(day2, '15:00'),
      ...patron(),
    })
    expect([first.status, second.status]).toEqual([201, 201])
    const res = await app.api.put<Failure>(
      '/api/shennong/modify-seat-reservation',
      { id: second.body.result.id, startDate: at(day2, '12:00'), endDate: at(day2, '13:00'), name: '改名' },
      { token: admin },
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('此時段已被預約')
    const after = await app.payload.findByID({
      collection: 'reservations',
      id: second.body.result.id,
      overrideAccess: true,
    })
    expect([after.startDate, after.name]).toEqual([at(day2, '14:00'), '林讀者'])

    const moved = await app.api.put<Envelope<View>>(
      '/api/shennong/modify-seat-reservation',
      { id: second.body.result.id, startDate: at(day2, '16:00'), endDate: at(day2, '17:00'), annotation: '館員改期' },
      { token: admin },
    )
    expect(moved.status).toBe(200)
    expect(moved.body.result.startDate).toBe(at(day2, '16:00'))
  })
})

describe('the booking rules, each with its message', () => {
  const slot = (day: string, from: string, to: string, s = seat[1]) => ({
    seatId: s,
    startDate: at(day, from),
    endDate: at(day, to),
  })

  it.each([
    ['a disabled seat', () => ({ ...slot(day1, '10:00', '11:00', disabledSeat) }), 400, '此座位目前停用，無法預約'],
    ['an unknown seat', () => ({ ...slot(day1, '10:00', '11:00', '0123456789abcdef01234567') }), 404, '找不到此座位'],
    [
      'an end before the start',
      () => ({ seatId: seat[1], startDate: at(day1, '11:00'), endDate: at(day1, '10:00') }),
      400,
      '結束時間必須晚於開始時間',
    ],
    [
      'a start in the past',
      () => ({ seatId: seat[1], startDate: at(addDays(today, -1), '10:00'), endDate: at(addDays(today, -1), '11:00') }),
      400,
      '無法預約已經開始或過去的時段',
    ],
    ['a day beyond the maximum', () => slot(addDays(today, 8), '10:00', '11:00'), 400, '僅能預約 7 天內的時段'],
    ['less than one slot', () => slot(day1, '10:00', '10:30'), 400, '每次預約至少 60 分鐘（最短 30 分鐘 × 2）'],
    ['not a whole number of slots', () => slot(day1, '10:00', '11:30'), 400, '預約時間須以 60 分鐘為單位'],
    ['a start off the grid', () => slot(day1, '10:30', '11:30'), 400, '預約時間須以 60 分鐘為單位'],
    ['a closed day', () => slot(closedDay, '10:00', '11:00'), 400, `${closedDay} 閉館，無法預約`],
    ['outside the opening hours', () => slot(day1, '19:00', '21:00'), 400, '預約時間須在開館時間 08:00–20:00 之內'],
    ['before the opening', () => slot(day1, '07:00', '08:00'), 400, '預約時間須在開館時間 08:00–20:00 之內'],
  ])('refuses %s', async (_name, body, status, message) => {
    const before = (await stored()).length
    const res = await postSeat({ ...body(), ...patron() })
    expect(res.status).toBe(status)
    expect(res.body.message).toBe(message)
    expect((await stored()).length).toBe(before)
  })

  it('refuses a room that is booked seat by seat, and a disabled room', async () => {
    const withSeats = await postRoom({
      roomId: readingRoomId,
      startDate: at(day1, '10:00'),
      endDate: at(day1, '11:00'),
      ...patron(),
    })
    expect([withSeats.status, withSeats.body.message]).toEqual([400, '此空間以座位預約，請改預約其中的座位'])
    const disabled = await postRoom({
      roomId: otherRoomId,
      startDate: at(day1, '10:00'),
      endDate: at(day1, '11:00'),
      ...patron(),
    })
    expect([disabled.status, disabled.body.message]).toEqual([400, '此空間目前停用，無法預約'])
  })

  it('refuses bad fields: email, userCount, enumerations, unknown keys', async () => {
    const base = { ...slot(day1, '10:00', '11:00'), ...patron() }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, email: 'not-an-email' }, '電子郵件格式不正確'],
      [{ ...base, userCount: 0 }, '使用人數須為正整數'],
      [{ ...base, userCount: 1.5 }, '使用人數須為正整數'],
      [{ ...base, userCount: '2' }, '使用人數須為正整數'],
      [{ ...base, name: '' }, '姓名為必填欄位'],
      [{ ...base, isExternal: 'true' }, '外部人士須為是或否'],
    ]
    for (const [body, message] of cases) {
      const res = await postSeat(body)
      expect(res.status, message).toBe(400)
      expect(res.body.message).toBe(message)
    }
    const unknown = await postSeat({ ...base, status: 'CheckedIn' })
    expect(unknown.status).toBe(400)
  })

  it('limits the minutes per person and week', async () => {
    await seatSettings({ seatsMaximumWeeklyReservationMinutes: 120 })
    try {
      const who = patron({ email: 'Weekly@Test.example' })
      expect((await postSeat({ ...slot(day1, '12:00', '13:00', seat[0]), ...who })).status).toBe(201)
      expect(
        (await postSeat({ ...slot(day1, '13:00', '14:00', seat[0]), ...who, email: 'weekly@test.example' })).status,
      ).toBe(201)
      const third = await postSeat({ ...slot(day1, '14:00', '15:00', seat[0]), ...who })
      expect(third.status).toBe(400)
      expect(third.body.message).toBe('每人每週最多預約 120 分鐘，本週已預約 120 分鐘')
    } finally {
      await seatSettings({ seatsMaximumWeeklyReservationMinutes: null })
    }
  })

  it('limits external bookings per day, and tells the count', async () => {
    const day = addDays(today, 4)
    await seatSettings({ seatsAllowedExternalReservationCount: 1 })
    try {
      expect((await postSeat({ ...slot(day, '08:00', '09:00', seat[0]), ...patron() })).status).toBe(201)
      const count = await app.api.get<Envelope<{ allowed: number; used: number; remaining: number }>>(
        `/api/public/reservations/get-isExternal-count?isRoom=false&date=${day}`,
      )
      expect(count.body.result).toEqual({ allowed: 1, used: 1, remaining: 0 })
      const full = await postSeat({ ...slot(day, '09:00', '10:00', seat[0]), ...patron() })
      expect(full.status).toBe(400)
      expect(full.body.message).toBe(`外部人士每日最多 1 筆預約，${day} 已額滿`)
    } finally {
      await seatSettings({ seatsAllowedExternalReservationCount: null })
    }
  })

  it('checks an internal patron with the account password, never storing it', async () => {
    const base = {
      ...slot(day1, '16:00', '17:00', seat[0]),
      name: '編輯',
      email: 'editor@library.example',
      isExternal: false,
    }
    const wrong = await postSeat({ ...base, username: 'editor', password: 'Wrong@12345' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('帳號或密碼錯誤')
    const missing = await postSeat({ ...base })
    expect([missing.status, missing.body.message]).toEqual([400, '帳號為必填欄位'])
    const right = await postSeat({ ...base, username: 'editor', password: 'Editor@12345' })
    expect(right.status).toBe(201)
    const doc = await app.payload.findByID({
      collection: 'reservations',
      id: right.body.result.id,
      overrideAccess: true,
    })
    expect(doc.username).toBe('editor')
    expect(JSON.stringify(doc)).not.toContain('Editor@12345')
  })

  it('answers a filled honeypot with a fake success and stores nothing', async () => {
    const before = (await stored()).length
    const res = await postSeat({
      ...slot(day1, '17:00', '18:00', seat[0]),
      ...patron(),
      website: 'http://spam.example',
    })
    expect(res.status).toBe(201)
    expect(res.body.result.key).toBeTruthy()
    expect((await stored()).length).toBe(before)
  })
})

describe('permissions', () => {
  it('keeps a seats-only staff member out of the room calls (403), not out of the seat calls', async () => {
    const forbidden = [
      await app.api.get('/api/shennong/rooms', { token: seatsOnly }),
      await app.api.get('/api/shennong/reservations-rooms', { token: seatsOnly }),
      await app.api.get('/api/shennong/room-reservations-settings', { token: seatsOnly }),
      await app.api.post(
        '/api/shennong/reservations-rooms',
        { roomId, startDate: at(day1, '10:00'), endDate: at(day1, '11:00'), ...patron() },
        { token: seatsOnly },
      ),
      await app.api.put(
        '/api/shennong/modify-room-reservation',
        { id: '0123456789abcdef01234567', name: 'x' },
        { token: seatsOnly },
      ),
      await app.api.put(
        '/api/shennong/room-reservations-settings',
        { roomsMaximumReservationDays: 1 },
        { token: seatsOnly },
      ),
    ]
    expect(forbidden.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403])
    expect((await app.api.get('/api/shennong/seats', { token: seatsOnly })).status).toBe(200)
    expect((await app.api.get('/api/shennong/seat-reservations-settings', { token: seatsOnly })).status).toBe(200)
    const booked = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-seats',
      {
        seatId: seat[2],
        startDate: at(day2, '08:00'),
        endDate: at(day2, '09:00'),
        ...patron(),
        annotation: '館員代訂',
      },
      { token: seatsOnly },
    )
    expect(booked.status).toBe(201)
    // A room booking is not theirs, even through the calls taking either kind.
    const roomBooking = await postRoom({
      roomId,
      startDate: at(day1, '18:00'),
      endDate: at(day1, '19:00'),
      ...patron(),
    })
    expect(roomBooking.status).toBe(201)
    const cancel = await app.api.put(
      `/api/shennong/cancel-reservation/${roomBooking.body.result.id}`,
      { reason: '測試' },
      { token: seatsOnly },
    )
    expect(cancel.status).toBe(403)
    const list = await app.api.get<Envelope<{ data: View[] }>>('/api/shennong/reservations?limit=1000', {
      token: seatsOnly,
    })
    expect(list.body.result.data.some((v) => v.id === roomBooking.body.result.id)).toBe(false)
    expect(list.body.result.data.some((v) => v.id === booked.body.result.id)).toBe(true)
  })
})

describe('recurring room bookings', () => {
  const seriesStart = addDays(today, 7)
  const series = (extra: Record<string, unknown> = {}) => ({
    roomId,
    rangeDates: { startDate: seriesStart, endDate: addDays(seriesStart, 21) },
    recurrenceSettings: { frequency: 'weekly', startTime: '09:00', endTime: '10:00' },
    ...patron({ email: 'series@test.example' }),
    ...extra,
  })

  it('refuses a weekly series with one taken week, naming that date, and stores nothing; with skipConflicts books the rest', async () => {
    const blocked = addDays(seriesStart, 14)
    const other = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-rooms',
      { roomId, startDate: at(blocked, '09:00'), endDate: at(blocked, '10:00'), ...patron() },
      { token: admin },
    )
    expect(other.status).toBe(201)
    const before = (await stored()).length
    const refused = await app.api.post<
      Failure & { result: { conflicts: { date: string; reasons: string[] }[]; bookable: string[] } }
    >('/api/public/reservations/recurrence-rooms', series(), { headers: fresh() })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`部分日期無法預約：${blocked}（此時段已被預約）`)
    expect(refused.body.result.conflicts).toEqual([{ date: blocked, reasons: ['此時段已被預約'] }])
    expect(refused.body.result.bookable).toEqual([seriesStart, addDays(seriesStart, 7), addDays(seriesStart, 21)])
    expect((await stored()).length).toBe(before)

    const booked = await app.api.post<
      Envelope<{ recurrenceId: string; key: string; booked: View[]; skipped: { date: string }[] }>
    >('/api/public/reservations/recurrence-rooms', series({ skipConflicts: true }), { headers: fresh() })
    expect(booked.status).toBe(201)
    expect(booked.body.result.booked.map((v) => v.startDate)).toEqual(
      [seriesStart, addDays(seriesStart, 7), addDays(seriesStart, 21)].map((d) => at(d, '09:00')),
    )
    expect(booked.body.result.skipped.map((s) => s.date)).toEqual([blocked])
    const members = await stored({ recurrenceId: { equals: booked.body.result.recurrenceId } })
    expect(members).toHaveLength(3)
    expect(new Set(members.map((m) => m.accessKeyHash)).size).toBe(1)

    // One key serves the whole series: detail lists it, the series cancel cancels every occurrence.
    const first = booked.body.result.booked[0]!
    const detail = await app.api.get<Envelope<{ reservation: View; series: View[] }>>(
      `/api/public/reservations/detail/${first.id}?key=${encodeURIComponent(booked.body.result.key)}`,
    )
    expect(detail.status).toBe(200)
    expect(detail.body.result.series).toHaveLength(3)
    const cancelled = await app.api.put<Envelope<{ cancelled: number }>>(
      `/api/public/reservations/cancel-recurrence-reservations/${booked.body.result.booked[2]!.id}`,
      { reason: '課程取消', key: booked.body.result.key },
      { headers: fresh() },
    )
    expect(cancelled.body.result).toEqual({ cancelled: 3 })
    expect(
      (await stored({ recurrenceId: { equals: booked.body.result.recurrenceId } })).every(
        (m) => m.status === 'Cancelled' && m.cancelReason === '課程取消',
      ),
    ).toBe(true)
  })

  it('counts the series\u2019 own earlier occurrences against the weekly limit', async () => {
    const res = await app.api.post<Failure & { result: { conflicts: { date: string; reasons: string[] }[] } }>(
      '/api/public/reservations/recurrence-rooms',
      series({
        rangeDates: { startDate: addDays(today, 30), endDate: addDays(today, 34) },
        recurrenceSettings: { frequency: 'daily', startTime: '08:00', endTime: '12:00' },
        email: 'busy@test.example',
      }),
      { headers: fresh() },
    )
    // 600 minutes a week: 240 + 240 fit, a third in the same week does not; five days always put three in one week.
    expect(res.status).toBe(409)
    expect(res.body.result.conflicts.length).toBeGreaterThan(0)
    expect(res.body.result.conflicts[0]!.reasons[0]).toMatch(/^每人每週最多預約 600 分鐘，本週已預約 480 分鐘$/)
  })

  it('refuses a range longer than six months, and when recurrence is closed', async () => {
    const long = await app.api.post<Failure>(
      '/api/public/reservations/recurrence-rooms',
      series({ rangeDates: { startDate: day1, endDate: addDays(day1, 200) } }),
      { headers: fresh() },
    )
    expect([long.status, long.body.message]).toEqual([400, '週期預約期間最長 6 個月'])
    await app.payload.updateGlobal({
      slug: 'room-reservation-settings',
      data: { roomsRecurrenceReservationIsOpen: false },
      overrideAccess: true,
    })
    try {
      const closed = await app.api.post<Failure>('/api/public/reservations/recurrence-rooms', series(), {
        headers: fresh(),
      })
      expect([closed.status, closed.body.message]).toEqual([400, '目前未開放週期性預約'])
    } finally {
      await app.payload.updateGlobal({
        slug: 'room-reservation-settings',
        data: { roomsRecurrenceReservationIsOpen: true },
        overrideAccess: true,
      })
    }
  })
})

describe('the patron\u2019s detail and cancel need proof', () => {
  it('answers a wrong or missing key like an unknown id; the key or the account opens it; cancelling needs a reason', async () => {
    const booked = await postSeat({
      seatId: seat[2],
      startDate: at(day1, '10:00'),
      endDate: at(day1, '11:00'),
      ...patron(),
    })
    expect(booked.status).toBe(201)
    const { id, key } = booked.body.result
    const unknown = await app.api.get<Failure>('/api/public/reservations/detail/0123456789abcdef01234567?key=x')
    const wrong = await app.api.get<Failure>(`/api/public/reservations/detail/${id}?key=wrong`)
    const none = await app.api.get<Failure>(`/api/public/reservations/detail/${id}`)
    expect([unknown.status, wrong.status, none.status]).toEqual([404, 404, 404])
    expect(wrong.body).toEqual(unknown.body)
    expect(none.body).toEqual(unknown.body)
    const right = await app.api.get<Envelope<{ reservation: View }>>(
      `/api/public/reservations/detail/${id}?key=${encodeURIComponent(key)}`,
    )
    expect(right.status).toBe(200)
    expect(right.body.result.reservation.id).toBe(id)
    expect(JSON.stringify(right.body)).not.toContain('accessKeyHash')

    const noReason = await app.api.put<Failure>(
      `/api/public/reservations/cancel-reservation/${id}`,
      { reason: ' ', key },
      { headers: fresh() },
    )
    expect([noReason.status, noReason.body.message]).toEqual([400, '請填寫取消原因'])
    const wrongKey = await app.api.put<Failure>(
      `/api/public/reservations/cancel-reservation/${id}`,
      { reason: '有事', key: 'nope' },
      { headers: fresh() },
    )
    expect(wrongKey.status).toBe(404)
    const cancelled = await app.api.put<Envelope<View>>(
      `/api/public/reservations/cancel-reservation/${id}`,
      { reason: '有事', key },
      { headers: fresh() },
    )
    expect(cancelled.status).toBe(200)
    expect([cancelled.body.result.status, cancelled.body.result.cancelReason]).toEqual(['Cancelled', '有事'])
    const again = await app.api.put<Failure>(
      `/api/public/reservations/cancel-reservation/${id}`,
      { reason: '有事', key },
      { headers: fresh() },
    )
    expect(again.status).toBe(400)
  })

  it('opens an internal patron\u2019s booking with their account, not with another\u2019s', async () => {
    const booked = await postSeat({
      seatId: seat[2],
      startDate: at(day1, '12:00'),
      endDate: at(day1, '13:00'),
      name: '編輯',
      email: 'editor@library.example',
      isExternal: false,
      username: 'editor',
      password: 'Editor@12345',
    })
    expect(booked.status).toBe(201)
    const id = booked.body.result.id
    const mine = await app.api.get(`/api/public/reservations/detail/${id}`, {
      headers: { ...fresh(), 'X-Patron-Username': 'editor', 'X-Patron-Password': 'Editor@12345' },
    })
    expect(mine.status).toBe(200)
    const theirs = await app.api.get(`/api/public/reservations/detail/${id}`, {
      headers: { ...fresh(), 'X-Patron-Username': 'admin', 'X-Patron-Password': 'Admin@12345' },
    })
    expect(theirs.status).toBe(404)
    const cancelled = await app.api.put<Envelope<View>>(
      `/api/public/reservations/cancel-reservation/${id}`,
      { reason: '改期', username: 'editor', password: 'Editor@12345' },
      { headers: fresh() },
    )
    expect(cancelled.body.result.status).toBe('Cancelled')
  })
})

describe('staff calls', () => {
  it('check-in only inside its window; staff cancel; delete', async () => {
    const booked = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-rooms',
      { roomId, startDate: at(day2, '18:00'), endDate: at(day2, '19:00'), ...patron() },
      { token: admin },
    )
    expect(booked.status).toBe(201)
    const id = booked.body.result.id
    const early = await app.api.put<Failure>(`/api/shennong/check-in/${id}`, undefined, { token: admin })
    expect([early.status, early.body.message]).toEqual([400, '僅能於開始前 15 分鐘至結束時間之間報到'])
    const detail = await app.api.get<Envelope<View & { room: { name: string } }>>(
      `/api/shennong/detail-reservations/${id}`,
      { token: admin },
    )
    expect(detail.body.result.room.name).toBe('測試討論室')
    const cancelled = await app.api.put<Envelope<View>>(
      `/api/shennong/cancel-reservation/${id}`,
      { reason: '館方活動' },
      { token: admin },
    )
    expect(cancelled.body.result.status).toBe('Cancelled')
    const notReserved = await app.api.put<Failure>(`/api/shennong/check-in/${id}`, undefined, { token: admin })
    expect([notReserved.status, notReserved.body.message]).toEqual([400, '僅能為「已預約」的預約辦理報到'])
    expect((await app.api.delete(`/api/shennong/reservations/${id}`, { token: admin })).status).toBe(200)
    expect((await app.api.get(`/api/shennong/reservations/${id}`, { token: admin })).status).toBe(404)
  })

  it('saves, toggles and deletes rooms and seats', async () => {
    const room = await app.api.put<Envelope<{ _id: string; enabled: boolean }>>(
      '/api/shennong/rooms',
      { name: '新空間', description: '說明' },
      { token: admin },
    )
    expect(room.status).toBe(200)
    const created = await app.api.put<Envelope<{ _id: string; roomName: string }>>(
      '/api/shennong/seats',
      { roomId: room.body.result._id, number: 'A1' },
      { token: admin },
    )
    expect(created.body.result.roomName).toBe('新空間')
    const dup = await app.api.put<Failure>(
      '/api/shennong/seats',
      { roomId: room.body.result._id, number: 'A1' },
      { token: admin },
    )
    expect([dup.status, dup.body.message]).toEqual([400, '此空間已有座位編號 A1'])
    const toggled = await app.api.put<Envelope<{ enabled: boolean }>>(
      `/api/shennong/toggle-rooms/${room.body.result._id}`,
      undefined,
      { token: admin },
    )
    expect(toggled.body.result.enabled).toBe(false)
    const blocked = await app.api.delete<Failure>(`/api/shennong/rooms/${room.body.result._id}`, { token: admin })
    expect([blocked.status, blocked.body.message]).toEqual([400, '請先刪除此空間的座位'])
    expect((await app.api.delete(`/api/shennong/seats/${created.body.result._id}`, { token: admin })).status).toBe(200)
    expect((await app.api.delete(`/api/shennong/rooms/${room.body.result._id}`, { token: admin })).status).toBe(200)
  })

  it('lists rooms and seats with their filters, and the seats of a lab', async () => {
    const none = await app.api.get<Envelope<{ data: unknown[]; total: number }>>(
      '/api/shennong/rooms?keyword=沒有這個空間',
      { token: admin },
    )
    expect([none.status, none.body.result.total]).toEqual([200, 0])
    const labs = await app.api.get<Envelope<{ data: { _id: string; isLab: boolean; seatCount: number }[] }>>(
      '/api/shennong/rooms?isLab=true&keyword=測試',
      { token: admin },
    )
    expect(labs.body.result.data.map((r) => [r._id, r.isLab, r.seatCount])).toEqual([[labRoomId, true, 1]])
    const seats = await app.api.get<Envelope<{ data: { number: string }[] }>>(
      `/api/shennong/seats?roomId=${readingRoomId}&enabled=false`,
      { token: admin },
    )
    expect(seats.body.result.data.map((s) => s.number)).toEqual(['99'])
    const labSeats = await app.api.get<Envelope<{ _id: string }[]>>(`/api/shennong/lab-seats/${labRoomId}`, {
      token: admin,
    })
    expect(labSeats.body.result.map((s) => s._id)).toEqual([labSeat])
    const notLab = await app.api.get<Failure>(`/api/shennong/lab-seats/${readingRoomId}`, { token: admin })
    expect([notLab.status, notLab.body.message]).toEqual([400, '此空間不是實驗室'])
  })
})

describe('staff lists, series and settings', () => {
  it('lists bookings by kind, room, day and status, with names', async () => {
    const res = await app.api.get<
      Envelope<{ data: (View & { seatNumber: string; roomName: string })[]; total: number }>
    >(
      `/api/shennong/reservations?kind=Seat&roomId=${readingRoomId}&from=${day2}&to=${day2}&status=Reserved&limit=100`,
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBeGreaterThan(0)
    for (const view of res.body.result.data) {
      expect(view.status).toBe('Reserved')
      expect(view.roomName).toBe('測試閱覽室')
      expect(view.startDate >= at(day2, '00:00') && view.startDate < at(addDays(day2, 1), '00:00')).toBe(true)
    }
    expect((await app.api.get<Failure>('/api/shennong/reservations?status=Unknown', { token: admin })).status).toBe(400)
    expect((await app.api.get<Failure>('/api/shennong/reservations?sort=password', { token: admin })).status).toBe(400)
  })

  it('books a staff series, naming a closed day among its conflicts', async () => {
    const res = await app.api.post<Failure & { result: { conflicts: { date: string; reasons: string[] }[] } }>(
      '/api/shennong/reservations-recurrence-rooms',
      {
        roomId,
        rangeDates: { startDate: day2, endDate: addDays(today, 4) },
        recurrenceSettings: { frequency: 'daily', startTime: '15:00', endTime: '16:00' },
        ...patron(),
        annotation: '館員代訂',
      },
      { token: admin },
    )
    expect(res.status).toBe(409)
    expect(res.body.result.conflicts).toEqual([{ date: closedDay, reasons: [`${closedDay} 閉館，無法預約`] }])
  })

  it('reads and saves the settings, refusing a negative limit', async () => {
    const bad = await app.api.put<Failure>(
      '/api/shennong/seat-reservations-settings',
      { seatsMaximumReservationDays: -1 },
      { token: admin },
    )
    expect(bad.status).toBe(400)
    const unknown = await app.api.put<Failure>(
      '/api/shennong/seat-reservations-settings',
      { somethingElse: 1 },
      { token: admin },
    )
    expect(unknown.status).toBe(400)
    const saved = await app.api.put<
      Envelope<{ seatsReservationDescription: string; seatsMaximumReservationDays: number }>
    >('/api/shennong/seat-reservations-settings', { seatsReservationDescription: '請準時報到' }, { token: admin })
    expect(saved.status).toBe(200)
    expect(saved.body.result).toMatchObject({
      seatsReservationDescription: '請準時報到',
      seatsMaximumReservationDays: 7,
    })
    const read = await app.api.get<Envelope<{ roomsRecurrenceReservationIsOpen: boolean }>>(
      '/api/shennong/room-reservations-settings',
      { token: admin },
    )
    expect(read.body.result.roomsRecurrenceReservationIsOpen).toBe(true)
  })
})

describe('staff changes re-check what they touch', () => {
  it('refuses a move onto a disabled seat or outside the hours, allows contact changes, and keeps the annotation from the patron', async () => {
    const booked = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-seats',
      {
        seatId: seat[1],
        startDate: at(day1, '08:00'),
        endDate: at(day1, '09:00'),
        ...patron(),
        annotation: '內部註記',
      },
      { token: admin },
    )
    expect(booked.status).toBe(201)
    const id = booked.body.result.id
    const disabled = await app.api.put<Failure>(
      '/api/shennong/modify-seat-reservation',
      { id, seatId: disabledSeat },
      { token: admin },
    )
    expect([disabled.status, disabled.body.message]).toEqual([400, '此座位目前停用，無法預約'])
    const late = await app.api.put<Failure>(
      '/api/shennong/modify-seat-reservation',
      { id, startDate: at(day1, '19:00'), endDate: at(day1, '21:00') },
      { token: admin },
    )
    expect([late.status, late.body.message]).toEqual([400, '預約時間須在開館時間 08:00–20:00 之內'])
    const wrongKind = await app.api.put<Failure>(
      '/api/shennong/modify-room-reservation',
      { id, name: 'x' },
      { token: admin },
    )
    expect(wrongKind.status).toBe(400)
    const renamed = await app.api.put<Envelope<View & { annotation: string }>>(
      '/api/shennong/modify-seat-reservation',
      { id, name: '新姓名', userCount: 2 },
      { token: admin },
    )
    expect(renamed.status).toBe(200)
    expect([renamed.body.result.name, renamed.body.result.annotation]).toEqual(['新姓名', '內部註記'])

    const detail = await app.api.get<Envelope<{ reservation: Record<string, unknown> }>>(
      `/api/public/reservations/detail/${id}?key=${encodeURIComponent(booked.body.result.key)}`,
    )
    expect(detail.status).toBe(200)
    expect(detail.body.result.reservation.name).toBe('新姓名')
    expect(detail.body.result.reservation).not.toHaveProperty('annotation')
  })
})

describe('the modify calls speak the contract (issue 25 §2)', () => {
  it("take the spec's _id (id too, not both differing), and refuse unknown keys in zh-TW naming them, nested ones with their path", async () => {
    const booked = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-seats',
      { seatId: seat[1], startDate: at(day1, '10:00'), endDate: at(day1, '11:00'), ...patron() },
      { token: admin },
    )
    expect(booked.status).toBe(201)
    const id = booked.body.result.id
    const bySpec = await app.api.put<Envelope<View>>(
      '/api/shennong/modify-seat-reservation',
      { _id: id, name: '依規格改名' },
      { token: admin },
    )
    expect([bySpec.status, bySpec.body.result?.name]).toEqual([200, '依規格改名'])
    const same = await app.api.put<Envelope<View>>(
      '/api/shennong/modify-seat-reservation',
      { _id: id, id, name: '兩者相同' },
      { token: admin },
    )
    expect(same.status).toBe(200)
    const differing = await app.api.put<Failure>(
      '/api/shennong/modify-seat-reservation',
      { _id: id, id: 'a'.repeat(24), name: 'x' },
      { token: admin },
    )
    expect([differing.status, differing.body.message]).toEqual([400, '_id 與 id 不一致'])
    const unknown = await app.api.put<Failure>(
      '/api/shennong/modify-seat-reservation',
      { _id: id, colour: 'red' },
      { token: admin },
    )
    expect([unknown.status, unknown.body.message]).toEqual([400, '不接受的欄位：colour'])
    const room = await app.api.put<Failure>(
      '/api/shennong/modify-room-reservation',
      { _id: id, name: 'x' },
      { token: admin },
    )
    expect(room.status).toBe(400)
    const nested = await app.api.post<Failure>(
      '/api/shennong/reservations-recurrence-rooms',
      {
        roomId: 'b'.repeat(24),
        rangeDates: { startDate: day1, endDate: day2 },
        recurrenceSettings: { frequency: 'weekly', startTime: '10:00', endTime: '11:00', every: 2 },
        ...patron(),
      },
      { token: admin },
    )
    expect([nested.status, nested.body.message]).toEqual([400, '不接受的欄位：recurrenceSettings.every'])
  })
})

describe('the patron is mailed what they see changed (issue 25 §3)', () => {
  it('mails nobody for an annotation, and names each visible change (time, seat, contact) in the mail', async () => {
    const email = `changes${emailNo++}@test.example`
    const booked = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-seats',
      { seatId: seat[2], startDate: at(day1, '14:00'), endDate: at(day1, '15:00'), ...patron({ email }) },
      { token: admin },
    )
    expect(booked.status).toBe(201)
    const id = booked.body.result.id
    const changeMails = async () => {
      await app.runQueue('mail')
      return mailsIn(app.outboxDir, email, '預約已變更')
    }
    await changeMails()
    const annotated = await app.api.put(
      '/api/shennong/modify-seat-reservation',
      { _id: id, annotation: '館員註記：已電話確認' },
      { token: admin },
    )
    expect(annotated.status).toBe(200)
    expect(await changeMails()).toHaveLength(0)
    // Sending back what is stored is no change either.
    expect(
      (await app.api.put('/api/shennong/modify-seat-reservation', { _id: id, name: '林讀者' }, { token: admin }))
        .status,
    ).toBe(200)
    expect(await changeMails()).toHaveLength(0)

    const moved = await app.api.put(
      '/api/shennong/modify-seat-reservation',
      { _id: id, name: '林大讀者', seatId: seat[0], startDate: at(day1, '18:00'), endDate: at(day1, '19:00') },
      { token: admin },
    )
    expect(moved.status).toBe(200)
    const mails = await changeMails()
    expect(mails).toHaveLength(1)
    const text = mails[0]!.text
    expect(text).toContain('變更內容：')
    expect(text).toMatch(/時間：.*14:00–15:00 → .*18:00–19:00/)
    expect(text).toMatch(/座位：.+ → .+/)
    expect(text).toContain('姓名：林讀者 → 林大讀者')
    expect(text).not.toContain('館員註記')
    // The change mail carries the patron's private link again (issue 25, front desk §2), and it opens the booking.
    const link = /\/space\/reservation\/([0-9a-f]{24})\?key=([^\s]+)/.exec(text)
    expect(link?.[1]).toBe(id)
    const opened = await app.api.get(`/api/public/reservations/detail/${id}?key=${link![2]}`)
    expect(opened.status).toBe(200)
  })
})

describe('deleting a booking tells the patron (issue 25 §4)', () => {
  it('mails the cancellation with a CANCEL .ics when a booking still to come is deleted; an already cancelled one is not mailed again', async () => {
    const email = `deleted${emailNo++}@test.example`
    const booked = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-seats',
      { seatId: seat[2], startDate: at(day2, '18:00'), endDate: at(day2, '19:00'), ...patron({ email }) },
      { token: admin },
    )
    expect(booked.status).toBe(201)
    const id = booked.body.result.id
    const removed = await app.api.delete(`/api/shennong/reservations/${id}`, { token: admin })
    expect(removed.status).toBe(200)
    await app.runQueue('mail')
    const mails = await mailsIn(app.outboxDir, email, '預約已取消')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(id)
    expect(mails[0]!.text).toContain('取消原因：圖書館已刪除此預約')
    expect(mails[0]!.attachments[0]!.content.replace(/\r?\n[ \t]/g, '')).toContain('METHOD:CANCEL')

    const other = `deleted${emailNo++}@test.example`
    const second = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-seats',
      { seatId: seat[2], startDate: at(day2, '18:00'), endDate: at(day2, '19:00'), ...patron({ email: other }) },
      { token: admin },
    )
    expect(second.status).toBe(201)
    expect(
      (
        await app.api.put(
          `/api/shennong/cancel-reservation/${second.body.result.id}`,
          { reason: '讀者來電取消' },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    await app.runQueue('mail')
    expect(await mailsIn(app.outboxDir, other, '預約已取消')).toHaveLength(1)
    expect((await app.api.delete(`/api/shennong/reservations/${second.body.result.id}`, { token: admin })).status).toBe(
      200,
    )
    await app.runQueue('mail')
    expect(await mailsIn(app.outboxDir, other, '預約已取消')).toHaveLength(1)
  })
})

describe('seats in number order, and names that outlive their room (issue 25 §6, §7)', () => {
  it('lists seats by room, then by number as a number (1, 2, 10, 11), across pages', async () => {
    const roomA = String(
      (
        await app.payload.create({
          collection: 'rooms',
          data: { name: '排序甲室', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    const roomB = String(
      (
        await app.payload.create({
          collection: 'rooms',
          data: { name: '排序乙室', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    for (const [roomId, number] of [
      [roomB, '2'],
      [roomA, '10'],
      [roomA, '2'],
      [roomB, '1'],
      [roomA, '11'],
      [roomA, '1'],
    ] as const)
      await app.payload.create({ collection: 'seats', data: { roomId, number, enabled: true }, overrideAccess: true })
    const list = async (query: string) =>
      (
        await app.api.get<Envelope<{ data: { number: string; roomName: string }[]; total: number }>>(
          `/api/shennong/seats?${query}`,
          { token: admin },
        )
      ).body.result
    const inA = await list(`roomId=${roomA}&limit=3&page=1`)
    const inA2 = await list(`roomId=${roomA}&limit=3&page=2`)
    expect([...inA.data, ...inA2.data].map((seat) => seat.number)).toEqual(['1', '2', '10', '11'])
    expect(inA.total).toBe(4)
    const both = await list('keyword=&limit=1000')
    const ours = both.data
      .filter((seat) => seat.roomName === '排序甲室' || seat.roomName === '排序乙室')
      .map((seat) => `${seat.roomName}${seat.number}`)
    // Rooms in zh-TW order (乙, one stroke, before 甲), each room's seats by number.
    expect(ours).toEqual(['排序乙室1', '排序乙室2', '排序甲室1', '排序甲室2', '排序甲室10', '排序甲室11'])
  })

  it('a past booking keeps its room and seat names after both are deleted', async () => {
    const room = String(
      (
        await app.payload.create({
          collection: 'rooms',
          data: { name: '即將拆除室', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    const seatId = String(
      (
        await app.payload.create({
          collection: 'seats',
          data: { roomId: room, number: 'Z9', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    const past = await app.payload.create({
      collection: 'reservations',
      data: {
        kind: 'Seat',
        seatId,
        roomId: room,
        startDate: '2020-01-02T02:00:00.000Z',
        endDate: '2020-01-02T03:00:00.000Z',
        name: '歷史讀者',
        email: 'history@test.example',
        status: 'Completed',
      },
      overrideAccess: true,
    })
    await app.payload.delete({ collection: 'seats', id: seatId, overrideAccess: true })
    await app.payload.delete({ collection: 'rooms', id: room, overrideAccess: true })
    const detail = await app.api.get<Envelope<Record<string, unknown> & { reservation?: Record<string, unknown> }>>(
      `/api/shennong/detail-reservations/${past.id}`,
      { token: admin },
    )
    expect(detail.status).toBe(200)
    const shown = detail.body.result.reservation ?? detail.body.result
    expect([shown.roomName, shown.seatNumber]).toEqual(['即將拆除室', 'Z9'])
  })
})

describe('switching off a seat or room with bookings ahead (issue 25 §8)', () => {
  it('counts the bookings still to come; switching off with cancel cancels them and mails each patron; without, they stay', async () => {
    const room = String(
      (
        await app.payload.create({
          collection: 'rooms',
          data: { name: '即將停用閱覽室', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    const seatId = String(
      (
        await app.payload.create({
          collection: 'seats',
          data: { roomId: room, number: '1', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    const emails = [`off${emailNo++}@test.example`, `off${emailNo++}@test.example`]
    for (const [i, email] of emails.entries()) {
      const res = await app.api.post(
        '/api/shennong/reservations-seats',
        {
          seatId,
          startDate: at(day2, `${10 + 2 * i}:00`),
          endDate: at(day2, `${11 + 2 * i}:00`),
          ...patron({ email }),
        },
        { token: admin },
      )
      expect(res.status).toBe(201)
    }
    const count = await app.api.get<Envelope<{ count: number }>>(
      `/api/shennong/future-reservations-count?seatId=${seatId}`,
      { token: admin },
    )
    expect([count.status, count.body.result?.count]).toEqual([200, 2])
    const roomCount = await app.api.get<Envelope<{ count: number }>>(
      `/api/shennong/future-reservations-count?roomId=${room}`,
      { token: admin },
    )
    expect(roomCount.body.result?.count).toBe(2)

    // Off and on again without cancelling: the bookings stay.
    expect((await app.api.put(`/api/shennong/toggle-seats/${seatId}`, {}, { token: admin })).status).toBe(200)
    expect((await app.api.put(`/api/shennong/toggle-seats/${seatId}`, {}, { token: admin })).status).toBe(200)
    expect((await stored({ and: [{ seatId: { equals: seatId } }, { status: { equals: 'Reserved' } }] })).length).toBe(2)

    const off = await app.api.put<Envelope<{ enabled: boolean; cancelled: number }>>(
      `/api/shennong/toggle-seats/${seatId}`,
      { cancelFutureReservations: true },
      { token: admin },
    )
    expect(off.status).toBe(200)
    expect(off.body.result).toMatchObject({ enabled: false, cancelled: 2 })
    const after = await stored({ seatId: { equals: seatId } })
    expect(after.map((doc) => [doc.status, doc.cancelReason])).toEqual([
      ['Cancelled', '座位已停用'],
      ['Cancelled', '座位已停用'],
    ])
    await app.runQueue('mail')
    for (const email of emails) expect(await mailsIn(app.outboxDir, email, '預約已取消')).toHaveLength(1)
    const unknownKey = await app.api.put<Failure>(
      `/api/shennong/toggle-seats/${seatId}`,
      { cancel: true },
      { token: admin },
    )
    expect([unknownKey.status, unknownKey.body.message]).toEqual([400, '不接受的欄位：cancel'])
  })
})

describe('the front desk: walk-ins and overrides (issue 25, front desk §1)', () => {
  it('staff book a slot that began 10 minutes ago (a walk-in); a patron cannot', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(`${day1}T12:10:00+08:00`))
      // A session of that moment (the suite's token would read as expired a day ahead).
      const desk = await app.login('admin', 'Admin@12345')
      const slot = { seatId: seat[2], startDate: at(day1, '12:00'), endDate: at(day1, '13:00') }
      const patronTry = await postSeat({ ...slot, ...patron() })
      expect([patronTry.status, patronTry.body.message]).toEqual([400, '無法預約已經開始或過去的時段'])
      const walkIn = await app.api.post<Envelope<Booked>>(
        '/api/shennong/reservations-seats',
        { ...slot, ...patron({ name: '臨櫃讀者' }) },
        { token: desk },
      )
      expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201)
      // A slot already over is refused to staff too.
      const over = await app.api.post<Failure>(
        '/api/shennong/reservations-seats',
        { seatId: seat[2], startDate: at(day1, '10:00'), endDate: at(day1, '11:00'), ...patron() },
        { token: desk },
      )
      expect(over.status).toBe(400)
    } finally {
      vi.useRealTimers()
      // Signing in "a day ahead" pruned the suite's session as expired: take a fresh one.
      admin = await app.login('admin', 'Admin@12345')
    }
  })

  it('staff book a walk-in checked in (已到場（直接報到）): stored 已報到, kept by two no-show runs; only inside the check-in window, a boolean, staff with the kind\u2019s edit right only (issue 43 item 1)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(`${day1}T15:10:00+08:00`))
      const desk = await app.login('admin', 'Admin@12345')
      const slot = { seatId: seat[1], startDate: at(day1, '15:00'), endDate: at(day1, '16:00') }
      // Not a boolean: refused in zh-TW, nothing stored.
      const notBoolean = await app.api.post<Failure>(
        '/api/shennong/reservations-seats',
        { ...slot, ...patron(), checkedIn: 'yes' },
        { token: desk },
      )
      expect([notBoolean.status, notBoolean.body.message]).toEqual([400, '已到場（直接報到）須為是或否'])
      // A patron cannot send it (an unknown key on the public call).
      const byPatron = await postSeat({ ...slot, ...patron(), checkedIn: true })
      expect([byPatron.status, byPatron.body.message]).toEqual([400, '不接受的欄位：checkedIn'])
      // Staff without the room edit right cannot book a room checked in (nor at all).
      const seatStaff = await app.login('seatstaff', 'Passw0rd!x')
      const noRight = await app.api.post<Failure>(
        '/api/shennong/reservations-rooms',
        { roomId, startDate: at(day1, '15:00'), endDate: at(day1, '16:00'), ...patron(), checkedIn: true },
        { token: seatStaff },
      )
      expect(noRight.status).toBe(403)
      // Outside the check-in window (tomorrow's slot): refused with the check-in message, nothing stored.
      const early = await app.api.post<Failure>(
        '/api/shennong/reservations-seats',
        { seatId: seat[1], startDate: at(day2, '15:00'), endDate: at(day2, '16:00'), ...patron(), checkedIn: true },
        { token: desk },
      )
      expect([early.status, early.body.message]).toEqual([400, '僅能於開始前 15 分鐘至結束時間之間報到'])
      expect(await stored({ startDate: { equals: at(day2, '15:00') }, seatId: { equals: seat[1] } })).toHaveLength(0)

      const walkIn = await app.api.post<Envelope<Booked>>(
        '/api/shennong/reservations-seats',
        { ...slot, ...patron({ name: '臨櫃報到讀者' }), checkedIn: true },
        { token: desk },
      )
      expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201)
      expect(walkIn.body.result.reservation.status).toBe('CheckedIn')
      const id = walkIn.body.result.id
      const [doc] = await stored({ id: { equals: id } })
      expect([doc?.status, doc?.checkedInAt && new Date(doc.checkedInAt).toISOString()]).toEqual([
        'CheckedIn',
        new Date(`${day1}T15:10:00+08:00`).toISOString(),
      ])
      // The no-show release runs twice past its release time (start + 15 min): the booking is still held.
      await releaseNoShows(app.payload, new Date(`${day1}T15:30:00+08:00`))
      await releaseNoShows(app.payload, new Date(`${day1}T15:45:00+08:00`))
      expect((await stored({ id: { equals: id } }))[0]?.status).toBe('CheckedIn')
    } finally {
      vi.useRealTimers()
      admin = await app.login('admin', 'Admin@12345')
      seatsOnly = await app.login('seatstaff', 'Passw0rd!x')
    }
  })

  it('staff override a limit with a reason that is stored and shown; without a reason the limit holds; patrons cannot send one', async () => {
    await seatSettings({ seatsMaximumWeeklyReservationMinutes: 60 })
    try {
      const person = patron({ email: `override${emailNo++}@test.example` })
      const first = await app.api.post(
        '/api/shennong/reservations-seats',
        { seatId: seat[0], startDate: at(day2, '08:00'), endDate: at(day2, '09:00'), ...person },
        { token: admin },
      )
      expect(first.status).toBe(201)
      const second = { seatId: seat[0], startDate: at(day2, '09:00'), endDate: at(day2, '10:00'), ...person }
      const refused = await app.api.post<Failure>('/api/shennong/reservations-seats', second, { token: admin })
      expect([refused.status, refused.body.message]).toEqual([400, '每人每週最多預約 60 分鐘，本週已預約 60 分鐘'])
      const overridden = await app.api.post<Envelope<Booked & { reservation: { overrideReason?: string } }>>(
        '/api/shennong/reservations-seats',
        { ...second, overrideReason: '主任核准：研究計畫期末' },
        { token: admin },
      )
      expect(overridden.status, JSON.stringify(overridden.body)).toBe(201)
      const detail = await app.api.get<
        Envelope<{ reservation?: { overrideReason?: string } } & { overrideReason?: string }>
      >(`/api/shennong/detail-reservations/${overridden.body.result.id}`, { token: admin })
      expect((detail.body.result.reservation ?? detail.body.result).overrideReason).toBe('主任核准：研究計畫期末')
      // Off the grid and beyond the bookable days, with a reason.
      const far = await app.api.post<Envelope<Booked>>(
        '/api/shennong/reservations-seats',
        {
          seatId: seat[0],
          startDate: at(addDays(today, 30), '10:10'),
          endDate: at(addDays(today, 30), '11:00'),
          ...patron(),
          overrideReason: '院長室借用',
        },
        { token: admin },
      )
      expect(far.status, JSON.stringify(far.body)).toBe(201)
      // The patron's view never shows it, and a patron cannot send one.
      const publicDetail = await app.api.get<Envelope<{ reservation: Record<string, unknown> }>>(
        `/api/public/reservations/detail/${overridden.body.result.id}?key=${encodeURIComponent(overridden.body.result.key)}`,
      )
      expect(publicDetail.body.result.reservation).not.toHaveProperty('overrideReason')
      const byPatron = await postSeat({
        seatId: seat[2],
        startDate: at(day2, '12:00'),
        endDate: at(day2, '13:00'),
        ...patron(),
        overrideReason: '我想要',
      })
      expect([byPatron.status, byPatron.body.message]).toEqual([400, '不接受的欄位：overrideReason'])
    } finally {
      await seatSettings({ seatsMaximumWeeklyReservationMinutes: null })
    }
  })
})

describe('the demo seed', () => {
  it('holds two discussion rooms, a reading room with seats 1–20, a lab with seats 1–6, and bookings ahead', async () => {
    const rooms = await app.api.get<Envelope<{ resources: { label: string }[] }>>(
      `/api/public/reservations/rooms?from=${day1}&days=1`,
    )
    expect(rooms.body.result.resources.map((r) => r.label)).toEqual(expect.arrayContaining(['討論室 A', '討論室 B']))
    const seats = await app.api.get<Envelope<{ resources: { label: string; roomName: string }[] }>>(
      `/api/public/reservations/seats?from=${day1}&days=1`,
    )
    expect(seats.body.result.resources.filter((r) => r.roomName === '閱覽室').map((r) => r.label)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    )
    const lab = await app.api.get<Envelope<{ resources: { label: string; roomName: string }[] }>>(
      `/api/public/reservations/lab-seats?from=${day1}&days=1`,
    )
    expect(lab.body.result.resources.filter((r) => r.roomName === '電腦實驗室').map((r) => r.label)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ])
    const demo = await stored({ email: { equals: 'xiaoming.wang@hospital.example' } })
    expect(demo).toHaveLength(1)
    expect(new Date(demo[0]!.startDate).getTime()).toBeGreaterThan(Date.now())
  })
})

describe('recurrence with weekdays and every N weeks (issue 25, front desk §4)', () => {
  // A Monday 8–14 days ahead (past the closed day), so six weeks end within the 60 bookable days.
  const monday = (() => {
    const day = addDays(today, 14)
    return addDays(day, -((new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7))
  })()
  let ownRoom: string
  beforeAll(async () => {
    ownRoom = String(
      (
        await app.payload.create({
          collection: 'rooms',
          data: { name: '測試週期室', enabled: true } as never,
          overrideAccess: true,
        })
      ).id,
    )
  })
  type SeriesAnswer = Envelope<{ recurrenceId: string; key: string; booked: View[]; skipped: { date: string }[] }> &
    Failure
  const body = (settings: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    roomId: ownRoom,
    rangeDates: { startDate: monday, endDate: addDays(monday, 41) },
    recurrenceSettings: { frequency: 'weekly', startTime: '13:00', endTime: '14:00', ...settings },
    ...patron(),
    ...extra,
  })
  const postSeries = (payload: Record<string, unknown>) =>
    app.api.post<SeriesAnswer>('/api/public/reservations/recurrence-rooms', payload, { headers: fresh() })
  const storedDays = async (recurrenceId: string) =>
    (await stored({ recurrenceId: { equals: recurrenceId } }))
      .map((doc) => new Date(doc.startDate).toISOString())
      .sort()

  it('books Tuesdays and Thursdays every 2 weeks: that week, not the next, and so on', async () => {
    const email = `weekdays${emailNo++}@test.example`
    const res = await postSeries(body({ interval: 2, weekdays: [2, 4] }, { email }))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const expected = [1, 3, 15, 17, 29, 31].map((n) => at(addDays(monday, n), '13:00'))
    expect(res.body.result.booked.map((v) => v.startDate)).toEqual(expected)
    expect(await storedDays(res.body.result.recurrenceId)).toEqual(expected)
    // One confirmation mail lists the whole series.
    await app.runQueue('mail')
    const mails = await mailsIn(app.outboxDir, email, '預約成功')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('共 6 個時段')
  })

  it('names the conflicting dates of such a series (409), and skipConflicts books the rest', async () => {
    const blocked = addDays(monday, 17)
    expect(
      (
        await app.api.post(
          '/api/shennong/reservations-rooms',
          { roomId: ownRoom, startDate: at(blocked, '15:00'), endDate: at(blocked, '16:00'), ...patron() },
          { token: admin },
        )
      ).status,
    ).toBe(201)
    const settings = { interval: 2, weekdays: [4, 2], startTime: '15:00', endTime: '16:00' }
    const refused = await postSeries(body(settings))
    expect([refused.status, refused.body.message]).toEqual([409, `部分日期無法預約：${blocked}（此時段已被預約）`])
    const booked = await postSeries(body(settings, { skipConflicts: true }))
    expect(booked.status).toBe(201)
    expect(booked.body.result.skipped.map((s) => s.date)).toEqual([blocked])
    expect(await storedDays(booked.body.result.recurrenceId)).toEqual(
      [1, 3, 15, 29, 31].map((n) => at(addDays(monday, n), '15:00')),
    )
  })

  it('refuses a wrong interval, wrong weekdays, weekdays off a weekly series, and a range holding none of the days, in zh-TW', async () => {
    const before = (await stored()).length
    const refusals: [Record<string, unknown>, string][] = [
      ...[0, 13, 1.5, -1, '2', null].map((interval): [Record<string, unknown>, string] => [
        { interval },
        '間隔須為 1 至 12 的整數',
      ]),
      ...[[], [0], [8], [2, 2], [2.5], ['2'], 'Tue'].map((weekdays): [Record<string, unknown>, string] => [
        { weekdays },
        '星期須為 1（週一）至 7（週日）且不可重複',
      ]),
      [{ frequency: 'daily', weekdays: [2] }, '只有每週的週期可指定星期'],
      [{ frequency: 'monthly', interval: 2, weekdays: [2, 4] }, '只有每週的週期可指定星期'],
    ]
    for (const [settings, message] of refusals) {
      const res = await postSeries(body(settings))
      expect([res.status, res.body.message], JSON.stringify(settings)).toEqual([400, message])
    }
    // Only Sundays (or weekends) in a Monday–Friday range.
    for (const weekdays of [[7], [6, 7]]) {
      const none = await postSeries(
        body({ weekdays }, { rangeDates: { startDate: monday, endDate: addDays(monday, 4) } }),
      )
      expect([none.status, none.body.message]).toEqual([400, '所選期間內沒有符合的日期'])
    }
    // An unknown key beside the new ones is still refused by name.
    const unknown = await postSeries(body({ interval: 2, weekdays: [2, 4], every: 2 }))
    expect([unknown.status, unknown.body.message]).toEqual([400, '不接受的欄位：recurrenceSettings.every'])
    expect((await stored()).length).toBe(before)
  })

  it('takes the same fields in the staff series call', async () => {
    const staff = (settings: Record<string, unknown>) =>
      app.api.post<SeriesAnswer>(
        '/api/shennong/reservations-recurrence-rooms',
        { ...body(settings), annotation: '館員代訂' },
        { token: admin },
      )
    const booked = await staff({ interval: 3, weekdays: [3, 5], startTime: '17:00', endTime: '18:00' })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(await storedDays(booked.body.result.recurrenceId)).toEqual(
      [2, 4, 23, 25].map((n) => at(addDays(monday, n), '17:00')),
    )
    const daily = await staff({ frequency: 'daily', interval: 4, startTime: '18:00', endTime: '19:00' })
    expect(daily.status, JSON.stringify(daily.body)).toBe(201)
    expect(daily.body.result.booked.map((v) => v.startDate)).toEqual(
      [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40].map((n) => at(addDays(monday, n), '18:00')),
    )
    const wrong = await staff({ frequency: 'monthly', weekdays: [1] })
    expect([wrong.status, wrong.body.message]).toEqual([400, '只有每週的週期可指定星期'])
    const interval = await staff({ interval: 0 })
    expect([interval.status, interval.body.message]).toEqual([400, '間隔須為 1 至 12 的整數'])
  })
})

describe('issue 43: reminders, mails and validation', () => {
  /** Seats of these tests' own, so no other test's booking stands in their way. */
  const own: string[] = []
  beforeAll(async () => {
    for (const number of ['431', '432', '433'])
      own.push(
        String(
          (
            await app.payload.create({
              collection: 'seats',
              data: { roomId: readingRoomId, number, enabled: true },
              overrideAccess: true,
            })
          ).id,
        ),
      )
  })

  const bookOwn = async (seatId: string, day: string, from: string, to: string, who: Record<string, unknown>) => {
    const booked = await app.api.post<Envelope<Booked>>(
      '/api/shennong/reservations-seats',
      { seatId, startDate: at(day, from), endDate: at(day, to), ...patron(who) },
      { token: admin },
    )
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    return booked.body.result.id
  }
  const move = async (id: string, day: string, from: string, to: string) => {
    const moved = await app.api.put<Failure>(
      '/api/shennong/modify-seat-reservation',
      { _id: id, startDate: at(day, from), endDate: at(day, to) },
      { token: admin },
    )
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  }
  /** Run the mail queue (a run takes a limited number of jobs, and earlier tests left some) until `atLeast` mails arrived. */
  const mailsAfterQueue = async (email: string, subject: string, atLeast: number) => {
    for (let round = 0; round < 20; round++) {
      await app.runQueue('mail')
      const found = await mailsIn(app.outboxDir, email, subject)
      if (found.length >= atLeast) return found
    }
    return mailsIn(app.outboxDir, email, subject)
  }
  const reminderSentAt = async (id: string) =>
    (await app.payload.findByID({ collection: 'reservations', id, overrideAccess: true })).reminderSentAt ?? null

  it('§3: a booking moved after its reminder gets another before its new start; a change that keeps the start does not re-arm it', async () => {
    const email = `moved-reminder${emailNo++}@test.example`
    const id = await bookOwn(own[0]!, day1, '16:00', '17:00', { email })
    await seatSettings({ seatsReminderHours: 6 })
    try {
      // Fixed instants on the library's days: five hours before each start.
      await sendReminders(app.payload, new Date(at(day1, '11:00')))
      expect(await reminderSentAt(id)).toBeTruthy()
      await move(id, day2, '16:00', '17:00')
      expect(await reminderSentAt(id), 'the move re-arms the reminder').toBeNull()
      // Outside the new start's window nothing is sent yet.
      await sendReminders(app.payload, new Date(at(day1, '12:00')))
      expect(await reminderSentAt(id)).toBeNull()
      await sendReminders(app.payload, new Date(at(day2, '11:00')))
      const sent = await reminderSentAt(id)
      expect(sent).toBeTruthy()
      const reminders = await mailsAfterQueue(email, '預約提醒', 2)
      expect(reminders).toHaveLength(2)
      expect(reminders.some((mail) => mail.text.includes(`${day2.replaceAll('-', '/')}`))).toBe(true)
      // A contact change keeps the start: the reminder already sent stays sent.
      const renamed = await app.api.put(
        '/api/shennong/modify-seat-reservation',
        { _id: id, name: '改名讀者' },
        { token: admin },
      )
      expect(renamed.status).toBe(200)
      expect(await reminderSentAt(id)).toBe(sent)
    } finally {
      await seatSettings({ seatsReminderHours: null })
    }
  })

  it('§5: each mail states the booking as its own change left it, even when a later change is stored before the mail queue runs', async () => {
    const email = `announce${emailNo++}@test.example`
    // The mail queue's schedule waits: every change below is stored before any of its mails is written.
    for (const cron of app.payload.crons) cron.pause()
    try {
      while (app.payload.crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 20))
      const id = await bookOwn(own[1]!, day2, '08:00', '09:00', { email })
      await move(id, day2, '09:00', '10:00')
      await move(id, day2, '11:00', '12:00')
      await mailsAfterQueue(email, '預約', 3)
    } finally {
      for (const cron of app.payload.crons) cron.resume()
    }
    const compact = day2.replaceAll('-', '')
    const changes = await mailsIn(app.outboxDir, email, '預約已變更')
    expect(changes).toHaveLength(2)
    const first = changes.find((mail) => /時間：.*08:00–09:00 → .*09:00–10:00/.test(mail.text))
    const second = changes.find((mail) => /時間：.*09:00–10:00 → .*11:00–12:00/.test(mail.text))
    expect(first, 'the first change mail').toBeDefined()
    expect(second, 'the second change mail').toBeDefined()
    // The first mail gives the first change's time, not the later one's, in its text and its .ics.
    expect(first!.text).not.toContain('11:00–12:00')
    expect(first!.attachments[0]!.content).toContain(`DTSTART;TZID=Asia/Taipei:${compact}T090000`)
    expect(second!.attachments[0]!.content).toContain(`DTSTART;TZID=Asia/Taipei:${compact}T110000`)
    // The confirmation, too, gives the time booked.
    const [confirmation] = await mailsIn(app.outboxDir, email, '預約成功')
    expect(confirmation!.text).toContain('08:00–09:00')
    expect(confirmation!.text).not.toContain('11:00–12:00')
  })

  it('§8: the name filter matches % and _ as written, not as wildcards', async () => {
    await bookOwn(own[2]!, day2, '16:00', '17:00', { name: '百分%之百' })
    await bookOwn(own[2]!, day2, '17:00', '18:00', { name: '底線_讀者' })
    const names = async (query: string) => {
      const res = await app.api.get<Envelope<{ data: View[] }>>(`/api/shennong/reservations?${query}&limit=1000`, {
        token: admin,
      })
      expect(res.status).toBe(200)
      return res.body.result.data.map((view) => view.name).sort()
    }
    expect(await names(`name=${encodeURIComponent('%')}`)).toEqual(['百分%之百'])
    expect(await names('name=_')).toEqual(['底線_讀者'])
    expect(await names(`name=${encodeURIComponent('分%之')}`)).toEqual(['百分%之百'])
    expect(await names(`name=${encodeURIComponent('線_讀')}`)).toEqual(['底線_讀者'])
    expect(await names(`keyword=${encodeURIComponent('%')}`)).toEqual(['百分%之百'])
    // A plain part of a name still finds it (case-insensitive on the address).
    expect(await names(`name=${encodeURIComponent('底線')}`)).toEqual(['底線_讀者'])
  })

  it('§8: a start on a day the calendar does not have is refused as an invalid date', async () => {
    const feb30 = await postSeat({
      seatId: own[2],
      startDate: '2026-02-30T10:00:00+08:00',
      endDate: '2026-02-30T11:00:00+08:00',
      ...patron(),
    })
    expect([feb30.status, feb30.body.message]).toEqual([400, '開始時間的日期無效：2026-02-30 不存在'])
    const year = Number(day1.slice(0, 4)) + 1
    const id = await bookOwn(own[2]!, day1, '16:00', '17:00', {})
    const modified = await app.api.put<Failure>(
      '/api/shennong/modify-seat-reservation',
      { _id: id, startDate: `${year}-04-30T10:00:00+08:00`, endDate: `${year}-04-31T11:00:00+08:00` },
      { token: admin },
    )
    expect([modified.status, modified.body.message]).toEqual([400, `結束時間的日期無效：${year}-04-31 不存在`])
  })

  it('§8: the minimum minutes and the multiplier refuse 0, by the call and in the admin form', async () => {
    const cases = [
      ['seat', 'seatsMinimumReservationMinutes', '最短預約分鐘數須大於 0（留空則使用預設值 30）'],
      ['seat', 'multiplierForSeatsMinimumReservationMinutes', '最短預約分鐘數倍數須大於 0（留空則使用預設值 1）'],
      ['room', 'roomsMinimumReservationMinutes', '最短預約分鐘數須大於 0（留空則使用預設值 30）'],
      ['room', 'multiplierForRoomsMinimumReservationMinutes', '最短預約分鐘數倍數須大於 0（留空則使用預設值 1）'],
    ] as const
    for (const [kind, field, message] of cases) {
      const res = await app.api.put<Failure>(
        `/api/shennong/${kind}-reservations-settings`,
        { [field]: 0 },
        { token: admin },
      )
      expect([res.status, res.body.message], field).toEqual([400, message])
      const slug = kind === 'seat' ? 'seat-reservation-settings' : 'room-reservation-settings'
      await expect(
        app.payload.updateGlobal({ slug, data: { [field]: 0 }, overrideAccess: true }),
        field,
      ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message })] } })
      const stored = (await app.payload.findGlobal({ slug, overrideAccess: true })) as unknown as Record<
        string,
        unknown
      >
      expect(stored[field], field).toBe(field.startsWith('multiplier') ? 2 : 30)
    }
  })
})
