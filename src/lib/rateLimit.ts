import Redis from 'ioredis'
import type { Payload, PayloadRequest } from 'payload'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { AppError } from './errors'

/**
 * Rate limits (issue 10 item 11), with `rate-limiter-flexible`: in this process's memory by
 * default, in Redis when REDIS_URL is set so several instances share the counts. Every rule
 * counts per client address (`clientAddress`); `login.userAddress` per username and address,
 * so one visitor cannot lock an account for everyone else. A refusal is a 429 with a zh-TW
 * message and a Retry-After header, the same for every caller of a rule.
 *
 * Use `limit(req, RATE_LIMITS.<rule>, key)` before doing the work; `endpoint()` already applies
 * `publicPost` to every public write (src/endpoints/http.ts).
 */
/** Environment variables as the functions here read them (process.env, or a test's own). */
export type Env = Record<string, string | undefined>

export type RateLimitRule = { name: string; points: number; durationSeconds: number }

export const RATE_LIMITS = {
  /** Sign-in attempts per username and address: four, so one visitor never reaches the five-failure account lock. */
  loginUserAddress: { name: 'login-user-address', points: 4, durationSeconds: 15 * 60 },
  /** Sign-in attempts per address, whatever the username (password spraying). */
  loginAddress: { name: 'login-address', points: 30, durationSeconds: 15 * 60 },
  /** Forgot-password mails asked for per address. */
  forgotPasswordSend: { name: 'forgot-send', points: 10, durationSeconds: 15 * 60 },
  /** Forgot-password code guesses per address (each code also burns after five). */
  forgotPasswordReset: { name: 'forgot-reset', points: 20, durationSeconds: 15 * 60 },
  /** Every public write (POST, PUT, PATCH, DELETE) per address. */
  publicPost: { name: 'public-post', points: 120, durationSeconds: 60 },
  /**
   * A visitor's own submissions that mail someone or store a record (a feedback ticket, an
   * answer on it, a questionnaire answer, a recommendation) per address: the services call
   * `limit(req, RATE_LIMITS.publicSubmission)` before any work.
   */
  publicSubmission: { name: 'public-submission', points: 20, durationSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>

export const rateLimitedMessage = (seconds: number): string => `請求過於頻繁，請於 ${Math.max(1, Math.ceil(seconds / 60))} 分鐘後再試`

/** A refusal by a rate limit: 429, the zh-TW message, and how long to wait. */
export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, rateLimitedMessage(retryAfterSeconds), 'RATE_LIMITED')
  }
}

const KEY_PREFIX = 'shennong-rl'

let redisClient: Redis | undefined
const redis = (url: string): Redis => {
  // Commands wait for the first connection; when Redis is down they fail after one retry and
  // the limiter falls back to its in-memory insurance.
  redisClient ??= new Redis(url, { maxRetriesPerRequest: 1 })
  redisClient.on('error', () => undefined)
  return redisClient
}

/** End the shared Redis connection (tests; a server keeps it for its lifetime). */
export const closeRateLimitStores = async (): Promise<void> => {
  const client = redisClient
  redisClient = undefined
  if (client) client.disconnect()
}

const limiterFor = (rule: RateLimitRule, redisUrl: string | undefined): RateLimiterAbstract => {
  const options = { keyPrefix: `${KEY_PREFIX}:${rule.name}`, points: rule.points, duration: rule.durationSeconds }
  if (!redisUrl) return new RateLimiterMemory(options)
  // While Redis cannot be reached, each instance keeps counting in its own memory.
  return new RateLimiterRedis({ ...options, storeClient: redis(redisUrl), insuranceLimiter: new RateLimiterMemory(options) })
}

/** Limiters per Payload instance (each test app starts with fresh in-memory counts). */
const stores = new WeakMap<Payload, Map<string, RateLimiterAbstract>>()

const limiter = (payload: Payload, rule: RateLimitRule): RateLimiterAbstract => {
  let store = stores.get(payload)
  if (!store) {
    store = new Map()
    stores.set(payload, store)
  }
  let found = store.get(rule.name)
  if (!found) {
    found = limiterFor(rule, process.env.REDIS_URL || undefined)
    store.set(rule.name, found)
  }
  return found
}

/**
 * The client's address. Next records the socket's address in X-Forwarded-For when the request
 * has none; behind reverse proxies TRUST_PROXY=<n> (how many proxies append to the header)
 * takes the n-th entry from the right, the one the outermost trusted proxy saw.
 */
export const clientAddress = (req: Pick<PayloadRequest, 'headers'>, env: Env = process.env): string => {
  const forwarded = (req.headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (forwarded.length === 0) return 'unknown'
  const hops = Number.parseInt(env.TRUST_PROXY === 'true' ? '1' : (env.TRUST_PROXY ?? '1'), 10)
  const index = forwarded.length - Math.max(1, Number.isFinite(hops) ? hops : 1)
  return forwarded[Math.max(0, index)]!
}

/** Count one attempt under `rule` for `key` (default: the client address); throws RateLimited past the limit. */
export const limit = async (req: PayloadRequest, rule: RateLimitRule, key: string = clientAddress(req)): Promise<void> => {
  try {
    await limiter(req.payload, rule).consume(key)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimited(Math.ceil(error.msBeforeNext / 1000))
    throw error
  }
}

/**
 * Give back what was counted for `key` after a success: `all` clears the count (a correct
 * password for that username), otherwise one attempt (the address keeps its other failures).
 */
export const forgive = async (req: PayloadRequest, rule: RateLimitRule, key: string = clientAddress(req), all = false): Promise<void> => {
  const found = limiter(req.payload, rule)
  await (all ? found.delete(key) : found.reward(key, 1)).catch(() => undefined)
}

/** Add the Retry-After header to a refusal by a rate limit. */
export const withRetryAfter = (response: Response, error: unknown): Response => {
  if (error instanceof RateLimited) response.headers.set('Retry-After', String(Math.max(1, error.retryAfterSeconds)))
  return response
}
