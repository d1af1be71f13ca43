/** Formula reports (docs/statistics.md §3): what other parts of the statistics module use. */
export { FILTER_ATTRIBUTES, FILTER_NAMES, type FilterAttribute } from './attributes'
export { formulaEndpoints } from './endpoints'
export { type CountItem, type FormulaReport, type Period, formulaReportTable } from './model'
export { formulaTable, listFormulaRows } from './service'
