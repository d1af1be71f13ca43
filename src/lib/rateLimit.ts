import net from 'node:net'

import Redis from 'ioredis'
import type { Payload, PayloadRequest } from 'payload'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { AppError } from './errors'
import { proxyHops } from './trustProxy'

/**
 * Rate limits, with `rate-limiter-flexible`: in this process's memory by
 * default, in Redis when REDIS_URL is set so several instances share the counts. Rules count per
 * client address (`clientAddress`) or per identity (a username with its address, an e-mail
 * address, an account, a ticket, a mail recipient). A refusal is a 429 with a zh-TW message and
 * a Retry-After header, the same for every caller of a rule.
 *
 * A hospital's staff often reach the site from one address (its egress). Addresses inside
 * RATE_LIMIT_TRUSTED_NETWORKS have the per-address submission and sign-in limits lifted and the
 * public-write limit raised (`ruleForAddress`); the per-identity limits still apply to them.
 *
 * Use `limit(req, RATE_LIMITS.<rule>, key)` before doing the work, or `limitSubmission(req,
 * identity)` for a visitor's submission; `endpoint()` already applies `publicPost` to every
 * public write (src/endpoints/http.ts). Sizing: docs/security.md "Rate limits".
 */
/** Environment variables as the functions here read them (process.env, or a test's own). */
export type Env = Record<string, string | undefined>

export type RateLimitRule = {
  name: string
  points: number
  durationSeconds: number
  /**
   * For a per-address rule: what applies to an address inside RATE_LIMIT_TRUSTED_NETWORKS,
   * `'lifted'` (nothing) or another rule. Unset: the same rule as everywhere.
   */
  trusted?: 'lifted' | RateLimitRule
}

export const RATE_LIMITS = {
  /**
   * Consecutive failed sign-ins per username and address (a success clears them): the fifth locks
   * the username for that address for 30 minutes (src/modules/accounts/signInLimits.ts).
   */
  loginUserAddress: { name: 'login-user-address', points: 5, durationSeconds: 30 * 60 },
  /**
   * Failed sign-ins per username from every address: past them the account is marked 異常鎖定 and
   * only an address with no failure for it is let in, with the right password.
   */
  loginUser: { name: 'login-user', points: 20, durationSeconds: 24 * 60 * 60 },
  /**
   * Failed sign-ins per address, whatever the username (password spraying). Past it, only a
   * username with no failure from this address still has its password checked (underLoginLimits).
   */
  loginAddress: { name: 'login-address', points: 30, durationSeconds: 15 * 60, trusted: 'lifted' },
  /**
   * Failed password checks per address past `loginAddress` (each costs a password hash): beyond
   * these, every sign-in from the address waits, so an address over its limit cannot make the
   * server hash without end. Far above what mistyping staff reach; lifted with `loginAddress`.
   */
  loginAddressCeiling: { name: 'login-address-ceiling', points: 100, durationSeconds: 15 * 60, trusted: 'lifted' },
  /** Forgot-password mails asked for per address. */
  forgotPasswordSend: { name: 'forgot-send', points: 10, durationSeconds: 15 * 60 },
  /** Forgot-password code guesses per address (each code also burns after five). */
  forgotPasswordReset: { name: 'forgot-reset', points: 20, durationSeconds: 15 * 60 },
  /** Every public write (POST, PUT, PATCH, DELETE) per address; ten times as many from a trusted network. */
  publicPost: {
    name: 'public-post',
    points: 120,
    durationSeconds: 60,
    trusted: { name: 'public-post-trusted', points: 1200, durationSeconds: 60 },
  },
  /**
   * A visitor's own submissions that mail someone or store a record (a booking, a cancellation,
   * a feedback ticket, an answer on it, a questionnaire answer, a recommendation) per address:
   * the services call `limitSubmission(req, identity)` (or `limit(req,
   * RATE_LIMITS.publicSubmission)`) before any work. Lifted for a trusted network.
   */
  publicSubmission: { name: 'public-submission', points: 20, durationSeconds: 10 * 60, trusted: 'lifted' },
  /**
   * The same submissions per identity (an e-mail address, an account, a ticket or booking) and
   * client address: as many as one visitor had per address before the trusted networks. Counted
   * with the address, so requests naming someone from elsewhere never use up that person's own
   * (issue 42): the address that floods is the one refused.
   */
  publicSubmissionIdentity: { name: 'public-submission-identity', points: 20, durationSeconds: 10 * 60 },
  /**
   * The ceiling per identity from every address together: five addresses' worth of the rule
   * above. Never applied to a request that proves the identity (limitIdentity's `exempt`: a
   * booking with 我的預約's proof of its e-mail address, an account's password).
   */
  publicSubmissionIdentityCeiling: {
    name: 'public-submission-identity-ceiling',
    points: 100,
    durationSeconds: 10 * 60,
  },
  /**
   * 我的預約 link mails per e-mail address and client address (past it, the request is answered
   * alike and nothing is sent): a flooding address mails a victim three links an hour at most.
   */
  reservationLinkPerAddress: { name: 'reservation-link-address', points: 3, durationSeconds: 60 * 60 },
  /** 我的預約 link mails per e-mail address from every client address: ten a day, answered alike past it. */
  reservationLinkCeiling: { name: 'reservation-link-ceiling', points: 10, durationSeconds: 24 * 60 * 60 },
  /** Desk-code tries per booking when a patron checks in themselves. */
  deskCode: { name: 'desk-code', points: 5, durationSeconds: 10 * 60 },
  /**
   * Wrong desk codes per address a day, whatever the booking (a right code is given back): ten,
   * so a guesser with many bookings still has ten tries in 10,000 a day; a hundred from a trusted
   * network, where many patrons' phones share the hospital's address.
   */
  deskCodeAddress: {
    name: 'desk-code-address',
    points: 10,
    durationSeconds: 24 * 60 * 60,
    trusted: { name: 'desk-code-address-trusted', points: 100, durationSeconds: 24 * 60 * 60 },
  },
} as const satisfies Record<string, RateLimitRule>

