import { defineModule } from '@/modules/define'
import { BasicStatistics } from './collections/basic-statistics'
import { DataOriginalGroups } from './collections/data-original-groups'
import { DataOriginalItems } from './collections/data-original-items'
import { DataOriginalResponses } from './collections/data-original-responses'
import { DataOriginalSets } from './collections/data-original-sets'
import { DataOriginalHarvests } from './collections/data-original-harvests'
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
import { DATA_ORIGINAL_ADMIN_VIEWS } from './admin/dataOriginal/views'
import { statisticsManifest } from './manifest'
import { MergeStatisticsVersions } from './collections/merge-statistics-versions'
import { MixinStatisticsVersions } from './collections/mixin-statistics-versions'
import { basicEndpoints } from './basic/endpoints'
import { mergeEndpoints } from './merge/endpoints'
import { mixinEndpoints } from './mixin/endpoints'
import { statisticsPublicEndpoints } from './public/endpoints'
import { MERGE_ADMIN_VIEWS } from './admin/merge/views'
import { sushiEndpoints } from './sushi/endpoints'
import { harvestAutoRun, scheduleHarvest, sushiTasks } from './sushi/jobs'
import { formulaEndpoints } from './formula/endpoints'
import { frontEndpoints } from './front/endpoints'
import { FORMULA_ADMIN_VIEWS } from './admin/formula/views'
import { FRONT_ADMIN_VIEWS } from './admin/front/views'
import { FrontReportSets } from './collections/front-report-sets'

/**
 * 統計管理 (docs/statistics.md): COUNTER SUSHI harvesting, formula,
 * manual, front, merged, mixed and basic statistics, their exports and the public page.
 */
export const statisticsModule = defineModule(statisticsManifest, {
  collections: [
    BasicStatistics,
    MergeStatistics,
    MixinStatistics,
    FrontReportSettings,
    FrontReportSets,
    ManualReportSettings,
    FormulaReportSettings,
    DataOriginalSettings,
    DataOriginalGroups,
    DataOriginalSets,
    DataOriginalHarvests,
    DataOriginalResponses,
    DataOriginalItems,
    ManualReportSets,
    ManualReportItems,
    ManualReportLocks,
    MergeStatisticsVersions,
    MixinStatisticsVersions,
  ],
  endpoints: [
    // COUNTER SUSHI harvesting (sushi/, docs/statistics.md §2)
    ...sushiEndpoints,
    ...manualEndpoints,
    ...formulaEndpoints,
    ...frontEndpoints,
    // Merged, mixed and basic statistics and the public calls (docs/statistics.md §5, §6, §7)
    ...mergeEndpoints,
    ...mixinEndpoints,
    ...basicEndpoints,
    ...statisticsPublicEndpoints,
  ],
  adminViews: {
    ...MANUAL_ADMIN_VIEWS,
    ...DATA_ORIGINAL_ADMIN_VIEWS,
    ...FORMULA_ADMIN_VIEWS,
    ...FRONT_ADMIN_VIEWS,
    ...MERGE_ADMIN_VIEWS,
  },
  // The hourly SUSHI harvest check (sushi/jobs.ts).
  tasks: [...sushiTasks],
  autoRun: [harvestAutoRun],
  onInit: scheduleHarvest,
})

export { type ReportColumn, type ReportRow, type ReportTable, monthColumns, rowOf } from './shared/table'
export { isManualWriter, listManualRows, manualTable } from './manual'
export { formulaTable, listFormulaRows } from './formula'
export { publishedFrontSets } from './front'
export {
  type PublicStatisticsDetail,
  type PublicStatisticsItem,
  publicStatisticsAll,
  publicStatisticsList,
  publicStatisticsOne,
} from './public/service'
