import { z } from 'zod'

/**
 * Calendar days (`YYYY-MM-DD`) as the HTTP contract takes them: one check for every date query
 * parameter and day field, so `from=1`, `to=0`, `from=12345` or `2026-02-30` are a 400 in zh-TW,
 * never a RangeError (a 500) further in. Years run from 1000 to 9999: four digits, as written,
 * and far enough from the calendar's edges for the day arithmetic (the library's midnight, a day
 * added) to stay valid.
 */

const DAY = /^([1-9]\d{3})-(\d{2})-(\d{2})$/

/** Whether `value` is a real calendar day written YYYY-MM-DD (years 1000–9999). */
export const isCalendarDay = (value: string): boolean => {
  if (!DAY.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** The message of a day that is not one: `<label>格式須為 YYYY-MM-DD`. */
export const dayFormatMessage = (label: string): string => `${label}格式須為 YYYY-MM-DD`

/**
 * An optional day of a query or body: empty or missing is none; anything else must be a calendar
 * day, or the call is refused with `message` (by default `<label>格式須為 YYYY-MM-DD`).
 */
export const optionalDay = (label: string, message: string = dayFormatMessage(label)) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    z.string({ error: message }).refine(isCalendarDay, { error: message }).optional(),
  )
