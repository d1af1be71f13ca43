import { defineManifest } from '@/modules/define'

/** 開館時間: the opening calendar, its settings and imports. */
export const openingManifest = defineManifest({
  name: 'opening',
  label: '開館時間管理',
  group: 'site',
  flags: [{ key: 'opening_dates', label: '開館時間管理', actions: ['read', 'edit', 'delete'] }],
  routes: [
    { path: 'opening-management', title: '開館時間管理', flag: 'opening_dates.auth', collection: 'opening-dates' },
  ],
  publicTags: ['opening'],
  pages: [{ path: '/opening', kept: true, sitemap: { name: '開館時間', position: 1 } }],
})
