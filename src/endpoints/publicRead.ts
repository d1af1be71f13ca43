import type { Endpoint, PayloadRequest } from 'payload'

import { userOf } from '@/access'
import type { PublicTag } from '@/lib/publicCache'
import {
  PRIVATE_CACHE_CONTROL,
  type PublicReadEntry as Entry,
  SHARED_CACHE_CONTROL,
  etagOf,
  keptAnswer,
  keptRead,
  publicReadKey,
  rememberRead,
} from '@/lib/publicReadCache'
import { endpoint } from './http'

/**
 * The public API's reads (`GET /api/public/*`): the same answer for every
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

const toEntry = async (
  response: Response,
  tags: readonly PublicTag[],
  perViewer: boolean,
): Promise<Entry | Response> => {
  if (response.status !== 200) return response
  const body = Buffer.from(await response.arrayBuffer())
  return {
    body,
    etag: etagOf(body),
    contentType: response.headers.get('Content-Type') ?? 'application/json',
    tags,
    perViewer,
  }
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
    const perViewer = Boolean(options.perViewer)
    const ifNoneMatch = req.headers.get('if-none-match')
    if (perViewer && userOf(req)) {
      const computed = await toEntry(await handle(req), tags, perViewer)
      return computed instanceof Response ? computed : keptAnswer(ifNoneMatch, computed, PRIVATE_CACHE_CONTROL)
    }
    const key = publicReadKey(req.url ?? '/')
    const kept = keptRead(key)
    if (kept) return keptAnswer(ifNoneMatch, kept, SHARED_CACHE_CONTROL)
    const computed = await rememberRead(key, async () => toEntry(await handle(req), tags, perViewer))
    // An error answer is not kept; each waiter gets its own copy.
    return computed instanceof Response ? computed.clone() : keptAnswer(ifNoneMatch, computed, SHARED_CACHE_CONTROL)
  })
