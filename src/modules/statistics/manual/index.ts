/** Manual reports: the rows and year tables other statistics reports read (docs/statistics.md §4). */
export { manualTable, listManualRows, isManualWriter } from './service'
export { MANUAL_FIELD_TYPE_LABEL, type ManualFieldType, manualRowKey, manualRowLabel, manualYearTable } from './rules'
