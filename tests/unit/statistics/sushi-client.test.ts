import { afterEach, describe, expect, it } from 'vitest'

import {
  SushiRequestError,
  baseOf,
  callUrl,
  checkUrl,
  isPrivateAddress,
  redact,
  releaseOfUrl,
  reportUrl,
} from '@/modules/statistics/sushi/client'

describe('SUSHI client: the SSRF guard and the urls', () => {
  const saved = process.env.SUSHI_ALLOWED_HOSTS
  afterEach(() => {
    process.env.SUSHI_ALLOWED_HOSTS = saved
  })

  it('refuses loopback, private, link-local, unique-local and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.5',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['8.8.8.8', '140.112.8.116', '172.32.0.1', '2001:4860:4860::8888'])
      expect(isPrivateAddress(address), address).toBe(false)
  })

  it('accepts http(s) only, without credentials, and private literals only when allowed', () => {
    process.env.SUSHI_ALLOWED_HOSTS = ''
    for (const url of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      'http://user:pw@example.com/',
    ]) {
      expect(() => checkUrl(url), url).toThrow(SushiRequestError)
    }
    expect(() => checkUrl('http://127.0.0.1:8080/')).toThrow(/私有網路/)
    expect(() => checkUrl('http://[::1]/')).toThrow(/私有網路/)
    expect(checkUrl('https://sushi.example.com/r5').hostname).toBe('sushi.example.com')
    process.env.SUSHI_ALLOWED_HOSTS = 'localhost, 127.0.0.1'
    expect(checkUrl('http://127.0.0.1:8080/').port).toBe('8080')
  })

  it('builds R5 and R5.1 calls and hides the api key', () => {
    expect(releaseOfUrl('https://x.example/sushi/r51/')).toBe('5.1')
    expect(releaseOfUrl('https://x.example/sushi', '5.1')).toBe('5.1')
    expect(releaseOfUrl('https://x.example/sushi')).toBe('5')
    expect(baseOf({ url: 'https://x.example/sushi/', release: '5.1' })).toBe('https://x.example/sushi/r51')
    expect(baseOf({ url: 'https://x.example/sushi/r51' })).toBe('https://x.example/sushi/r51')
    const url = callUrl(
      { url: 'https://x.example/c5/', customerId: 'c 1', requestorId: null, apiKey: 'secret', platform: 'P' },
      'reports/tr',
      { begin_date: '2024-01', end_date: '2024-01' },
    )
    expect(url.toString()).toBe(
      'https://x.example/c5/reports/tr?customer_id=c+1&api_key=secret&platform=P&begin_date=2024-01&end_date=2024-01',
    )
    expect(redact(url)).not.toContain('secret')
    expect(redact(url)).toContain('api_key=***')
  })
})

describe('issue 26, defect 7: attributes_to_show by release', () => {
  it('R5 master reports ask Section_Type; R5.1 (which removed it) never does', () => {
    const r5 = reportUrl({ url: 'https://x.example/c5' }, 'TR', '2024-01')
    expect(r5.searchParams.get('attributes_to_show')).toBe('Data_Type|Section_Type|YOP|Access_Type|Access_Method')
    for (const source of [
      { url: 'https://x.example/c5/r51' },
      { url: 'https://x.example/c5', release: '5.1' as const },
    ]) {
      const url = reportUrl(source, 'TR', '2024-01')
      expect(url.pathname).toBe('/c5/r51/reports/tr')
      expect(url.searchParams.get('attributes_to_show')).toBe('Data_Type|YOP|Access_Type|Access_Method')
      for (const report of ['TR', 'DR', 'PR', 'IR'])
        expect(reportUrl(source, report, '2024-01').searchParams.get('attributes_to_show') ?? '', report).not.toContain(
          'Section_Type',
        )
    }
    // Standard views ask no attributes.
    expect(
      reportUrl({ url: 'https://x.example/c5/r51' }, 'TR_J1', '2024-01').searchParams.has('attributes_to_show'),
    ).toBe(false)
  })
})
