import type { PayloadRequest } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { Album, AlbumImage } from '@/payload-types'
import { type ContractRecord, type CrudSpec, crudService, toContract } from '@/crud/contentCrud'
import { definedOnly } from '@/crud/inputs'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { relationId } from '@/lib/relation'
import type {
  AddAlbumImagesInput,
  AlbumImageSaveInput,
  AlbumInput,
  RemoveAlbumImagesInput,
  SaveAlbumInput,
} from './schemas'

/**
 * Photo albums. An album's `count` is the number of its
 * images and is kept right by every call that adds, moves or removes an image; at most one image
 * is the cover, and the cover image's URL is the album's `coverImageUrl`. Multi-document writes
 * run in one transaction.
 */

export const ALBUM_MSG = {
  albumNotFound: '找不到此相簿',
  oneCover: '只能設定一張封面相片',
  notInAlbum: '相片不屬於此相簿',
  duplicateImage: '相片清單中有重複的相片',
} as const

// ---------------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------------

type CoverCandidate = { imageUrl?: string | null; isCover?: boolean | null }

/** At most one image of an album is its cover. */
export const assertOneCover = (images: readonly CoverCandidate[]): void => {
  if (images.filter((image) => image.isCover).length > 1) throw new AppError(400, ALBUM_MSG.oneCover)
}

/** The album's cover: the cover image's URL when one image is the cover, else the album's own (as given). */
export const coverUrlOf = (
  images: readonly CoverCandidate[],
  albumCover: string | null | undefined,
): string | null | undefined => images.find((image) => image.isCover)?.imageUrl ?? albumCover

/** Listed image ids must be images of the album, each listed once. */
export const assertImagesOfAlbum = (
  listed: readonly (string | undefined)[],
  albumImageIds: ReadonlySet<string>,
): void => {
  const seen = new Set<string>()
  for (const id of listed) {
    if (!id) continue
    if (!albumImageIds.has(id)) throw new AppError(400, ALBUM_MSG.notInAlbum)
    if (seen.has(id)) throw new AppError(400, ALBUM_MSG.duplicateImage)
    seen.add(id)
  }
}

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

const IMAGE_SORT = ['createdAt', 'id']

/** An album as the contract's record (the join field left out), with its images when given. */
export const albumRecord = (doc: Album, images?: readonly AlbumImage[]): ContractRecord => {
  const { albumImages: _join, ...rest } = doc
  return images ? { ...toContract(rest), albumImages: images.map(toContract) } : toContract(rest)
}

const imagesOf = async (req: PayloadRequest, albumId: string, overrideAccess = false): Promise<AlbumImage[]> =>
  (
    await req.payload.find({
      collection: 'album-images',
      where: { albumId: { equals: albumId } },
      pagination: false,
      sort: IMAGE_SORT,
      depth: 0,
      overrideAccess,
      req,
    })
  ).docs

const findAlbum = async (req: PayloadRequest, id: string, overrideAccess = false): Promise<Album> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({
        collection: 'albums',
        id,
        depth: 0,
        joins: false,
        overrideAccess,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, ALBUM_MSG.albumNotFound)
  return doc
}

/** Request-context key: the album calls are writing images and sync the album themselves. */
export const ALBUM_BATCH = 'albumBatch'

/**
 * One transaction for an album call's writes. The calls sync the album once at the end, so the
 * per-image recount hook (collections/album-images/hooks.ts, for the admin's own screens)
 * stands down meanwhile instead of re-reading every image after each write.
 */
const inAlbumBatch = <T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> =>
  inTransaction(req, async () => {
    req.context[ALBUM_BATCH] = true
    try {
      return await work()
    } finally {
      delete req.context[ALBUM_BATCH]
    }
  })

/**
 * Make the album's derived fields right: `count` is the number of its images; the cover image's
 * URL is its cover, and a cover whose cover image was removed (or unmarked) is cleared. Server-derived, so written
 * without the caller's access.
 */
