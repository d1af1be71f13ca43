import type { Endpoint } from 'payload'

import { endpoint, ok } from '../../endpoints/http'
import { listQueryOf } from '../../endpoints/params'
import { readQuery, routeParam } from '../../endpoints/query'
import { catalogItemsQuerySchema, publicCatalog, publicCatalogInfra, publicCatalogItem, publicCatalogItems, publicCatalogs } from './public'

/**
 * The public calls of the catalogs (spec doc 2 §7 "Public"): anyone may call them. Unknown ids
 * are a 404 (找不到資料); a bad query is a 400 with a zh-TW message.
 */
export const catalogPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/catalog-infra', 'public', async (req) => ok(await publicCatalogInfra(req.payload))),
  endpoint('get', '/public/catalogs', 'public', async (req) => ok(await publicCatalogs(req.payload, listQueryOf(req)))),
  endpoint('get', '/public/catalogs/:id', 'public', async (req) => ok(await publicCatalog(req.payload, routeParam(req, 'id')))),
  endpoint('get', '/public/catalog-items', 'public', async (req) => {
    const query = listQueryOf(req)
    const { catalogId } = readQuery(req, catalogItemsQuerySchema)
    return ok(await publicCatalogItems(req.payload, query, catalogId))
  }),
  endpoint('get', '/public/catalog-items/:id', 'public', async (req) => ok(await publicCatalogItem(req.payload, routeParam(req, 'id')))),
]
