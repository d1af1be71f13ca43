import { defineModule } from '@/modules/define'
import { Reports } from './collections/reports'
import { reportEndpoints } from './endpoints'
import { reportsManifest } from './manifest'

/**
 * 報表管理: the registry of generated export files. Other modules file their exports with
 * `registerReport`; staff list, download and delete them (report-management).
 */
export const reportsModule = defineModule(reportsManifest, {
  collections: [Reports],
  endpoints: reportEndpoints,
})

export { REPORTS_DIR } from './collections/reports'
export { REPORT_MSG } from './messages'
export { type ReportInput, type ReportItem, registerReport, toReportItem } from './service'
