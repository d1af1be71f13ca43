import crypto from 'node:crypto'

import { LRUCache } from 'lru-cache'

import type { PublicTag } from './publicTags'
import { SESSION_COOKIE } from './sessionCookie'
import { todayKey } from './timeZone'

/**
 * The kept answers of the public API's reads (src/endpoints/publicRead.ts): bounded in entries
 * and bytes, an hour at most, dropped by tag when content changes (`revalidatePublic` calls
 * `expirePublicReads`). Kept apart from the endpoint helper so the collections' hooks can expire
 * it without importing the HTTP layer.
 */

/** A kept answer; `perViewer` answers are kept only for visitors without a session. */
export type PublicReadEntry = {
  body: Buffer
  etag: string
  contentType: string
  tags: readonly PublicTag[]
  perViewer: boolean
}

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
const settled = (tags: readonly PublicTag[], started: number): boolean => tags.every((tag) => (expiredAt.get(tag) ?? -Infinity) < started - SETTLE_MS)
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

/**
 * The key of a read: the library's day, the path and the sorted query. What depends on the date
 * (today's hours, display windows) is read again after midnight with nothing to notice the day.
 */
export const publicReadKey = (requestUrl: string | URL): string => {
  const url = new URL(requestUrl, 'http://local')
  url.searchParams.sort()
  return `${todayKey()}|${url.pathname}?${url.searchParams.toString()}`
}

export const SHARED_CACHE_CONTROL = 'public, no-cache'
export const PRIVATE_CACHE_CONTROL = 'private, no-cache'

/** True when `If-None-Match` names `etag` (or is `*`); weak validators compare by their opaque part. */
const matches = (header: string | null, etag: string): boolean => {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

/** A kept (or just computed) answer: 304 without a body when the visitor holds it already. */
export const keptAnswer = (ifNoneMatch: string | null, entry: PublicReadEntry, cacheControl: string): Response => {
  const headers = new Headers({
    ETag: entry.etag,
    'Cache-Control': cacheControl,
  })
  // A shared cache must keep a signed-in visitor's answer apart from the anonymous one.
  if (entry.perViewer) headers.set('Vary', 'Cookie, Authorization')
  if (matches(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', entry.contentType)
  return new Response(new Uint8Array(entry.body), { status: 200, headers })
}

/** Whether a request carries a session (cookie or Authorization header). */
const hasCredentials = (headers: Headers): boolean => headers.has('authorization') || (headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`))

/**
 * The fast path of `GET /api/public/*` (src/endpoints/restHandlers.ts): a kept answer is sent
 * before Payload builds its request (auth, i18n, the endpoint lookup), which costs more than the
 * answer itself. Anything not kept, and a signed-in visitor's per-viewer read, goes on to Payload.
 */
export const servedFromKept = (request: Request): Response | null => {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api/public/')) return null
  const entry = cache.get(publicReadKey(url))
  if (!entry) return null
  const signedIn = hasCredentials(request.headers)
  if (entry.perViewer && signedIn) return null
  return keptAnswer(request.headers.get('if-none-match'), entry, SHARED_CACHE_CONTROL)
}
