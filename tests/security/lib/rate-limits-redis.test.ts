import net from 'node:net'

import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRateLimitStores } from '@/lib/rateLimit'
import { startTestApp, type TestApp } from '../../helpers/app'
import { randomAddress, rateLimitScenarios } from './rateLimitScenario'

/**
 * Issue 10 item 11 on Redis, so several instances share the counts. The test uses the Redis
 * server of this machine (REDIS_URL, or 127.0.0.1:6379 when it answers) and skips only when
 * none answers.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

const redisAnswers = async (): Promise<boolean> => {
  const url = new URL(REDIS_URL)
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) })
    socket.setTimeout(1000)
    socket.on('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

const available = await redisAnswers()

let app: TestApp
beforeAll(async () => {
  if (!available) return
  process.env.REDIS_URL = REDIS_URL
  // The failed sign-ins per username are kept a day, in a Redis that outlives this run: start
  // the usernames these scenarios use from nothing (per address counts use fresh addresses).
  const redis = new Redis(REDIS_URL)
  try {
    const keys = await redis.keys('shennong-rl:login-user:*')
    if (keys.length > 0) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
  await closeRateLimitStores()
})

const scenarios = rateLimitScenarios(() => app)

// Under CI (.ci/run starts a Redis server) a missing server is a failure, not a skip.
describe.skipIf(!available && process.env.CI !== 'true')('rate limits (Redis)', () => {
  it('keeps the counts in Redis, shared by every instance', async () => {
    const address = randomAddress()
    await app.api.post('/api/auth/logout', undefined, { headers: { 'X-Forwarded-For': address } })
    const redis = new Redis(REDIS_URL)
    try {
      const keys = await redis.keys(`*${address}*`)
      expect(keys.length).toBeGreaterThan(0)
    } finally {
      redis.disconnect()
    }
  })
  let unknownAnswer: Awaited<ReturnType<typeof scenarios.loginPerUsernameAndAddress>>
  it('limits login per username and address', async () => {
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
