import { type Payload, type PayloadRequest, type Where, createLocalReq } from 'payload'
import { z } from 'zod'

import { MSG } from '../../i18n/messages'
import { AppError } from '../../lib/errors'
import { isObjectId } from '../../lib/objectId'
import type { Album, AlbumImage, Catalog, CatalogItem } from '../../payload-types'
import { ALBUM_IMAGE_SPEC, albumRecord, highlightedImages } from '../albums/service'
import { listCarousels } from '../carousels/service'
import { type ContractRecord, toContract } from '../../crud/contentCrud'
import { listOrdered } from '../../crud/links'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '../../crud/listQuery'
import {
  type CalendarDay,
  OPENING_MSG,
  WEEKDAYS,
  type Weekday,
  calendarOf,
  isDayKey,
  monthWhere,
  nextDay,
  openingDateRecord,
  openingDatesFilterSchema,
  openingDay,
  openingSettingsRecord,
  parseDay,
  readOpeningSettings,
  resolveMonth,
} from '../opening/service'
import { displayWindow, inDisplayWindow } from '../../crud/publicContent'
import { relationId } from '../../lib/relation'

/**
 * What an anonymous visitor may see of the albums, carousels, catalogs, links and opening-hours
 * modules (spec doc 2 §7 "Public"): enabled items inside their display window only, and an
 * album's images only while the album itself is visible. Every function takes the Local API and
 * answers plain JSON records of the contract (`_id`). The back-office services are reused with
 * `overrideAccess` (a visitor holds no module flag) and the visibility rules applied here.
 */

const DAY_MS = 24 * 60 * 60 * 1000

export const PUBLIC_MODULE_MSG = {
  rangeNeedsBoth: '查詢期間須同時提供起日與迄日',
  rangeReversed: '起日不可晚於迄日',
  rangeTooLong: '查詢期間最長為 366 天',
  rangeOrMonth: '請以年月或起訖日期擇一查詢',
} as const

/** The longest from/to span of the opening-dates call, in days (both ends included). */
export const MAX_RANGE_DAYS = 366

const notFound = () => new AppError(404, MSG.notFound)

/** A local request without a user, for the back-office services that take one. */
const localReq = (payload: Payload): Promise<PayloadRequest> => createLocalReq({}, payload)

/** A path id as stored (lowercase), or a 404 when it cannot name a record. */
const pathId = (id: string): string => {
  if (!isObjectId(id)) throw notFound()
  return id.toLowerCase()
}

// ---------------------------------------------------------------------------------------------
// Visibility (pure)
// ---------------------------------------------------------------------------------------------

type Windowed = { enabled?: boolean | null; startDate?: string | null; endDate?: string | null }

/** Shown at `now`: enabled and inside its display window (`inDisplayWindow`, one rule with the queries). */
export const isShownAt = (item: Windowed, now: Date): boolean => item.enabled === true && inDisplayWindow(item, now)

/** Albums a visitor may see at `now`: enabled and inside their window. */
export const visibleAlbumsWhere = (now: Date): Where => allOf({ enabled: { equals: true } }, displayWindow(now))

// ---------------------------------------------------------------------------------------------
// Links and carousels
// ---------------------------------------------------------------------------------------------

/** GET /public/external-links: enabled links in display order. */
export const publicExternalLinks = async (payload: Payload): Promise<ContractRecord[]> => {
  const links = await listOrdered(await localReq(payload), 'external-links', { overrideAccess: true })
  return links.filter((link) => link.enabled === true)
}

/** GET /public/quick-links: every quick link in display order. */
export const publicQuickLinks = async (payload: Payload): Promise<ContractRecord[]> =>
  listOrdered(await localReq(payload), 'quick-links', { overrideAccess: true })

export type PublicCarousels = { items: ContractRecord[]; settings: { speed: number; size: string } }

/** GET /public/carousels: enabled items inside their window, in play order, and how they play. */
export const publicCarousels = async (payload: Payload, now = new Date()): Promise<PublicCarousels> => {
  const req = await localReq(payload)
  const [items, settings] = await Promise.all([
    listCarousels(req, { overrideAccess: true }),
    payload.findGlobal({ slug: 'carousel-settings', depth: 0, overrideAccess: true }),
  ])
  return {
    items: items.filter((item) => isShownAt(item as Windowed, now)),
    settings: { speed: settings.speed, size: settings.size },
  }
}

// ---------------------------------------------------------------------------------------------
// Albums
// ---------------------------------------------------------------------------------------------

/** The `albumId` filter of the album-images call: optional, an ObjectId when given. */
export const albumImagesQuerySchema = z.object({
  albumId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined),
    z.string().refine(isObjectId, { error: MSG.notObjectId }).optional(),
  ),
})

