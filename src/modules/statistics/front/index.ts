/** Front reports (docs/statistics.md §6): what other parts of the statistics module use. */
export {
  FRONT_BLOCK_TYPE_LABEL,
  FRONT_REPORT_TYPE_LABEL,
  MONTHLY_COLUMN_LABEL,
  type FrontBlockType,
  type FrontReportType,
} from './constants'
export { frontEndpoints } from './endpoints'
export { publishedFrontSets } from './service'
