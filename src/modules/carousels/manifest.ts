import { defineManifest } from '@/modules/define'

/** 輪播: the home page carousel and its settings. */
export const carouselsManifest = defineManifest({
  name: 'carousels',
  label: '輪播管理',
  group: 'site',
  flags: [{ key: 'carousels', label: '輪播管理', actions: ['read', 'edit', 'delete'] }],
  routes: [{ path: 'carousel-management', title: '輪播管理', flag: 'carousels.auth', collection: 'carousels' }],
  publicTags: ['carousels'],
})
