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

export type FormulaReport = {
  _id: string
  name: string
  countItems: CountItem[]
  status: 'Enabled' | 'Disabled'
  /** The year table shows each count item's source cost and cost per use (docs/statistics.md §3). */
  costPerUse: boolean
}

export type Period = { year: number; month?: number }

/** `YYYY-MM` of a year and month. */
export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`

/** The months a period covers, as `YYYY-MM` keys in order. */
export const periodMonths = (period: Period): string[] =>
  period.month
    ? [monthKey(period.year, period.month)]
    : Array.from({ length: 12 }, (_, index) => monthKey(period.year, index + 1))

/** The columns of a period: its twelve months, or the one month asked for. */
export const periodColumns = (period: Period): ReportColumn[] => {
  const all = monthColumns(period.year)
  return period.month ? [all[period.month - 1]!] : all
}

/** One aggregate figure: the sum of a count item's rows in a month. */
export type ItemMonthSum = { item: string; month: string; total: number }

/**
 * The harvest states in which a month's rows are what the vendor reported (docs/statistics.md §3):
 * data (`done`), no usage (`noUsage`, 3030 or an empty report, stored as zero rows) and partial
 * data (`partial`). A month in any other state (pending, failed, not ready …) was never harvested.
 */
export const HARVESTED_STATES = ['done', 'noUsage', 'partial'] as const

/** A month of a source's report type that was harvested (its set is in a HARVESTED_STATES state). */
export type HarvestedMonth = { source: string; reportType: string; month: string }

const harvestKey = (source: string, reportType: string, month: string): string =>
  `${source}\u0000${reportType}\u0000${month}`

/**
 * The report table of a formula report: one row per count item (key = the item's _id), one
 * column per month of the period. A month's cell is the sum of the matching rows; a month
 * without any matching row is 0 when the item's source and report type were harvested that
 * month (`harvested`: the vendor said there was no such use, e.g. 3030 "no usage" stored as zero
 * rows) and null (no data) when they never were. The row total is the sum over the period.
 */
export const formulaReportTable = (
  report: Pick<FormulaReport, 'name' | 'countItems'>,
  period: Period,
  sums: readonly ItemMonthSum[],
  harvested: readonly HarvestedMonth[] = [],
): ReportTable => {
  const months = periodMonths(period)
  const index = new Map<string, number>()
  for (const sum of sums)
    index.set(`${sum.item}\u0000${sum.month}`, (index.get(`${sum.item}\u0000${sum.month}`) ?? 0) + sum.total)
  const done = new Set(harvested.map((entry) => harvestKey(entry.source, entry.reportType, entry.month)))
  const rows = report.countItems.map((item) =>
    rowOf(
      item._id,
      item.name,
      months.map(
        (month) =>
          index.get(`${item._id}\u0000${month}`) ??
          (done.has(harvestKey(item.source, item.sourceItem, month)) ? 0 : null),
      ),
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