export const syncAlbum = async (
  req: PayloadRequest,
  albumId: string,
  removed: readonly AlbumImage[] = [],
): Promise<Album> => {
  const album = await findAlbum(req, albumId, true)
  const images = await imagesOf(req, albumId, true)
  const cover = images.find((image) => image.isCover)
  const removedCover = removed.some((image) => image.isCover && image.imageUrl === album.coverImageUrl)
  const coverImageUrl = cover ? cover.imageUrl : removedCover ? null : (album.coverImageUrl ?? null)
  if (album.count === images.length && (album.coverImageUrl ?? null) === coverImageUrl) return album
  return req.payload.update({
    collection: 'albums',
    id: album.id,
    data: { count: images.length, coverImageUrl },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** GET /shennong/albums/{id} and what the album calls answer: the album with its images. */
export const getAlbum = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const album = await findAlbum(req, id)
  return albumRecord(album, await imagesOf(req, album.id))
}

// ---------------------------------------------------------------------------------------------
// Albums
// ---------------------------------------------------------------------------------------------

/** GET /shennong/albums: paginated, newest date first, keyword on title and description. */
export const listAlbums = async (req: PayloadRequest, query: ListQuery): Promise<Paginated<ContractRecord>> => {
  const found = await req.payload.find({
    collection: 'albums',
    where: allOf(keywordWhere(query.keyword, ['title', 'description'])),
    page: query.page,
    limit: query.limit,
    sort: ['-date', '-createdAt'],
    depth: 0,
    joins: false,
    overrideAccess: false,
    req,
  })
  return toPaginated(found, query, (doc) => albumRecord(doc))
}

type AlbumData = Omit<AlbumInput, '_id'>

const writeAlbum = async (req: PayloadRequest, id: string | undefined, data: Partial<AlbumData>): Promise<Album> => {
  const fields = definedOnly(data)
  if (id) {
    const existing = await findAlbum(req, id)
    return req.payload.update({
      collection: 'albums',
      id: existing.id,
      data: fields,
      depth: 0,
      overrideAccess: false,
      req,
    })
  }
  return req.payload.create({
    collection: 'albums',
    data: { ...fields, count: 0 } as AlbumData,
    depth: 0,
    overrideAccess: false,
    req,
  })
}

/** POST /shennong/albums: the album's own fields; its images and count are left as they are. */
export const saveAlbum = async (req: PayloadRequest, input: AlbumInput): Promise<ContractRecord> =>
  inAlbumBatch(req, async () => {
    const { _id: id, ...data } = input
    const album = await writeAlbum(req, id, data)
    await syncAlbum(req, album.id)
    return getAlbum(req, album.id)
  })

/** DELETE /shennong/albums/{id}: the album and all its images, in one transaction. */
export const removeAlbum = async (req: PayloadRequest, id: string): Promise<{ _id: string; removedImages: number }> =>
  inAlbumBatch(req, async () => {
    const album = await findAlbum(req, id)
    const images = await imagesOf(req, album.id)
    for (const image of images)
      await req.payload.delete({ collection: 'album-images', id: image.id, overrideAccess: false, req })
    await req.payload.delete({ collection: 'albums', id: album.id, overrideAccess: false, req })
    return { _id: String(album.id), removedImages: images.length }
  })

/**
 * POST /shennong/save-album: an album and its whole image list in one go. Listed images with
 * `_id` are updated, the others created, the album's images not listed removed; at most one
 * cover, whose URL becomes the album's cover; `count` is the number of images.
 */
export const saveAlbumWithImages = async (req: PayloadRequest, input: SaveAlbumInput): Promise<ContractRecord> => {
  assertOneCover(input.albumImages)
  return inAlbumBatch(req, async () => {
    const { _id: id, albumImages, ...fields } = input
    const existing = id ? await imagesOf(req, (await findAlbum(req, id)).id) : []
    assertImagesOfAlbum(
      albumImages.map((image) => image._id),
      new Set(existing.map((image) => String(image.id))),
    )
    const album = await writeAlbum(req, id, { ...fields, coverImageUrl: coverUrlOf(albumImages, fields.coverImageUrl) })
    const listed = new Set(albumImages.map((image) => image._id).filter(Boolean))
    const removed = existing.filter((image) => !listed.has(String(image.id)))
    for (const image of removed)
      await req.payload.delete({ collection: 'album-images', id: image.id, overrideAccess: false, req })
    for (const image of albumImages) {
      const { _id: imageId, ...data } = image
      const values = { ...definedOnly(data), isCover: Boolean(data.isCover), albumId: album.id }
      if (imageId)
        await req.payload.update({
          collection: 'album-images',
          id: imageId,
          data: values,
          depth: 0,
          overrideAccess: false,
          req,
        })
      else
        await req.payload.create({
          collection: 'album-images',
          data: values as AlbumImageData,
          depth: 0,
          overrideAccess: false,
          req,
        })
    }
    await syncAlbum(req, album.id, removed)
    return getAlbum(req, album.id)
  })
}

type AlbumImageData = Omit<AlbumImage, 'id' | 'createdAt' | 'updatedAt'>

/** POST /shennong/add-album-images: new images appended to an album. */
export const addAlbumImages = async (req: PayloadRequest, input: AddAlbumImagesInput): Promise<ContractRecord> =>
  inAlbumBatch(req, async () => {
    const album = await findAlbum(req, input._id)
    for (const image of input.albumImages) {
      const data = { ...definedOnly(image), albumId: album.id } as AlbumImageData
      await req.payload.create({ collection: 'album-images', data, depth: 0, overrideAccess: false, req })
    }
    await syncAlbum(req, album.id)
    return getAlbum(req, album.id)
  })

/** POST /shennong/remove-album-images: the listed images, which must be the album's, removed. */
export const removeAlbumImages = async (req: PayloadRequest, input: RemoveAlbumImagesInput): Promise<ContractRecord> =>
  inAlbumBatch(req, async () => {
    const album = await findAlbum(req, input._id)
    const images = await imagesOf(req, album.id)
    const ids = input.albumImages.map((image) => image._id.toLowerCase())
    assertImagesOfAlbum(ids, new Set(images.map((image) => String(image.id))))
    const removed = images.filter((image) => ids.includes(String(image.id)))
    for (const image of removed)
      await req.payload.delete({ collection: 'album-images', id: image.id, overrideAccess: false, req })
    await syncAlbum(req, album.id, removed)
    return getAlbum(req, album.id)
  })

// ---------------------------------------------------------------------------------------------
// Album images
// ---------------------------------------------------------------------------------------------

/** The album-images list: keyword on description and URL, `albumId` filter, in upload order. */
export const ALBUM_IMAGE_SPEC: CrudSpec = {
  slug: 'album-images',
  keywordFields: ['description', 'imageUrl'],
  filters: ['albumId'],
  sort: IMAGE_SORT,
}

const imageCrud = crudService(ALBUM_IMAGE_SPEC)

/** GET /shennong/album-images (query; `albumId` filter). */
export const listAlbumImages = imageCrud.list

/** GET /shennong/album-images/{id}. */
export const getAlbumImage = imageCrud.get

/** GET /shennong/album-highlighted-images: every highlighted image, with its album's title. */
export const highlightedImages = async (
  req: PayloadRequest,
  access: { overrideAccess?: boolean } = {},
): Promise<ContractRecord[]> => {
  const overrideAccess = access.overrideAccess ?? false
  const images = await req.payload.find({
    collection: 'album-images',
    where: { highlighted: { equals: true } },
    pagination: false,
    sort: ['-createdAt', '-id'],
    depth: 0,
    overrideAccess,
    req,
  })
  const albumIds = [
    ...new Set(images.docs.map((image) => image.albumId).filter((id): id is string => typeof id === 'string')),
  ]
  const albums =
    albumIds.length > 0
      ? await req.payload.find({
          collection: 'albums',
          where: { id: { in: albumIds } },
          pagination: false,
          depth: 0,
          joins: false,
          select: { title: true },
          overrideAccess,
          req,
        })
      : { docs: [] }
  const titles = new Map(albums.docs.map((album) => [String(album.id), album.title]))
  return images.docs.map((image) => ({
    ...toContract(image),
    albumTitle: typeof image.albumId === 'string' ? (titles.get(image.albumId) ?? null) : null,
  }))
}

const findImage = async (req: PayloadRequest, id: string): Promise<AlbumImage> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({
        collection: 'album-images',
        id,
        depth: 0,
        overrideAccess: false,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, MSG.notFound)
  return doc
}

const albumIdOf = (image: AlbumImage): string | undefined => relationId(image.albumId) ?? undefined

/**
 * POST /shennong/album-images: create or update one image. A cover image makes the album's other
 * images not covers. The albums it leaves and joins are recounted.
 */
export const saveAlbumImage = async (req: PayloadRequest, input: AlbumImageSaveInput): Promise<ContractRecord> =>
  inAlbumBatch(req, async () => {
    const album = await findAlbum(req, input.albumId)
    const { _id: id, albumId: _albumId, ...fields } = input
    const data = { ...definedOnly(fields), albumId: album.id }
    const previous = id ? await findImage(req, id) : undefined
    const saved = previous
      ? await req.payload.update({
          collection: 'album-images',
          id: previous.id,
          data,
          depth: 0,
          overrideAccess: false,
          req,
        })
      : await req.payload.create({
          collection: 'album-images',
          data: data as AlbumImageData,
          depth: 0,
          overrideAccess: false,
          req,
        })
    if (saved.isCover) {
      const others = await req.payload.find({
        collection: 'album-images',
        where: {
          and: [{ albumId: { equals: album.id } }, { isCover: { equals: true } }, { id: { not_equals: saved.id } }],
        },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      for (const other of others.docs)
        await req.payload.update({
          collection: 'album-images',
          id: other.id,
          data: { isCover: false },
          overrideAccess: true,
          req,
        })
    }
    const left = previous ? albumIdOf(previous) : undefined
    if (left && left !== String(album.id)) await syncAlbum(req, left, [previous!])
    await syncAlbum(req, album.id, previous && previous.isCover && !saved.isCover ? [previous] : [])
    return toContract(saved)
  })

/** DELETE /shennong/album-images/{id}: the image, and its album recounted. */
export const removeAlbumImage = async (req: PayloadRequest, id: string): Promise<{ _id: string }> =>
  inAlbumBatch(req, async () => {
    const image = await findImage(req, id)
    await req.payload.delete({ collection: 'album-images', id: image.id, overrideAccess: false, req })
    const albumId = albumIdOf(image)
    if (albumId) await syncAlbum(req, albumId, [image])
    return { _id: String(image.id) }
  })
