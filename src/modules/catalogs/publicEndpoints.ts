import type { Endpoint } from 'payload'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { listQueryOf } from '@/endpoints/params'
import { readQuery, routeParam } from '@/endpoints/query'
import {
  catalogItemsQuerySchema,
  publicCatalog,
  publicCatalogInfra,
  publicCatalogItem,
  publicCatalogItems,
  publicCatalogs,
} from './public'

/**
 * The public calls of the catalogs: anyone may call them. Unknown ids
 * are a 404 (找不到資料); a bad query is a 400 with a zh-TW message.
 */
export const catalogPublicEndpoints: Endpoint[] = [
  publicRead('/public/catalog-infra', [PUBLIC_TAGS.catalogs], async (req) => ok(await publicCatalogInfra(req.payload))),
  publicRead('/public/catalogs', [PUBLIC_TAGS.catalogs], async (req) =>
    ok(await publicCatalogs(req.payload, listQueryOf(req))),
  ),
  publicRead('/public/catalogs/:id', [PUBLIC_TAGS.catalogs], async (req) =>
    ok(await publicCatalog(req.payload, routeParam(req, 'id'))),
  ),
  publicRead('/public/catalog-items', [PUBLIC_TAGS.catalogs], async (req) => {
    const query = listQueryOf(req)
    const { catalogId } = readQuery(req, catalogItemsQuerySchema)
    return ok(await publicCatalogItems(req.payload, query, catalogId))
  }),
  publicRead('/public/catalog-items/:id', [PUBLIC_TAGS.catalogs], async (req) =>
    ok(await publicCatalogItem(req.payload, routeParam(req, 'id'))),
  ),
]
