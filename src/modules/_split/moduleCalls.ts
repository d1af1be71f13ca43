import { type Endpoint, type PayloadRequest, addDataAndFileToRequest } from 'payload'
import { z } from 'zod'

import { AppError } from '../../lib/errors'
import { isObjectId } from '../../lib/objectId'
import type { Catalog } from '../../payload-types'
import {
  ALBUM_IMAGE_SPEC,
  addAlbumImages,
  addAlbumImagesSchema,
  albumImageSaveSchema,
  albumSchema,
  getAlbum,
  getAlbumImage,
  highlightedImages,
  listAlbumImages,
  listAlbums,
  removeAlbum,
  removeAlbumImage,
  removeAlbumImages,
  removeAlbumImagesSchema,
  saveAlbum,
  saveAlbumImage,
  saveAlbumWithImages,
  saveAlbumSchema,
} from '../albums/service'
import { carouselSettingsSchema, getCarouselSettings, listCarousels, saveCarousels, saveCarouselSettings } from '../carousels/service'
import { catalogItemRowSchema } from '../catalogs/import'
import { type ContractRecord, type CrudSpec, crudService, toContract } from '../../crud/contentCrud'
import { listOrdered, optionalBoolean, optionalId, requiredDate, requiredId, saveExternalLinks, saveQuickLinks } from '../../crud/links'
import {
  OPENING_MSG,
  calendarOf,
  calendarQuerySchema,
  getOpeningDate,
  getOpeningSettings,
  importOpeningDates,
  listOpeningDates,
  openingDateSchema,
  openingDatesFilterSchema,
  openingSettingsSchema,
  removeOpeningDate,
  resolveMonth,
  saveOpeningDate,
  saveOpeningSettings,
} from '../opening/service'
import { inTransaction } from '../../crud/transaction'
import { requiredText } from '../../validation'
import { endpoint, ok, readBody } from '../../endpoints/http'
import { readQuery } from '../../endpoints/query'
import { filtersOf, flagsOf } from '../../crud/endpoints'
import { idParam, listQueryOf } from '../../endpoints/params'

/**
 * The back-office calls of albums, carousels, catalogs, links and opening hours (spec doc 2
 * §7). Thin: parse (zod, zh-TW messages) → a service → `{ result }`. Specific paths come before
 * the generic `/:id` ones.
 */

const flags = {
  albums: flagsOf('albums'),
  carousels: flagsOf('carousels'),
  catalogs: flagsOf('catalogs'),
  externalLinks: flagsOf('external_links'),
  quickLinks: flagsOf('quick_links'),
  opening: flagsOf('opening_dates'),
}

/** Any JSON body (a whole list may come bare); the service checks its shape. */
const anyBody = z.unknown()

// ---------------------------------------------------------------------------------------------
// Albums
// ---------------------------------------------------------------------------------------------

const albumEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/album-highlighted-images', { flag: flags.albums.read }, async (req) => ok(await highlightedImages(req))),
  endpoint('post', '/shennong/save-album', { flag: flags.albums.edit }, async (req) => ok(await saveAlbumWithImages(req, await readBody(req, saveAlbumSchema)))),
  endpoint('post', '/shennong/add-album-images', { flag: flags.albums.edit }, async (req) => ok(await addAlbumImages(req, await readBody(req, addAlbumImagesSchema)))),
  endpoint('post', '/shennong/remove-album-images', { flag: flags.albums.delete }, async (req) =>
    ok(await removeAlbumImages(req, await readBody(req, removeAlbumImagesSchema))),
  ),
  endpoint('get', '/shennong/album-images', { flag: flags.albums.read }, async (req) =>
    ok(await listAlbumImages(req, listQueryOf(req), filtersOf(req, ALBUM_IMAGE_SPEC))),
  ),
  endpoint('get', '/shennong/album-images/:id', { flag: flags.albums.read }, async (req) => ok(await getAlbumImage(req, idParam(req)))),
  endpoint('post', '/shennong/album-images', { flag: flags.albums.edit }, async (req) => ok(await saveAlbumImage(req, await readBody(req, albumImageSaveSchema)))),
  endpoint('delete', '/shennong/album-images/:id', { flag: flags.albums.delete }, async (req) => ok(await removeAlbumImage(req, idParam(req)))),
  endpoint('get', '/shennong/albums', { flag: flags.albums.read }, async (req) => ok(await listAlbums(req, listQueryOf(req)))),
  endpoint('get', '/shennong/albums/:id', { flag: flags.albums.read }, async (req) => ok(await getAlbum(req, idParam(req)))),
  endpoint('post', '/shennong/albums', { flag: flags.albums.edit }, async (req) => ok(await saveAlbum(req, await readBody(req, albumSchema)))),
  endpoint('delete', '/shennong/albums/:id', { flag: flags.albums.delete }, async (req) => ok(await removeAlbum(req, idParam(req)))),
]

