import type { Where } from 'payload'

import { todayKey } from '@/lib/timeZone'
import { isCalendarDay } from '@/validation/dates'
import { OPENING_STATUS_LABEL, WEEKDAY_LABEL } from './labels'

/**
 * Opening days, pure: the weekly rule lives
 * in the `opening-settings` global (opening and closing time, opening weekdays), and single days
 * that differ (a holiday, a special announcement) are `opening-dates`, one entry per day. A day's
 * entry wins over the weekly rule. The week starts on Monday.
 *
 * Days are `YYYY-MM-DD` strings. Payload stores a day-only date as a timestamp at 12:00 UTC
 * (its date picker does so too), so the UTC calendar day of a stored value is its day.
 */

// ---------------------------------------------------------------------------------------------
// Days
// ---------------------------------------------------------------------------------------------

/** The weekdays, Monday first. */
export const WEEKDAYS = Object.keys(WEEKDAY_LABEL) as Weekday[]
export type Weekday = keyof typeof WEEKDAY_LABEL
export type OpeningStatus = keyof typeof OPENING_STATUS_LABEL

const LOOSE_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

const isRealDay = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

/** Days in a month (1-12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A strict `YYYY-MM-DD` that names a real day (the contract's one check, src/validation/dates.ts). */
export const isDayKey = isCalendarDay

/** The day of a stored date value (ISO timestamp or Date): its UTC calendar day. */
export const dayKey = (value: string | Date | null | undefined): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value === 'string' && isDayKey(value)) return value
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10)
}

/**
 * A day as a person or a spreadsheet writes it: `2026-01-05`, `2026/1/5`, `2026.01.05`, an ISO
 * timestamp, or a Date (spreadsheet date cells). Undefined when it names no real day.
 */
export const parseDay = (value: unknown): string | undefined => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  const loose = LOOSE_DAY.exec(text)
  if (loose) {
    const [year, month, day] = [Number(loose[1]), Number(loose[2]), Number(loose[3])]
    return isRealDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : undefined
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return dayKey(text)
  return undefined
}

/** The day after (`YYYY-MM-DD`). */
export const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** A where clause matching any stored time of that day. */
export const dayWhere = (field: string, day: string): Where => ({
  and: [
    { [field]: { greater_than_equal: `${day}T00:00:00.000Z` } },
    { [field]: { less_than: `${nextDay(day)}T00:00:00.000Z` } },
  ],
})

/** A where clause matching any stored time of that month. */
export const monthWhere = (field: string, year: number, month: number): Where => {
  const first = `${pad(year, 4)}-${pad(month)}-01`
  const from = { [field]: { greater_than_equal: `${first}T00:00:00.000Z` } }
  // December 9999 has no next month a date can hold (10000-01-01 is no valid instant): its last millisecond bounds it.
  if (year >= 9999 && month === 12) return { and: [from, { [field]: { less_than_equal: '9999-12-31T23:59:59.999Z' } }] }
  const after = month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`
  return { and: [from, { [field]: { less_than: `${after}T00:00:00.000Z` } }] }
}

/** The weekday of a day. */
export const weekdayOf = (day: string): Weekday => {
  const sundayFirst = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return WEEKDAYS[(sundayFirst + 6) % 7]!
}

export { todayKey } from '@/lib/timeZone'

// ---------------------------------------------------------------------------------------------
// Calendar
// ---------------------------------------------------------------------------------------------

export type OpeningRule = {
  openingTime?: string | null
  closingTime?: string | null
  openingDays?: readonly string[] | null
}

export type OpeningDateEntry = {
  id?: string
  date: string
  openingStatus: OpeningStatus
  announcement?: string | null
  linkUrl?: string | null
  imageUrl?: string | null
}

export type CalendarDay = {
  date: string
  weekday: Weekday
  /** 0 = Monday … 6 = Sunday: the column of a Monday-first calendar. */
  weekdayIndex: number
  openingStatus: OpeningStatus
  openingTime: string | null
  closingTime: string | null
  announcement: string | null
  linkUrl: string | null
  imageUrl: string | null
  /** `date`: an opening-dates entry decided the day; `settings`: the weekly rule did. */
  source: 'date' | 'settings'
  /** The opening-dates entry of the day, when there is one. */
  _id?: string
}

/**
 * One day: its opening-dates entry wins; otherwise the day is open when its weekday is one of
 * the settings' opening days. Open days carry the settings' hours; closed days carry none.
 */
export const openingDayOf = (
  day: string,
  rule: OpeningRule | null | undefined,
  entry?: OpeningDateEntry,
): CalendarDay => {
  const weekday = weekdayOf(day)
  const weekdayIndex = WEEKDAYS.indexOf(weekday)
  const openingStatus: OpeningStatus = entry
    ? entry.openingStatus
    : (rule?.openingDays ?? []).includes(weekday)
      ? 'Open'
      : 'Closed'
  const open = openingStatus === 'Open'
  return {
    date: day,
    weekday,
    weekdayIndex,
    openingStatus,
    openingTime: open ? (rule?.openingTime ?? null) : null,
    closingTime: open ? (rule?.closingTime ?? null) : null,
    announcement: entry?.announcement ?? null,
    linkUrl: entry?.linkUrl ?? null,
    imageUrl: entry?.imageUrl ?? null,
    source: entry ? 'date' : 'settings',
    ...(entry?.id ? { _id: entry.id } : {}),
  }
}

/** Every day of a month (1-12), each decided by `openingDayOf`. */
export const buildCalendar = (
  year: number,
  month: number,
  rule: OpeningRule | null | undefined,
  entries: readonly OpeningDateEntry[],
): CalendarDay[] => {
  const byDay = new Map<string, OpeningDateEntry>()
  for (const entry of entries) {
    const day = dayKey(entry.date)
    if (day) byDay.set(day, entry)
  }
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const day = `${pad(year, 4)}-${pad(month)}-${pad(i + 1)}`
    return openingDayOf(day, rule, byDay.get(day))
  })
}

/** The year and month a calendar query means: missing parts are today's (library time). */
export const resolveMonth = (
  query: { year?: number; month?: number },
  now: Date = new Date(),
): { year: number; month: number } => {
  const [year, month] = todayKey(now).split('-').map(Number) as [number, number]
  return { year: query.year ?? year, month: query.month ?? month }
}
