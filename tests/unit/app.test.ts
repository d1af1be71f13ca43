import { describe, expect, it } from 'vitest'

import { buildSearchUrl } from '@/app/(frontend)/components/searchUrl'
import { SEARCH_TARGETS, isAnalyticsId, isSearchTemplate } from '@/modules/site'

describe('buildSearchUrl', () => {
  it('puts the trimmed, URL-encoded term in place of {q}', () => {
    expect(buildSearchUrl('https://pubmed.ncbi.nlm.nih.gov/?term={q}', '  heart failure ')).toBe('https://pubmed.ncbi.nlm.nih.gov/?term=heart%20failure')
  })

  it('encodes characters that would break the query string, and Chinese', () => {
    expect(buildSearchUrl('https://scholar.google.com/scholar?q={q}', 'a&b=c #d/e?')).toBe('https://scholar.google.com/scholar?q=a%26b%3Dc%20%23d%2Fe%3F')
    expect(buildSearchUrl('https://example.org/s?q={q}', '糖尿病')).toBe('https://example.org/s?q=%E7%B3%96%E5%B0%BF%E7%97%85')
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
