import { afterEach, describe, expect, it, vi } from 'vitest'

import { RATE_LIMITS, clientAddress, mailRecipientRule, parseTrustedNetworks, ruleForAddress } from '@/lib/rateLimit'

/** RATE_LIMIT_TRUSTED_NETWORKS and MAIL_RECIPIENT_DAILY_CAP, as the rate limits read them. */
describe('parseTrustedNetworks (RATE_LIMIT_TRUSTED_NETWORKS)', () => {
  const networks = parseTrustedNetworks(' 10.0.0.0/8, 203.0.113.7/32 ,, 2001:db8::/32 ,192.0.2.5')

  it('matches IPv4 and IPv6 addresses inside the listed networks and nothing else', () => {
    expect(networks.contains('10.200.1.2')).toBe(true)
    expect(networks.contains('11.0.0.1')).toBe(false)
    expect(networks.contains('203.0.113.7')).toBe(true)
    expect(networks.contains('203.0.113.8')).toBe(false)
    expect(networks.contains('2001:db8:1::5')).toBe(true)
    expect(networks.contains('2001:db9::1')).toBe(false)
    // A bare address is one host.
    expect(networks.contains('192.0.2.5')).toBe(true)
    expect(networks.contains('192.0.2.6')).toBe(false)
  })

  it('treats an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(networks.contains('::ffff:10.1.2.3')).toBe(true)
    expect(networks.contains('::FFFF:10.1.2.3')).toBe(true)
    expect(networks.contains('::ffff:11.1.2.3')).toBe(false)
  })

  it('never trusts what is not an address', () => {
    expect(networks.contains('unknown')).toBe(false)
    expect(networks.contains('')).toBe(false)
    expect(parseTrustedNetworks(undefined).contains('10.0.0.1')).toBe(false)
    expect(parseTrustedNetworks('  ').contains('10.0.0.1')).toBe(false)
  })

  it.each([
    'abc',
    '10.0.0.0/33',
    '10.0.0/8',
    '2001:db8::/129',
    '10.0.0.0/',
    '/8',
    '10.0.0.0/8/1',
    '10.0.0.0/-1',
    '10.0.0.0/x',
    '10.0.0.0/8 10.1.0.0/16',
  ])('refuses the malformed entry %j with an error naming the variable and the entry', (entry) => {
    expect(() => parseTrustedNetworks(`10.0.0.0/8,${entry}`)).toThrow(/RATE_LIMIT_TRUSTED_NETWORKS/)
    expect(() => parseTrustedNetworks(`10.0.0.0/8,${entry}`)).toThrow(entry.trim())
  })
})

describe('ruleForAddress', () => {
  const env = { RATE_LIMIT_TRUSTED_NETWORKS: '10.0.0.0/8, 2001:db8::/32' }

  it('lifts the per-address submission and sign-in limits inside a trusted network', () => {
    expect(ruleForAddress(RATE_LIMITS.publicSubmission, '10.1.2.3', env)).toBeNull()
    expect(ruleForAddress(RATE_LIMITS.loginAddress, '::ffff:10.1.2.3', env)).toBeNull()
    expect(ruleForAddress(RATE_LIMITS.publicSubmission, '2001:db8::7', env)).toBeNull()
    expect(ruleForAddress(RATE_LIMITS.publicSubmission, '198.51.100.1', env)).toBe(RATE_LIMITS.publicSubmission)
  })

  it('raises the public-write limit inside a trusted network instead of lifting it', () => {
    const raised = ruleForAddress(RATE_LIMITS.publicPost, '10.1.2.3', env)
    expect(raised?.name).not.toBe(RATE_LIMITS.publicPost.name)
    expect(raised!.points).toBeGreaterThanOrEqual(10 * RATE_LIMITS.publicPost.points)
    expect(ruleForAddress(RATE_LIMITS.publicPost, '198.51.100.1', env)).toBe(RATE_LIMITS.publicPost)
  })

  it('keeps the per-identity rules wherever the request comes from', () => {
    expect(ruleForAddress(RATE_LIMITS.publicSubmissionIdentity, '10.1.2.3', env)).toBe(
      RATE_LIMITS.publicSubmissionIdentity,
    )
    expect(ruleForAddress(RATE_LIMITS.loginUserAddress, '10.1.2.3', env)).toBe(RATE_LIMITS.loginUserAddress)
  })
})

describe('clientAddress', () => {
  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddress({ headers: new Headers({ 'x-forwarded-for': '::ffff:10.1.2.3' }) }, {})).toBe('10.1.2.3')
    expect(clientAddress({ headers: new Headers({ 'x-forwarded-for': '2001:db8::1' }) }, {})).toBe('2001:db8::1')
  })
})

describe('mailRecipientRule (MAIL_RECIPIENT_DAILY_CAP)', () => {
  it('caps each recipient at 20 mails a day unless set', () => {
    expect(mailRecipientRule({})).toMatchObject({ points: 20, durationSeconds: 24 * 60 * 60 })
    expect(mailRecipientRule({ MAIL_RECIPIENT_DAILY_CAP: ' 50 ' })).toMatchObject({ points: 50 })
    expect(mailRecipientRule({ MAIL_RECIPIENT_DAILY_CAP: '' })).toMatchObject({ points: 20 })
  })

  it('turns the cap off with 0', () => {
    expect(mailRecipientRule({ MAIL_RECIPIENT_DAILY_CAP: '0' })).toBeNull()
  })

  it.each(['-1', '2.5', 'many', '1e3'])('refuses %j with an error naming the variable', (value) => {
    expect(() => mailRecipientRule({ MAIL_RECIPIENT_DAILY_CAP: value })).toThrow(/MAIL_RECIPIENT_DAILY_CAP/)
  })
})

describe('a malformed setting stops the start', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('throws when the rate limits are loaded with a malformed RATE_LIMIT_TRUSTED_NETWORKS', async () => {
    vi.stubEnv('RATE_LIMIT_TRUSTED_NETWORKS', '10.0.0.0/8, 10.0.0.0/33')
    vi.resetModules()
    await expect(import('@/lib/rateLimit')).rejects.toThrow(/RATE_LIMIT_TRUSTED_NETWORKS: "10\.0\.0\.0\/33"/)
  })

  it('throws when the rate limits are loaded with a malformed MAIL_RECIPIENT_DAILY_CAP', async () => {
    vi.stubEnv('MAIL_RECIPIENT_DAILY_CAP', 'lots')
    vi.resetModules()
    await expect(import('@/lib/rateLimit')).rejects.toThrow(/MAIL_RECIPIENT_DAILY_CAP/)
  })
})
