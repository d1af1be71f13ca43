/**
 * The one shape every statistics report is computed into (docs/statistics.md "Report tables"):
 * formula, manual, front, merge, mixin and basic reports, the public page, the charts and the
 * .xlsx export all read it. Rows are the report's items; columns are its periods.
 */
export type ReportColumn = {
  /** `2026-05` for a month, `2026` for a year, or a free key for a non-time column. */
  key: string
  /** zh-TW heading, e.g. `5月`. */
  label: string
}

export type ReportRow = {
  /** Stable key of the row inside its report (a count item's _id, `fieldId:itemId`, a merge item's _id). */
  key: string
  label: string
  /** One value per column, in column order; null = no data for that period. */
  values: (number | null)[]
  /** The row's total over the columns (the latest value when the report says so), null when every value is null. */
  total: number | null
  /** The row's figures in the table's `extraColumns`, in their order (null = none). */
  extras?: (number | null)[]
}

/**
 * A column after the total that is not a period (e.g. a formula report's 年度費用 and 每次使用成本):
 * shown in the data table and the export, not in the chart, and not carried into other reports.
 */
export type ReportExtraColumn = {
  key: string
  /** zh-TW heading. */
  label: string
  /** Decimals shown (e.g. 2 for money per use); whole numbers by default. */
  decimals?: number
}

export type ReportTable = {
  title: string
  /** What the numbers count, shown under the title (e.g. `Total_Item_Requests`). */
  caption?: string
  columns: ReportColumn[]
  rows: ReportRow[]
  /** Figures after the total (see ReportExtraColumn); each row's `extras` follow them. */
  extraColumns?: ReportExtraColumn[]
}

export const MONTH_LABELS = [
  '1月',
  '2月',
  '3月',
  '4月',
  '5月',
  '6月',
  '7月',
  '8月',
  '9月',
  '10月',
  '11月',
  '12月',
] as const

/** The twelve month columns of a year: keys `YYYY-MM`, labels `1月` … `12月`. */
export const monthColumns = (year: number): ReportColumn[] =>
  MONTH_LABELS.map((label, index) => ({ key: `${year}-${String(index + 1).padStart(2, '0')}`, label }))

/** Sum of the non-null values, or null when there are none. */
export const sumOrNull = (values: readonly (number | null | undefined)[]): number | null => {
  let total: number | null = null
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) total = (total ?? 0) + value
  return total
}

/** The last non-null value (for reports whose total is the latest figure, not a sum). */
export const latestOrNull = (values: readonly (number | null | undefined)[]): number | null => {
  for (let index = values.length - 1; index >= 0; index -= 1) {
    const value = values[index]
    if (typeof value === 'number' && Number.isFinite(value)) return value
  }
  return null
}

/** A row with its total computed from its values. */
export const rowOf = (key: string, label: string, values: (number | null)[], latest = false): ReportRow => ({
  key,
  label,
  values,
  total: latest ? latestOrNull(values) : sumOrNull(values),
})

/**
 * A cell of a report table as text: thousands separated, `—` for no data. Plain code (not in the
 * client chart's file), so the public page's server-rendered table can call it.
 */
export const formatReportValue = (value: number | null, decimals?: number): string =>
  value === null
    ? '—'
    : decimals === undefined
      ? value.toLocaleString('zh-TW')
      : value.toLocaleString('zh-TW', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
