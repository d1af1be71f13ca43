import { defineManifest } from '@/modules/define'

/** 外部連結: the external links page and footer links. */
export const externalLinksManifest = defineManifest({
  name: 'external-links',
  label: '外部連結管理',
  group: 'site',
  flags: [{ key: 'external_links', label: '外部連結管理', actions: ['read', 'edit', 'delete'] }],
  routes: [
    {
      path: 'external-link-management',
      title: '外部連結管理',
      flag: 'external_links.auth',
      collection: 'external-links',
    },
  ],
  publicTags: ['links'],
  pages: [{ path: '/external-links', kept: true, sitemap: { name: '相關連結', position: 12 } }],
})
