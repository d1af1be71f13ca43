import { defineManifest } from '@/modules/define'

/** The public site's settings, frame data (infra) and home page aggregate. */
export const siteManifest = defineManifest({
  name: 'site',
  label: '網站設定',
  publicTags: ['settings'],
  pages: [
    { path: '/', tags: ['news', 'carousels', 'albums', 'catalogs'], kept: true },
    { path: '/sitemap', tags: ['pages'], kept: true },
    { path: '/accessibility', kept: true, sitemap: { name: '無障礙聲明', position: 13 } },
  ],
})
