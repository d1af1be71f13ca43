import { defineModule } from '@/modules/define'
import { ExternalLinks } from './collections/external-links'
import { externalLinkEndpoints } from './endpoints'
import { externalLinksManifest } from './manifest'
import { externalLinkPublicEndpoints } from './publicEndpoints'

/** 外部連結: the external links page and menu. */
export const externalLinksModule = defineModule(externalLinksManifest, {
  collections: [ExternalLinks],
  endpoints: [...externalLinkEndpoints, ...externalLinkPublicEndpoints],
})

export { publicExternalLinks } from './public'
