import type { AdminViewSpec } from '@/modules/define'

const view = (name: string, path: `/${string}`, title: string): AdminViewSpec => ({
  Component: `/modules/statistics/admin/merge/Views#${name}`,
  path,
  exact: true,
  meta: { title },
})

/** The statistics landing (basic statistics), the merged and the mixed statistics screens. */
export const MERGE_ADMIN_VIEWS: Record<string, AdminViewSpec> = {
  statisticsLanding: view('BasicStatisticsView', '/statistics-demo-management', '統計管理'),
  statisticsMerge: view('MergeStatisticsView', '/statistics-demo-management/merge', '合併統計'),
  statisticsMix: view('MixStatisticsView', '/statistics-demo-management/mix-report', '混合統計'),
}
