import { defineManifest } from '@/modules/define'

/** 新書通報: catalogs of new books and their items. */
export const catalogsManifest = defineManifest({
  name: 'catalogs',
  label: '新書通報管理',
  group: 'site',
  flags: [{ key: 'catalogs', label: '新書通報管理', actions: ['read', 'edit', 'delete'] }],
  routes: [{ path: 'catalog-management', title: '新書通報管理', flag: 'catalogs.auth', collection: 'catalogs' }],
  publicTags: ['catalogs'],
  pages: [{ path: '/catalog', tags: ['catalogs'], kept: true, sitemap: { name: '新書通報', position: 5 } }],
})
