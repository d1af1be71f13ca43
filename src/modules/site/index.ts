import { defineModule } from '@/modules/define'
import { SiteSettings } from './collections/siteSettings'
import { siteManifest } from './manifest'
import { sitePublicEndpoints } from './publicEndpoints'

/** The public site's settings, frame data (infra) and home page aggregate. */
export const siteModule = defineModule(siteManifest, {
  globals: [SiteSettings],
  endpoints: sitePublicEndpoints,
})

export { SEARCH_TARGETS, SITE_SETTINGS_MSG, isAnalyticsId, isSearchTemplate } from './collections/siteSettings'
export {
  type HomeCarousel,
  type HomeData,
  type InfraData,
  type QuickLink,
  type SearchTarget,
  homeAlbumImages,
  homeCarousel,
  homeCatalogs,
  homeNews,
  homeQuickLinks,
  publicHome,
  publicInfra,
} from './public'
