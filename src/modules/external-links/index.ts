import { defineModule } from '@/modules/define'
import { ExternalLinks } from './collections/external-links'
import { externalLinkEndpoints } from './endpoints'
import { externalLinksManifest } from './manifest'
import { externalLinkPublicEndpoints } from './publicEndpoints'

/** 外部連結: the external links page and menu. */
export const externalLinksModule = defineModule(externalLinksManifest, {
  collections: [ExternalLinks],
  endpoints: [...externalLinkEndpoints, ...externalLinkPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedExternalLinks(payload),
})

export { publicExternalLinks } from './public'
