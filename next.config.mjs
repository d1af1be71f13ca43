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
  typescript: { ignoreBuildErrors: false },
  async headers() {
    return [
      { source: '/_next/static/:path*', headers: STATIC_SECURITY_HEADERS },
      { source: '/_next/image', headers: STATIC_SECURITY_HEADERS },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
