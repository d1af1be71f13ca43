import crypto from 'node:crypto'

import { type FastRequest, fastHasCredentials, fastKeptAnswer, registerFastPath } from './fastPath'
import { type KeptEntry, SETTLE_MS, clearKept, etagMatches, etagOf, keptStore, onKeptExpiry } from './keptStore'
import { hasCredentials } from './publicReadCache'
import { listenerOrigin } from './origin'
import { MANIFESTS } from '@/modules/manifests'
import { type KeptPageRule, keptPageRules } from './publicPages'
import { PUBLIC_TAGS, type PublicTag } from './publicTags'
import { inlineScriptHashes } from './securityHeaders'
import { todayKey } from './timeZone'

/**
 * Anonymous public pages served as kept HTML (docs/decisions.md "Kept public pages").
 *
 * The proxy (src/proxy.ts) answers an anonymous GET of a page below from memory, before Next
 * routes or renders anything. A page not kept yet is rendered once by Next, through a request
 * the proxy sends to its own server with no cookie and a per-process key (so it is rendered as
 * any anonymous visitor sees it), and kept; concurrent visitors wait for that one render.
 *
 * - Keys are the library's day, the path and the sorted query. A watcher notices the library's
 *   midnight (every few seconds, without a request), drops the old day's pages and renders the
 *   fixed pages for the new day.
 * - Each page lists the public tags of what it shows (its own data and the frame's). A content
 *   change drops the pages of its tags (`expireKept`), and the fixed ones among them are
 *   rendered again once the change has settled.
 * - A visitor with a session (cookie or Authorization) is never answered from here: Next
 *   renders their own variant (navigation with Internal and role routes) as before, and nothing
 *   of it is kept.
 * - Only 200 HTML answers without cookies are kept; the store is bounded in entries and bytes.
 * - A kept page's policy allows the hashes of its own inline scripts (hashed once, when kept) and
 *   no other inline script: no nonce, which would have to change per answer (issue 42).
 */

/** What the layout shows on every page: settings (name, footer), footer links, navigation, today's hours. */
const FRAME: readonly PublicTag[] = [PUBLIC_TAGS.settings, PUBLIC_TAGS.links, PUBLIC_TAGS.routes, PUBLIC_TAGS.opening]

/**
 * The kept pages, the tags of what each shows, and for pages that change with the time of day
 * a shorter life: built from the modules' manifests (each declares its public pages,
 * src/lib/publicPages.ts). Pages left out show something to one visitor only: /preview (staff),
 * /feedback/{id} (a ticket), /recommendation/{id} (a visitor's key), /space/reservation/{id}.
 */
type PageRule = Omit<KeptPageRule, 'tags'> & { tags: readonly PublicTag[] }
const PAGES: readonly PageRule[] = keptPageRules(MANIFESTS) as PageRule[]

/**
 * The pages rendered ahead (at the first request after start, at midnight and after a change): every
 * kept page without an id, as its rule's one path.
 */
export const PRERENDERED: readonly string[] = PAGES.flatMap(({ ahead }) => (ahead ? [...ahead] : []))

const ruleOf = (pathname: string): PageRule | undefined => PAGES.find(({ pattern }) => pattern.test(pathname))

/** The tags of a kept page, or null when the path is not kept. */
export const keptPageTags = (pathname: string): readonly PublicTag[] | null => {
  const page = ruleOf(pathname)
  return page ? [...FRAME, ...page.tags] : null
}

/** The life of a kept page when shorter than the store's (pages that change with the time of day). */
export const keptPageTtl = (pathname: string): number | undefined => ruleOf(pathname)?.ttlMs

/** Set on the proxy's answer: `hit` (from memory) or `miss` (rendered for this request and kept). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache'
const RENDER_HEADER = 'x-shennong-render'
const MAX_QUERY = 512
/** Requests of Next's client router (RSC payloads, prefetches): never HTML, never kept. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree'] as const
const DAY_CHECK_MS = 5000
const RENDER_TIMEOUT_MS = 30_000

type State = {
  secret: string
  /** Whether the first anonymous page request has started the day watcher and the prerender. */
  started: boolean
  /** The security headers of public pages, as the proxy last gave them (for the fast path). */
  pageHeaders: PageHeaders | null
  day: string | null
  watcher: NodeJS.Timeout | null
  rewarm: Set<string>
  rewarmTimer: NodeJS.Timeout | null
}
const STATE_KEY = Symbol.for('shennong.keptPages')
const globals = globalThis as typeof globalThis & { [STATE_KEY]?: State }
const state: State = (globals[STATE_KEY] ??= {
  secret: crypto.randomBytes(24).toString('base64url'),
  started: false,
  pageHeaders: null,
  day: null,
  watcher: null,
  rewarm: new Set(),
  rewarmTimer: null,
})

/** The security headers of a page whose inline scripts have these hashes. */
export type PageHeaders = (scriptHashes: readonly string[]) => Record<string, string>

/** The hashes of the inline scripts of a rendered page that is not kept (a 404 page), by its answer. */
const answerHashes = new WeakMap<Response, readonly string[]>()

