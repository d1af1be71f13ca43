import { REST_GET } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  BASE_HEADERS,
  HSTS,
  analyticsInitScript,
  inlineScriptHashes,
  pagePolicy,
  scriptHash,
  withApiSecurityHeaders,
} from '@/lib/securityHeaders'
import { proxy } from '@/proxy'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 9, "Security headers on every response": pages (public and /shennong), /api
 * answers and static files carry a CSP (default-src 'self', object-src 'none', base-uri,
 * form-action, frame-ancestors), X-Frame-Options, Referrer-Policy and nosniff; HSTS only when
 * SERVER_URL is https. The e2e file tests/e2e/app/security-headers.test.ts checks the built server.
 * Issue 42 (low): no 'unsafe-inline' script and no third-party script origin (the back office
 * allowed jsDelivr): a kept page allows the hashes of its own inline scripts, a page Next renders
 * for one request a fresh nonce that Next is given with the request.
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

/** Origins (anything but CSP keywords, nonces and hashes) a script-src allows. */
const scriptOrigins = (sources: string[] | undefined) =>
  (sources ?? []).filter((source) => !/^'(self|nonce-[\w+/=]+|sha256-[\w+/=]+)'$/.test(source))

describe('inline scripts: nonces and hashes, never unsafe-inline (issue 42)', () => {
  /** A page as Next emits it: its bootstrap and RSC payload inline, its chunks from /_next. */
  const PAGE = [
    '<!DOCTYPE html><html lang="zh-TW"><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
    '<script type="application/ld+json">{"@type":"Library"}</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
  ].join('')

  it('a public page Next renders for one request (a search) carries a fresh nonce, and Next gets the same policy', async () => {
    stubInfra({ analyticsId: null, patronLoginUrl: null })
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const response = await proxy(new NextRequest('http://localhost:3000/news?keyword=%E9%A4%A8'))
      const policy = response.headers.get('content-security-policy')
      const scripts = directives(policy).get('script-src')
      expect(scripts).not.toContain("'unsafe-inline'")
      const nonce = scripts?.find((source) => source.startsWith("'nonce-"))
      expect(nonce).toMatch(/^'nonce-[\w+/]{22}==?'$/)
      nonces.add(nonce!)
      // Next reads the nonce from the request's CSP header, which the proxy overrides.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
    }
    expect(nonces.size).toBe(2)
  })

  it('a kept page allows the hashes of its own inline scripts and no nonce', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) =>
        String(input).includes('/api/public/infra')
          ? Response.json({ result: { analyticsId: null, patronLoginUrl: null } })
          : new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      ),
    )
    for (const cache of ['miss', 'hit']) {
      // A detail page: the fixed pages (/faq) may be in the background render an earlier test began.
      const response = await proxy(new NextRequest('http://localhost:3000/faq/42'))
      expect(response.status).toBe(200)
      expect(response.headers.get('x-page-cache')).toBe(cache)
      const scripts = directives(response.headers.get('content-security-policy')).get('script-src')
      // (The proxy keeps the site settings for a minute: the analytics of the first test may be there.)
      expect(scripts?.slice(0, 3)).toEqual([
        "'self'",
        scriptHash('(self.__next_f=self.__next_f||[]).push([0])'),
        scriptHash('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'),
      ])
      expect(scripts?.filter((source) => /^'(unsafe-|nonce-)/.test(source))).toEqual([])
    }
  })

  it('the back office: a nonce, no unsafe-inline, no CDN or other script origin (its JSON editor is local)', async () => {
    for (const path of ['/shennong/login', '/shennong/news-management']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`))
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'")
      expect(
        csp.get('script-src')?.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(true)
      expect(scriptOrigins(csp.get('script-src')), path).toEqual([])
      for (const directive of ['style-src', 'font-src', 'connect-src'])
        expect(
          csp.get(directive)?.filter((source) => /^https?:/.test(source)),
          `${path} ${directive}`,
        ).toEqual([])
    }
  })

  it('the hashes are those of the inline scripts a browser runs, each once (not src scripts, not JSON)', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      scriptHash('(self.__next_f=self.__next_f||[]).push([0])'),
      scriptHash('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'),
    ])
    // The HTML parser reads CR LF as LF before the browser hashes the text.
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual([scriptHash('a()\nb()')])
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it('with analytics, the gtag host and the hash of the inline gtag setup; never unsafe-inline', () => {
    const csp = directives(pagePolicy({ analyticsId: 'G-ABC123', scriptHashes: [scriptHash('x()')] }))
    expect(csp.get('script-src')).toEqual([
      "'self'",
      scriptHash('x()'),
      'https://www.googletagmanager.com',
      scriptHash(analyticsInitScript('G-ABC123')),
    ])
    expect(directives(pagePolicy({})).get('script-src')).toEqual(["'self'"])
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
