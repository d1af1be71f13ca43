import crypto from 'node:crypto'

import { LRUCache } from 'lru-cache'

import type { PublicTag } from './publicCache'

/**
 * The kept answers of the public API's reads (src/endpoints/publicRead.ts): bounded in entries
 * and bytes, an hour at most, dropped by tag when content changes (`revalidatePublic` calls
 * `expirePublicReads`). Kept apart from the endpoint helper so the collections' hooks can expire
 * it without importing the HTTP layer.
 */

export type PublicReadEntry = { body: Buffer; etag: string; contentType: string; tags: readonly PublicTag[] }

const MAX_ENTRIES = 2000
const MAX_BYTES = 32 * 1024 * 1024
const TTL_MS = 60 * 60 * 1000

const cache = new LRUCache<string, PublicReadEntry>({
  max: MAX_ENTRIES,
  maxSize: MAX_BYTES,
  sizeCalculation: (entry) => entry.body.length + 256,
  ttl: TTL_MS,
})

/**
 * When each tag last expired. A content change expires its tags from inside its transaction,
 * before the commit: an answer whose computation began less than `SETTLE_MS` before an expiry of
 * one of its tags (or any time after it) may hold the old rows, so it is served but not kept.
 */
const expiredAt = new Map<PublicTag, number>()
const SETTLE_MS = 2000
const settled = (tags: readonly PublicTag[], started: number): boolean =>
  tags.every((tag) => (expiredAt.get(tag) ?? -Infinity) < started - SETTLE_MS)
const inFlight = new Map<string, Promise<PublicReadEntry | Response>>()

/** A strong validator for a body: its SHA-256, quoted. */
export const etagOf = (body: Buffer): string => `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

export const keptRead = (key: string): PublicReadEntry | undefined => cache.get(key)

/**
 * Compute the answer for `key` once, however many visitors ask at the same moment, and keep it
 * unless it is an error answer or content changed while it was being computed.
 */
export const rememberRead = (key: string, compute: () => Promise<PublicReadEntry | Response>): Promise<PublicReadEntry | Response> => {
  const pending = inFlight.get(key)
  if (pending) return pending
  const started = Date.now()
  const computing = (async () => {
    const computed = await compute()
    if (!(computed instanceof Response) && settled(computed.tags, started)) cache.set(key, computed)
    return computed
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, computing)
  return computing
}

/** Drop every kept answer that shows any of `tags`. */
export const expirePublicReads = (tags: readonly PublicTag[]): void => {
  const now = Date.now()
  for (const tag of tags) expiredAt.set(tag, now)
  for (const [key, entry] of cache.entries()) {
    if (entry.tags.some((tag) => tags.includes(tag))) cache.delete(key)
  }
}

/** Forget every kept answer. */
export const clearPublicReads = (): void => {
  cache.clear()
}
