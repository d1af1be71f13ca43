import { describe, expect, it } from 'vitest'

import {
  type BookingFacts,
  bookingProblems,
  cancelProblems,
  checkInProblems,
  externalProblems,
  isWriteConflict,
  maximumDaysProblems,
  openingProblems,
  personOf,
  roomSettingsOf,
  seatSettingsOf,
  timeProblems,
  weeklyProblems,
} from '@/modules/reservations/rules'
import { expandRecurrence, lastSeriesDay, recurrenceProblem } from '@/modules/reservations/recurrence'
import {
  type AvailabilityDay,
  addDays,
  availabilityDays,
  libraryClock,
  libraryInstant,
  mondayOf,
  slotGrid,
} from '@/modules/reservations/slots'

/** Issue 13: the booking rules, the slot grid and the series expansion (library time zone Asia/Taipei, UTC+8, no DST). */

const T = (iso: string) => new Date(iso)
// 2027-03-10 is a Wednesday; 08:00 Taipei = 00:00Z.
const now = T('2027-03-10T01:00:00.000Z') // 09:00 in the library
const open: AvailabilityDay = { date: '2027-03-11', open: true, opening: { start: '08:00', end: '20:00' } }
const settings = seatSettingsOf({
  seatsMaximumReservationDays: 7,
  seatsMinimumReservationMinutes: 30,
  multiplierForSeatsMinimumReservationMinutes: 2,
})

const facts = (overrides: Partial<BookingFacts> = {}): BookingFacts => ({
  start: T('2027-03-11T02:00:00.000Z'), // 10:00
  end: T('2027-03-11T03:00:00.000Z'), // 11:00
  now,
  settings,
  day: open,
  weeklyUsedMinutes: 0,
  isExternal: false,
  externalUsedToday: 0,
  ...overrides,
})

describe('settings', () => {
  it('fills empty fields with the defaults: 14 days, 30 × 1, unlimited weekly and external, delays 15 and 0, no self check-in', () => {
    expect(seatSettingsOf({})).toEqual({
      maximumDays: 14,
      minimumMinutes: 30,
      multiplier: 1,
      slotMinutes: 30,
      maximumWeeklyMinutes: null,
      allowedExternalCount: null,
      startDelayMinutes: 15,
      endDelayMinutes: 0,
      description: null,
      imageUrl: null,
      selfCheckIn: 'off',
    })
    expect(seatSettingsOf({ seatsSelfCheckIn: 'code' }).selfCheckIn).toBe('code')
    expect(roomSettingsOf({ roomsSelfCheckIn: 'link' }).selfCheckIn).toBe('link')
    expect(roomSettingsOf({ roomsSelfCheckIn: 'elsewhere' as never }).selfCheckIn).toBe('off')
    expect(
      roomSettingsOf({
        roomsRecurrenceReservationIsOpen: true,
        roomsMinimumReservationMinutes: 20,
        multiplierForRoomsMinimumReservationMinutes: 3,
      }),
    ).toMatchObject({
      slotMinutes: 60,
      recurrenceOpen: true,
    })
    expect(settings.slotMinutes).toBe(60)
  })
})

