import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { publicCatalogInfra, publicCatalogItems } from '@/modules/catalogs'

/** The /catalog page's reads, through the public data cache (expired when catalogs change). */

export const readCatalogInfra = cachedPublic('modules:catalog-infra', [PUBLIC_TAGS.catalogs], async () =>
  publicCatalogInfra(await publicPayload()),
)

export const readCatalogItems = cachedPublic(
  'modules:catalog-items',
  [PUBLIC_TAGS.catalogs],
  async (catalogId: string, keyword: string, page: number, limit: number) =>
    publicCatalogItems(await publicPayload(), { page, limit, keyword: keyword || undefined }, catalogId),
)