const findVisibleAlbum = async (payload: Payload, id: string, now: Date): Promise<Album | undefined> => {
  const found = await payload.find({
    collection: 'albums',
    where: allOf({ id: { equals: id } }, visibleAlbumsWhere(now)),
    limit: 1,
    depth: 0,
    joins: false,
    overrideAccess: true,
  })
  return found.docs[0]
}

const visibleAlbumIds = async (payload: Payload, now: Date): Promise<string[]> => {
  const found = await payload.find({
    collection: 'albums',
    where: visibleAlbumsWhere(now),
    pagination: false,
    depth: 0,
    joins: false,
    select: { title: true },
    overrideAccess: true,
  })
  return found.docs.map((album) => String(album.id))
}

const albumIdOf = (image: AlbumImage): string | undefined => relationId(image.albumId) ?? undefined

/** GET /public/albums: visible albums, newest date first, keyword on title and description. */
export const publicAlbums = async (payload: Payload, query: ListQuery, now = new Date()): Promise<Paginated<ContractRecord>> => {
  const found = await payload.find({
    collection: 'albums',
    where: allOf(visibleAlbumsWhere(now), keywordWhere(query.keyword, ['title', 'description'])),
    page: query.page,
    limit: query.limit,
    sort: ['-date', '-createdAt'],
    depth: 0,
    joins: false,
    overrideAccess: true,
  })
  return toPaginated(found, query, (doc) => albumRecord(doc))
}

/** GET /public/albums/{id}: a visible album with its images (upload order), else 404. */
export const publicAlbum = async (payload: Payload, id: string, now = new Date()): Promise<ContractRecord> => {
  const album = await findVisibleAlbum(payload, pathId(id), now)
  if (!album) throw notFound()
  const images = await payload.find({
    collection: 'album-images',
    where: { albumId: { equals: album.id } },
    pagination: false,
    sort: ALBUM_IMAGE_SPEC.sort,
    depth: 0,
    overrideAccess: true,
  })
  return albumRecord(album, images.docs)
}

/** GET /public/album-highlighted-images: highlighted images of visible albums, with the album's title. */
export const publicHighlightedImages = async (payload: Payload, now = new Date()): Promise<ContractRecord[]> => {
  const [images, visible] = await Promise.all([highlightedImages(await localReq(payload), { overrideAccess: true }), visibleAlbumIds(payload, now)])
  const shown = new Set(visible)
  return images.filter((image) => typeof image.albumId === 'string' && shown.has(image.albumId))
}

/**
 * GET /public/album-images: images of visible albums in upload order; with `albumId` that
 * album's only (a hidden or unknown album is a 404).
 */
export const publicAlbumImages = async (
  payload: Payload,
  query: ListQuery,
  albumId?: string,
  now = new Date(),
): Promise<Paginated<ContractRecord>> => {
  let albumWhere: Where
  if (albumId) {
    if (!(await findVisibleAlbum(payload, albumId, now))) throw notFound()
    albumWhere = { albumId: { equals: albumId } }
  } else {
    const ids = await visibleAlbumIds(payload, now)
    if (ids.length === 0) return { data: [], total: 0, page: query.page, limit: query.limit }
    albumWhere = { albumId: { in: ids } }
  }
  const found = await payload.find({
    collection: 'album-images',
    where: allOf(albumWhere, keywordWhere(query.keyword, ['description'])),
    page: query.page,
    limit: query.limit,
    sort: ALBUM_IMAGE_SPEC.sort,
    depth: 0,
    overrideAccess: true,
  })
  return toPaginated(found, query, toContract)
}

/** GET /public/album-images/{id}: one image of a visible album, else 404. */
export const publicAlbumImage = async (payload: Payload, id: string, now = new Date()): Promise<ContractRecord> => {
  const image = await payload.findByID({ collection: 'album-images', id: pathId(id), depth: 0, overrideAccess: true, disableErrors: true })
  const albumId = image ? albumIdOf(image) : undefined
  if (!image || !albumId || !(await findVisibleAlbum(payload, albumId, now))) throw notFound()
  return toContract(image)
}

// ---------------------------------------------------------------------------------------------
// Catalogs
// ---------------------------------------------------------------------------------------------

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
  return { ...record, catalogId: typeof doc.catalogId === 'object' ? String(doc.catalogId.id) : doc.catalogId }
}

