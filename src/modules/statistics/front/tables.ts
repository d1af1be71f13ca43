import { MONTH_LABELS, type ReportRow, type ReportTable, latestOrNull, sumOrNull } from '../shared/table'
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
 *   total is the year to date. A block whose report totals by its latest figure (a manual report
 *   "以最新值計算") takes the latest figure instead of the sum, in both.
 * Each table's caption says what its total is (`合計為 1 月至 5 月加總`), never more.
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
  reportType === 'yearly'
    ? [String(year)]
    : Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`)

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

/**
 * What a child table's total is, in words, for its caption: the months it
 * covers (`months`, in order) and whether it sums them or takes the latest figure.
 * `合計為全年加總`, `合計為 1 月至 5 月加總`, `合計為 1、3、6 月加總`, `合計為 7 月數值`.
 */
export const totalCaption = (months: readonly number[], latest = false): string => {
  if (months.length === 1) return `合計為 ${months[0]} 月數值`
  const run = months.every((month, index) => index === 0 || month === months[index - 1]! + 1)
  const span =
    run && months.length === 12
      ? '全年'
      : run
        ? `${months[0]} 月至 ${months[months.length - 1]} 月`
        : `${months.join('、')} 月`
  if (!latest) return `合計為${span === '全年' ? '全年' : ` ${span}`}加總`
  return span === '全年' ? '合計為全年最新一期數值' : `合計為 ${span}的最新一期數值`
}

export type ChildTableOptions = {
  /** What the numbers count (a formula report's metric types), put before the total's words. */
  what?: string
  /** The block's report totals by its latest figure (a manual report "以最新值計算"), not a sum. */
  latest?: boolean
}

/**
 * One child of a block as a report table over the set's period. `source` holds the year's twelve
 * months. The caption says what the total is (and, given `what`, what is counted).
 */
export const childTable = (
  source: ReportTable,
  child: FrontChild,
  period: FrontPeriod,
  options: ChildTableOptions = {},
): ReportTable => {
  const rows = pickRows(source, child.rowItems)
  const latest = options.latest === true
  const totalOf = (values: readonly (number | null)[]) => (latest ? latestOrNull(values) : sumOrNull(values))
  const captionOf = (months: readonly number[]) =>
    [options.what, totalCaption(months, latest)].filter(Boolean).join('；')
  if (period.month) {
    const month = period.month
    const wanted: MonthlyColumn[] =
      child.colItems.length > 0
        ? (['month', 'yearToDate'] as const).filter((key) => child.colItems.includes(key))
        : ['month', 'yearToDate']
    const monthKey = `${period.year}-${String(month).padStart(2, '0')}`
    const toDateLabel = latest ? `本年最新值（1–${month}月）` : `${MONTHLY_COLUMN_LABEL.yearToDate}（1–${month}月）`
    return {
      title: child.name,
      caption: captionOf(Array.from({ length: month }, (_, index) => index + 1)),
      columns: wanted.map((key) =>
        key === 'month'
          ? { key: monthKey, label: MONTH_LABELS[month - 1]! }
          : { key: `${period.year}-01..${monthKey}`, label: toDateLabel },
      ),
      rows: rows.map((row) => {
        const toDate = totalOf(row.values.slice(0, month))
        return {
          key: row.key,
          label: row.label,
          values: wanted.map((key) => (key === 'month' ? (row.values[month - 1] ?? null) : toDate)),
          total: toDate,
        }
      }),
    }
  }
  const months =
    child.colItems.length > 0
      ? [...new Set(child.colItems.map(Number))].sort((a, b) => a - b)
      : Array.from({ length: 12 }, (_, index) => index + 1)
  return {
    title: child.name,
    caption: captionOf(months),
    columns: months.map(
      (month) =>
        source.columns[month - 1] ?? {
          key: `${period.year}-${String(month).padStart(2, '0')}`,
          label: MONTH_LABELS[month - 1]!,
        },
    ),
    rows: rows.map((row) => {
      const values = months.map((month) => row.values[month - 1] ?? null)
      return { key: row.key, label: row.label, values, total: totalOf(values) }
    }),
  }
}
