import type { Endpoint, PayloadRequest } from 'payload'

import { userOf } from '../access'
import type { PublicTag } from '../lib/publicCache'
import { type PublicReadEntry as Entry, etagOf, keptRead, rememberRead } from '../lib/publicReadCache'
import { todayKey } from '../modules/opening/calendar'
import { endpoint } from './http'

/**
 * The public API's reads (`GET /api/public/*`, issue 11 item 3): the same answer for every
 * anonymous visitor, so it is computed once and kept in memory under the public tags of what
 * it shows, expired by the hooks that expire the pages (`revalidatePublic`). Each answer carries
 * an ETag, and a matching `If-None-Match` gets a 304 without a body, so browsers and a CDN in
 * front reuse what they hold.
 *
 * - Entries are keyed by the library's day as well as the path and query: what depends on the
 *   date (today's hours, display windows) is read again after midnight, with nothing to notice
 *   the new day. Like the data cache they also live at most an hour.
 * - Calls whose answer depends on who asks (`perViewer`: routes and pages with Internal
 *   entries) are cached only for anonymous visitors; a signed-in visitor's answer is computed
 *   for them and marked private.
 * - Only 200 answers are kept. The cache is bounded in entries and bytes.
 */

const SHARED = 'public, no-cache'
const PRIVATE = 'private, no-cache'

/** True when `If-None-Match` names `etag` (or is `*`); weak validators compare by their opaque part. */
const matches = (header: string | null, etag: string): boolean => {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

const answer = (req: PayloadRequest, entry: Pick<Entry, 'body' | 'etag' | 'contentType'>, cacheControl: string, perViewer: boolean): Response => {
  const headers = new Headers({ ETag: entry.etag, 'Cache-Control': cacheControl })
  // A shared cache must keep a signed-in visitor's answer apart from the anonymous one.
  if (perViewer) headers.set('Vary', 'Cookie, Authorization')
  if (matches(req.headers.get('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', entry.contentType)
  return new Response(new Uint8Array(entry.body), { status: 200, headers })
}

const toEntry = async (response: Response, tags: readonly PublicTag[]): Promise<Entry | Response> => {
  if (response.status !== 200) return response
  const body = Buffer.from(await response.arrayBuffer())
  return { body, etag: etagOf(body), contentType: response.headers.get('Content-Type') ?? 'application/json', tags }
}

const keyOf = (req: PayloadRequest): string => {
  const url = new URL(req.url ?? '/', 'http://local')
  url.searchParams.sort()
  return `${todayKey()}|${url.pathname}?${url.searchParams.toString()}`
}

/**
 * Declare a public read: `GET path`, open to anyone, answered from the kept answers under
 * `tags` (the public tags of everything the answer shows).
 */
export const publicRead = (
  path: string,
  tags: readonly PublicTag[],
  handle: (req: PayloadRequest) => Promise<Response>,
  options: { perViewer?: boolean } = {},
): Endpoint =>
  endpoint('get', path, 'public', async (req) => {
    if (options.perViewer && userOf(req)) {
      const computed = await toEntry(await handle(req), tags)
      return computed instanceof Response ? computed : answer(req, computed, PRIVATE, true)
    }
    const key = keyOf(req)
    const kept = keptRead(key)
    if (kept) return answer(req, kept, SHARED, Boolean(options.perViewer))
    const computed = await rememberRead(key, async () => toEntry(await handle(req), tags))
    // An error answer is not kept; each waiter gets its own copy.
    return computed instanceof Response ? computed.clone() : answer(req, computed, SHARED, Boolean(options.perViewer))
  })
