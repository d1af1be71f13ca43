import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXPIRY_CHANNEL, closeExpiryBroadcast, expiryInstanceId, subscribeToExpiries } from '@/lib/expiryBroadcast'
import { onKeptExpiry } from '@/lib/keptStore'
import { expireFromElsewhere } from '@/lib/publicCache'
import { PUBLIC_TAGS, type PublicTag } from '@/lib/publicTags'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 30, several instances are one site: a content change made on one instance is published
 * on Redis (127.0.0.1:6379) and applied by every other instance to its own caches; an instance
 * ignores its own messages. The other instance is played by a plain Redis client.
 */

const REDIS = 'redis://127.0.0.1:6379'
let app: TestApp
let listener: Redis
const heard: { from: string; tags: string[] }[] = []
const expired: (readonly PublicTag[])[] = []
const saved = process.env.REDIS_URL

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('nothing arrived in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  process.env.REDIS_URL = REDIS
  app = await startTestApp()
  await subscribeToExpiries(REDIS, expireFromElsewhere)
  onKeptExpiry('expiry-broadcast-test', (tags) => expired.push(tags))
  listener = new Redis(REDIS)
  listener.on('message', (_channel: string, raw: string) => {
    try {
      heard.push(JSON.parse(raw) as { from: string; tags: string[] })
    } catch {
      // The malformed message the second test sends.
    }
  })
  await listener.subscribe(EXPIRY_CHANNEL)
})
afterAll(async () => {
  listener?.disconnect()
  closeExpiryBroadcast()
  await app?.close()
  if (saved === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = saved
})

describe('public cache expiries across instances', () => {
  it('a content change here is published with this instance id and the tags it expired', async () => {
    heard.length = 0
    await app.payload.create({
      collection: 'external-links',
      data: { title: '跨站測試連結', linkUrl: 'https://example.org/' } as never,
      overrideAccess: true,
    })
    await until(() => heard.some((message) => message.from === expiryInstanceId()))
    expect(heard.find((message) => message.from === expiryInstanceId())!.tags).toContain(PUBLIC_TAGS.links)
  })

  it('another instance’s change expires the same tags here within moments; this instance’s own message is not applied twice', async () => {
    expired.length = 0
    const other = new Redis(REDIS)
    try {
      await other.publish(EXPIRY_CHANNEL, JSON.stringify({ from: 'another-instance', tags: [PUBLIC_TAGS.news] }))
      await until(() => expired.some((tags) => tags.includes(PUBLIC_TAGS.news)))
      const before = expired.length
      await other.publish(EXPIRY_CHANNEL, JSON.stringify({ from: expiryInstanceId(), tags: [PUBLIC_TAGS.news] }))
      await other.publish(EXPIRY_CHANNEL, 'not json')
      await other.publish(EXPIRY_CHANNEL, JSON.stringify({ from: 'another-instance', tags: [PUBLIC_TAGS.faq] }))
      await until(() => expired.some((tags) => tags.includes(PUBLIC_TAGS.faq)))
      // Between the two: neither its own message nor the malformed one expired anything.
      expect(expired.slice(before).map((tags) => [...tags])).toEqual([[PUBLIC_TAGS.faq]])
    } finally {
      other.disconnect()
    }
  })
})
