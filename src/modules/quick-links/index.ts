import { defineModule } from '@/modules/define'
import { QuickLinks } from './collections/quick-links'
import { quickLinkEndpoints } from './endpoints'
import { quickLinksManifest } from './manifest'
import { quickLinkPublicEndpoints } from './publicEndpoints'

/** 快速連結: the home header's quick links. */
export const quickLinksModule = defineModule(quickLinksManifest, {
  collections: [QuickLinks],
  endpoints: [...quickLinkEndpoints, ...quickLinkPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedQuickLinks(payload),
})

export { publicQuickLinks } from './public'