describe('the booking rules', () => {
  it('accepts a booking that keeps every rule', () => {
    expect(bookingProblems(facts())).toEqual([])
  })

  it('rule 2: the end after the start, the start not past (unless a staff change keeps it)', () => {
    expect(timeProblems(T('2027-03-11T03:00:00Z'), T('2027-03-11T02:00:00Z'), now)).toEqual([
      '結束時間必須晚於開始時間',
    ])
    expect(timeProblems(T('2027-03-11T02:00:00Z'), T('2027-03-11T02:00:00Z'), now)).toEqual([
      '結束時間必須晚於開始時間',
    ])
    expect(timeProblems(T('2027-03-10T00:00:00Z'), T('2027-03-10T01:00:00Z'), now)).toEqual([
      '無法預約已經開始或過去的時段',
    ])
    expect(timeProblems(T('2027-03-10T00:00:00Z'), T('2027-03-10T01:00:00Z'), now, false)).toEqual([])
    expect(bookingProblems(facts({ start: T('2027-03-11T03:00:00Z'), end: T('2027-03-11T02:00:00Z') }))).toEqual([
      '結束時間必須晚於開始時間',
    ])
  })

  it('rule 3: the start day at most maximumDays after today, in library days', () => {
    // today (library) is 2027-03-10: the 17th is the last day.
    expect(maximumDaysProblems(T('2027-03-17T11:00:00Z'), now, settings)).toEqual([])
    expect(maximumDaysProblems(T('2027-03-17T16:00:00Z'), now, settings)).toEqual(['僅能預約 7 天內的時段']) // 00:00 on the 18th in Taipei
  })

  it('rule 4: at least one slot, whole slots, on the grid from the opening time', () => {
    expect(openingProblems(T('2027-03-11T02:00:00Z'), T('2027-03-11T02:30:00Z'), open, settings)).toEqual([
      '每次預約至少 60 分鐘（最短 30 分鐘 × 2）',
    ])
    expect(openingProblems(T('2027-03-11T02:00:00Z'), T('2027-03-11T03:30:00Z'), open, settings)).toEqual([
      '預約時間須以 60 分鐘為單位',
    ])
    expect(openingProblems(T('2027-03-11T02:30:00Z'), T('2027-03-11T03:30:00Z'), open, settings)).toEqual([
      '預約時間須以 60 分鐘為單位',
    ])
    const halfPast: AvailabilityDay = { ...open, opening: { start: '08:30', end: '20:00' } }
    expect(openingProblems(T('2027-03-11T02:30:00Z'), T('2027-03-11T03:30:00Z'), halfPast, settings)).toEqual([])
    expect(openingProblems(T('2027-03-11T02:00:00Z'), T('2027-03-11T04:00:00Z'), open, settings)).toEqual([])
  })

  it('rule 5: an open day, inside its hours', () => {
    const closed: AvailabilityDay = { date: '2027-03-11', open: false, opening: null }
    expect(openingProblems(T('2027-03-11T02:00:00Z'), T('2027-03-11T03:00:00Z'), closed, settings)).toEqual([
      '2027-03-11 閉館，無法預約',
    ])
    expect(openingProblems(T('2027-03-10T23:00:00Z'), T('2027-03-11T00:00:00Z'), open, settings)).toEqual([
      '預約時間須在開館時間 08:00–20:00 之內',
    ])
    expect(openingProblems(T('2027-03-11T11:00:00Z'), T('2027-03-11T13:00:00Z'), open, settings)).toEqual([
      '預約時間須在開館時間 08:00–20:00 之內',
    ])
    expect(openingProblems(T('2027-03-11T11:00:00Z'), T('2027-03-11T12:00:00Z'), open, settings)).toEqual([])
    // A booking on another day than the one whose hours were read.
    expect(openingProblems(T('2027-03-12T02:00:00Z'), T('2027-03-12T03:00:00Z'), open, settings)).toEqual([
      '預約時間須在開館時間 08:00–20:00 之內',
    ])
  })

  it('rule 6: the weekly minutes per person', () => {
    const limited = seatSettingsOf({ seatsMaximumWeeklyReservationMinutes: 120 })
    expect(weeklyProblems(60, 60, limited)).toEqual([])
    expect(weeklyProblems(60, 90, limited)).toEqual(['每人每週最多預約 120 分鐘，本週已預約 90 分鐘'])
    expect(weeklyProblems(6000, 6000, seatSettingsOf({}))).toEqual([])
    expect(weeklyProblems(60, 0, seatSettingsOf({ seatsMaximumWeeklyReservationMinutes: 0 }))).toEqual([
      '每人每週最多預約 0 分鐘，本週已預約 0 分鐘',
    ])
    expect(personOf({ isExternal: false, username: 'Editor', accountSource: 'local', email: 'x@y.z' })).toEqual({
      username: 'editor',
      source: 'local',
    })
    // One username, two people: the directory's account is not the platform's (issue 42).
    expect(personOf({ isExternal: false, username: 'wang', accountSource: 'directory' })).not.toEqual(
      personOf({ isExternal: false, username: 'wang', accountSource: 'local' }),
    )
    expect(personOf({ isExternal: false, username: 'Editor', email: 'x@y.z' })).toEqual({
      username: 'editor',
      source: null,
    })
    expect(personOf({ isExternal: true, username: 'editor', email: ' Reader@Example.COM ' })).toEqual({
      email: 'reader@example.com',
    })
  })

  it('rule 7: the external quota per day', () => {
    const quota = seatSettingsOf({ seatsAllowedExternalReservationCount: 2 })
    expect(externalProblems(true, 1, '2027-03-11', quota)).toEqual([])
    expect(externalProblems(true, 2, '2027-03-11', quota)).toEqual(['外部人士每日最多 2 筆預約，2027-03-11 已額滿'])
    expect(externalProblems(false, 99, '2027-03-11', quota)).toEqual([])
    expect(externalProblems(true, 99, '2027-03-11', seatSettingsOf({}))).toEqual([])
  })

  it('lists every broken rule of a booking in rule order', () => {
    const limited = seatSettingsOf({
      ...{ seatsMinimumReservationMinutes: 30, multiplierForSeatsMinimumReservationMinutes: 2 },
      seatsMaximumWeeklyReservationMinutes: 60,
      seatsAllowedExternalReservationCount: 0,
    })
    expect(bookingProblems(facts({ settings: limited, weeklyUsedMinutes: 60, isExternal: true }))).toEqual([
      '每人每週最多預約 60 分鐘，本週已預約 60 分鐘',
      '外部人士每日最多 0 筆預約，2027-03-11 已額滿',
    ])
  })

  it('rule 11: check-in from start − 15 minutes to the end, only when Reserved; cancel only a holding booking not ended', () => {
    const start = T('2027-03-10T02:00:00Z')
    const end = T('2027-03-10T03:00:00Z')
    expect(checkInProblems('Reserved', start, end, T('2027-03-10T01:44:00Z'))).toEqual([
      '僅能於開始前 15 分鐘至結束時間之間報到',
    ])
    expect(checkInProblems('Reserved', start, end, T('2027-03-10T01:45:00Z'))).toEqual([])
    expect(checkInProblems('Reserved', start, end, T('2027-03-10T02:59:00Z'))).toEqual([])
    expect(checkInProblems('Reserved', start, end, T('2027-03-10T03:00:00Z'))).toEqual([
      '僅能於開始前 15 分鐘至結束時間之間報到',
    ])
    expect(checkInProblems('CheckedIn', start, end, T('2027-03-10T02:00:00Z'))).toEqual([
      '僅能為「已預約」的預約辦理報到',
    ])
    expect(cancelProblems('Reserved', end, T('2027-03-10T02:30:00Z'))).toEqual([])
    expect(cancelProblems('CheckedIn', end, T('2027-03-10T02:30:00Z'))).toEqual([])
    expect(cancelProblems('Reserved', end, T('2027-03-10T03:00:00Z'))).toEqual(['此預約的時段已結束，無法取消'])
    expect(cancelProblems('Cancelled', end, T('2027-03-10T02:00:00Z'))).toEqual(['此預約已取消或已結束，無法取消'])
    expect(cancelProblems('NoShow', end, T('2027-03-10T02:00:00Z'))).toEqual(['此預約已取消或已結束，無法取消'])
  })

  it('rule 9: a deadlock between two writers counts as the slot just taken (the overlap itself: src/lib/dbErrors.ts)', () => {
    expect(isWriteConflict(new Error('x', { cause: { code: '40P01' } }))).toBe(true)
    expect(isWriteConflict({ code: '23505' })).toBe(false)
  })
})

