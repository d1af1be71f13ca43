import { MONTH_LABELS, type ReportRow, type ReportTable, sumOrNull } from '../shared/table'
import { MONTHLY_COLUMN_LABEL, type FrontReportType, type MonthlyColumn } from './constants'
import { FRONT_MSG } from './messages'
import type { FrontChild } from './schemas'

/**
 * How a front report's table is cut from its block's report (docs/statistics.md §6), pure.
 *
 * The block's report is computed for the set's year (twelve month columns). A child picks:
 * - rows: `rowItems`, row keys of that report in the order given (empty = every row);
 * - columns: for a yearly set, `colItems` are month numbers `1`…`12` (empty = all twelve) and
 *   the total is the sum of the months shown; for a monthly set `YYYY-MM`, `colItems` are
 *   `month` (本月) and `yearToDate` (本年累計, January to that month), empty = both, and the
 *   total is the year to date.
 */

export type FrontPeriod = { year: number; month?: number }

/** `2026` → yearly period; `2026-05` → monthly. */
export const parsePeriod = (period: string): FrontPeriod | null => {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(period)
  if (!match) return null
  const year = Number(match[1])
  const month = match[2] ? Number(match[2]) : undefined
  if (month !== undefined && (month < 1 || month > 12)) return null
  return month ? { year, month } : { year }
}

/** The periods init-front-sets creates for a year. */
export const periodsOf = (reportType: FrontReportType, year: number): string[] =>
  reportType === 'yearly' ? [String(year)] : Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`)

/** A set's name: `館藏使用 2026年5月` / `館藏使用 2026年`. */
export const setNameOf = (settingName: string, period: string): string => {
  const parsed = parsePeriod(period)
  if (!parsed) return `${settingName} ${period}`
  return parsed.month ? `${settingName} ${parsed.year}年${parsed.month}月` : `${settingName} ${parsed.year}年`
}

/** A problem with a child's colItems for the report type, or null. */
export const colItemsProblem = (reportType: FrontReportType, colItems: readonly string[]): string | null => {
  for (const value of colItems) {
    if (reportType === 'monthly' && !Object.hasOwn(MONTHLY_COLUMN_LABEL, value)) return FRONT_MSG.monthlyColumn(value)
    if (reportType === 'yearly' && !/^(?:[1-9]|1[0-2])$/.test(value)) return FRONT_MSG.yearlyColumn(value)
  }
  return null
}

const pickRows = (source: ReportTable, rowItems: readonly string[]): ReportRow[] => {
  if (rowItems.length === 0) return source.rows
  const byKey = new Map(source.rows.map((row) => [row.key, row]))
  return rowItems.map((key) => byKey.get(key)).filter((row): row is ReportRow => !!row)
}

/** One child of a block as a report table over the set's period. `source` holds the year's twelve months. */
export const childTable = (source: ReportTable, child: FrontChild, period: FrontPeriod, caption?: string): ReportTable => {
  const rows = pickRows(source, child.rowItems)
  if (period.month) {
    const month = period.month
    const wanted: MonthlyColumn[] = child.colItems.length > 0 ? (['month', 'yearToDate'] as const).filter((key) => child.colItems.includes(key)) : ['month', 'yearToDate']
    const monthKey = `${period.year}-${String(month).padStart(2, '0')}`
    return {
      title: child.name,
      caption,
      columns: wanted.map((key) => (key === 'month' ? { key: monthKey, label: MONTH_LABELS[month - 1]! } : { key: `${period.year}-01..${monthKey}`, label: `${MONTHLY_COLUMN_LABEL.yearToDate}（1–${month}月）` })),
      rows: rows.map((row) => {
        const toDate = sumOrNull(row.values.slice(0, month))
        return { key: row.key, label: row.label, values: wanted.map((key) => (key === 'month' ? (row.values[month - 1] ?? null) : toDate)), total: toDate }
      }),
    }
  }
  const months = child.colItems.length > 0 ? [...new Set(child.colItems.map(Number))].sort((a, b) => a - b) : Array.from({ length: 12 }, (_, index) => index + 1)
  return {
    title: child.name,
    caption,
    columns: months.map((month) => source.columns[month - 1] ?? { key: `${period.year}-${String(month).padStart(2, '0')}`, label: MONTH_LABELS[month - 1]! }),
    rows: rows.map((row) => {
      const values = months.map((month) => row.values[month - 1] ?? null)
      return { key: row.key, label: row.label, values, total: sumOrNull(values) }
    }),
  }
}
