import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { Catalog } from '@/payload-types'
import { type ContractRecord, type CrudFilters, type CrudSpec, crudService, toContract } from '@/crud/contentCrud'
import type { ListQuery, Paginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { CATALOG_MSG } from './messages'
import type { CatalogInput, CatalogItemInput } from './schemas'

/**
 * New-acquisition lists: a catalog and its books
 * (`catalog-items`). A catalog is listed without its join field; removing a catalog removes its
 * items in the same transaction.
 */

export const CATALOG_SPEC: CrudSpec = { slug: 'catalogs', keywordFields: ['title'], sort: ['-date', '-createdAt'] }

/** The catalog-items list: keyword on name, author, resource number, barcode and ISBN; `catalogId` filter. */
export const CATALOG_ITEM_SPEC: CrudSpec = {
  slug: 'catalog-items',
  keywordFields: ['name', 'author', 'resourceNumber', 'barcode', 'isbn'],
  filters: ['catalogId'],
  sort: 'resourceNumber',
}

const catalogs = crudService(CATALOG_SPEC)
const catalogItems = crudService(CATALOG_ITEM_SPEC)

/** A catalog record without its join field (the items are listed by catalog-items). */
const catalogRecord = (record: ContractRecord): ContractRecord => {
  const { catalogItems: _join, ...rest } = record
  return rest as ContractRecord
}

const findCatalog = async (req: PayloadRequest, id: string): Promise<Catalog> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({
        collection: 'catalogs',
        id,
        depth: 0,
        joins: false,
        overrideAccess: false,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, CATALOG_MSG.notFound)
  return doc
}

/** GET /shennong/catalogs: paginated, newest date first, keyword on the title. */
export const listCatalogs = async (req: PayloadRequest, query: ListQuery): Promise<Paginated<ContractRecord>> => {
  const page = await catalogs.list(req, query)
  return { ...page, data: page.data.map(catalogRecord) }
}

/** GET /shennong/catalogs/{id}. */
export const getCatalog = async (req: PayloadRequest, id: string): Promise<ContractRecord> =>
  toContract(await findCatalog(req, id))

/** POST /shennong/catalogs: create, or update the catalog with `_id`. */
export const saveCatalog = async (req: PayloadRequest, input: CatalogInput): Promise<ContractRecord> =>
  catalogRecord(await catalogs.save(req, input))

/** DELETE /shennong/catalogs/{id}: the catalog and all its items, in one transaction. */
export const removeCatalog = async (req: PayloadRequest, id: string): Promise<{ _id: string; removedItems: number }> =>
  inTransaction(req, async () => {
    const catalog = await findCatalog(req, id)
    const items = await req.payload.delete({
      collection: 'catalog-items',
      where: { catalogId: { equals: catalog.id } },
      overrideAccess: false,
      req,
    })
    if (items.errors.length > 0) throw new AppError(403, items.errors[0]!.message)
    await req.payload.delete({ collection: 'catalogs', id: catalog.id, overrideAccess: false, req })
    return { _id: String(catalog.id), removedItems: items.docs.length }
  })

/** GET /shennong/catalog-items (query; `catalogId` filter). */
export const listCatalogItems = (
  req: PayloadRequest,
  query: ListQuery,
  filters: CrudFilters,
): Promise<Paginated<ContractRecord>> => catalogItems.list(req, query, filters)

/** GET /shennong/catalog-items/{id}. */
export const getCatalogItem = catalogItems.get

/** POST /shennong/catalog-items: its catalog must exist (and be readable). */
export const saveCatalogItem = async (req: PayloadRequest, input: CatalogItemInput): Promise<ContractRecord> => {
  await findCatalog(req, input.catalogId)
  return catalogItems.save(req, input)
}

/** DELETE /shennong/catalog-items/{id}. */
export const removeCatalogItem = catalogItems.remove
