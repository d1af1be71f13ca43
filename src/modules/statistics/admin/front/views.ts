import type { AdminViewSpec } from '@/modules/define'

/** The front reports' screen (route statistics-demo-management/public-report, customView). */
export const FRONT_ADMIN_VIEWS: Record<string, AdminViewSpec> = {
  statisticsPublicReport: {
    Component: '/modules/statistics/admin/front/FrontView#PublicReportView',
    path: '/statistics-demo-management/public-report',
    exact: true,
    meta: { title: '前台報表' },
  },
}
