import { type Payload, type PayloadRequest, type Where, createLocalReq } from 'payload'
import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { relationId } from '@/lib/relation'
import type { Album, AlbumImage } from '@/payload-types'
import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { displayWindow } from '@/crud/displayWindow'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { ALBUM_IMAGE_SPEC, albumRecord, highlightedImages } from './service'

/**
 * What an anonymous visitor may see of the albums: enabled albums
 * inside their display window only, and an album's images only while the album itself is
 * visible. Every function takes the Local API and answers plain JSON records of the contract
 * (`_id`). The back-office service is reused with `overrideAccess` (a visitor holds no module
 * flag) and the visibility rules applied here.
 */

const notFound = () => new AppError(404, MSG.notFound)

/** A local request without a user, for the back-office services that take one. */
const localReq = (payload: Payload): Promise<PayloadRequest> => createLocalReq({}, payload)

/** A path id as stored (lowercase), or a 404 when it cannot name a record. */
const pathId = (id: string): string => {
  if (!isObjectId(id)) throw notFound()
  return id.toLowerCase()
}

/** Albums a visitor may see at `now`: enabled and inside their window. */
export const visibleAlbumsWhere = (now: Date): Where => allOf({ enabled: { equals: true } }, displayWindow(now))

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
export const publicAlbums = async (
  payload: Payload,
  query: ListQuery,
  now = new Date(),
): Promise<Paginated<ContractRecord>> => {
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
  const [images, visible] = await Promise.all([
    highlightedImages(await localReq(payload), { overrideAccess: true }),
    visibleAlbumIds(payload, now),
  ])
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
  const image = await payload.findByID({
    collection: 'album-images',
    id: pathId(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const albumId = image ? albumIdOf(image) : undefined
  if (!image || !albumId || !(await findVisibleAlbum(payload, albumId, now))) throw notFound()
  return toContract(image)
}
