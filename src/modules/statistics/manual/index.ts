/** Manual reports: the rows and year tables other statistics reports read (docs/statistics.md §4). */
export { manualTable, listManualRows } from './sums'
export { isManualWriter } from './values'
export { MANUAL_FIELD_TYPE_LABEL, type ManualFieldType, manualRowKey, manualRowLabel, manualYearTable } from './rules'
