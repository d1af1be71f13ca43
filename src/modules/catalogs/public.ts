import type { Payload } from 'payload'
import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import { isObjectId } from '@/lib/objectId'
import type { Catalog, CatalogItem } from '@/payload-types'
import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'

/**
 * What an anonymous visitor may see of the catalogs: every catalog and
 * its items. Every function takes the Local API and answers plain JSON records of the contract
 * (`_id`).
 */

const notFound = () => new AppError(404, MSG.notFound)

/** A path id as stored (lowercase), or a 404 when it cannot name a record. */
const pathId = (id: string): string => {
  if (!isObjectId(id)) throw notFound()
  return id.toLowerCase()
}

const CATALOG_SORT = ['-date', '-createdAt']
const CATALOG_ITEM_SORT = ['resourceNumber', 'createdAt']

/** The `catalogId` filter of the catalog-items call: optional, an ObjectId when given. */
export const catalogItemsQuerySchema = z.object({
  catalogId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined),
    z.string().refine(isObjectId, { error: MSG.notObjectId }).optional(),
  ),
})

/** A catalog without its join field. */
const catalogRecord = (doc: Catalog): ContractRecord => {
  const { catalogItems: _join, ...rest } = doc
  return { ...toContract(rest), highlighted: Boolean(rest.highlighted) }
}

/** A catalog item; its catalog as an id. */
const catalogItemRecord = (doc: CatalogItem): ContractRecord => {
  const record = toContract(doc)
  return { ...record, catalogId: relationId(doc.catalogId) }
}

const findCatalog = async (payload: Payload, id: string): Promise<Catalog> => {
  const doc = await payload.findByID({
    collection: 'catalogs',
    id,
    depth: 0,
    joins: false,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) throw notFound()
  return doc
}

/** GET /public/catalogs: newest date first, keyword on the title, with the highlighted flag. */
export const publicCatalogs = async (payload: Payload, query: ListQuery): Promise<Paginated<ContractRecord>> => {
  const found = await payload.find({
    collection: 'catalogs',
    where: allOf(keywordWhere(query.keyword, ['title'])),
    page: query.page,
    limit: query.limit,
    sort: CATALOG_SORT,
    depth: 0,
    joins: false,
    overrideAccess: true,
  })
  return toPaginated(found, query, catalogRecord)
}

/** GET /public/catalogs/{id}: the catalog with every item (by resource number), else 404. */
export const publicCatalog = async (payload: Payload, id: string): Promise<ContractRecord> => {
  const catalog = await findCatalog(payload, pathId(id))
  const items = await payload.find({
    collection: 'catalog-items',
    where: { catalogId: { equals: catalog.id } },
    pagination: false,
    sort: CATALOG_ITEM_SORT,
    depth: 0,
    overrideAccess: true,
  })
  return { ...catalogRecord(catalog), catalogItems: items.docs.map(catalogItemRecord) }
}

/**
 * GET /public/catalog-items: by resource number; `catalogId` filters (an unknown catalog is a
 * 404); `keyword` matches name, author or ISBN. The page size may be Number.MAX_SAFE_INTEGER.
 */
export const publicCatalogItems = async (
  payload: Payload,
  query: ListQuery,
  catalogId?: string,
): Promise<Paginated<ContractRecord>> => {
  if (catalogId) await findCatalog(payload, catalogId)
  const found = await payload.find({
    collection: 'catalog-items',
    where: allOf(
      catalogId ? { catalogId: { equals: catalogId } } : undefined,
      keywordWhere(query.keyword, ['name', 'author', 'isbn']),
    ),
    page: query.page,
    limit: query.limit,
    sort: CATALOG_ITEM_SORT,
    depth: 0,
    overrideAccess: true,
  })
  return toPaginated(found, query, catalogItemRecord)
}

/** GET /public/catalog-items/{id}. */
export const publicCatalogItem = async (payload: Payload, id: string): Promise<ContractRecord> => {
  const doc = await payload.findByID({
    collection: 'catalog-items',
    id: pathId(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) throw notFound()
  return catalogItemRecord(doc)
}

export type CatalogSummary = { _id: string; title: string; date: string; highlighted: boolean; count: number }
export type CatalogInfra = { catalogs: CatalogSummary[]; newestCatalogId: string | null }

/** GET /public/catalog-infra: every catalog (newest first) with its item count, and the newest one's id. */
export const publicCatalogInfra = async (payload: Payload): Promise<CatalogInfra> => {
  const found = await payload.find({
    collection: 'catalogs',
    pagination: false,
    sort: CATALOG_SORT,
    depth: 0,
    joins: { catalogItems: { limit: 1, count: true } },
    overrideAccess: true,
  })
  const catalogs = found.docs.map((doc) => ({
    _id: String(doc.id),
    title: doc.title,
    date: doc.date,
    highlighted: Boolean(doc.highlighted),
    count: doc.catalogItems?.totalDocs ?? 0,
  }))
  return { catalogs, newestCatalogId: catalogs[0]?._id ?? null }
}
