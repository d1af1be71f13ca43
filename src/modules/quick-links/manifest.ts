import { defineManifest } from '@/modules/define'

/** 快速連結: the home page's quick links. */
export const quickLinksManifest = defineManifest({
  name: 'quick-links',
  label: '快速連結管理',
  group: 'site',
  flags: [{ key: 'quick_links', label: '快速連結管理', actions: ['read', 'edit', 'delete'] }],
  routes: [
    { path: 'quick-links-management', title: '快速連結管理', flag: 'quick_links.auth', collection: 'quick-links' },
  ],
  publicTags: ['links'],
})