/**
 * A kept page's security headers, computed once per page and policy (a few µs each, against a
 * fast-path answer of some tens): the proxy hands the same `PageHeaders` until the settings change.
 */
const entryHeaders = new WeakMap<KeptEntry, { of: PageHeaders; headers: Record<string, string> }>()
const headersOfEntry = (entry: KeptEntry, pageHeaders: PageHeaders): Record<string, string> => {
  const known = entryHeaders.get(entry)
  if (known?.of === pageHeaders) return known.headers
  const headers = pageHeaders(entry.scriptHashes ?? [])
  entryHeaders.set(entry, { of: pageHeaders, headers })
  return headers
}

/** Pages without a query (each list, each detail page): the ones every visitor opens. */
const pages = keptStore('pages', { maxEntries: 1000, maxBytes: 48 * 1024 * 1024, ttlMs: 60 * 60 * 1000 })
/**
 * Pages with a query (`?page=3`, `?categoryId=`, `?month=`), in a store of their own: however
 * many variants a crawler or an attacker asks for, they never push the pages above out.
 */
const variants = keptStore('page-variants', { maxEntries: 400, maxBytes: 16 * 1024 * 1024, ttlMs: 60 * 60 * 1000 })

/**
 * The query parameters the kept pages read, with the values they keep a page for: a
 * parameter no page reads is left out of the key and of the render (the page is the same
 * without it), so random query strings cannot each cost a render and a cache entry. A page asked
 * for with a value outside these, a repeated parameter or a search (`keyword`: one entry per
 * phrase would be unbounded) is rendered for the visitor and not kept.
 */
const QUERY_VALUES: Record<string, RegExp> = {
  page: /^[1-9]\d{0,3}$/,
  categoryId: /^[0-9a-f]{24}$/,
  albumId: /^[0-9a-f]{24}$/,
  catalogId: /^[0-9a-f]{24}$/,
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
}

/** The query a kept page is kept under (known parameters, sorted), or null when it is not kept. */
export const keptQuery = (search: URLSearchParams): URLSearchParams | null => {
  const kept = new URLSearchParams()
  for (const [key, value] of search) {
    const allowed = QUERY_VALUES[key]
    if (!allowed) {
      if (key === 'keyword') return null
      continue
    }
    if (kept.has(key) || !allowed.test(value.toLowerCase())) return null
    kept.set(key, value.toLowerCase())
  }
  kept.sort()
  return kept
}

const storeOf = (query: URLSearchParams) => (query.size === 0 ? pages : variants)

const pageKey = (pathname: string, query: URLSearchParams): string => `${todayKey()}|${pathname}?${query.toString()}`

/** Whether a request is the proxy's own render of a page (let through to Next, never answered from memory). */
export const isPageRender = (headers: Headers): boolean => headers.get(RENDER_HEADER) === state.secret

/** Render `pathAndQuery` as an anonymous visitor sees it, through Next on this server. */
const render = async (pathAndQuery: string, tags: readonly PublicTag[]): Promise<KeptEntry | Response> => {
  if (!state.started) throw new Error('kept pages: not started yet')
  // Through this server's own listener: never the origin a request claims (Next takes its scheme
  // from a client's X-Forwarded-Proto; a first request saying https broke every later render).
  const response = await fetch(new URL(pathAndQuery, listenerOrigin('loopback')), {
    headers: { [RENDER_HEADER]: state.secret, accept: 'text/html' },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  })
  const body = Buffer.from(await response.arrayBuffer())
  const contentType = response.headers.get('content-type') ?? ''
  if (response.status !== 200 || !contentType.startsWith('text/html') || response.headers.has('set-cookie')) {
    // Not kept (a 404, a redirect): this visitor gets it as Next answered.
    const headers = new Headers()
    for (const name of ['content-type', 'cache-control', 'location', 'vary']) {
      const value = response.headers.get(name)
      if (value) headers.set(name, value)
    }
    const answer = new Response(new Uint8Array(body), { status: response.status, headers })
    if (contentType.startsWith('text/html')) answerHashes.set(answer, inlineScriptHashes(body.toString('utf8')))
    return answer
  }
  const scriptHashes = inlineScriptHashes(body.toString('utf8'))
  return { body, etag: etagOf(body), contentType, tags, perViewer: false, scriptHashes }
}

/** Keep the page for `query` (a keptQuery). */
const keep = (pathname: string, query: URLSearchParams, tags: readonly PublicTag[]) => {
  const text = query.toString()
  return storeOf(query).remember(pageKey(pathname, query), () => render(`${pathname}${text ? `?${text}` : ''}`, tags), {
    ttlMs: ruleOf(pathname)?.ttlMs,
  })
}

/** Render the fixed pages that are not kept yet, one after the other (a background task). */
const prerender = async (paths: readonly string[]): Promise<void> => {
  for (const path of paths) {
    const tags = keptPageTags(path)
    if (!tags || pages.get(pageKey(path, new URLSearchParams()))) continue
    try {
      await keep(path, new URLSearchParams(), tags)
    } catch {
      /* the next visitor renders it */
    }
  }
}

