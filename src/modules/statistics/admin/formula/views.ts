import type { AdminViewSpec } from '@/modules/define'

/** The formula reports' screen (route statistics-demo-management/formula-settings, customView). */
export const FORMULA_ADMIN_VIEWS: Record<string, AdminViewSpec> = {
  statisticsFormulaSettings: {
    Component: '/modules/statistics/admin/formula/FormulaView#FormulaSettingsView',
    path: '/statistics-demo-management/formula-settings',
    exact: true,
    meta: { title: '公式報表設定' },
  },
}