/** Mails to one visitor-given address a day unless MAIL_RECIPIENT_DAILY_CAP sets another (0: no cap). */
export const DEFAULT_MAIL_RECIPIENT_DAILY_CAP = 20

/**
 * The per-recipient daily mail cap (src/modules/mail applies it): MAIL_RECIPIENT_DAILY_CAP mails
 * per recipient in 24 hours from the first, null when set to 0. A value that is not a whole
 * number stops the start.
 */
export const mailRecipientRule = (env: Env = process.env): RateLimitRule | null => {
  const value = env.MAIL_RECIPIENT_DAILY_CAP?.trim() ?? ''
  if (value === '')
    return { name: 'mail-recipient-day', points: DEFAULT_MAIL_RECIPIENT_DAILY_CAP, durationSeconds: 24 * 60 * 60 }
  if (!/^\d{1,9}$/.test(value))
    throw new Error(
      `MAIL_RECIPIENT_DAILY_CAP must be a whole number of mails (0 turns the cap off), not "${env.MAIL_RECIPIENT_DAILY_CAP}"`,
    )
  const points = Number(value)
  return points === 0 ? null : { name: 'mail-recipient-day', points, durationSeconds: 24 * 60 * 60 }
}

/** The networks of RATE_LIMIT_TRUSTED_NETWORKS. */
export type TrustedNetworks = { readonly entries: readonly string[]; readonly contains: (address: string) => boolean }

const CIDR_EXAMPLE = 'e.g. 10.0.0.0/8, 203.0.113.7/32, 2001:db8::/32'

/** `::ffff:10.1.2.3` (an IPv4 client on an IPv6 socket) is `10.1.2.3`. */
const unmapped = (address: string): string => {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return match ? match[1]! : address
}

/**
 * Parse RATE_LIMIT_TRUSTED_NETWORKS: comma-separated networks in CIDR notation, IPv4 or IPv6
 * (a bare address is one host). A malformed entry throws an error naming it.
 */
