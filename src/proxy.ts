import { type NextRequest, NextResponse } from 'next/server'

import { ADMIN_BASE, AUTH_ROUTES, ROUTE_HEADER, resolveAdminPath } from './admin/routeTable'

/** Screens under /shennong that open without a session. */
const PUBLIC_SCREENS = [AUTH_ROUTES.login, AUTH_ROUTES.modifyPassword, 'logout', 'logout-inactivity', 'forgot', 'reset']

const SESSION_COOKIE = 'shennong-token'

/**
 * The back office's front door:
 * - without a session, any /shennong screen sends the visitor to the login screen with nextUrl;
 * - Payload's own login redirects (`?redirect=`) are turned into the spec's `?nextUrl=`;
 * - each spec URL (`/shennong/news-management/create`) is served by its Payload screen while the
 *   address bar keeps the spec URL (route table in src/admin/routeTable.ts).
 * The cookie check only routes; every screen and call still checks the session and flags itself.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  const sub = pathname.slice(ADMIN_BASE.length).replace(/^\/+/, '').replace(/\/+$/, '')

  if (sub === AUTH_ROUTES.login) {
    const payloadRedirect = searchParams.get('redirect')
    if (payloadRedirect !== null && !searchParams.has('nextUrl')) {
      const url = request.nextUrl.clone()
      url.searchParams.delete('redirect')
      const target = payloadRedirect.startsWith(ADMIN_BASE) ? payloadRedirect : `${ADMIN_BASE}${payloadRedirect.startsWith('/') ? '' : '/'}${payloadRedirect}`
      url.searchParams.set('nextUrl', target)
      return NextResponse.redirect(url)
    }
    return NextResponse.next()
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
    const headers = new Headers(request.headers)
    headers.set(ROUTE_HEADER, resolved.route.path)
    return NextResponse.rewrite(new URL(`${ADMIN_BASE}${resolved.target}${search}`, request.url), { request: { headers } })
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/shennong', '/shennong/:path*'],
}
