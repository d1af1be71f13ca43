import crypto from 'node:crypto'

/**
 * Browser-hardening response headers (ASVS v4 V14.4). Pure functions, so the
 * proxy (pages), the /api route and next.config.mjs (static files) send the same policy and a
 * unit test can read it.
 *
 * - Content-Security-Policy: default-src 'self', no plugins (object-src 'none'), no foreign
 *   <base> (base-uri 'self'), framing by this site only (frame-ancestors 'self': the admin's live
 *   preview frames the public site), forms post to this site and to the hosts the site settings
 *   name (the patron login), scripts from this site and, when an analytics id is set, Google's
 *   tag host. No third-party script origin otherwise, the back office included (its JSON fields
 *   use a text editor of this site, not Monaco from a CDN).
 * - Inline scripts (Next's bootstrap and RSC payload, `self.__next_f.push(…)`) run only by a
 *   nonce or a hash, never by 'unsafe-inline' (issue 42): a page Next renders for one request
 *   (the back office, a signed-in visitor, a search) carries a fresh nonce, which the proxy hands
 *   Next in the request's CSP header and Next puts on its scripts; a kept page (the same HTML for
 *   every anonymous visitor, src/lib/keptPages.ts) carries the hashes of the inline scripts of
 *   that very HTML, computed once when it is kept. docs/security.md "Content-Security-Policy".
 *   Styles keep 'unsafe-inline' (React and Payload set style attributes); every HTML the site
 *   renders from content goes through the sanitiser.
 * - X-Frame-Options: SAMEORIGIN (older browsers), Referrer-Policy, X-Content-Type-Options: nosniff.
 * - Strict-Transport-Security only when the site is served over https (SERVER_URL).
 */

export type CspOptions = {
  /** Google Analytics is configured (site settings `analyticsId`). */
  analytics?: boolean
  /** Origins (scheme://host[:port]) forms may post to besides this site: the patron login. */
  formActions?: readonly string[]
  /** The measurement id: Google's tag host and the hash of the inline gtag setup (analyticsInitScript). */
  analyticsId?: string | null
  /** A fresh nonce of this request (a page Next renders for it): Next puts it on its inline scripts. */
  nonce?: string
  /** The hashes ('sha256-…') of a kept page's inline scripts (inlineScriptHashes). */
  scriptHashes?: readonly string[]
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

/** The inline gtag setup of the public layout (src/app/(frontend)/components/Analytics.tsx). */
export const analyticsInitScript = (id: string): string =>
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`

/** The CSP source of one inline script's text (what a browser hashes: the text as UTF-8). */
export const scriptHash = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The hash sources of the inline scripts of an HTML document, each once, in order: every
 * `<script>` without `src` whose type a browser runs (JSON data blocks are not scripts). The text
 * is taken as the HTML parser sees it (CR LF and CR read as LF); a script element's text is raw,
 * no character references are decoded.
 */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !/^(module|(text|application)\/(java|ecma)script)$/.test(type)) continue
    hashes.add(scriptHash(text.replace(/\r\n?/g, '\n')))
  }
  return [...hashes]
}

/** A nonce for one response's policy: 128 random bits, base64. */
export const newNonce = (): string => crypto.randomBytes(16).toString('base64')

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
  const { analyticsId = null, formActions = [], dev = false, https = false, nonce, scriptHashes = [] } = options
  const analytics = options.analytics ?? Boolean(analyticsId)
  const scripts = [
    "'self'",
    // `next dev` injects scripts of its own without nonces; a development server is no boundary.
    ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ...(!dev && nonce ? [`'nonce-${nonce}'`] : []),
    ...(dev ? [] : scriptHashes),
    ...(analytics ? [GA_SCRIPT] : []),
    // next/script adds the inline gtag setup from the client, where neither a nonce nor the
    // page's own hashes reach it.
    ...(analytics && analyticsId && !dev ? [scriptHash(analyticsInitScript(analyticsId))] : []),
  ]
  const styles = ["'self'", "'unsafe-inline'"]
  const connect = ["'self'", ...(analytics ? GA_CONNECT : []), ...(dev ? ['ws:', 'wss:'] : [])]
  const forms = ["'self'", ...new Set(formActions.map(originOf).filter((origin): origin is string => origin !== null))]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', styles],
    // Block images and card pictures may come from any https host (spec: an image URL).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
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
