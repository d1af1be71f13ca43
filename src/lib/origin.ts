import type { Payload } from 'payload'

/**
 * The site's public origin for links in mails (tickets, recommendations, reviews, password
 * resets): SERVER_URL (Payload's `serverURL`), else the origin of the request being served,
 * else localhost. Never with a trailing slash.
 */
export const siteOrigin = (payload: Payload, req?: { url?: string | null }): string => {
  const configured = payload.config.serverURL
  if (configured) return configured.replace(/\/+$/, '')
  if (req?.url) {
    try {
      return new URL(req.url).origin
    } catch {
      // a relative or malformed request URL: fall through
    }
  }
  return 'http://localhost:3000'
}
