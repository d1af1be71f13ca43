import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ErrorPage } from '@/app/(frontend)/components/ErrorPage'
import GlobalError from '@/app/global-error'
import { robotsTxt, robotsTxtResponse } from '@/app/(frontend)/components/robotsTxt'
import { buildSearchUrl } from '@/app/(frontend)/components/searchUrl'
import { SEARCH_TARGETS, isAnalyticsId, isSearchTemplate } from '@/modules/site'
import { listeningOn } from '../helpers/listener'

describe('buildSearchUrl', () => {
  it('puts the trimmed, URL-encoded term in place of {q}', () => {
    expect(buildSearchUrl('https://pubmed.ncbi.nlm.nih.gov/?term={q}', '  heart failure ')).toBe(
      'https://pubmed.ncbi.nlm.nih.gov/?term=heart%20failure',
    )
  })

  it('encodes characters that would break the query string, and Chinese', () => {
    expect(buildSearchUrl('https://scholar.google.com/scholar?q={q}', 'a&b=c #d/e?')).toBe(
      'https://scholar.google.com/scholar?q=a%26b%3Dc%20%23d%2Fe%3F',
    )
    expect(buildSearchUrl('https://example.org/s?q={q}', '糖尿病')).toBe(
      'https://example.org/s?q=%E7%B3%96%E5%B0%BF%E7%97%85',
    )
  })

  it('fills every {q} of the template', () => {
    expect(buildSearchUrl('https://example.org/{q}/search?kw={q}', 'x')).toBe('https://example.org/x/search?kw=x')
  })

  it('appends the term to a template without {q}', () => {
    expect(buildSearchUrl('https://example.org/search?q=', 'covid')).toBe('https://example.org/search?q=covid')
  })

  it('gives null for blank input (nothing is opened)', () => {
    expect(buildSearchUrl('https://example.org/?q={q}', '')).toBeNull()
    expect(buildSearchUrl('https://example.org/?q={q}', '   \t\n')).toBeNull()
  })

  it('builds a URL for every default target', () => {
    for (const target of SEARCH_TARGETS) {
      const url = buildSearchUrl(target.defaultUrl, 'aspirin')
      expect(url).toContain('aspirin')
      expect(() => new URL(url!)).not.toThrow()
    }
  })
})

describe('site settings validators', () => {
  it('accepts absolute http(s) templates with {q} only', () => {
    expect(isSearchTemplate('https://pubmed.ncbi.nlm.nih.gov/?term={q}')).toBe(true)
    expect(isSearchTemplate('http://opac.example.org/search?q={q}&lang=zh')).toBe(true)
    expect(isSearchTemplate('https://pubmed.ncbi.nlm.nih.gov/')).toBe(false)
    expect(isSearchTemplate('javascript:alert({q})')).toBe(false)
    expect(isSearchTemplate('/search?q={q}')).toBe(false)
    expect(isSearchTemplate('not a url {q}')).toBe(false)
  })

  it('accepts Google Analytics measurement ids only', () => {
    expect(isAnalyticsId('G-ABC123XYZ9')).toBe(true)
    expect(isAnalyticsId('UA-12345678-1')).toBe(true)
    expect(isAnalyticsId('g-abc123')).toBe(false)
    expect(isAnalyticsId("G-1234');alert(1)//")).toBe(false)
    expect(isAnalyticsId('')).toBe(false)
  })
})

describe('robots.txt (issue 27 §6)', () => {
  it('lets crawlers read the public site, not the back office, the API or the preview, and names the site map', () => {
    const text = robotsTxt('https://library.example.org')
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/shennong', '/api', '/preview']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain('Sitemap: https://library.example.org/sitemap.xml')
    expect(text.endsWith('\n')).toBe(true)
  })

  it("answers text/plain with the origin of SERVER_URL, else of the listener (never the request's Host)", async () => {
    const saved = process.env.SERVER_URL
    const trust = process.env.TRUST_PROXY
    delete process.env.TRUST_PROXY
    try {
      process.env.SERVER_URL = 'https://library.example.org/'
      const configured = robotsTxtResponse(
        new Request('http://127.0.0.1:3000/robots.txt', { headers: { host: 'evil.example' } }),
      )
      expect(configured.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await configured.text()).toContain('Sitemap: https://library.example.org/sitemap.xml')
      delete process.env.SERVER_URL
      listeningOn('http://127.0.0.1:3000')
      const own = robotsTxtResponse(
        new Request('https://evil.example/robots.txt', {
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        }),
      )
      expect(await own.text()).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml')
    } finally {
      if (saved === undefined) delete process.env.SERVER_URL
      else process.env.SERVER_URL = saved
      if (trust !== undefined) process.env.TRUST_PROXY = trust
    }
  })
})

describe('error pages (issue 27 §1)', () => {
  const error = Object.assign(new Error('database down: secret detail'), { digest: '1234567' })

  it('a failed public page says so in zh-TW with 重新載入 and the ways back, never the error itself', () => {
    const html = renderToStaticMarkup(React.createElement(ErrorPage, { error, retry: () => undefined }))
    expect(html).toContain('很抱歉，網頁暫時無法顯示')
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>重新載入<\/button>/)
    expect(html).toContain('<a href="/">回首頁</a>')
    expect(html).toContain('<a href="/sitemap">網站導覽</a>')
    expect(html).toContain('錯誤代碼：1234567')
    expect(html).not.toContain('secret detail')
  })

  it('the last fallback is a whole zh-TW document with a retry', () => {
    const html = renderToStaticMarkup(React.createElement(GlobalError, { error, retry: () => undefined }))
    expect(html).toMatch(/^<html lang="zh-Hant-TW">/)
    expect(html).toContain('<title>系統發生錯誤</title>')
    expect(html).toContain('重新載入')
    expect(html).toContain('<a href="/sitemap">網站導覽</a>')
    expect(html).not.toContain('secret detail')
  })
})
