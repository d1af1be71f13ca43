import { REST_GET } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { BASE_HEADERS, HSTS, pagePolicy, withApiSecurityHeaders } from '@/lib/securityHeaders'
import { proxy } from '@/proxy'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 9, "Security headers on every response": pages (public and /shennong), /api
 * answers and static files carry a CSP (default-src 'self', object-src 'none', base-uri,
 * form-action, frame-ancestors), X-Frame-Options, Referrer-Policy and nosniff; HSTS only when
 * SERVER_URL is https. The e2e file tests/e2e/security-headers.test.ts checks the built server.
 */

let app: TestApp

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

/** The directives of a CSP as a map. */
const directives = (policy: string | null): Map<string, string[]> =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  )

const expectBaseHeaders = (headers: Headers) => {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  const csp = directives(headers.get('content-security-policy'))
  expect(csp.get('frame-ancestors')).toBeDefined()
  expect(csp.get('frame-ancestors')).not.toContain('*')
}

/** Serve /api/public/infra to the proxy's own lookup with these settings. */
const stubInfra = (infra: { analyticsId: string | null; patronLoginUrl: string | null }) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ result: infra })),
  )

describe('pages (src/proxy.ts)', () => {
  it('a public page carries the policy, with the patron login host in form-action and the analytics host when configured', async () => {
    stubInfra({ analyticsId: 'G-ABC123', patronLoginUrl: 'https://opac.library.example/patron/login' })
    const response = await proxy(new NextRequest('http://localhost:3000/news'))
    expectBaseHeaders(response.headers)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'", 'https://opac.library.example'])
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('an admin screen carries the policy too, also on the login redirect', async () => {
    const redirect = await proxy(new NextRequest('http://localhost:3000/shennong/news-management'))
    expect(redirect.status).toBe(307)
    expectBaseHeaders(redirect.headers)
    const login = await proxy(new NextRequest('http://localhost:3000/shennong/login'))
    expectBaseHeaders(login.headers)
    expect(directives(login.headers.get('content-security-policy')).get('object-src')).toEqual(["'none'"])
  })

  it('HSTS is sent when SERVER_URL is https, and only then', async () => {
    vi.stubEnv('SERVER_URL', 'https://library.example')
    const secure = await proxy(new NextRequest('http://localhost:3000/shennong/login'))
    expect(secure.headers.get('strict-transport-security')).toBe(HSTS)
    vi.stubEnv('SERVER_URL', 'http://library.example')
    const plain = await proxy(new NextRequest('http://localhost:3000/shennong/login'))
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('the policy itself', () => {
  it('names the analytics host only when analytics is configured', () => {
    expect(pagePolicy({ analytics: false })).not.toContain('googletagmanager')
    expect(pagePolicy({ analytics: true })).toContain('https://www.googletagmanager.com')
  })

  it('keeps only http(s) origins of configured form targets', () => {
    const csp = directives(
      pagePolicy({ formActions: ['https://opac.example/a/b?c=1', 'javascript:alert(1)', '/relative', 'not a url'] }),
    )
    expect(csp.get('form-action')).toEqual(["'self'", 'https://opac.example'])
  })
})

describe('/api answers (the /api route)', () => {
  it('a public call and a refused call both carry the headers', async () => {
    const get = withApiSecurityHeaders(REST_GET(app.payload.config))
    for (const [path, status] of [
      ['/api/public/infra', 200],
      ['/api/shennong/users', 401],
    ] as const) {
      const slug = path.replace(/^\/api\//, '').split('/')
      const response = await get(new Request(`http://localhost:3000${path}`), { params: Promise.resolve({ slug }) })
      expect(response.status).toBe(status)
      expectBaseHeaders(response.headers)
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp.get('default-src')).toEqual(["'none'"])
    }
  })
})

describe('static files (next.config.mjs)', () => {
  it('/_next/static and /_next/image carry nosniff, X-Frame-Options, Referrer-Policy and a CSP', async () => {
    const config = (await import('../../../next.config.mjs')) as {
      default: { headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> }
    }
    const rules = await config.default.headers()
    for (const source of ['/_next/static/:path*', '/_next/image']) {
      const rule = rules.find((entry) => entry.source === source)
      expect(rule, source).toBeDefined()
      const headers = new Headers(rule!.headers.map(({ key, value }): [string, string] => [key, value]))
      expectBaseHeaders(headers)
      for (const [name, value] of Object.entries(BASE_HEADERS)) expect(headers.get(name)).toBe(value)
    }
  })
})
