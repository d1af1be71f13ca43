import { type NextRequest, NextResponse } from 'next/server'

import { ADMIN_BASE, AUTH_ROUTES, ROUTE_HEADER, resolveAdminPath, specAddressOf } from '@/admin/routeTable'
import { type PageHeaders, isPageRender, servedPage } from '@/lib/keptPages'
import { holdsControl } from '@/lib/controlCharacters'
import { listenerOrigin } from '@/lib/origin'
import { onKeptExpiry } from '@/lib/keptStore'
import { PUBLIC_TAGS } from '@/lib/publicTags'
import { isHttps, newNonce, pagePolicy, securityHeaders, withSecurityHeaders } from '@/lib/securityHeaders'
import { SESSION_COOKIE } from '@/lib/sessionCookie'

/** Screens under /shennong that open without a session. */
const PUBLIC_SCREENS = [AUTH_ROUTES.login, AUTH_ROUTES.modifyPassword, 'logout', 'logout-inactivity', 'forgot', 'reset']

/**
 * The back office's front door:
 * - without a session, any /shennong screen sends the visitor to the login screen with nextUrl;
 * - Payload's own login redirects (`?redirect=`) are turned into the spec's `?nextUrl=`;
 * - each spec URL (`/shennong/news-management/create`) is served by its Payload screen while the
 *   address bar keeps the spec URL (route table in src/admin/routeTable.ts), and Payload's own
 *   URL of such a screen (`/shennong/collections/news/create`) redirects to the spec URL.
 * The cookie check only routes; every screen and call still checks the session and flags itself.
 * `policy` goes to Next with the request (Next puts its nonce on the screen's scripts).
 */
