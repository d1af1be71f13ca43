import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import sharp from 'sharp'

/**
 * Where archive bytes live: local disk under media/archives (ARCHIVE_DIR overrides), or an S3
 * bucket when S3_BUCKET is set. One prefix per item id; never a public folder or bucket path:
 * everything is served through the access-checked download, preview and thumbnail calls.
 */
export const archiveRoot = (): string => path.resolve(process.cwd(), process.env.ARCHIVE_DIR || 'media/archives')

export type StoredFile = { storageKey: string; thumbnailKey: string | null }

export const THUMBNAIL_SIZE = 50

interface Backend {
  put(key: string, data: Buffer, contentType: string): Promise<void>
  open(key: string): Promise<Readable>
  size(key: string): Promise<number | null>
  removePrefix(prefix: string): Promise<void>
}

const diskBackend = (): Backend => {
  const full = (key: string) => {
    const resolved = path.resolve(archiveRoot(), key)
    if (!resolved.startsWith(archiveRoot() + path.sep)) throw new Error(`storage key outside the archive: ${key}`)
    return resolved
  }
  return {
    async put(key, data) {
      await fsp.mkdir(path.dirname(full(key)), { recursive: true })
      await fsp.writeFile(full(key), data)
    },
    async open(key) {
      return fs.createReadStream(full(key))
    },
    async size(key) {
      try {
        return (await fsp.stat(full(key))).size
      } catch {
        return null
      }
    },
    async removePrefix(prefix) {
      await fsp.rm(full(prefix), { recursive: true, force: true })
    },
  }
}

/** S3_BUCKET, S3_REGION, S3_ENDPOINT (for S3-compatible services), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX. */
const s3Backend = (env: NodeJS.ProcessEnv): Backend => {
  const bucket = env.S3_BUCKET!
  const prefix = env.S3_PREFIX ? `${env.S3_PREFIX.replace(/\/+$/, '')}/` : 'archives/'
  const client = new S3Client({
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT) || env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(env.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY || '' } } : {}),
  })
  const objectKey = (key: string) => `${prefix}${key}`
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentType, ContentLength: data.length }))
    },
    async open(key) {
      const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
      return result.Body as Readable
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        return head.ContentLength ?? null
      } catch {
        return null
      }
    },
    async removePrefix(keyPrefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: objectKey(`${keyPrefix}/`) }))
      const objects = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []))
      if (objects.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects } }))
    },
  }
}

let cached: { signature: string; backend: Backend } | undefined

/** The configured backend (re-read when the environment changes, as tests do). */
const backend = (): Backend => {
  const signature = [process.env.S3_BUCKET, process.env.S3_ENDPOINT, process.env.S3_PREFIX, process.env.ARCHIVE_DIR].join('|')
  if (!cached || cached.signature !== signature) {
    cached = { signature, backend: process.env.S3_BUCKET ? s3Backend(process.env) : diskBackend() }
  }
  return cached.backend
}

const itemPrefix = (id: string) => `${id.slice(-2)}/${id}`

/** Store an upload's bytes (and a 50×50 thumbnail for images); returns the keys to keep on the item. */
export const storeFile = async (id: string, extension: string, data: Buffer, isImage: boolean, contentType = 'application/octet-stream'): Promise<StoredFile> => {
  const storageKey = `${itemPrefix(id)}/original.${extension}`
  await backend().put(storageKey, data, contentType)
  let thumbnailKey: string | null = null
  if (isImage) {
    try {
      const thumbnail = await sharp(data, { animated: false }).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).webp().toBuffer()
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
