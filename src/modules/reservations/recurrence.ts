import * as rruleModule from 'rrule'

import { MAX_RECURRENCE_MONTHS } from './rules'
import { RESV_MSG } from './messages'
import { addDays, libraryInstant, minutesOf } from './slots'

/**
 * The occurrences of a recurring room booking (rule 12 of docs/reservations.md), pure: days
 * expanded with `rrule` as floating dates (UTC midnights standing for library days, so no time
 * zone enters the expansion), then each day's start and end put in the library time zone.
 * Monthly means the same day of the month, months without that day skipped (31 Jan → 31 Mar).
 *
 * `interval` books every N days, weeks or months (counted from the
 * start date, so every 2 months from 31 Jul counts Sep and Nov, both skipped, then books 31 Jan);
 * a weekly series may name its weekdays (ISO 1 = Monday … 7 = Sunday, default the start date's),
 * and its weeks run Monday to Sunday counted from the start date's week.
 */

export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly'

/** ISO day of the week: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = number

export type RecurrenceSettings = {
  frequency: RecurrenceFrequency
  startTime: string
  endTime: string
  /** Every N days, weeks or months (1–12); 1 when absent. */
  interval?: number
  /** The days of a weekly series (ISO, distinct); the start date's when absent. Ignored by the other frequencies. */
  weekdays?: IsoWeekday[]
}

export type RecurrenceInput = {
  rangeDates: { startDate: string; endDate: string }
  recurrenceSettings: RecurrenceSettings
}

export type Occurrence = { date: string; start: Date; end: Date }

// rrule ships CommonJS as its `main` and ESM only as `module`: Node's ESM loader sees the CommonJS
// build (named exports under `default`), bundlers the ESM one. Take RRule from whichever it is.
type RRuleModule = typeof rruleModule
const { RRule } = (rruleModule as RRuleModule & { default?: RRuleModule }).default ?? rruleModule

const FREQUENCY: Record<RecurrenceFrequency, rruleModule.Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
}
/** rrule's weekdays by ISO number (index 0 unused). */
const RRULE_WEEKDAY = [null, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU] as const

const utcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`)

/** The last day a series starting on `startDate` may reach: the same day of the month six months on (clamped to month end). */
export const lastSeriesDay = (startDate: string, months: number = MAX_RECURRENCE_MONTHS): string => {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastOfMonth))
  return target.toISOString().slice(0, 10)
}

/** The refusal of a range or times that cannot make a series, or null. */
export const recurrenceProblem = (input: RecurrenceInput): string | null => {
  const { startDate, endDate } = input.rangeDates
  if (endDate < startDate) return RESV_MSG.rangeReversed
  if (endDate > lastSeriesDay(startDate)) return RESV_MSG.rangeTooLong(MAX_RECURRENCE_MONTHS)
  const start = minutesOf(input.recurrenceSettings.startTime)
  const end = minutesOf(input.recurrenceSettings.endTime)
  if (start === null || end === null || end <= start) return RESV_MSG.endBeforeStart
  return null
}

/** Every occurrence inside the range (both ends included), in order. */
export const expandRecurrence = (input: RecurrenceInput, timeZone?: string): Occurrence[] => {
  const { startDate, endDate } = input.rangeDates
  const { frequency, startTime, endTime, interval = 1, weekdays } = input.recurrenceSettings
  const startMinutes = minutesOf(startTime)
  const endMinutes = minutesOf(endTime)
  if (startMinutes === null || endMinutes === null || endDate < startDate) return []
  const dtstart = utcDay(startDate)
  // The start date's ISO weekday (getUTCDay: 0 = Sunday).
  const startWeekday = ((dtstart.getUTCDay() + 6) % 7) + 1
  const byweekday = (weekdays && weekdays.length > 0 ? weekdays : [startWeekday]).flatMap(
    (day) => RRULE_WEEKDAY[day] ?? [],
  )
  const rule = new RRule({
    freq: FREQUENCY[frequency],
    interval,
    dtstart,
    until: utcDay(endDate),
    ...(frequency === 'monthly' ? { bymonthday: [dtstart.getUTCDate()] } : {}),
    ...(frequency === 'weekly' ? { byweekday, wkst: RRule.MO } : {}),
    tzid: 'UTC',
  })
  return rule
    .all()
    .map((date) => date.toISOString().slice(0, 10))
    .filter((day) => day >= startDate && day <= endDate)
    .map((day) => ({
      date: day,
      start: libraryInstant(day, startMinutes, timeZone),
      end: libraryInstant(day, endMinutes, timeZone),
    }))
}

/** The days of a range (used to read the opening calendar once for a series). */
export const rangeLength = (startDate: string, endDate: string): number => {
  let n = 0
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) n += 1
  return n
}
