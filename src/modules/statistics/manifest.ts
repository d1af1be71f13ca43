import { defineManifest } from '@/modules/define'

/** 統計: harvested, formula, manual, front, merged and mixed statistics. */
export const statisticsManifest = defineManifest({
  name: 'statistics',
  label: '統計管理',
  group: 'platform',
  publicTags: ['statistics'],
  pages: [{ path: '/statistics', tags: ['statistics'], kept: true, sitemap: { name: '統計資料', position: 11 } }],
  flags: [{ key: 'statistics', label: '統計管理', actions: ['read', 'edit', 'delete'] }],
  routes: [
    {
      path: 'statistics-demo-management',
      title: '統計管理',
      flag: 'statistics.auth',
      collection: 'basic-statistics',
      customView: true,
      children: [
        {
          path: 'statistics-demo-management/merge',
          title: '合併統計',
          flag: 'statistics.read',
          collection: 'merge-statistics',
          customView: true,
        },
        {
          path: 'statistics-demo-management/mix-report',
          title: '混合統計',
          flag: 'statistics.read',
          collection: 'mixin-statistics',
          customView: true,
        },
        {
          path: 'statistics-demo-management/public-report',
          title: '前台報表',
          flag: 'statistics.read',
          collection: 'front-report-settings',
          customView: true,
        },
        {
          path: 'statistics-demo-management/manual-report-settings',
          title: '手動報表設定',
          flag: 'statistics.read',
          collection: 'manual-report-settings',
          customView: true,
        },
        // The writers' screen: the view itself opens for any signed-in account (statisticsScreen flag
        // null); the route's flag only decides the staff menu. Writers get it from the menu's
        // manual-writer item (src/admin/components/Nav.tsx, isManualWriter).
        {
          path: 'statistics-demo-management/manual-report-fill',
          title: '填報作業',
          flag: 'statistics.auth',
          customView: true,
        },
        {
          path: 'statistics-demo-management/formula-settings',
          title: '公式報表設定',
          flag: 'statistics.read',
          collection: 'formula-report-settings',
          customView: true,
        },
        {
          path: 'statistics-demo-management/data-original-settings',
          title: '原始資料設定',
          flag: 'statistics.read',
          collection: 'data-original-settings',
          customView: true,
        },
      ],
    },
  ],
})