// ---------------------------------------------------------------------------------------------
// Carousels
// ---------------------------------------------------------------------------------------------

const carouselEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/carousels/settings', { flag: flags.carousels.read }, async (req) => ok(await getCarouselSettings(req))),
  endpoint('post', '/shennong/carousels/settings', { flag: flags.carousels.edit }, async (req) =>
    ok(await saveCarouselSettings(req, await readBody(req, carouselSettingsSchema))),
  ),
  endpoint('get', '/shennong/carousels', { flag: flags.carousels.read }, async (req) => ok(await listCarousels(req))),
  endpoint('post', '/shennong/carousels', { flag: flags.carousels.edit }, async (req) => ok(await saveCarousels(req, await readBody(req, anyBody)))),
]

// ---------------------------------------------------------------------------------------------
// Catalogs
// ---------------------------------------------------------------------------------------------

const CATALOG_LABEL = { catalog: '新書通報', title: '標題', date: '通報日期' } as const
const CATALOG_MSG = { notFound: '找不到此新書通報' } as const

/** A catalog (spec doc 2 §5: date required; the collection also requires the title). */
const catalogSchema = z.object({
  _id: optionalId,
  title: requiredText(CATALOG_LABEL.title),
  date: requiredDate(CATALOG_LABEL.date),
  highlighted: optionalBoolean,
})

/** A catalog item (spec doc 2 §5: catalogId, resourceNumber, barcode, name, author required). */
const catalogItemSchema = catalogItemRowSchema.extend({ _id: optionalId, catalogId: requiredId(CATALOG_LABEL.catalog) })

const catalogSpec: CrudSpec = { slug: 'catalogs', keywordFields: ['title'], sort: ['-date', '-createdAt'] }
const catalogItemSpec: CrudSpec = { slug: 'catalog-items', keywordFields: ['name', 'author', 'resourceNumber', 'barcode', 'isbn'], filters: ['catalogId'], sort: 'resourceNumber' }
const catalogs = crudService(catalogSpec)
const catalogItems = crudService(catalogItemSpec)

/** A catalog record without its join field (the items are listed by catalog-items). */
const catalogRecord = (record: ContractRecord): ContractRecord => {
  const { catalogItems: _join, ...rest } = record
  return rest as ContractRecord
}

const findCatalog = async (req: PayloadRequest, id: string): Promise<Catalog> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({ collection: 'catalogs', id, depth: 0, joins: false, overrideAccess: false, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, CATALOG_MSG.notFound)
  return doc
}

/** DELETE /shennong/catalogs/{id}: the catalog and all its items, in one transaction. */
const removeCatalog = async (req: PayloadRequest, id: string): Promise<{ _id: string; removedItems: number }> =>
  inTransaction(req, async () => {
    const catalog = await findCatalog(req, id)
    const items = await req.payload.delete({ collection: 'catalog-items', where: { catalogId: { equals: catalog.id } }, overrideAccess: false, req })
    if (items.errors.length > 0) throw new AppError(403, items.errors[0]!.message)
    await req.payload.delete({ collection: 'catalogs', id: catalog.id, overrideAccess: false, req })
    return { _id: String(catalog.id), removedItems: items.docs.length }
  })

const catalogEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/catalog-items', { flag: flags.catalogs.read }, async (req) =>
    ok(await catalogItems.list(req, listQueryOf(req), filtersOf(req, catalogItemSpec))),
  ),
  endpoint('get', '/shennong/catalog-items/:id', { flag: flags.catalogs.read }, async (req) => ok(await catalogItems.get(req, idParam(req)))),
  endpoint('post', '/shennong/catalog-items', { flag: flags.catalogs.edit }, async (req) => {
    const input = await readBody(req, catalogItemSchema)
    await findCatalog(req, input.catalogId)
    return ok(await catalogItems.save(req, input))
  }),
  endpoint('delete', '/shennong/catalog-items/:id', { flag: flags.catalogs.delete }, async (req) => ok(await catalogItems.remove(req, idParam(req)))),
  endpoint('get', '/shennong/catalogs', { flag: flags.catalogs.read }, async (req) => {
    const page = await catalogs.list(req, listQueryOf(req))
    return ok({ ...page, data: page.data.map(catalogRecord) })
  }),
  endpoint('get', '/shennong/catalogs/:id', { flag: flags.catalogs.read }, async (req) => ok(toContract(await findCatalog(req, idParam(req))))),
  endpoint('post', '/shennong/catalogs', { flag: flags.catalogs.edit }, async (req) =>
    ok(catalogRecord(await catalogs.save(req, await readBody(req, catalogSchema)))),
  ),
  endpoint('delete', '/shennong/catalogs/:id', { flag: flags.catalogs.delete }, async (req) => ok(await removeCatalog(req, idParam(req)))),
]

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

const linkEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/external-links', { flag: flags.externalLinks.read }, async (req) => ok(await listOrdered(req, 'external-links'))),
  endpoint('post', '/shennong/external-links', { flag: flags.externalLinks.edit }, async (req) => ok(await saveExternalLinks(req, await readBody(req, anyBody)))),
  endpoint('get', '/shennong/quick-links', { flag: flags.quickLinks.read }, async (req) => ok(await listOrdered(req, 'quick-links'))),
  endpoint('put', '/shennong/quick-links', { flag: flags.quickLinks.edit }, async (req) => ok(await saveQuickLinks(req, await readBody(req, anyBody)))),
]

// ---------------------------------------------------------------------------------------------
// Opening
// ---------------------------------------------------------------------------------------------

/** The rows of a JSON import: `{ openingDates: [...] }` or a bare array. */
const importRowsOf = (body: unknown): unknown[] => {
  const rows = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as Record<string, unknown>).openingDates : undefined
  if (!Array.isArray(rows)) throw new AppError(400, OPENING_MSG.noRows)
  return rows
}

const openingEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/calendar', { flag: flags.opening.read }, async (req) => {
    const { year, month } = resolveMonth(readQuery(req, calendarQuerySchema))
    return ok(await calendarOf(req, year, month))
  }),
  endpoint('get', '/shennong/opening-dates-settings', { flag: flags.opening.read }, async (req) => ok(await getOpeningSettings(req))),
  endpoint('post', '/shennong/opening-dates-settings', { flag: flags.opening.edit }, async (req) =>
    ok(await saveOpeningSettings(req, await readBody(req, openingSettingsSchema))),
  ),
  endpoint('post', '/shennong/import-opening-dates', { flag: flags.opening.edit }, async (req) => {
    if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      await addDataAndFileToRequest(req)
      if (!req.file) throw new AppError(400, OPENING_MSG.noFile)
      return ok(await importOpeningDates(req, { kind: 'file', filename: req.file.name, data: req.file.data }))
    }
    return ok(await importOpeningDates(req, { kind: 'rows', rows: importRowsOf(await readBody(req, anyBody)) }))
  }),
  endpoint('get', '/shennong/opening-dates', { flag: flags.opening.read }, async (req) =>
    ok(await listOpeningDates(req, listQueryOf(req), readQuery(req, openingDatesFilterSchema))),
  ),
  endpoint('get', '/shennong/opening-dates/:id', { flag: flags.opening.read }, async (req) => ok(await getOpeningDate(req, idParam(req)))),
  endpoint('post', '/shennong/opening-dates', { flag: flags.opening.edit }, async (req) => ok(await saveOpeningDate(req, await readBody(req, openingDateSchema)))),
  endpoint('delete', '/shennong/opening-dates/:id', { flag: flags.opening.delete }, async (req) => ok(await removeOpeningDate(req, idParam(req)))),
]

export const moduleCallEndpoints: Endpoint[] = [...albumEndpoints, ...carouselEndpoints, ...catalogEndpoints, ...linkEndpoints, ...openingEndpoints]
