import crypto from 'node:crypto'

import { expect } from 'vitest'

import { DEMO_ACCOUNTS } from '@/seed'
import type { TestApp } from '../../helpers/app'

/** A fresh client address per scenario (sent as X-Forwarded-For, as Next records a socket's). */
export const randomAddress = (): string =>
  `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`

type Message = { message: string }

const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })

export const expectRateLimited = (res: { status: number; body: unknown; headers: Headers }) => {
  expect(res.status).toBe(429)
  expect((res.body as Message).message).toMatch(/請求過於頻繁/)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
}

/** The answer of a username locked for the asking address: 403, the same for every username. */
export const expectAccountLocked = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(403)
  expect(res.body).toMatchObject({ code: 'ACCOUNT_LOCKED', message: expect.stringMatching(/鎖定/) })
}

/** The rate-limit attacks of issue 10 item 11, run against one backend. */
export const rateLimitScenarios = (getApp: () => TestApp) => ({
  async loginPerUsernameAndAddress() {
    const app = getApp()
    const attacker = randomAddress()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (await app.api.post('/api/auth/login', { username: 'ghost-user', password: `Wrong${i}1234` }, from(attacker)))
          .status,
      )
    }
    // The fifth failure in a row locks the username for this address (src/modules/accounts/signInLimits.ts).
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(statuses.slice(4).every((status) => status === 403)).toBe(true)
    const last = await app.api.post(
      '/api/auth/login',
      { username: 'ghost-user', password: 'Wrong1234' },
      from(attacker),
    )
    expectAccountLocked(last)
    return last
  },

  async sameAnswerForExistingUsername(unknownAnswer: { body: unknown }) {
    const app = getApp()
    const attacker = randomAddress()
    let last: Awaited<ReturnType<typeof app.api.post>> | undefined
    for (let i = 0; i < 6; i++)
      last = await app.api.post('/api/auth/login', { username: 'reviewer', password: `Wrong${i}1234` }, from(attacker))
    expectAccountLocked(last!)
    expect(last!.body).toEqual(unknownAnswer.body)
  },

  async attackerDoesNotLockOthersOut() {
    const app = getApp()
    const attacker = randomAddress()
    for (let i = 0; i < 6; i++)
      await app.api.post('/api/auth/login', { username: 'editor', password: `Wrong${i}1234` }, from(attacker))
    // One visitor's lock holds for their address only: the editor still signs in elsewhere.
    const elsewhere = await app.api.post(
      '/api/auth/login',
      { username: 'editor', password: DEMO_ACCOUNTS.editor.password },
      from(randomAddress()),
    )
    expect(elsewhere.status).toBe(200)
  },

  /**
   * Past the per-address failure limit, a correct password for an account that has had no
   * failure from this address still signs in (the hospital's shared address); every other
   * attempt from it gets the same 429, whether or not the username exists.
   */
  async correctPasswordPassesOverAddressLimit() {
    const app = getApp()
    const address = randomAddress()
    const suffix = crypto.randomBytes(4).toString('hex')
    const account = async (username: string, password: string) =>
      app.payload.create({
        collection: 'users',
        data: {
          username,
          name: username,
          email: `${username}@test.example`,
          password,
          accountStatus: 'Enabled',
          mustChangePassword: false,
        },
        overrideAccess: true,
      })
    await account(`desk-${suffix}`, 'Desk@12345')
    await account(`ward-${suffix}`, 'Ward@12345')
    // Thirty failures from this address (the limit), with usernames that do not exist.
    const sprayed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.api.post('/api/auth/login', { username: `spray-${suffix}-${i}`, password: 'Wrong1234' }, from(address)),
      ),
    )
    expect(sprayed.map((r) => r.status)).toEqual(Array.from({ length: 30 }, () => 401))
    const unknown = await app.api.post(
      '/api/auth/login',
      { username: `spray-${suffix}-x`, password: 'Wrong1234' },
      from(address),
    )
    expectRateLimited(unknown)
    // A colleague behind the same address, with no failure from it, signs in.
    const desk = await app.api.post(
      '/api/auth/login',
      { username: `desk-${suffix}`, password: 'Desk@12345' },
      from(address),
    )
    expect(desk.status).toBe(200)
    // A wrong password of an existing account gets the same answer as an unknown username ...
    const wrong = await app.api.post(
      '/api/auth/login',
      { username: `ward-${suffix}`, password: 'Wrong1234' },
      from(address),
    )
    expectRateLimited(wrong)
    expect(wrong.body).toEqual(unknown.body)
    // ... and that account, having failed from this address, waits like everyone else here.
    expectRateLimited(
      await app.api.post('/api/auth/login', { username: `ward-${suffix}`, password: 'Ward@12345' }, from(address)),
    )
    expect(
      (
        await app.api.post(
          '/api/auth/login',
          { username: `ward-${suffix}`, password: 'Ward@12345' },
          from(randomAddress()),
        )
      ).status,
    ).toBe(200)
    // The check of internal accounts follows the same rule.
    const verdict = await app.api.post<{ result: { valid: boolean } }>(
      '/api/auth/validate-internal',
      { username: `desk-${suffix}`, password: 'Desk@12345' },
      from(address),
    )
    expect(verdict.status).toBe(200)
    expect(verdict.body.result.valid).toBe(true)
  },

  async loginPerAddress() {
    const app = getApp()
    const attacker = randomAddress()
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.api.post('/api/auth/login', { username: `spray${i}`, password: 'Wrong1234' }, from(attacker)),
      ),
    )
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(30)
    expectRateLimited(results.find((r) => r.status === 429)!)
  },

  async forgotPassword() {
    const app = getApp()
    const attacker = randomAddress()
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        app.api.post('/api/auth/forgot-password/send', { email: `who${i}@test.example` }, from(attacker)),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(10)
    expectRateLimited(results.find((r) => r.status === 429)!)
    const resets = await Promise.all(
      Array.from({ length: 25 }, () =>
        app.api.post(
          '/api/auth/forgot-password/reset',
          { userId: '0123456789abcdef01234567', code: '123456', newPassword: 'Reset12345', rePassword: 'Reset12345' },
          from(attacker),
        ),
      ),
    )
    expect(resets.filter((r) => r.status === 400)).toHaveLength(20)
    expectRateLimited(resets.find((r) => r.status === 429)!)
  },

  async everyPublicPost() {
    const app = getApp()
    const attacker = randomAddress()
    const results = await Promise.all(
      Array.from({ length: 130 }, () => app.api.post('/api/auth/logout', undefined, from(attacker))),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(120)
    expectRateLimited(results.find((r) => r.status === 429)!)
    const validate = await app.api.post(
      '/api/auth/validate-internal',
      { username: 'reviewer', password: 'Wrong1234' },
      from(attacker),
    )
    expectRateLimited(validate)
  },
})