describe('library time and the slot grid', () => {
  it('converts library wall times and days', () => {
    expect(libraryInstant('2027-03-11', 8 * 60).toISOString()).toBe('2027-03-11T00:00:00.000Z')
    expect(libraryInstant('2027-03-11', 0).toISOString()).toBe('2027-03-10T16:00:00.000Z')
    expect(libraryClock(T('2027-03-10T16:30:00Z'))).toEqual({ day: '2027-03-11', minutes: 30 })
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(mondayOf('2027-03-14')).toBe('2027-03-08') // Sunday → the Monday before
    expect(mondayOf('2027-03-08')).toBe('2027-03-08')
  })

  it('lays slots from the opening time, the last one ending by closing time', () => {
    const day: AvailabilityDay = { date: '2027-03-11', open: true, opening: { start: '08:30', end: '11:00' } }
    expect(slotGrid(day, 60)).toEqual([
      { start: '2027-03-11T00:30:00.000Z', end: '2027-03-11T01:30:00.000Z' },
      { start: '2027-03-11T01:30:00.000Z', end: '2027-03-11T02:30:00.000Z' },
    ])
    expect(slotGrid({ date: '2027-03-11', open: false, opening: null }, 60)).toEqual([])
  })

  it('builds the Availability days from the weekly rule and the dated entries', () => {
    const rule = {
      openingTime: '08:00',
      closingTime: '17:00',
      openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    }
    const days = availabilityDays('2027-03-12', 4, rule, [
      { date: '2027-03-15T12:00:00.000Z', openingStatus: 'Closed', announcement: '盤點' },
    ])
    expect(days).toEqual([
      { date: '2027-03-12', open: true, opening: { start: '08:00', end: '17:00' }, note: null },
      { date: '2027-03-13', open: false, opening: null, note: null },
      { date: '2027-03-14', open: false, opening: null, note: null },
      { date: '2027-03-15', open: false, opening: null, note: '盤點' },
    ])
  })
})

