import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import { withRealPasswordHashing } from '../../helpers/passwordHashing'
import { randomAddress, rateLimitScenarios } from './rateLimitScenario'

/** Issue 10 item 11: rate limits (in-memory backend; rate-limits-redis.test.ts runs them on Redis). */
let app: TestApp
beforeAll(async () => {
  delete process.env.REDIS_URL
  app = await startTestApp()
})
afterAll(async () => app?.close())

const scenarios = rateLimitScenarios(() => app)

describe('rate limits (memory)', () => {
  let unknownAnswer: Awaited<ReturnType<typeof scenarios.loginPerUsernameAndAddress>>
  it('locks a username for the address of five failures in a row, with a zh-TW message', async () => {
    unknownAnswer = await scenarios.loginPerUsernameAndAddress()
  })
  it('answers the same whether or not the username exists', async () =>
    scenarios.sameAnswerForExistingUsername(unknownAnswer))
  it('does not let one visitor lock an account out for everyone', async () => scenarios.attackerDoesNotLockOthersOut())
  it('limits login per address, also under parallel requests', async () => scenarios.loginPerAddress(), 180_000)
  it(
    'never refuses a correct password of an account with no failure from an address over its limit',
    async () => scenarios.correctPasswordPassesOverAddressLimit(),
    180_000,
  )
  it('limits forgot-password per address', async () => scenarios.forgotPassword())
  it('limits every public POST per address', async () => scenarios.everyPublicPost())
})

describe('a failed sign-in', () => {
  it('takes about as long for an unknown username as for an existing one', async () => {
    const timeOf = async (username: string): Promise<number> => {
      const started = performance.now()
      const res = await app.api.post(
        '/api/auth/login',
        { username, password: 'Wrong12345' },
        { headers: { 'X-Forwarded-For': randomAddress() } },
      )
      expect(res.status).toBe(401)
      return performance.now() - started
    }
    const existing: number[] = []
    const unknown: number[] = []
    // At the real hashing cost: the test workers hash passwords at a test's cost (tests/helpers/passwordHashing.ts).
    await withRealPasswordHashing(async () => {
      for (let i = 0; i < 3; i++) {
        existing.push(await timeOf('admin'))
        unknown.push(await timeOf(`nobody-${i}`))
      }
    })
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!
    expect(median(unknown)).toBeGreaterThan(median(existing) * 0.5)
  })
})
