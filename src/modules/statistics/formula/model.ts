import { monthColumns, rowOf, type ReportColumn, type ReportTable } from '../shared/table'
import type { FilterAttribute } from './attributes'

/** One filter of a count item: the row attribute must equal the value. */
export type CountFilter = { name: FilterAttribute; value: string }

/** A count item (計算項目): the sum of `target` over `source`'s `sourceItem` rows passing every filter. */
export type CountItem = {
  _id: string
  name: string
  /** The data-original setting (source) id. */
  source: string
  /** The report type, e.g. `TR_J1`. */
  sourceItem: string
  /** The metric type, e.g. `Total_Item_Requests`. */
  target: string
  filters: CountFilter[]
}

export type FormulaReport = { _id: string; name: string; countItems: CountItem[]; status: 'Enabled' | 'Disabled' }

export type Period = { year: number; month?: number }

/** `YYYY-MM` of a year and month. */
export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`

/** The months a period covers, as `YYYY-MM` keys in order. */
export const periodMonths = (period: Period): string[] =>
  period.month ? [monthKey(period.year, period.month)] : Array.from({ length: 12 }, (_, index) => monthKey(period.year, index + 1))

/** The columns of a period: its twelve months, or the one month asked for. */
export const periodColumns = (period: Period): ReportColumn[] => {
  const all = monthColumns(period.year)
  return period.month ? [all[period.month - 1]!] : all
}

/** One aggregate figure: the sum of a count item's rows in a month. */
export type ItemMonthSum = { item: string; month: string; total: number }

/**
 * The report table of a formula report: one row per count item (key = the item's _id), one
 * column per month of the period; a month without any matching row is null (no data), a month
 * whose rows sum to 0 is 0. The row total is the sum over the period.
 */
export const formulaReportTable = (report: Pick<FormulaReport, 'name' | 'countItems'>, period: Period, sums: readonly ItemMonthSum[]): ReportTable => {
  const months = periodMonths(period)
  const index = new Map<string, number>()
  for (const sum of sums) index.set(`${sum.item}\u0000${sum.month}`, (index.get(`${sum.item}\u0000${sum.month}`) ?? 0) + sum.total)
  const rows = report.countItems.map((item) =>
    rowOf(
      item._id,
      item.name,
      months.map((month) => index.get(`${item._id}\u0000${month}`) ?? null),
    ),
  )
  const targets = [...new Set(report.countItems.map((item) => item.target))]
  return {
    title: period.month ? `${report.name}（${period.year}年${period.month}月）` : `${report.name}（${period.year}年）`,
    caption: targets.length > 0 ? targets.join('、') : undefined,
    columns: periodColumns(period),
    rows,
  }
}