describe('recurrence', () => {
  const series = (frequency: 'daily' | 'weekly' | 'monthly', startDate: string, endDate: string) => ({
    rangeDates: { startDate, endDate },
    recurrenceSettings: { frequency, startTime: '09:00', endTime: '10:30' },
  })

  it('expands daily and weekly series inside the range, both ends included, in library time', () => {
    const daily = expandRecurrence(series('daily', '2027-03-30', '2027-04-02'))
    expect(daily.map((o) => o.date)).toEqual(['2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02'])
    expect(daily[0]!.start.toISOString()).toBe('2027-03-30T01:00:00.000Z')
    expect(daily[0]!.end.toISOString()).toBe('2027-03-30T02:30:00.000Z')
    expect(expandRecurrence(series('weekly', '2027-03-03', '2027-03-31')).map((o) => o.date)).toEqual([
      '2027-03-03',
      '2027-03-10',
      '2027-03-17',
      '2027-03-24',
      '2027-03-31',
    ])
  })

  it('expands monthly on the same day of the month, skipping months without it', () => {
    expect(expandRecurrence(series('monthly', '2027-01-31', '2027-07-31')).map((o) => o.date)).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
    ])
    expect(expandRecurrence(series('monthly', '2027-01-15', '2027-03-14')).map((o) => o.date)).toEqual([
      '2027-01-15',
      '2027-02-15',
    ])
    expect(expandRecurrence(series('monthly', '2028-01-29', '2028-03-29')).map((o) => o.date)).toEqual([
      '2028-01-29',
      '2028-02-29',
      '2028-03-29',
    ])
  })

  it('keeps the wall-clock times across the year (no DST in the library zone)', () => {
    const year = expandRecurrence(series('monthly', '2027-01-10', '2027-07-10'))
    expect(new Set(year.map((o) => o.start.toISOString().slice(11)))).toEqual(new Set(['01:00:00.000Z']))
  })

  it('refuses a reversed range, one longer than six months, and an end time not after the start', () => {
    expect(lastSeriesDay('2027-08-31')).toBe('2028-02-29')
    expect(recurrenceProblem(series('weekly', '2027-03-10', '2027-03-09'))).toBe('週期預約的結束日期不可早於開始日期')
    expect(recurrenceProblem(series('weekly', '2027-03-10', '2027-09-10'))).toBeNull()
    expect(recurrenceProblem(series('weekly', '2027-03-10', '2027-09-11'))).toBe('週期預約期間最長 6 個月')
    expect(
      recurrenceProblem({
        ...series('weekly', '2027-03-10', '2027-03-20'),
        recurrenceSettings: { frequency: 'weekly', startTime: '10:00', endTime: '10:00' },
      }),
    ).toBe('結束時間必須晚於開始時間')
  })
})
