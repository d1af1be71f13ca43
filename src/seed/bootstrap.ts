import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { isValidPassword } from '@/validation'
import { DEMO_ACCOUNTS, DEMO_ROLES } from './demoAccounts'

/**
 * What the first start puts into an empty database:
 * - `demo`: the demo seed (admin/editor/reviewer with README passwords): the embedded SQLite
 *   quick start, or any database with SEED_DEMO=true;
 * - `admin`: only a super-admin, from ADMIN_USERNAME / ADMIN_PASSWORD or with a random one-time
 *   password that must be changed at first login: PostgreSQL and MongoDB, or SEED_DEMO=false;
 * - `none`: nothing (tests that build their own data).
 */
/** Environment variables as the functions here read them (process.env, or a test's own). */
export type Env = Record<string, string | undefined>

export type SeedPlan = 'demo' | 'admin' | 'none'

export const seedPlan = (kind: 'sqlite' | 'postgres' | 'mongodb', env: Env, explicit?: boolean): SeedPlan => {
  if (explicit === true) return 'demo'
  if (explicit === false) return 'none'
  if (env.SEED_DEMO === 'true') return 'demo'
  if (env.SEED_DEMO === 'false') return 'admin'
  return kind === 'sqlite' ? 'demo' : 'admin'
}

export const DEFAULT_ADMIN_USERNAME = 'admin'

/** A random password that satisfies the password rule (upper, lower, digit, 8-100 characters). */
export const randomPassword = (): string => {
  for (;;) {
    const candidate = crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, '') + 'aA1'
    if (isValidPassword(candidate)) return candidate
  }
}

export type BootstrapResult = { username: string; oneTimePassword?: string } | undefined

/**
 * Create the first super-admin on an empty database. With ADMIN_PASSWORD the operator chose the
 * password; without it a random one is returned (for printing once) and must be changed at the
 * first login. Does nothing when any user exists.
 */
export const bootstrapAdmin = async (payload: Payload, env: Env = process.env): Promise<BootstrapResult> => {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return undefined
  const username = env.ADMIN_USERNAME?.trim() || DEFAULT_ADMIN_USERNAME
  const chosen = env.ADMIN_PASSWORD
  if (chosen !== undefined && chosen !== '' && !isValidPassword(chosen)) {
    throw new Error(
      'ADMIN_PASSWORD does not meet the password rule (8-100 characters with upper case, lower case and a digit)',
    )
  }
  const password = chosen || randomPassword()
  const context = { seed: true, passwordSetBy: 'system' }
  const roles = await payload.find({
    collection: 'roles',
    where: { isSuperAdmin: { equals: true } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  const role =
    roles.docs[0] ??
    (await payload.create({
      collection: 'roles',
      data: { name: DEMO_ROLES.superAdmin, enabled: true, isSuperAdmin: true },
      context,
      overrideAccess: true,
    }))
  await payload.create({
    collection: 'users',
    data: {
      username,
      password,
      name: '系統管理員',
      ...(env.ADMIN_EMAIL ? { email: env.ADMIN_EMAIL } : {}),
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: !chosen,
    },
    context,
    overrideAccess: true,
  })
  return chosen ? { username } : { username, oneTimePassword: password }
}

/** Whether a host the server listens on is reachable only from this machine. */
export const isLoopbackHost = (host: string | undefined): boolean => {
  if (!host) return false
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h)
}

/** The host `npm start` listens on (HOST, default every interface, as `next start`). */
export const listenHost = (env: Env = process.env): string => env.SHENNONG_LISTEN_HOST || env.HOST || '0.0.0.0'

const passwordMatches = async (doc: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> => {
  if (typeof doc.hash !== 'string' || typeof doc.salt !== 'string') return false
  const current = doc.hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? doc.hash.slice('pbkdf2-sha256-v1:'.length) : doc.hash, 'hex')
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, doc.salt as string, current ? 600000 : 25000, current ? 32 : 512, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
  return derived.length === stored.length && crypto.timingSafeEqual(derived, stored)
}

/** The demo accounts that still sign in with their published password. */
export const demoAccountsWithDemoPassword = async (payload: Payload): Promise<string[]> => {
  const found: string[] = []
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const users = await payload.find({
      collection: 'users',
      where: { username: { equals: account.username } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const user = users.docs[0] as { hash?: unknown; salt?: unknown; accountStatus?: string } | undefined
    if (user && user.accountStatus !== 'Disabled' && (await passwordMatches(user, account.password)))
      found.push(account.username)
  }
  return found
}

/** The start-up warning when the server listens beyond loopback while a demo password still works. */
export const demoPasswordWarning = async (payload: Payload, host: string): Promise<string | undefined> => {
  if (isLoopbackHost(host)) return undefined
  const exposed = await demoAccountsWithDemoPassword(payload)
  if (exposed.length === 0) return undefined
  return `[security] The server listens on ${host} (beyond this machine) while demo accounts still use their published passwords: ${exposed.join(', ')}. Change these passwords or disable the accounts now.`
}
