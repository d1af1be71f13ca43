import { describe, expect, it } from 'vitest'

import { listenerOrigin, requestOrigin } from '@/lib/origin'
import { listeningOn } from '../../helpers/listener'

/** The site's public origin for robots.txt and sitemap.xml: never a client's header unless TRUST_PROXY says so. */

// The URL Next builds from a client's Host and X-Forwarded-Proto: never read (issue 28 item 6).
const request = (headers: Record<string, string> = {}) =>
  new Request('https://evil.example:8443/robots.txt', { headers })
listeningOn('http://127.0.0.1:3000')

describe('requestOrigin', () => {
  it('is SERVER_URL when it is an http(s) URL, without a trailing slash', () => {
    expect(requestOrigin(request(), { SERVER_URL: 'https://library.example.org/' })).toBe('https://library.example.org')
    expect(
      requestOrigin(request({ 'x-forwarded-host': 'evil.example' }), {
        SERVER_URL: ' https://library.example.org ',
        TRUST_PROXY: '1',
      }),
    ).toBe('https://library.example.org')
    expect(requestOrigin(request(), { SERVER_URL: 'library.example.org' })).toBe('http://127.0.0.1:3000')
  })

  it('is the address this server listens on otherwise: Host, X-Forwarded-Host and X-Forwarded-Proto from a client are ignored', () => {
    expect(
      requestOrigin(
        request({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
        {},
      ),
    ).toBe('http://127.0.0.1:3000')
    expect(requestOrigin(request({ 'x-forwarded-host': 'evil.example' }), { TRUST_PROXY: '0' })).toBe(
      'http://127.0.0.1:3000',
    )
    // Only a whole number is a setting (issue 42): 'false' is refused, not read as some trust.
    expect(() => requestOrigin(request({ 'x-forwarded-host': 'evil.example' }), { TRUST_PROXY: 'false' })).toThrow(
      /TRUST_PROXY must be a whole number/,
    )
  })

  it('behind trusted proxies, is what the outermost of them saw', () => {
    const forwarded = request({ 'x-forwarded-host': 'library.example.org', 'x-forwarded-proto': 'https' })
    expect(requestOrigin(forwarded, { TRUST_PROXY: '1' })).toBe('https://library.example.org')
    // A client-sent value first, then the one proxy's: the proxy's counts.
    expect(
      requestOrigin(
        request({ 'x-forwarded-host': 'evil.example, library.example.org:8443', 'x-forwarded-proto': 'http, https' }),
        { TRUST_PROXY: '1' },
      ),
    ).toBe('https://library.example.org:8443')
    expect(
      requestOrigin(request({ 'x-forwarded-host': 'evil.example, library.example.org, inner.local' }), {
        TRUST_PROXY: '2',
      }),
    ).toBe('http://library.example.org')
  })

  it('ignores a forwarded host that is not a host name', () => {
    for (const host of ['evil.example/path', 'user@evil.example', 'a b', ''])
      expect(requestOrigin(request({ 'x-forwarded-host': host }), { TRUST_PROXY: '1' }), host).toBe(
        'http://127.0.0.1:3000',
      )
  })
})

describe('listenerOrigin', () => {
  it('reaches a wildcard listener on loopback, and names it localhost in links', () => {
    listeningOn('http://0.0.0.0:4100')
    expect(listenerOrigin('loopback')).toBe('http://127.0.0.1:4100')
    expect(listenerOrigin('public')).toBe('http://localhost:4100')
    listeningOn('http://[::1]:4101')
    expect(listenerOrigin('public')).toBe('http://[::1]:4101')
    listeningOn('http://127.0.0.1:3000')
  })
})