/** The library's midnight: the old day's pages and API answers go, the new day's fixed pages are rendered. */
const checkDay = (): void => {
  const day = todayKey()
  if (day === state.day) return
  state.day = day
  clearKept()
  void prerender(PRERENDERED)
}

onKeptExpiry('kept-pages-rewarm', (tags) => {
  if (!state.started) return
  for (const path of PRERENDERED) if (keptPageTags(path)?.some((tag) => tags.includes(tag))) state.rewarm.add(path)
  if (state.rewarm.size === 0) return
  // Once the change has committed and settled (keptStore.SETTLE_MS after its last expiry: one change
  // may expire several times), render what it dropped.
  if (state.rewarmTimer) clearTimeout(state.rewarmTimer)
  state.rewarmTimer = setTimeout(() => {
    const paths = [...state.rewarm]
    state.rewarm.clear()
    state.rewarmTimer = null
    void prerender(paths)
  }, SETTLE_MS + 500)
  state.rewarmTimer.unref?.()
})

const start = (): void => {
  state.started = true
  if (state.watcher) return
  state.day = todayKey()
  state.watcher = setInterval(checkDay, DAY_CHECK_MS)
  state.watcher.unref?.()
  void prerender(PRERENDERED)
}

/** Reusable by a browser or a CDN once revalidated; a signed-in visitor's page differs. */
const PAGE_CACHE_HEADERS = { 'Cache-Control': 'public, no-cache', Vary: 'Cookie, Authorization' } as const

/** The answer for a kept page: 304 when the visitor holds it, else the HTML. */
const answer = (request: Request, entry: KeptEntry, source: 'hit' | 'miss', pageHeaders: PageHeaders): Response => {
  const headers = new Headers({
    ...headersOfEntry(entry, pageHeaders),
    ...PAGE_CACHE_HEADERS,
    ETag: entry.etag,
    [PAGE_CACHE_HEADER]: source,
  })
  if (etagMatches(request.headers.get('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', entry.contentType)
  return new Response(
    request.method === 'HEAD'
      ? null
      : new Uint8Array(entry.body.buffer as ArrayBuffer, entry.body.byteOffset, entry.body.length),
    { status: 200, headers },
  )
}

/**
 * The proxy's kept-page answer for `request`, with the security headers `headersOf` gives for
 * its inline scripts, or null when Next should handle it (not a kept page, a signed-in visitor,
 * the proxy's own render, a client-router request). A fixed record stands for headers that do
 * not depend on the page.
 */
export const servedPage = async (
  request: Request,
  url: Pick<URL, 'pathname' | 'search' | 'searchParams'>,
  headersOf: PageHeaders | Record<string, string>,
): Promise<Response | null> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const tags = keptPageTags(url.pathname)
  if (!tags) return null
  const pageHeaders: PageHeaders = typeof headersOf === 'function' ? headersOf : () => headersOf
  state.pageHeaders = pageHeaders
  const { headers } = request
  if (isPageRender(headers) || hasCredentials(headers)) return null
  if (ROUTER_HEADERS.some((name) => headers.has(name)) || url.searchParams.has('_rsc')) return null
  if (url.search.length > MAX_QUERY) return null
  const query = keptQuery(url.searchParams)
  if (!query) return null
  start()
  const kept = storeOf(query).get(pageKey(url.pathname, query))
  if (kept) return answer(request, kept, 'hit', pageHeaders)
  const computed = await keep(url.pathname, query, tags)
  if (!(computed instanceof Response)) return answer(request, computed, 'miss', pageHeaders)
  const copy = computed.clone()
  for (const [name, value] of Object.entries(pageHeaders(answerHashes.get(computed) ?? [])))
    copy.headers.set(name, value)
  return copy
}

/**
 * The same answer before Next sees the request (src/lib/fastPath.ts): a kept page for an
 * anonymous GET, once the proxy has given the pages' security headers.
 */
registerFastPath('kept-pages', (request: FastRequest) => {
  if (!state.pageHeaders) return null
  const mark = request.url.indexOf('?')
  const pathname = mark < 0 ? request.url : request.url.slice(0, mark)
  const search = mark < 0 ? '' : request.url.slice(mark + 1)
  if (search.length > MAX_QUERY || !ruleOf(pathname)) return null
  if (
    request.headers[RENDER_HEADER] !== undefined ||
    ROUTER_HEADERS.some((name) => request.headers[name] !== undefined) ||
    fastHasCredentials(request)
  )
    return null
  const given = new URLSearchParams(search)
  if (given.has('_rsc')) return null
  const query = keptQuery(given)
  if (!query) return null
  const entry = storeOf(query).get(pageKey(pathname, query))
  return entry
    ? fastKeptAnswer(request, entry, {
        ...headersOfEntry(entry, state.pageHeaders),
        ...PAGE_CACHE_HEADERS,
        [PAGE_CACHE_HEADER]: 'hit',
      })
    : null
})
