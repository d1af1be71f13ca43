import type { Payload } from 'payload'

import { proxyHops } from './trustProxy'

/** The address this process listens on, as the production server (scripts/server.mjs, scripts/lib/front.cjs) records it at `listening`. */
type Listener = { address: string; port: number }
const LISTENER = Symbol.for('shennong.listener')
const listener = (): Listener | undefined => (globalThis as typeof globalThis & { [LISTENER]?: Listener })[LISTENER]

const WILDCARD = new Set(['0.0.0.0', '::', ''])
const hostOf = (address: string): string => (address.includes(':') ? `[${address}]` : address)

/**
 * This server's own origin, from the address it listens on (never from a request's headers):
 * `loopback` for the server's requests to itself (kept-page renders; a wildcard listener is
 * reached on 127.0.0.1), `public` for links (a wildcard listener is `localhost`). Without the
 * server's record (dev, a bare test), PORT or 3000 on that host.
 */
export const listenerOrigin = (use: 'loopback' | 'public', env: OriginEnv = process.env): string => {
  const known = listener()
  const port = known?.port ?? (Number.parseInt(env.PORT ?? '', 10) || 3000)
  const address = known?.address ?? ''
  const host = WILDCARD.has(address) ? (use === 'loopback' ? '127.0.0.1' : 'localhost') : hostOf(address)
  return `http://${host}:${port}`
}

/**
 * The site's public origin for links in mails (tickets, recommendations, reviews, password
 * resets): SERVER_URL (Payload's `serverURL`); else, behind proxies TRUST_PROXY declares, what
 * the outermost saw (requestOrigin); else this server's listener. Never a client's Host or
 * X-Forwarded-Proto (Next builds `req.url` from them). Never with a trailing slash.
 */
export const siteOrigin = (payload: Payload, req?: { headers?: Headers | null }): string => {
  const configured = payload.config.serverURL
  if (configured) return configured.replace(/\/+$/, '')
  return req?.headers ? originOf(req.headers) : listenerOrigin('public')
}

/** The variables read: SERVER_URL and TRUST_PROXY. */
type OriginEnv = Record<string, string | undefined>

/** The `hops`-th entry from the right of a comma-separated forwarded header (the outermost trusted proxy's). */
const forwardedEntry = (value: string | null, hops: number): string | null => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length === 0 ? null : entries[Math.max(0, entries.length - hops)]!
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The site's public origin for an HTTP request (robots.txt, sitemap.xml): SERVER_URL when it is
 * an http(s) URL; else, behind reverse proxies that TRUST_PROXY declares (the README), the
 * X-Forwarded-Proto and X-Forwarded-Host the outermost of them saw; else this server's listener
 * (listenerOrigin). A client's Host, X-Forwarded-Host or X-Forwarded-Proto is never believed
 * without TRUST_PROXY (the request's URL carries them: it is not read). Never with a trailing slash.
 */
export const requestOrigin = (request: { headers: Headers }, env: OriginEnv = process.env): string =>
  originOf(request.headers, env)

const originOf = (headers: Headers, env: OriginEnv = process.env): string => {
  const configured = env.SERVER_URL?.trim()
  if (configured && /^https?:\/\/[^/]/i.test(configured)) return configured.replace(/\/+$/, '')
  const hops = proxyHops(env)
  if (hops > 0) {
    const host = forwardedEntry(headers.get('x-forwarded-host'), hops)
    const proto = forwardedEntry(headers.get('x-forwarded-proto'), hops)?.toLowerCase()
    if (host && HOST.test(host)) return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`
  }
  return listenerOrigin('public', env)
}
