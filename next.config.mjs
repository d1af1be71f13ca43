import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Security headers of Next's static files (issue 10 item 9). Pages get theirs from src/proxy.ts
 * and /api answers from the /api route, both at run time from src/lib/securityHeaders.ts (the
 * policy there depends on SERVER_URL and the site settings); these values match its
 * BASE_HEADERS (tests/security/lib/headers.test.ts checks that).
 */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'self'" },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The type check is `npm run typecheck` (in `npm run check` and .ci/run), once, not again inside
  // every build (npm start's first build, the test builds).
  typescript: { ignoreBuildErrors: true },
  // src/app/global-not-found.tsx: an address no route matches gets the public site's zh-TW 404
  // page, rendered on the server inside the site frame (the app has two root layouts, so Next's
  // own fallback for such addresses is its English page without the frame). docs/decisions.md
  // "Not-found and error pages".
  // isrFlushToDisk: false — Next's data cache (src/lib/publicCache.ts cachedPublic) stays in
  // memory only, in Next's LRU bounded by cacheMaxMemorySize (50 MB): no file per query variant
  // piles up in .next/cache/fetch-cache, and no entry of an earlier run is kept (issue 28).
  // turbopackFileSystemCacheForBuild: a rebuild after a change reuses Turbopack's cache, but writing
  // it cost 41 s of a 161 s build; a CI run builds once from a fresh clone (CI=true), so it skips it.
  experimental: {
    globalNotFound: true,
    isrFlushToDisk: false,
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // Metadata (the <title>, the description) in the served <head> for every client, not streamed
  // into <body> after the shell: the Nu HTML Checker found the album page's <title> in <body>
  // (issue 27). Anonymous pages are served from the kept pages, so nobody waits for it twice.
  htmlLimitedBots: /.*/,
  async headers() {
    return [
      { source: '/_next/static/:path*', headers: STATIC_SECURITY_HEADERS },
      { source: '/_next/image', headers: STATIC_SECURITY_HEADERS },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
