import { describe, expect, it } from 'vitest'

import {
  buildCalendar,
  calendarQuerySchema,
  dayKey,
  daysInMonth,
  duplicateDayErrors,
  openingDatesFilterSchema,
  openingDateRowSchema,
  openingDayOf,
  openingSettingsSchema,
  parseDay,
  resolveMonth,
  todayKey,
  weekdayOf,
} from '@/modules/opening'
import { monthWhere } from '@/modules/opening/calendar'

const rule = {
  openingTime: '08:00',
  closingTime: '17:00',
  openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
}

describe('days', () => {
  it('reads the ways a day is written, and refuses days that do not exist', () => {
    expect(parseDay('2026-03-05')).toBe('2026-03-05')
    expect(parseDay('2026/3/5')).toBe('2026-03-05')
    expect(parseDay('2026.03.05')).toBe('2026-03-05')
    expect(parseDay('2026-03-05T12:00:00.000Z')).toBe('2026-03-05')
    expect(parseDay(new Date(Date.UTC(2026, 2, 5)))).toBe('2026-03-05')
    expect(parseDay('2026-02-29')).toBeUndefined()
    expect(parseDay('2024-02-29')).toBe('2024-02-29')
    expect(parseDay('2026-13-01')).toBeUndefined()
    expect(parseDay('明天')).toBeUndefined()
    expect(parseDay(20260305)).toBeUndefined()
  })

  it('takes the UTC day of a stored value (day-only dates are stored at 12:00 UTC)', () => {
    expect(dayKey('2026-03-05T12:00:00.000Z')).toBe('2026-03-05')
    expect(dayKey('2026-03-05')).toBe('2026-03-05')
    expect(dayKey(null)).toBeUndefined()
  })

  it('knows month lengths and weekdays, Monday first', () => {
    expect(daysInMonth(2026, 2)).toBe(28)
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2026, 12)).toBe(31)
    expect(weekdayOf('2026-03-02')).toBe('Monday')
    expect(weekdayOf('2026-03-08')).toBe('Sunday')
  })

  it('says today on the library clock (Asia/Taipei)', () => {
    // 2026-03-05 17:30 UTC is already 2026-03-06 in Taipei.
    expect(todayKey(new Date(Date.UTC(2026, 2, 5, 17, 30)))).toBe('2026-03-06')
    expect(resolveMonth({}, new Date(Date.UTC(2026, 11, 31, 16, 30)))).toEqual({ year: 2027, month: 1 })
    expect(resolveMonth({ year: 2025, month: 7 })).toEqual({ year: 2025, month: 7 })
  })
})

describe('calendar', () => {
  it('lists every day of the month, decided by the weekly rule', () => {
    const days = buildCalendar(2026, 3, rule, [])
    expect(days).toHaveLength(31)
    expect(days[0]).toEqual({
      date: '2026-03-01',
      weekday: 'Sunday',
      weekdayIndex: 6,
      openingStatus: 'Closed',
      openingTime: null,
      closingTime: null,
      announcement: null,
      linkUrl: null,
      imageUrl: null,
      source: 'settings',
    })
    expect(days[1]).toMatchObject({
      date: '2026-03-02',
      weekday: 'Monday',
      weekdayIndex: 0,
      openingStatus: 'Open',
      openingTime: '08:00',
      closingTime: '17:00',
    })
    expect(days.filter((day) => day.openingStatus === 'Open')).toHaveLength(22)
  })

  it('lets an opening-dates entry win over the weekly rule, both ways', () => {
    const days = buildCalendar(2026, 4, rule, [
      {
        id: 'a'.repeat(24),
        date: '2026-04-03T12:00:00.000Z',
        openingStatus: 'Closed',
        announcement: '兒童節補假，休館一日',
      },
      { date: '2026-04-11T12:00:00.000Z', openingStatus: 'Open', linkUrl: 'https://library.example/events' },
    ])
    expect(days[2]).toMatchObject({
      date: '2026-04-03',
      weekday: 'Friday',
      openingStatus: 'Closed',
      openingTime: null,
      announcement: '兒童節補假，休館一日',
      source: 'date',
      _id: 'a'.repeat(24),
    })
    expect(days[10]).toMatchObject({
      date: '2026-04-11',
      weekday: 'Saturday',
      openingStatus: 'Open',
      openingTime: '08:00',
      source: 'date',
    })
    expect(days[10]?.linkUrl).toBe('https://library.example/events')
    expect(days[9]).toMatchObject({ date: '2026-04-10', source: 'settings', openingStatus: 'Open' })
  })

  it('is closed every day without settings', () => {
    expect(openingDayOf('2026-03-02', null)).toMatchObject({
      openingStatus: 'Closed',
      openingTime: null,
      source: 'settings',
    })
    expect(buildCalendar(2026, 2, undefined, []).every((day) => day.openingStatus === 'Closed')).toBe(true)
  })
})

