import { defineModule } from '../define'
import { BasicStatistics } from './collections/basic-statistics'
import { DataOriginalSettings } from './collections/data-original-settings'
import { FormulaReportSettings } from './collections/formula-report-settings'
import { FrontReportSettings } from './collections/front-report-settings'
import { ManualReportSettings } from './collections/manual-report-settings'
import { MergeStatistics } from './collections/merge-statistics'
import { MixinStatistics } from './collections/mixin-statistics'
import { statisticsManifest } from './manifest'

/** 統計管理: basic, merged and mixed statistics, report settings and usage-data sources (spec doc 3 §3). */
export const statisticsModule = defineModule(statisticsManifest, {
  collections: [BasicStatistics, MergeStatistics, MixinStatistics, FrontReportSettings, ManualReportSettings, FormulaReportSettings, DataOriginalSettings],
})
