import { describe, expect, it } from 'vitest'

import { isUrl } from '../../src/fields/validate'

describe('link fields (isUrl)', () => {
  it('accepts site paths and absolute http(s) URLs', () => {
    for (const value of ['/faq', '/cms/abc', '/api/public/archives/download?id=1', 'https://example.org/a', 'http://example.org']) {
      expect(isUrl(value), value).toBe(true)
    }
  })

  it('refuses links a browser would send to another host', () => {
    for (const value of ['//evil.example', '/\\evil.example', '/\\/evil.example', '/a\\b', 'javascript:alert(1)', 'mailto:x@y', '/a b']) {
      expect(isUrl(value), value).toBe(false)
    }
  })
})
