import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { AlbumImage } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { ALBUM_BATCH, syncAlbum } from '../../service'

const albumIdOf = (value: AlbumImage['albumId'] | undefined): string | null => relationId(value)

/** Keep an album's count and cover right after any change to its images (admin screens included). */
const resync = async (req: PayloadRequest, ids: (string | null)[], removed: AlbumImage[] = []): Promise<void> => {
  if (req.context?.[ALBUM_BATCH]) return
  for (const id of new Set(ids.filter((value): value is string => value !== null))) {
    const exists = await req.payload.count({
      collection: 'albums',
      where: { id: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (exists.totalDocs > 0) await syncAlbum(req, id, removed)
  }
}

export const recountAfterChange: CollectionAfterChangeHook<AlbumImage> = async ({ doc, previousDoc, req }) => {
  await resync(req, [albumIdOf(doc.albumId), albumIdOf(previousDoc?.albumId)])
  return doc
}

export const recountAfterDelete: CollectionAfterDeleteHook<AlbumImage> = async ({ doc, req }) => {
  await resync(req, [albumIdOf(doc.albumId)], [doc])
  return doc
}
