import type { Readable } from 'node:stream'

import sharp from 'sharp'

import { fileStore, fileStoreRoot } from '@/lib/fileStore'

/**
 * Where archive bytes live: the platform's file store (src/lib/fileStore.ts: a folder, ARCHIVE_DIR,
 * or an S3 bucket, S3_BUCKET). One prefix per item id; never a public folder or bucket path:
 * everything is served through the access-checked download, preview and thumbnail calls.
 */
export const archiveRoot = (): string => fileStoreRoot(process.env)

export type StoredFile = { storageKey: string; thumbnailKey: string | null }

export const THUMBNAIL_SIZE = 50

const backend = fileStore

/** Whether the archive's storage (its folder, or its S3 bucket) can be used now; throws the reason when not. */
export const storageReady = (): Promise<void> => backend().ready()

const itemPrefix = (id: string) => `${id.slice(-2)}/${id}`

/** Store an upload's bytes (and a 50×50 thumbnail for images); returns the keys to keep on the item. */
export const storeFile = async (
  id: string,
  extension: string,
  data: Buffer,
  isImage: boolean,
  contentType = 'application/octet-stream',
): Promise<StoredFile> => {
  const storageKey = `${itemPrefix(id)}/original.${extension}`
  await backend().put(storageKey, data, contentType)
  let thumbnailKey: string | null = null
  if (isImage) {
    try {
      const thumbnail = await sharp(data, { animated: false })
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
        .webp()
        .toBuffer()
      thumbnailKey = `${itemPrefix(id)}/thumbnail.webp`
      await backend().put(thumbnailKey, thumbnail, 'image/webp')
    } catch {
      thumbnailKey = null
    }
  }
  return { storageKey, thumbnailKey }
}

export const openStored = (key: string): Promise<Readable> => backend().open(key)

export const storedSize = (key: string): Promise<number | null> => backend().size(key)

/** Remove an item's bytes for good. Missing files are fine (already gone). */
export const removeStored = (id: string): Promise<void> => backend().removePrefix(itemPrefix(id))