function adminDoor(request: NextRequest, policy: string): NextResponse {
  const { pathname, search, searchParams } = request.nextUrl
  const sub = pathname.slice(ADMIN_BASE.length).replace(/^\/+/, '').replace(/\/+$/, '')

  if (sub === AUTH_ROUTES.login) {
    const payloadRedirect = searchParams.get('redirect')
    if (payloadRedirect !== null && !searchParams.has('nextUrl')) {
      const url = request.nextUrl.clone()
      url.searchParams.delete('redirect')
      const target = payloadRedirect.startsWith(ADMIN_BASE)
        ? payloadRedirect
        : `${ADMIN_BASE}${payloadRedirect.startsWith('/') ? '' : '/'}${payloadRedirect}`
      url.searchParams.set('nextUrl', target)
      return NextResponse.redirect(url)
    }
    return NextResponse.next({ request: { headers: withPolicy(request.headers, policy) } })
  }

  // A Payload address loaded as a page (typed by hand, a bookmark, a link opened in a new tab) goes
  // to its spec address. Not: the proxy's own rewrite of a spec address (it comes through here
  // again carrying the route header it set), and the client router's fetches: Next's router does
  // not keep its state across a redirected fetch (it loops), and Next hides their RSC header and
  // `_rsc` from the proxy, so a page load is told by what the browser says it fetches (a
  // document; without Sec-Fetch headers, HTML). Inside the back office the address bar is kept
  // on spec addresses by src/admin/lib/specLinks.ts instead.
  const fetchesDocument = request.headers.has('sec-fetch-dest')
    ? request.headers.get('sec-fetch-dest') === 'document'
    : (request.headers.get('accept') ?? '').includes('text/html')
  const pageLoad =
    (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has(ROUTE_HEADER) && fetchesDocument
  const spec = pageLoad ? specAddressOf(sub) : undefined
  if (spec !== undefined) {
    const url = request.nextUrl.clone()
    url.pathname = `${ADMIN_BASE}/${spec}`
    return NextResponse.redirect(url, 307)
  }

  const isPublic = PUBLIC_SCREENS.some((screen) => sub === screen || sub.startsWith(`${screen}/`))
  if (!isPublic && !request.cookies.has(SESSION_COOKIE)) {
    const url = new URL(`${ADMIN_BASE}/${AUTH_ROUTES.login}`, request.url)
    url.searchParams.set('nextUrl', `${pathname}${search}`)
    return NextResponse.redirect(url)
  }

  const resolved = resolveAdminPath(sub)
  if (resolved?.target) {
    // Tell the not-found screen which spec screen was asked for, so a refusal can say so.
    const headers = withPolicy(request.headers, policy)
    headers.set(ROUTE_HEADER, resolved.route.path)
    return NextResponse.rewrite(new URL(`${ADMIN_BASE}${resolved.target}${search}`, request.url), {
      request: { headers },
    })
  }
  return NextResponse.next({ request: { headers: withPolicy(request.headers, policy) } })
}

/**
 * The request headers Next renders with: its own CSP header, from which Next takes the nonce for
 * its inline scripts (a client cannot choose it: the proxy sets the header on every page request).
 */
const withPolicy = (requestHeaders: Headers, policy: string): Headers => {
  const headers = new Headers(requestHeaders)
  headers.set('content-security-policy', policy)
  headers.delete('content-security-policy-report-only')
  return headers
}

/**
 * What the public pages' policy needs from the site settings (the analytics id, the patron login
 * host its form posts to), read from this site's own `/api/public/infra` (the proxy runs outside
 * Payload) and kept for a minute. A failed read keeps the last answer, or the strict default,
 * and is retried after a few seconds.
 */
type PageSources = { analyticsId: string | null; formActions: string[] }

const SOURCES_TTL_MS = 60_000
const SOURCES_RETRY_MS = 5_000
const SOURCES_TIMEOUT_MS = 1_500

let sources: { value: PageSources; expires: number } | null = null
let pending: Promise<void> | null = null

const refreshSources = (origin: string): Promise<void> =>
  (pending ??= (async () => {
    try {
      const response = await fetch(new URL('/api/public/infra', origin), {
        signal: AbortSignal.timeout(SOURCES_TIMEOUT_MS),
        cache: 'no-store',
      })
      if (!response.ok) throw new Error(String(response.status))
      const { result } = (await response.json()) as { result?: { analyticsId?: unknown; patronLoginUrl?: unknown } }
      const loginUrl = typeof result?.patronLoginUrl === 'string' ? result.patronLoginUrl : null
      sources = {
        value: {
          analyticsId: typeof result?.analyticsId === 'string' && result.analyticsId !== '' ? result.analyticsId : null,
          formActions: loginUrl ? [loginUrl] : [],
        },
        expires: Date.now() + SOURCES_TTL_MS,
      }
    } catch {
      sources = {
        value: sources?.value ?? { analyticsId: null, formActions: [] },
        expires: Date.now() + SOURCES_RETRY_MS,
      }
    } finally {
      pending = null
    }
  })())

// A settings change (analytics id, patron login host) reaches the policy on the next page.
onKeptExpiry('proxy-page-sources', (tags) => {
  if (tags.includes(PUBLIC_TAGS.settings) && sources) sources.expires = 0
})

const pageSources = async (origin: string): Promise<PageSources> => {
  if (!sources) await refreshSources(origin)
  else if (sources.expires < Date.now()) void refreshSources(origin)
  return sources?.value ?? { analyticsId: null, formActions: [] }
}

/**
 * The public pages' headers for a page's inline-script hashes, one function per policy inputs: the
 * kept pages compute a page's headers once for a given function (src/lib/keptPages.ts).
 */
let keptHeaders: { key: string; of: PageHeaders } | null = null
const keptPageHeaders = (sources: PageSources, dev: boolean, https: boolean): PageHeaders => {
  const key = JSON.stringify([sources.analyticsId, sources.formActions, dev, https])
  if (keptHeaders?.key !== key) {
    const { analyticsId, formActions } = sources
    keptHeaders = {
      key,
      of: (scriptHashes) => securityHeaders(pagePolicy({ analyticsId, formActions, dev, https, scriptHashes }), https),
    }
  }
  return keptHeaders.of
}

const isAdminPath = (pathname: string): boolean => pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`)

/**
 * A public page's address without the query parameters holding a control character, or null when
 * none does. Pages pass query values to database searches, where U+0000 would be a 500 on
 * PostgreSQL, so the visitor is sent to the same page without them.
 */
const withoutControlParams = (url: URL): URL | null => {
  const bad = [...url.searchParams.entries()]
    .filter(([key, value]) => holdsControl(key) || holdsControl(value))
    .map(([key]) => key)
  if (bad.length === 0) return null
  const clean = new URL(url)
  for (const key of bad) clean.searchParams.delete(key)
  return clean
}

/**
 * Every page answer (public site and /shennong) carries the security headers of
 * src/lib/securityHeaders.ts; the admin screens also go through the front door above. An
 * anonymous visitor's public page is answered from the kept pages (src/lib/keptPages.ts)
 * before Next routes or renders; a signed-in visitor's is rendered for them.
 * Inline scripts (issue 42): a kept page's policy allows the hashes of its own inline scripts; a
 * page Next renders for this request carries a fresh nonce, given to Next with the request. The
 * proxy's own render of a page to keep gets no nonce (its answer is served with hashes).
 * (/api answers get theirs in the /api route, static files in next.config.mjs.)
 */
export async function proxy(request: NextRequest) {
  const https = isHttps()
  const dev = process.env.NODE_ENV === 'development'
  if (isAdminPath(request.nextUrl.pathname)) {
    const policy = pagePolicy({ dev, https, nonce: newNonce() })
    return withSecurityHeaders(adminDoor(request, policy), securityHeaders(policy, https))
  }
  // This server's own listener: never the origin a client's Host or X-Forwarded-Proto claims.
  const sources = await pageSources(listenerOrigin('loopback'))
  const { analyticsId, formActions } = sources
  const clean = withoutControlParams(request.nextUrl)
  if (clean) {
    const strict = securityHeaders(pagePolicy({ analyticsId, formActions, dev, https }), https)
    return withSecurityHeaders(NextResponse.redirect(clean, 303), strict)
  }
  const kept = dev ? null : await servedPage(request, request.nextUrl, keptPageHeaders(sources, dev, https))
  if (kept) return kept
  const policy = pagePolicy({
    analyticsId,
    formActions,
    dev,
    https,
    nonce: isPageRender(request.headers) ? undefined : newNonce(),
  })
  return withSecurityHeaders(
    NextResponse.next({ request: { headers: withPolicy(request.headers, policy) } }),
    securityHeaders(policy, https),
  )
}

export const config = {
  // Everything but the API (its route sets the headers; a proxy here would buffer upload bodies)
  // and Next's static files (next.config.mjs).
  matcher: ['/((?!api/|api$|_next/static/|_next/image).*)'],
}
