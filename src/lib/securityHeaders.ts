/**
 * Browser-hardening response headers (ASVS v4 V14.4). Pure functions, so the
 * proxy (pages), the /api route and next.config.mjs (static files) send the same policy and a
 * unit test can read it.
 *
 * - Content-Security-Policy: default-src 'self', no plugins (object-src 'none'), no foreign
 *   <base> (base-uri 'self'), framing by this site only (frame-ancestors 'self': the admin's live
 *   preview frames the public site), forms post to this site and to the hosts the site settings
 *   name (the patron login), scripts from this site and, when an analytics id is set, Google's
 *   tag host. Scripts and styles keep 'unsafe-inline': Next's inline bootstrap and Payload's admin
 *   need it without nonces; every HTML the site renders from content goes through the sanitiser.
 * - X-Frame-Options: SAMEORIGIN (older browsers), Referrer-Policy, X-Content-Type-Options: nosniff.
 * - Strict-Transport-Security only when the site is served over https (SERVER_URL).
 */

export type CspOptions = {
  /** Google Analytics is configured (site settings `analyticsId`). */
  analytics?: boolean
  /** Origins (scheme://host[:port]) forms may post to besides this site: the patron login. */
  formActions?: readonly string[]
  /** The admin screens (/shennong): Payload's code editor loads Monaco from jsDelivr. */
  admin?: boolean
  /** `next dev`: React refresh needs eval and a websocket. */
  dev?: boolean
  /** Served over https: ask browsers to upgrade stray http sub-resources. */
  https?: boolean
}

const GA_SCRIPT = 'https://www.googletagmanager.com'
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]
const MONACO_CDN = 'https://cdn.jsdelivr.net'

/** The http(s) origin of a URL, or null for anything else (a relative path, another scheme, junk). */
export const originOf = (value: string | null | undefined): string | null => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/** The Content-Security-Policy of an HTML page. */
export const pagePolicy = (options: CspOptions = {}): string => {
  const { analytics = false, formActions = [], admin = false, dev = false, https = false } = options
  const scripts = [
    "'self'",
    "'unsafe-inline'",
    ...(dev ? ["'unsafe-eval'"] : []),
    ...(analytics ? [GA_SCRIPT] : []),
    ...(admin ? [MONACO_CDN] : []),
  ]
  const styles = ["'self'", "'unsafe-inline'", ...(admin ? [MONACO_CDN] : [])]
  const connect = ["'self'", ...(analytics ? GA_CONNECT : []), ...(dev ? ['ws:', 'wss:'] : [])]
  const forms = ["'self'", ...new Set(formActions.map(originOf).filter((origin): origin is string => origin !== null))]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', styles],
    // Block images and card pictures may come from any https host (spec: an image URL).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...(admin ? [MONACO_CDN] : [])]],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', forms],
    ['frame-ancestors', ["'self'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/**
 * The policy of API answers and the files they serve: no script runs in them (an uploaded SVG or
 * HTML file stays inert), only this site may frame them (the admin previews files).
 */
export const API_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

/** Is the site served over https (SERVER_URL)? */
export const isHttps = (serverUrl: string | undefined = process.env.SERVER_URL): boolean =>
  /^https:\/\//i.test(serverUrl?.trim() ?? '')

export const HSTS = 'max-age=31536000; includeSubDomains'

/** The headers every answer carries (static files too: see next.config.mjs). */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/** The full header set of one answer. */
export const securityHeaders = (policy: string, https = isHttps()): Record<string, string> => ({
  ...BASE_HEADERS,
  'Content-Security-Policy': policy,
  ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
})

/** Set the headers on a response (a copy when its headers are immutable, e.g. a fetched one). */
export const withSecurityHeaders = (response: Response, headers: Record<string, string>): Response => {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/** Wrap an /api route handler so every answer carries the API headers. */
export const withApiSecurityHeaders =
  <C>(handler: RouteHandler<C>): RouteHandler<C> =>
  async (request, context) =>
    withSecurityHeaders(await handler(request, context), securityHeaders(API_POLICY))