const findCatalog = async (payload: Payload, id: string): Promise<Catalog> => {
  const doc = await payload.findByID({ collection: 'catalogs', id, depth: 0, joins: false, overrideAccess: true, disableErrors: true })
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
export const publicCatalogItems = async (payload: Payload, query: ListQuery, catalogId?: string): Promise<Paginated<ContractRecord>> => {
  if (catalogId) await findCatalog(payload, catalogId)
  const found = await payload.find({
    collection: 'catalog-items',
    where: allOf(catalogId ? { catalogId: { equals: catalogId } } : undefined, keywordWhere(query.keyword, ['name', 'author', 'isbn'])),
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
  const doc = await payload.findByID({ collection: 'catalog-items', id: pathId(id), depth: 0, overrideAccess: true, disableErrors: true })
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

// ---------------------------------------------------------------------------------------------
// Opening hours
// ---------------------------------------------------------------------------------------------

/** A calendar day as a visitor sees it: no record id, no note of what decided it. */
export type PublicCalendarDay = Omit<CalendarDay, '_id' | 'source'>

const publicDay = (day: CalendarDay): PublicCalendarDay => {
  const { _id: _entry, source: _source, ...rest } = day
  return rest
}

/** GET /public/calendar: every day of the month with its opening status and hours. */
export const publicCalendar = async (payload: Payload, year: number, month: number): Promise<PublicCalendarDay[]> =>
  (await calendarOf(await localReq(payload), year, month, { overrideAccess: true })).map(publicDay)

/** One day's opening status and hours (today on the opening page and the home header). */
export const publicOpeningDay = async (payload: Payload, day: string): Promise<PublicCalendarDay> =>
  publicDay(await openingDay(await localReq(payload), day, { overrideAccess: true }))

export type PublicOpeningSettings = {
  openingTime: string | null
  closingTime: string | null
  openingDays: Weekday[]
  temporaryAnnouncement: string | null
  temporaryLinkUrl: string | null
  temporaryImageUrl: string | null
  backgroundColor: string | null
  textColor: string | null
}

/** The weekly rule and the temporary announcement banner. */
export const publicOpeningSettings = async (payload: Payload): Promise<PublicOpeningSettings> => {
  const { _id: _ignoredId, updatedAt: _ignoredUpdatedAt, ...settings } = openingSettingsRecord(await readOpeningSettings(await localReq(payload), { overrideAccess: true }))
  return settings
}

export type OpeningDatesRange = { kind: 'month'; year: number; month: number } | { kind: 'range'; from: string; to: string }

const optionalDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? (parseDay(value) ?? value.trim()) : undefined),
  z.string().refine(isDayKey, { error: OPENING_MSG.notDay }).optional(),
)

const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS

/**
 * The query of the opening-dates call: `?year=&month=` (or `?month=YYYY-MM`), or `?from=&to=`
 * (days, both given, at most 366 days), never both. Nothing given means this month.
 */
export const openingDatesQueryOf = (params: Record<string, string>, now = new Date()): OpeningDatesRange => {
  const dates = z.object({ from: optionalDay, to: optionalDay }).safeParse(params)
  if (!dates.success) throw new AppError(400, dates.error.issues[0]?.message ?? MSG.badRequest)
  const { from, to } = dates.data
  const wantsMonth = Boolean(params.year?.trim() || params.month?.trim())
  if (from || to) {
    if (wantsMonth) throw new AppError(400, PUBLIC_MODULE_MSG.rangeOrMonth)
    if (!from || !to) throw new AppError(400, PUBLIC_MODULE_MSG.rangeNeedsBoth)
    if (from > to) throw new AppError(400, PUBLIC_MODULE_MSG.rangeReversed)
    if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) throw new AppError(400, PUBLIC_MODULE_MSG.rangeTooLong)
    return { kind: 'range', from, to }
  }
  const month = openingDatesFilterSchema.safeParse({ year: params.year, month: params.month })
  if (!month.success) throw new AppError(400, month.error.issues[0]?.message ?? MSG.badRequest)
  return { kind: 'month', ...(month.data ?? resolveMonth({}, now)) }
}

/** GET /public/opening-dates: the special open and closed days of a month or a range, by date. */
export const publicOpeningDates = async (payload: Payload, range: OpeningDatesRange): Promise<ContractRecord[]> => {
  const where: Where =
    range.kind === 'month'
      ? monthWhere('date', range.year, range.month)
      : { and: [{ date: { greater_than_equal: `${range.from}T00:00:00.000Z` } }, { date: { less_than: `${nextDay(range.to)}T00:00:00.000Z` } }] }
  const found = await payload.find({ collection: 'opening-dates', where, pagination: false, sort: 'date', depth: 0, overrideAccess: true })
  return found.docs.map(openingDateRecord)
}
