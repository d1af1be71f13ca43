import { defineManifest } from '@/modules/define'

/** The public site's settings, frame data (infra) and home page aggregate. */
export const siteManifest = defineManifest({
  name: 'site',
  label: '網站設定',
  cacheTags: ['settings'],
})
