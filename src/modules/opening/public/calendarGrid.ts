/**
 * Pure helpers of the /opening page: the `?month=YYYY-MM` parameter, month steps and the
 * Monday-first week rows of the month table (spec doc 2 §9: week starts Monday, 24-hour time).
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

/** `YYYY-MM` of a month. */
export const monthParam = ({ year, month }: YearMonth): string => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`

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