export const parseTrustedNetworks = (value: string | undefined): TrustedNetworks => {
  const list = new net.BlockList()
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const malformed = () =>
      new Error(`RATE_LIMIT_TRUSTED_NETWORKS: "${entry}" is not a network in CIDR notation (${CIDR_EXAMPLE})`)
    const parts = entry.split('/')
    if (parts.length > 2) throw malformed()
    const address = unmapped(parts[0]!)
    const version = net.isIP(address)
    if (version === 0) throw malformed()
    const max = version === 4 ? 32 : 128
    const prefixText = parts[1] ?? String(max)
    if (!/^\d{1,3}$/.test(prefixText)) throw malformed()
    const prefix = Number(prefixText)
    if (prefix > max) throw malformed()
    list.addSubnet(address, prefix, version === 4 ? 'ipv4' : 'ipv6')
  }
  return {
    entries,
    contains: (candidate: string) => {
      if (entries.length === 0) return false
      const address = unmapped(candidate.trim())
      const version = net.isIP(address)
      return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

let parsedNetworks: { value: string | undefined; networks: TrustedNetworks } | undefined

/** The trusted networks of `env` (RATE_LIMIT_TRUSTED_NETWORKS), parsed once per value. */
export const trustedNetworks = (env: Env = process.env): TrustedNetworks => {
  const value = env.RATE_LIMIT_TRUSTED_NETWORKS
  if (!parsedNetworks || parsedNetworks.value !== value)
    parsedNetworks = { value, networks: parseTrustedNetworks(value) }
  return parsedNetworks.networks
}

/** Whether the client address is inside RATE_LIMIT_TRUSTED_NETWORKS. */
export const isTrustedAddress = (address: string, env: Env = process.env): boolean =>
  trustedNetworks(env).contains(address)

/** The rule that applies to a per-address count from `address`: the trusted variant inside a trusted network, null when lifted there. */
export const ruleForAddress = (rule: RateLimitRule, address: string, env: Env = process.env): RateLimitRule | null => {
  if (!rule.trusted || !isTrustedAddress(address, env)) return rule
  return rule.trusted === 'lifted' ? null : rule.trusted
}

// A malformed setting stops the start, not the first request that reads it.
trustedNetworks()
mailRecipientRule()

export const rateLimitedMessage = (seconds: number): string =>
  `請求過於頻繁，請於 ${Math.max(1, Math.ceil(seconds / 60))} 分鐘後再試`

/** A refusal by a rate limit: 429, the zh-TW message, and how long to wait. */
export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, rateLimitedMessage(retryAfterSeconds), 'RATE_LIMITED')
  }
}

const KEY_PREFIX = 'shennong-rl'

let redisClient: Redis | undefined
/**
 * The process's one command connection to REDIS_URL: the rate limits, the readiness check and the
 * expiry broadcast's publishing (src/lib/expiryBroadcast.ts) share it. Commands wait for the first
 * connection; when Redis is down they fail after one retry (the limiter then falls back to its
 * in-memory insurance).
 */
export const sharedRedis = (url: string): Redis => {
  if (!redisClient) {
    redisClient = new Redis(url, { maxRetriesPerRequest: 1 })
    redisClient.on('error', () => undefined)
  }
  return redisClient
}
const redis = sharedRedis

