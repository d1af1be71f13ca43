import type { AdminViewSpec } from '@/modules/define'

/** The data-original (COUNTER SUSHI) screen, registered through the module descriptor's adminViews. */
export const DATA_ORIGINAL_ADMIN_VIEWS: Record<string, AdminViewSpec> = {
  statisticsDataOriginal: {
    Component: '/modules/statistics/admin/dataOriginal/DataOriginalView#DataOriginalView',
    path: '/statistics-demo-management/data-original-settings',
    exact: true,
    meta: { title: '原始資料設定' },
  },
}
