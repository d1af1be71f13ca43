import { defineModule } from '../define'
import { BasicStatistics } from './collections/basic-statistics'
import { DataOriginalGroups } from './collections/data-original-groups'
import { DataOriginalItems } from './collections/data-original-items'
import { DataOriginalResponses } from './collections/data-original-responses'
import { DataOriginalSets } from './collections/data-original-sets'
import { DataOriginalSettings } from './collections/data-original-settings'
import { FormulaReportSettings } from './collections/formula-report-settings'
import { FrontReportSettings } from './collections/front-report-settings'
import { ManualReportItems } from './collections/manual-report-items'
import { ManualReportLocks } from './collections/manual-report-locks'
import { ManualReportSets } from './collections/manual-report-sets'
import { ManualReportSettings } from './collections/manual-report-settings'
import { MergeStatistics } from './collections/merge-statistics'
import { MixinStatistics } from './collections/mixin-statistics'
import { MANUAL_ADMIN_VIEWS } from './admin/manual/views'
import { manualEndpoints } from './manual/endpoints'
import { statisticsManifest } from './manifest'

/**
 * 統計管理 (spec doc 3 §3, issue 14, docs/statistics.md): COUNTER SUSHI harvesting, formula,
 * manual, front, merged, mixed and basic statistics, their exports and the public page.
 */
export const statisticsModule = defineModule(statisticsManifest, {
  collections: [
    BasicStatistics,
    MergeStatistics,
    MixinStatistics,
    FrontReportSettings,
    ManualReportSettings,
    FormulaReportSettings,
    DataOriginalSettings,
    DataOriginalGroups,
    DataOriginalSets,
    DataOriginalResponses,
    DataOriginalItems,
    ManualReportSets,
    ManualReportItems,
    ManualReportLocks,
  ],
  endpoints: [...manualEndpoints],
  adminViews: { ...MANUAL_ADMIN_VIEWS },
})

export { type ReportColumn, type ReportRow, type ReportTable, monthColumns, rowOf } from './shared/table'
export { isManualWriter, listManualRows, manualTable } from './manual'
