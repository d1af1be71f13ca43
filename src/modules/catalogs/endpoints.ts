import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { AppError } from '@/lib/errors'
import { filtersOf } from '@/crud/endpoints'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { readMultipart } from '@/endpoints/multipart'
import { idParam, listQueryOf } from '@/endpoints/params'
import { importCatalogItems } from './import'
import { CATALOG_MSG } from './messages'
import { catalogImportBodySchema, catalogItemSchema, catalogSchema } from './schemas'
import {
  CATALOG_ITEM_SPEC,
  getCatalog,
  getCatalogItem,
  listCatalogItems,
  listCatalogs,
  removeCatalog,
  removeCatalogItem,
  saveCatalog,
  saveCatalogItem,
} from './service'

/**
 * The back-office calls of the catalogs. Thin: parse (zod, zh-TW messages) → the
 * service → `{ result }`. Specific paths come before the generic `/:id` ones.
 */
export const catalogEndpoints: Endpoint[] = [
  /** POST /shennong/import-catalog-items: `{ _id, catalogItems }` as JSON, or a multipart `file` (.xlsx/.csv) with `?_id=`. */
  endpoint('post', '/shennong/import-catalog-items', { flag: FLAGS.catalogs.edit }, async (req) => {
    if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      await readMultipart(req)
      // The catalog id comes in the query (`?_id=`) or, Payload's multipart convention, in `_payload`.
      const fromPayload = typeof req.data?._id === 'string' ? req.data._id : ''
      const catalogId = req.searchParams?.get('_id') || fromPayload
      if (!req.file) throw new AppError(400, CATALOG_MSG.noFile)
      return ok(
        await importCatalogItems(req, catalogId, { kind: 'file', filename: req.file.name, data: req.file.data }),
      )
    }
    const body = await readBody(req, catalogImportBodySchema)
    return ok(await importCatalogItems(req, body._id, { kind: 'rows', rows: body.catalogItems }))
  }),
  endpoint('get', '/shennong/catalog-items', { flag: FLAGS.catalogs.read }, async (req) =>
    ok(await listCatalogItems(req, listQueryOf(req), filtersOf(req, CATALOG_ITEM_SPEC))),
  ),
  endpoint('get', '/shennong/catalog-items/:id', { flag: FLAGS.catalogs.read }, async (req) =>
    ok(await getCatalogItem(req, idParam(req))),
  ),
  endpoint('post', '/shennong/catalog-items', { flag: FLAGS.catalogs.edit }, async (req) =>
    ok(await saveCatalogItem(req, await readBody(req, catalogItemSchema))),
  ),
  endpoint('delete', '/shennong/catalog-items/:id', { flag: FLAGS.catalogs.delete }, async (req) =>
    ok(await removeCatalogItem(req, idParam(req))),
  ),
  endpoint('get', '/shennong/catalogs', { flag: FLAGS.catalogs.read }, async (req) =>
    ok(await listCatalogs(req, listQueryOf(req))),
  ),
  endpoint('get', '/shennong/catalogs/:id', { flag: FLAGS.catalogs.read }, async (req) =>
    ok(await getCatalog(req, idParam(req))),
  ),
  endpoint('post', '/shennong/catalogs', { flag: FLAGS.catalogs.edit }, async (req) =>
    ok(await saveCatalog(req, await readBody(req, catalogSchema))),
  ),
  endpoint('delete', '/shennong/catalogs/:id', { flag: FLAGS.catalogs.delete }, async (req) =>
    ok(await removeCatalog(req, idParam(req))),
  ),
]
