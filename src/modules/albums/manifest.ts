import { defineManifest } from '@/modules/define'

/** 相簿: photo albums and their images. */
export const albumsManifest = defineManifest({
  name: 'albums',
  label: '相簿管理',
  group: 'site',
  flags: [{ key: 'albums', label: '相簿管理', actions: ['read', 'edit', 'delete'] }],
  routes: [{ path: 'album-management', title: '相簿管理', flag: 'albums.auth', collection: 'albums' }],
  publicTags: ['albums'],
  pages: [{ path: '/album', tags: ['albums'], kept: true, sitemap: { name: '活動剪影', position: 8 } }],
})
