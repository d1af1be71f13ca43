import { defineModule } from '@/modules/define'
import { CatalogItems } from './collections/catalog-items'
import { Catalogs } from './collections/catalogs'
import { catalogEndpoints } from './endpoints'
import { catalogsManifest } from './manifest'
import { catalogPublicEndpoints } from './publicEndpoints'

/** 新書通報: catalogs of new books and their items. */
export const catalogsModule = defineModule(catalogsManifest, {
  collections: [Catalogs, CatalogItems],
  endpoints: [...catalogEndpoints, ...catalogPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedCatalogs(payload),
})

export { type CatalogInfra, type CatalogSummary, publicCatalogInfra, publicCatalogItems } from './public'
