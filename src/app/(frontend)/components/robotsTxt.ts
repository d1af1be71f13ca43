import { requestOrigin } from '@/lib/origin'

/**
 * /robots.txt: crawlers may read the public site, not the back office (/shennong), the API
 * (/api) or the staff's live preview (/preview); the site map is named with the site's public
 * origin (SERVER_URL, else the request's: src/lib/origin.ts requestOrigin). Pages that only
 * page through time carry rel="nofollow" links and stop at a bound (docs/decisions.md).
 */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /shennong',
    'Disallow: /api',
    'Disallow: /preview',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')

export function robotsTxtResponse(request: Request): Response {
  return new Response(robotsTxt(requestOrigin(request)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
