/**
 * Pure helpers of the /opening page: the `?month=YYYY-MM` parameter, month steps and the
 * Monday-first week rows of the month table (week starts Monday, 24-hour time).
 */

export type YearMonth = { year: number; month: number }

const MONTH_PARAM = /^(\d{4})-(\d{1,2})$/

/** `?month=YYYY-MM` as a year and month (1970–9999, 1–12); anything else is `fallback`. */
export const parseMonthParam = (value: string | undefined, fallback: YearMonth): YearMonth => {
  const match = value ? MONTH_PARAM.exec(value.trim()) : null
  if (!match) return fallback
  const year = Number(match[1])
  const month = Number(match[2])
  if (year < 1970 || year > 9999 || month < 1 || month > 12) return fallback
  return { year, month }
}

/** The month `delta` months away. */
export const shiftMonth = ({ year, month }: YearMonth, delta: number): YearMonth => {
  const index = year * 12 + (month - 1) + delta
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** How many months /opening pages away from the current month, either way. */
export const MONTH_BOUND = 24

/** Months from `from` to `to` (negative when `to` is earlier). */
export const monthsBetween = (from: YearMonth, to: YearMonth): number =>
  to.year * 12 + to.month - (from.year * 12 + from.month)

/** Whether `month` is within MONTH_BOUND months of `current`, either way. */
export const withinMonthBound = (month: YearMonth, current: YearMonth): boolean =>
  Math.abs(monthsBetween(current, month)) <= MONTH_BOUND

/**
 * The month /opening shows for its `?month=` parameter: the current month without one (or with
 * an empty one); the asked month when it is `YYYY-MM` (or `YYYY-M`) within MONTH_BOUND months of
 * the current one; null for anything else (malformed, repeated, out of bounds), which the page
 * answers with its 404.
 * So a crawler following 下個月 stops after two years instead of paging on forever.
 */
export const openingMonth = (value: string | string[] | undefined, current: YearMonth): YearMonth | null => {
  if (value === undefined || value === '') return current
  const match = typeof value === 'string' ? MONTH_PARAM.exec(value) : null
  if (!match) return null
  const month = { year: Number(match[1]), month: Number(match[2]) }
  if (month.month < 1 || month.month > 12) return null
  return withinMonthBound(month, current) ? month : null
}

/** `YYYY-MM` of a month. */
export const monthParam = ({ year, month }: YearMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`

/** A month as people read it: `2026 年 2 月`. */
export const monthLabel = ({ year, month }: YearMonth): string => `${year} 年 ${month} 月`

/**
 * The days of a month in rows of seven, Monday first; the cells before the first day and after
 * the last are null. `weekdayIndex` is 0 for Monday … 6 for Sunday.
 */
export const weeksOf = <D extends { weekdayIndex: number }>(days: readonly D[]): (D | null)[][] => {
  if (days.length === 0) return []
  const cells: (D | null)[] = [...Array.from({ length: days[0]!.weekdayIndex }, () => null), ...days]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (D | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** Opening hours as `08:00–17:00` ('' when either end is missing). */
export const hoursText = (openingTime: string | null | undefined, closingTime: string | null | undefined): string =>
  openingTime && closingTime ? `${openingTime}–${closingTime}` : ''
