import type { SanitizedConfig } from 'payload'

import { MSG } from '@/i18n/messages'

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Query parameters Payload's REST handlers read with JSON.parse when they come as one text. */
const JSON_PARAMS = new Set(['where', 'data'])

/** Whether a text is a JSON object (not an array, a number, a string or null). */
const isJsonObject = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
  } catch {
    return false
  }
}

/** The first `where` or `data` of a query given as text that is no JSON object, or null. */
export const badJsonParam = (search: URLSearchParams): string | null => {
  for (const [key, value] of search) {
    if (JSON_PARAMS.has(key) && value !== '' && !isJsonObject(value)) return key
  }
  return null
}

/** Whether a path is one of Payload's own REST routes (`/api/<collection>…`, `/api/globals/<slug>…`), not a module's call. */
export const isPayloadRestRoute = (
  pathname: string,
  config: Pick<SanitizedConfig, 'collections' | 'routes'>,
): boolean => {
  const api = config.routes?.api ?? '/api'
  const first = pathname.startsWith(`${api}/`) ? (pathname.slice(api.length).split('/').filter(Boolean)[0] ?? '') : ''
  return first === 'globals' || config.collections.some((collection) => collection.slug === first)
}

/**
 * Two answers of Payload's REST routes that were 5xx for bad input (found by
 * tests/security/platform/fuzz-queries.test.ts):
 * - `?where=` (or `?data=`) given as one text is read with JSON.parse, before the access check:
 *   text that is no JSON (`?where=NaN`) was a 500 on every collection, for anyone. On Payload's
 *   routes, a `where` or `data` text that is no JSON object is a 400 with the contract's message
 *   (the bracket form, `where[field][equals]=`, is unchanged; the modules' calls never read them).
 * - a collection whose REST API Payload disables (payload-migrations) answered 501 "Cannot GET
 *   <url>": a route that is not there, 404 with the contract's message.
 */
export const withRestQueryChecks =
  (config: Promise<SanitizedConfig> | SanitizedConfig, handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const url = new URL(request.url)
    const key = badJsonParam(url.searchParams)
    if (key !== null && isPayloadRestRoute(url.pathname, await config))
      return Response.json({ message: `${MSG.badRequest}（${key}）` }, { status: 400 })
    const response = await handler(request, context)
    if (response.status !== 501) return response
    return Response.json({ message: MSG.notFound }, { status: 404 })
  }
