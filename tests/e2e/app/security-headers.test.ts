import { describe, expect, inject, it } from 'vitest'

import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

/**
 * Issue 10 item 9 against the built server (`next start`): a public page, an admin screen, an
 * /api answer and a static file all carry the security headers, the page policy names the
 * patron-login host the seeded settings post to, Chromium reports no CSP violation on a public
 * page, and the admin signs in and shows a screen under the policy (only its eval feature probes
 * are refused). No token lands in web storage. Issue 42: no 'unsafe-inline' script and no
 * third-party script origin; a kept page runs by the hashes of its inline scripts, a page rendered
 * for one request (a search, the back office) by a nonce, and nothing is fetched from elsewhere.
 */

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo } = e2eHelpers(baseURL, browser)

const directives = (policy: string | null): Map<string, string[]> =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  )

const expectBaseHeaders = (headers: Headers, what: string) => {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN')
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(headers.get('content-security-policy'), what).toMatch(/frame-ancestors '(self|none)'/)
  // The test server is plain http: no HSTS.
  expect(headers.get('strict-transport-security'), what).toBeNull()
}

describe('security headers of the built server', () => {
  it('a public page: the page policy, with the patron-login host in form-action', async () => {
    // The proxy reads the site settings once a minute; the first answer may precede that read.
    let csp = new Map<string, string[]>()
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await fetch(`${baseURL}/`)
      expect(response.status).toBe(200)
      expectBaseHeaders(response.headers, '/')
      csp = directives(response.headers.get('content-security-policy'))
      if (csp.get('form-action')?.includes('https://opac.library.example')) break
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'", 'https://opac.library.example'])
    // A kept page: the hashes of its own inline scripts (Next's bootstrap and RSC payload).
    const scripts = csp.get('script-src') ?? []
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0)
    expect(scripts.filter((source) => !/^'(self|sha256-[\w+/=]+)'$/.test(source))).toEqual([])
  })

  it('/shennong (the admin login screen and its redirect)', async () => {
    const redirect = await fetch(`${baseURL}/shennong`, { redirect: 'manual' })
    expectBaseHeaders(redirect.headers, '/shennong')
    const login = await fetch(`${baseURL}/shennong/auth/login`)
    expect(login.status).toBe(200)
    expectBaseHeaders(login.headers, '/shennong/auth/login')
    const csp = directives(login.headers.get('content-security-policy'))
    expect(csp.get('object-src')).toEqual(["'none'"])
    // A nonce of this answer, on Next's scripts; no CDN (Monaco is never loaded).
    const nonce = /^'nonce-([\w+/=]+)'$/.exec(
      csp.get('script-src')?.find((source) => source.startsWith("'nonce-")) ?? '',
    )
    expect(nonce).not.toBeNull()
    expect(csp.get('script-src')).toEqual(["'self'", nonce![0]])
    expect(await login.text()).toContain(`nonce="${nonce![1]}"`)
  })

  it('/api answers, a refusal included', async () => {
    for (const [path, status] of [
      ['/api/public/infra', 200],
      ['/api/shennong/users', 401],
    ] as const) {
      const response = await fetch(`${baseURL}${path}`)
      expect(response.status, path).toBe(status)
      expectBaseHeaders(response.headers, path)
      expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"])
    }
  })

  it('a static file of the build', async () => {
    const html = await (await fetch(`${baseURL}/`)).text()
    const asset = /\/_next\/static\/[^"'\s]+\.(js|css)/.exec(html)?.[0]
    expect(asset).toBeDefined()
    const response = await fetch(`${baseURL}${asset}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('the policy does not break the site', () => {
  it('Chromium reports no CSP violation on a public page; the admin signs in and works under the policy; no token in web storage', async () => {
    const { context, page } = await newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`)
      })
    })
    // Nothing is fetched from another origin (no CDN; analytics is not configured here).
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== baseURL) foreign.push(request.url())
    })
    // Kept pages (hashes) and a search rendered for this visitor (a nonce), hydrated: React
    // hydrates only from the RSC payload of Next's inline scripts.
    const hydrated = () =>
      page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')))
    for (const path of ['/', '/news', '/news?keyword=%E9%A4%A8']) {
      expect((await page.goto(`${baseURL}${path}`))?.status(), path).toBe(200)
      await page.waitForLoadState('networkidle')
      await expect.poll(hydrated).toBe(true)
      expect(violations, path).toEqual([])
    }
    await signInTo(page, '/shennong/news-management', 'admin', 'Admin@12345')
    await page.waitForLoadState('networkidle')
    // The admin screen rendered and works under the policy (its list loaded from /api).
    await expect.poll(async () => page.locator('main, [role="main"], .template-default').count()).toBeGreaterThan(0)
    // The rich-text (Lexical) editor of a page block, typed in.
    await page.goto(`${baseURL}/shennong/news-management/create`)
    await page.getByRole('button', { name: /^新增「段落」區塊/ }).click()
    await page.getByRole('button', { name: '編輯模式' }).click()
    const editor = page.getByRole('textbox', { name: '第 1 個區塊內容（段落）' })
    await editor.click()
    await page.keyboard.type('內容安全政策')
    await expect.poll(() => editor.innerText()).toContain('內容安全政策')
    const stored = await page.evaluate(() => ({
      local: { ...window.localStorage },
      session: { ...window.sessionStorage },
    }))
    await context.close()
    // The admin bundle probes whether eval / WebAssembly compilation is allowed (zod's JIT check
    // and the like) and falls back when refused: those probes are the only reports allowed.
    expect(violations.filter((violation) => !/\(CSP script-src\): (wasm-)?eval$/.test(violation))).toEqual([])
    expect(foreign).toEqual([])
    expect(JSON.stringify(stored)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./) // no JWT anywhere in web storage
    expect(Object.keys(stored.local)).not.toContain('atn')
  })
})