describe('input rules', () => {
  it('requires date and status of an entry, in zh-TW, and reads 開館/閉館', () => {
    const missing = openingDateRowSchema.safeParse({})
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['date', '日期為必填欄位'],
      ['openingStatus', '開館狀態為必填欄位'],
    ])
    expect(openingDateRowSchema.parse({ date: '2026/1/1', openingStatus: '閉館' })).toMatchObject({
      date: '2026-01-01',
      openingStatus: 'Closed',
    })
    expect(openingDateRowSchema.parse({ date: '2026-01-02', openingStatus: 'open' }).openingStatus).toBe('Open')
    const bad = openingDateRowSchema.safeParse({ date: '2026-02-30', openingStatus: '半天', linkUrl: 'not a url' })
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      '日期格式須為 YYYY-MM-DD',
      '開館狀態須為開館或閉館（Open 或 Closed）',
      '不是網址格式',
    ])
  })

  it('checks opening settings: HH:mm times, closing after opening, weekdays kept Monday first', () => {
    expect(openingSettingsSchema.safeParse({ closingTime: '17:00' }).error?.issues[0]?.message).toBe(
      '開館時間為必填欄位',
    )
    expect(
      openingSettingsSchema.safeParse({ openingTime: '8:00', closingTime: '17:00' }).error?.issues[0]?.message,
    ).toBe('時間格式須為 HH:mm（24 小時制）')
    expect(
      openingSettingsSchema.safeParse({ openingTime: '17:00', closingTime: '08:00' }).error?.issues[0]?.message,
    ).toBe('閉館時間必須晚於開館時間')
    expect(
      openingSettingsSchema.safeParse({ openingTime: '08:00', closingTime: '17:00', openingDays: ['Funday'] }).error
        ?.issues[0]?.message,
    ).toBe('開館日須為星期一到星期日')
    expect(
      openingSettingsSchema.parse({
        openingTime: '08:00',
        closingTime: '17:00',
        openingDays: ['Saturday', 'Monday', 'Monday'],
      }).openingDays,
    ).toEqual(['Monday', 'Saturday'])
  })

  it('reads the calendar and list month queries', () => {
    expect(calendarQuerySchema.parse({ year: '2026', month: '4' })).toEqual({ year: 2026, month: 4 })
    expect(calendarQuerySchema.safeParse({ month: '13' }).error?.issues[0]?.message).toBe('月份須為 1 到 12 之間的整數')
    expect(openingDatesFilterSchema.parse({ month: '2026-04' })).toEqual({ year: 2026, month: 4 })
    expect(openingDatesFilterSchema.parse({ year: '2026', month: '4' })).toEqual({ year: 2026, month: 4 })
    expect(openingDatesFilterSchema.parse({})).toBeUndefined()
    expect(openingDatesFilterSchema.safeParse({ month: '4' }).success).toBe(false)
  })

  it('names the later rows of a day listed twice', () => {
    expect(
      duplicateDayErrors([
        { row: 2, date: '2026-01-01' },
        { row: 3, date: '2026-01-02' },
        { row: 4, date: '2026-01-01' },
      ]),
    ).toEqual([{ row: 4, field: 'date', reason: '此日期在匯入資料中重複' }])
  })
})

describe('the month a query covers', () => {
  // /api/public/calendar?year=9999&month=12 answered 500: the month's upper bound was 10000-01-01,
  // which no stored date can be compared with (fuzz-queries, seed 210708330).
  it('bounds every month of the allowed years by instants a date can hold, December 9999 too', () => {
    for (const [year, month] of [
      [1970, 1],
      [2026, 2],
      [2026, 12],
      [9999, 1],
      [9999, 12],
    ] as const) {
      const where = monthWhere('date', year, month) as { and: Record<string, Record<string, string>>[] }
      const bounds = where.and.flatMap((clause) => Object.values(clause.date!))
      expect(bounds).toHaveLength(2)
      for (const bound of bounds) expect(new Date(bound).toISOString()).toBe(bound)
    }
    expect(monthWhere('date', 9999, 12)).toEqual({
      and: [
        { date: { greater_than_equal: '9999-12-01T00:00:00.000Z' } },
        { date: { less_than_equal: '9999-12-31T23:59:59.999Z' } },
      ],
    })
    expect(monthWhere('date', 2026, 12)).toEqual({
      and: [
        { date: { greater_than_equal: '2026-12-01T00:00:00.000Z' } },
        { date: { less_than: '2027-01-01T00:00:00.000Z' } },
      ],
    })
  })
})
