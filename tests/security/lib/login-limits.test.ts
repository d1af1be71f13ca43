import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import { RATE_LIMITS, RateLimited } from '@/lib/rateLimit'
import { underLoginLimits } from '@/modules/accounts'

/**
 * The sign-in limits' rule (rate-limiter-flexible's login-protection recipe), with a password
 * check that costs nothing, so every branch is cheap to reach: past the per-address failure
 * limit, a username with no failure from that address still has its password checked; the
 * number of such failed checks has a ceiling; a trusted network has no per-address limit.
 * (rate-limits.test.ts runs the same rule over HTTP against real accounts.)
 */
beforeAll(() => {
  delete process.env.REDIS_URL
})
afterEach(() => {
  delete process.env.RATE_LIMIT_TRUSTED_NETWORKS
})

/**
 * A request from `address` on its own limiter store (the store is kept per Payload instance),
 * for usernames that name no account (the limits read the account first).
 */
const requestsOn = () => {
  const payload = { find: async () => ({ docs: [] }) }
  return (address: string) =>
    ({ payload, headers: new Headers({ 'x-forwarded-for': address }) }) as unknown as PayloadRequest
}

/** A password check that answers `valid`, counting its calls. */
const checker = () => {
  let calls = 0
  return {
    get calls() {
      return calls
    },
    attempt: (req: PayloadRequest, username: string, valid: boolean) =>
      underLoginLimits(
        req,
        username,
        async () => {
          calls += 1
          return valid
        },
        (result) => result,
      ),
  }
}

const { points: LIMIT } = RATE_LIMITS.loginAddress
const { points: CEILING } = RATE_LIMITS.loginAddressCeiling

describe('past the per-address failure limit', () => {
  it('checks the password of a username with no failure from the address, and lets a correct one in', async () => {
    const from = requestsOn()
    const check = checker()
    for (let i = 0; i < LIMIT; i++) expect(await check.attempt(from('192.0.2.1'), `spray${i}`, false)).toBe(false)
    // A wrong password is now a 429, as for every other attempt from this address ...
    await expect(check.attempt(from('192.0.2.1'), 'spray-x', false)).rejects.toBeInstanceOf(RateLimited)
    // ... and a colleague with a correct password signs in.
    expect(await check.attempt(from('192.0.2.1'), 'desk', true)).toBe(true)
    expect(check.calls).toBe(LIMIT + 2)
    // A username that failed from here waits, its password not even checked.
    await expect(check.attempt(from('192.0.2.1'), 'spray0', true)).rejects.toBeInstanceOf(RateLimited)
    await expect(check.attempt(from('192.0.2.1'), 'spray-x', true)).rejects.toBeInstanceOf(RateLimited)
    expect(check.calls).toBe(LIMIT + 2)
    // Elsewhere it signs in.
    expect(await check.attempt(from('192.0.2.2'), 'spray0', true)).toBe(true)
  })

  it('answers a refusal the check throws with the same 429, and passes other errors on', async () => {
    const from = requestsOn()
    const check = checker()
    for (let i = 0; i < LIMIT; i++) await check.attempt(from('192.0.2.3'), `spray${i}`, false)
    const refused = underLoginLimits(from('192.0.2.3'), 'locked-user', async () => {
      throw new AppError(403, '帳號已鎖定')
    })
    await expect(refused).rejects.toBeInstanceOf(RateLimited)
    const broken = underLoginLimits(from('192.0.2.3'), 'unlucky-user', async () => {
      throw new Error('database down')
    })
    await expect(broken).rejects.toThrow('database down')
  })

  it('stops checking passwords from the address after a ceiling of failed checks', async () => {
    const from = requestsOn()
    const check = checker()
    for (let i = 0; i < LIMIT + CEILING; i++)
      await check.attempt(from('192.0.2.4'), `spray${i}`, false).catch(() => undefined)
    expect(check.calls).toBe(LIMIT + CEILING)
    await expect(check.attempt(from('192.0.2.4'), 'late-desk', true)).rejects.toBeInstanceOf(RateLimited)
    expect(check.calls).toBe(LIMIT + CEILING)
    expect(await check.attempt(from('192.0.2.5'), 'late-desk', true)).toBe(true)
  })

  it('does not count correct passwords towards the ceiling', async () => {
    const from = requestsOn()
    const check = checker()
    for (let i = 0; i < LIMIT; i++) await check.attempt(from('192.0.2.6'), `spray${i}`, false)
    for (let i = 0; i < CEILING + 10; i++)
      expect(await check.attempt(from('192.0.2.6'), `colleague${i}`, true)).toBe(true)
  })
})

describe('inside RATE_LIMIT_TRUSTED_NETWORKS', () => {
  it('has no per-address limit, and keeps the one per username and address', async () => {
    process.env.RATE_LIMIT_TRUSTED_NETWORKS = '192.0.2.0/28'
    const from = requestsOn()
    const check = checker()
    for (let i = 0; i < LIMIT + CEILING + 10; i++)
      expect(await check.attempt(from(`192.0.2.${i % 2 ? 7 : 8}`), `spray${i}`, false)).toBe(false)
    const { points: PER_USER } = RATE_LIMITS.loginUserAddress
    for (let i = 0; i < PER_USER - 1; i++) expect(await check.attempt(from('192.0.2.9'), 'ghost', false)).toBe(false)
    // The fifth failure in a row locks the username for this address, right password or not.
    await expect(check.attempt(from('192.0.2.9'), 'ghost', false)).rejects.toMatchObject({ status: 403 })
    await expect(check.attempt(from('192.0.2.9'), 'ghost', true)).rejects.toMatchObject({ status: 403 })
    expect(await check.attempt(from('192.0.2.10'), 'ghost', true)).toBe(true)
  })
})
