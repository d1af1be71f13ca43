import crypto from 'node:crypto'

import Redis from 'ioredis'

import type { PublicTag } from './publicTags'
import { sharedRedis } from './rateLimit'

/**
 * Several instances are one site: a content change expires the public caches of the
 * instance that made it (src/lib/publicCache.ts `revalidatePublic`) and is published on a Redis
 * channel; every other instance subscribed to it expires the same tags in its own caches (kept
 * pages, kept API reads, Next's data cache) as soon as the message arrives. Without REDIS_URL
 * there is one instance and nothing to tell.
 *
 * Each process has an instance id; it ignores its own messages (it has expired already). State
 * lives on a global symbol, so the server's front (scripts/lib/front.cjs) and the app's module graph share one
 * subscriber.
 */

export const EXPIRY_CHANNEL = 'shennong:public-expiry'

type Message = { from: string; tags: PublicTag[] }
type State = { instanceId: string; subscriber?: { url: string; client: Redis } }

const STATE_KEY = Symbol.for('shennong.expiryBroadcast')
const globals = globalThis as unknown as Record<symbol, State | undefined>
const state = (): State => (globals[STATE_KEY] ??= { instanceId: crypto.randomUUID() })

const quiet = (client: Redis): Redis => {
  // While Redis is down, ioredis reconnects by itself; the errors are reported by the readiness check.
  client.on('error', () => undefined)
  return client
}

/** Tell the other instances that `tags` changed (no-op without REDIS_URL). Never throws: a content change must not fail on it. */
export const publishExpiry = (
  tags: readonly PublicTag[],
  env: Record<string, string | undefined> = process.env,
): void => {
  const url = env.REDIS_URL
  if (!url || tags.length === 0) return
  const message: Message = { from: state().instanceId, tags: [...tags] }
  // Published on the process's command connection (a subscribed connection can only listen).
  void sharedRedis(url)
    .publish(EXPIRY_CHANNEL, JSON.stringify(message))
    .catch(() => undefined)
}

/**
 * Listen for other instances' expiries and apply them here with `apply`. Idempotent per URL
 * (a second call replaces the handler). Resolves once subscribed.
 */
export const subscribeToExpiries = async (
  url: string,
  apply: (tags: PublicTag[]) => void,
  log: (message: string) => void = () => undefined,
): Promise<void> => {
  const current = state()
  current.subscriber?.client.disconnect()
  const client = quiet(new Redis(url))
  current.subscriber = { url, client }
  client.on('message', (channel: string, raw: string) => {
    if (channel !== EXPIRY_CHANNEL) return
    let message: Message
    try {
      message = JSON.parse(raw) as Message
    } catch {
      return
    }
    if (message.from === current.instanceId || !Array.isArray(message.tags)) return
    apply(message.tags)
  })
  try {
    await client.subscribe(EXPIRY_CHANNEL)
  } catch (error) {
    // Replaced (or closed) before it was subscribed: the newer subscriber listens instead.
    if (current.subscriber?.client !== client) return
    throw error
  }
  log(`public cache expiries: subscribed to ${EXPIRY_CHANNEL} (instance ${current.instanceId})`)
}

/** Close the subscribed connection (tests; a server keeps it for its lifetime). The command connection is the rate limits' (closeRateLimitStores). */
export const closeExpiryBroadcast = (): void => {
  const current = state()
  current.subscriber?.client.disconnect()
  current.subscriber = undefined
}

/** This process's instance id (tests give another to act as a second instance). */
export const expiryInstanceId = (): string => state().instanceId
export const setExpiryInstanceId = (id: string): void => {
  state().instanceId = id
}
