/** Front report types (docs/statistics.md §6). */
export const FRONT_REPORT_TYPE_LABEL = { monthly: '月報', yearly: '年報' } as const
export type FrontReportType = keyof typeof FRONT_REPORT_TYPE_LABEL

/** Block types of a front report and of a report-set combination. */
export const FRONT_BLOCK_TYPE_LABEL = { formula: '公式報表區塊', manual: '手動報表區塊' } as const
export type FrontBlockType = keyof typeof FRONT_BLOCK_TYPE_LABEL

/** The columns a monthly report's table may show. */
export const MONTHLY_COLUMN_LABEL = { month: '本月', yearToDate: '本年累計' } as const
export type MonthlyColumn = keyof typeof MONTHLY_COLUMN_LABEL
