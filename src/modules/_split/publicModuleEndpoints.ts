import type { Endpoint, PayloadRequest } from 'payload'

import { calendarQuerySchema, resolveMonth } from '../opening/service'
import {
  albumImagesQuerySchema,
  catalogItemsQuerySchema,
  openingDatesQueryOf,
  publicAlbum,
  publicAlbumImage,
  publicAlbumImages,
  publicAlbums,
  publicCalendar,
  publicCarousels,
  publicCatalog,
  publicCatalogInfra,
  publicCatalogItem,
  publicCatalogItems,
  publicCatalogs,
  publicExternalLinks,
  publicHighlightedImages,
  publicOpeningDates,
  publicQuickLinks,
} from './publicModules'
import { endpoint, ok } from '../../endpoints/http'
import { readQuery, routeParam } from '../../endpoints/query'
import { listQueryOf } from '../../endpoints/params'

/**
 * The public calls of albums, carousels, catalogs, links and opening hours (spec doc 2 §7
 * "Public"): anyone may call them; they answer only what an anonymous visitor may see. Unknown
 * or hidden ids are a 404 (找不到資料); a bad query is a 400 with a zh-TW message.
 */

const id = (req: PayloadRequest): string => routeParam(req, 'id')

const queryParams = (req: PayloadRequest): Record<string, string> => {
  const params: Record<string, string> = {}
  req.searchParams?.forEach((value, key) => {
    params[key] = value
  })
  return params
}

export const publicModuleEndpoints: Endpoint[] = [
  // Links and carousels
  endpoint('get', '/public/external-links', 'public', async (req) => ok(await publicExternalLinks(req.payload))),
  endpoint('get', '/public/quick-links', 'public', async (req) => ok(await publicQuickLinks(req.payload))),
  endpoint('get', '/public/carousels', 'public', async (req) => ok(await publicCarousels(req.payload))),

  // Albums
  endpoint('get', '/public/albums', 'public', async (req) => ok(await publicAlbums(req.payload, listQueryOf(req)))),
  endpoint('get', '/public/albums/:id', 'public', async (req) => ok(await publicAlbum(req.payload, id(req)))),
  endpoint('get', '/public/album-highlighted-images', 'public', async (req) => ok(await publicHighlightedImages(req.payload))),
  endpoint('get', '/public/album-images', 'public', async (req) => {
    const query = listQueryOf(req)
    const { albumId } = readQuery(req, albumImagesQuerySchema)
    return ok(await publicAlbumImages(req.payload, query, albumId))
  }),
  endpoint('get', '/public/album-images/:id', 'public', async (req) => ok(await publicAlbumImage(req.payload, id(req)))),

  // Catalogs
  endpoint('get', '/public/catalog-infra', 'public', async (req) => ok(await publicCatalogInfra(req.payload))),
  endpoint('get', '/public/catalogs', 'public', async (req) => ok(await publicCatalogs(req.payload, listQueryOf(req)))),
  endpoint('get', '/public/catalogs/:id', 'public', async (req) => ok(await publicCatalog(req.payload, id(req)))),
  endpoint('get', '/public/catalog-items', 'public', async (req) => {
    const query = listQueryOf(req)
    const { catalogId } = readQuery(req, catalogItemsQuerySchema)
    return ok(await publicCatalogItems(req.payload, query, catalogId))
  }),
  endpoint('get', '/public/catalog-items/:id', 'public', async (req) => ok(await publicCatalogItem(req.payload, id(req)))),

  // Opening hours
  endpoint('get', '/public/calendar', 'public', async (req) => {
    const { year, month } = resolveMonth(readQuery(req, calendarQuerySchema))
    return ok(await publicCalendar(req.payload, year, month))
  }),
  endpoint('get', '/public/opening-dates', 'public', async (req) => ok(await publicOpeningDates(req.payload, openingDatesQueryOf(queryParams(req))))),
]
