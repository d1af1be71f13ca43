import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

/**
 * Where stored files live, by key: a folder on disk (ARCHIVE_DIR, default media/archives), or an
 * S3 bucket when S3_BUCKET is set (S3_REGION, S3_ENDPOINT for S3-compatible services,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX, default `archives/`). The archive module
 * keeps its items here (src/modules/archives/storage.ts); backups copy every key out and back
 * (src/lib/backup.ts). Never a public folder or bucket path: files are served through the
 * access-checked calls.
 */
export interface FileStore {
  /** Where the files are, for messages: the folder, or `s3://bucket/prefix`. */
  readonly where: string
  put(key: string, data: Buffer, contentType: string): Promise<void>
  open(key: string): Promise<Readable>
  size(key: string): Promise<number | null>
  removePrefix(prefix: string): Promise<void>
  /** Every key stored, sorted. */
  list(): Promise<string[]>
  /** Throws when files cannot be stored now (readiness, GET /api/ready). */
  ready(): Promise<void>
}

export type FileStoreEnv = Record<string, string | undefined>

/** The folder of the disk store for `env`. */
export const fileStoreRoot = (env: FileStoreEnv = process.env): string =>
  path.resolve(process.cwd(), env.ARCHIVE_DIR || 'media/archives')

const diskStore = (root: string): FileStore => {
  const full = (key: string) => {
    const resolved = path.resolve(root, key)
    if (!resolved.startsWith(root + path.sep)) throw new Error(`storage key outside the archive: ${key}`)
    return resolved
  }
  return {
    where: root,
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
    async list() {
      if (!fs.existsSync(root)) return []
      const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true })
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort()
    },
    async ready() {
      await fsp.mkdir(root, { recursive: true })
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK)
    },
  }
}

const s3Store = (env: FileStoreEnv): FileStore => {
  const bucket = env.S3_BUCKET!
  const prefix = env.S3_PREFIX ? `${env.S3_PREFIX.replace(/\/+$/, '')}/` : 'archives/'
  const client = new S3Client({
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT) || env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY || '' } }
      : {}),
  })
  const objectKey = (key: string) => `${prefix}${key}`
  /** Every object key under `under` (all pages of the listing). */
  const keysUnder = async (under: string): Promise<string[]> => {
    const keys: string[] = []
    let token: string | undefined
    do {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }),
      )
      for (const object of listed.Contents ?? []) if (object.Key) keys.push(object.Key)
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined
    } while (token)
    return keys
  }
  return {
    where: `s3://${bucket}/${prefix}`,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      )
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
      const keys = await keysUnder(objectKey(`${keyPrefix}/`))
      for (let start = 0; start < keys.length; start += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })) },
          }),
        )
      }
    },
    async list() {
      return (await keysUnder(prefix)).map((key) => key.slice(prefix.length)).sort()
    },
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
    },
  }
}

/** The store `env` configures: its S3 bucket when S3_BUCKET is set, else its folder. */
export const fileStoreFor = (env: FileStoreEnv): FileStore =>
  env.S3_BUCKET ? s3Store(env) : diskStore(fileStoreRoot(env))

let cached: { signature: string; store: FileStore } | undefined

/** The process's store (made again when the environment changes, as tests do). */
export const fileStore = (): FileStore => {
  const env = process.env
  const signature = [env.S3_BUCKET, env.S3_ENDPOINT, env.S3_PREFIX, fileStoreRoot(env)].join('|')
  if (!cached || cached.signature !== signature) cached = { signature, store: fileStoreFor(env) }
  return cached.store
}

/** A stored file's bytes. */
export const readStored = async (store: FileStore, key: string): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of await store.open(key))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}
