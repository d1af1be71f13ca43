import { type FastRequest, fastHasCredentials, fastKeptAnswer, registerFastPath } from './fastPath'
import { type KeptEntry, etagMatches, expireKept, keptStore } from './keptStore'
import { API_POLICY, securityHeaders } from './securityHeaders'
import { SESSION_COOKIE } from './sessionCookie'
import { todayKey } from './timeZone'

/**
 * The kept answers of the public API's reads (src/endpoints/publicRead.ts): bounded in entries
 * and bytes, an hour at most, dropped by tag when content changes (`revalidatePublic` calls
 * `expirePublicReads`). Kept apart from the endpoint helper so the collections' hooks can expire
 * it without importing the HTTP layer; the store itself is src/lib/keptStore.ts.
 */

/** A kept answer; `perViewer` answers are kept only for visitors without a session. */
export type PublicReadEntry = KeptEntry

export { etagOf } from './keptStore'

const reads = keptStore('public-reads', { maxEntries: 2000, maxBytes: 32 * 1024 * 1024, ttlMs: 60 * 60 * 1000 })

export const keptRead = (key: string): PublicReadEntry | undefined => reads.get(key)

/**
 * Compute the answer for `key` once, however many visitors ask at the same moment, and keep it
 * unless it is an error answer or content changed while it was being computed.
 */
export const rememberRead = (
  key: string,
  compute: () => Promise<PublicReadEntry | Response>,
): Promise<PublicReadEntry | Response> => reads.remember(key, compute)

/** Drop every kept answer (API reads and pages) that shows any of `tags`. */
export const expirePublicReads = (tags: Parameters<typeof expireKept>[0]): void => expireKept(tags)

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

/** A kept (or just computed) answer: 304 without a body when the visitor holds it already. */
export const keptAnswer = (ifNoneMatch: string | null, entry: PublicReadEntry, cacheControl: string): Response => {
  const headers = new Headers({
    ETag: entry.etag,
    'Cache-Control': cacheControl,
  })
  // A shared cache must keep a signed-in visitor's answer apart from the anonymous one.
  if (entry.perViewer) headers.set('Vary', 'Cookie, Authorization')
  if (etagMatches(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', entry.contentType)
  return new Response(new Uint8Array(entry.body), { status: 200, headers })
}

/** Whether a request carries a session (cookie or Authorization header). */
export const hasCredentials = (headers: Headers): boolean =>
  headers.has('authorization') ||
  (headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`))

/**
 * The fast path of `GET /api/public/*` (src/endpoints/restHandlers.ts): a kept answer is sent
 * before Payload builds its request (auth, i18n, the endpoint lookup), which costs more than the
 * answer itself. Anything not kept, and a signed-in visitor's per-viewer read, goes on to Payload.
 */
export const servedFromKept = (request: Request): Response | null => {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api/public/')) return null
  const entry = reads.get(publicReadKey(url))
  if (!entry) return null
  const signedIn = hasCredentials(request.headers)
  if (entry.perViewer && signedIn) return null
  return keptAnswer(request.headers.get('if-none-match'), entry, SHARED_CACHE_CONTROL)
}

/** The /api route's security headers (they depend only on SERVER_URL, fixed for the process). */
const API_HEADERS = securityHeaders(API_POLICY)

/** The same answer before Next sees the request (src/lib/fastPath.ts), with the /api route's headers. */
registerFastPath('public-reads', (request: FastRequest) => {
  if (!request.url.startsWith('/api/public/')) return null
  const entry = reads.get(publicReadKey(request.url))
  if (!entry || (entry.perViewer && fastHasCredentials(request))) return null
  return fastKeptAnswer(request, entry, {
    ...API_HEADERS,
    'Cache-Control': SHARED_CACHE_CONTROL,
    ...(entry.perViewer ? { Vary: 'Cookie, Authorization' } : {}),
  })
})