/** Whether the shared Redis answers (readiness, GET /api/ready); null without REDIS_URL. */
export const redisReady = async (env: Env = process.env): Promise<boolean | null> => {
  if (!env.REDIS_URL) return null
  try {
    return (await redis(env.REDIS_URL).ping()) === 'PONG'
  } catch {
    return false
  }
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
  return new RateLimiterRedis({
    ...options,
    storeClient: redis(redisUrl),
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

/** Limiters per Payload instance (each test app starts with fresh in-memory counts). */
const stores = new WeakMap<Payload, Map<string, RateLimiterAbstract>>()

const limiter = (payload: Payload, rule: RateLimitRule): RateLimiterAbstract => {
  let store = stores.get(payload)
  if (!store) {
    store = new Map()
    stores.set(payload, store)
  }
  const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`
  let found = store.get(id)
  if (!found) {
    found = limiterFor(rule, process.env.REDIS_URL || undefined)
    store.set(id, found)
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
  const index = forwarded.length - Math.max(1, proxyHops(env))
  // An IPv4 client seen on an IPv6 socket counts as its IPv4 address.
  return unmapped(forwarded[Math.max(0, index)]!)
}

/** One point counted: whether it was within the rule, how many the key has now, and how long until they expire. */
export type Counted = { allowed: boolean; consumedPoints: number; retryAfterSeconds: number }

/** Count one point (or `points`: a quantity, bytes) under `rule` for `key`, without throwing past the limit. */
export const countPoint = async (payload: Payload, rule: RateLimitRule, key: string, points = 1): Promise<Counted> => {
  try {
    const res = await limiter(payload, rule).consume(key, points)
    return { allowed: true, consumedPoints: res.consumedPoints, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) }
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return {
        allowed: false,
        consumedPoints: error.consumedPoints,
        retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
      }
    throw error
  }
}

/** Give back `points` counted under `rule` for `key` (a quantity that was refused after all). */
export const givePointsBack = async (payload: Payload, rule: RateLimitRule, key: string, points: number) => {
  await limiter(payload, rule)
    .reward(key, points)
    .catch(() => undefined)
}

/** What `key` has counted under `rule` so far, and how long until it expires (nothing counted: 0, 0). */
export const pointsCounted = async (
  payload: Payload,
  rule: RateLimitRule,
  key: string,
): Promise<{ consumedPoints: number; retryAfterSeconds: number }> => {
  const res = await limiter(payload, rule).get(key)
  return res
    ? { consumedPoints: res.consumedPoints, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) }
    : { consumedPoints: 0, retryAfterSeconds: 0 }
}

/**
 * Count one attempt under `rule` for `key`; throws RateLimited past the limit. Without a key the
 * rule counts per client address, as `ruleForAddress` decides for a trusted network.
 */
export const limit = async (req: PayloadRequest, rule: RateLimitRule, key?: string): Promise<void> => {
  const target = counting(req, rule, key)
  if (!target) return
  const counted = await countPoint(req.payload, target.rule, target.key)
  if (!counted.allowed) throw new RateLimited(counted.retryAfterSeconds)
}

/** What `limit` and `forgive` count: the key given, or the client address under the rule that applies to it (null: lifted). */
const counting = (
  req: PayloadRequest,
  rule: RateLimitRule,
  key: string | undefined,
): { rule: RateLimitRule; key: string } | null => {
  if (key !== undefined) return { rule, key }
  const address = clientAddress(req)
  const applied = ruleForAddress(rule, address)
  return applied ? { rule: applied, key: address } : null
}

/**
 * Give back what was counted for `key` after a success: `all` clears the count (a correct
 * password for that username), otherwise one attempt (the address keeps its other failures).
 */
export const forgive = async (req: PayloadRequest, rule: RateLimitRule, key?: string, all = false): Promise<void> => {
  const target = counting(req, rule, key)
  if (!target) return
  const found = limiter(req.payload, target.rule)
  await (all ? found.delete(target.key) : found.reward(target.key, 1)).catch(() => undefined)
}

/** Who a submission is from or about: each given value is counted under `publicSubmissionIdentity`. */
export type SubmissionIdentity = {
  /** The e-mail address the visitor gives (and is mailed at). */
  email?: string | null
  /** The library account (username) the visitor names. */
  account?: string | null
  /** The ticket, booking or other record the submission acts on (its id). */
  ticket?: string | null
}

/** The key of one identity: its kind and its value, trimmed and case-folded. */
export const identityKeys = (identity: SubmissionIdentity): string[] =>
  (['email', 'account', 'ticket'] as const).flatMap((kind) => {
    const value = identity[kind]?.trim().toLowerCase()
    return value ? [`${kind}:${value}`] : []
  })

/**
 * The limits of a visitor's submission: per client address (`publicSubmission`, lifted inside a
 * trusted network) and per identity (limitIdentity). Throws RateLimited past either.
 */
export const limitSubmission = async (req: PayloadRequest, identity: SubmissionIdentity = {}): Promise<void> => {
  await limit(req, RATE_LIMITS.publicSubmission)
  await limitIdentity(req, identity)
}

/**
 * The kinds of identity the per-identity ceiling does not refuse in one request: those the request
 * proves (我的預約's proof of the e-mail address, an account's password checked before any work),
 * or whose work is bounded per identity otherwise and answered alike (a 我的預約 link request).
 */
export type CeilingExempt = Partial<Record<keyof SubmissionIdentity, boolean>>

/**
 * The per-identity half of a submission's limits, for a call that counts its address before
 * reading the body (so that malformed bodies count too) and its identity once the body has named
 * it: each identity per client address (`publicSubmissionIdentity`), so that requests naming
 * someone from elsewhere are refused at their own address and never lock the owner out; and each
 * identity from every address (`publicSubmissionIdentityCeiling`), unless `exempt` says the
 * request proves it.
 */
export const limitIdentity = async (
  req: PayloadRequest,
  identity: SubmissionIdentity,
  exempt: CeilingExempt = {},
): Promise<void> => {
  const address = clientAddress(req)
  for (const kind of ['email', 'account', 'ticket'] as const) {
    const [key] = identityKeys({ [kind]: identity[kind] })
    if (!key) continue
    await limit(req, RATE_LIMITS.publicSubmissionIdentity, `${key}|${address}`)
    if (!exempt[kind]) await limit(req, RATE_LIMITS.publicSubmissionIdentityCeiling, key)
  }
}

/** Add the Retry-After header to a refusal by a rate limit. */
export const withRetryAfter = (response: Response, error: unknown): Response => {
  if (error instanceof RateLimited) response.headers.set('Retry-After', String(Math.max(1, error.retryAfterSeconds)))
  return response
}
