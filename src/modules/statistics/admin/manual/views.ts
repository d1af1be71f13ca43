import type { AdminViewSpec } from '@/modules/define'

const view = (name: string, path: `/${string}`, title: string): AdminViewSpec => ({
  Component: `/modules/statistics/admin/manual/ManualViews#${name}`,
  path,
  exact: true,
  meta: { title },
})

/** The manual report screens: the staff settings screen and the writers' fill screen. */
export const MANUAL_ADMIN_VIEWS: Record<string, AdminViewSpec> = {
  statisticsManualSettings: view(
    'ManualSettingsView',
    '/statistics-demo-management/manual-report-settings',
    '手動報表設定',
  ),
  statisticsManualFill: view('ManualFillView', '/statistics-demo-management/manual-report-fill', '填報作業'),
}
