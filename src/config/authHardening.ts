import {
  APIError,
  type Access,
  type AuthStrategy,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  type SanitizedConfig,
} from 'payload'

import { isSuperAdmin, userOf } from '@/access'
import { MSG } from '@/i18n/messages'

/**
 * Payload's own auth surface, held to the rules of the session contract:
 *
 * - POST /api/users/login, forgot-password, reset-password, first-register and unlock are closed:
 *   the contract's /api/auth/* calls carry the rate limits, the password rule and the account lock
 *   (Payload's reset-password skipped the password rule); staff unlock an account by setting it
 *   back to 啟用, under the grant rules of every account change. The admin signs in through
 *   /api/auth/login (src/admin/views/LoginForm.tsx) and keeps Payload's me, refresh-token and logout.
 * - A Disabled account's token is not refreshed (either refresh call: both run Payload's refresh).
 * - The session cookie is Secure when SERVER_URL is https, and SameSite=Lax.
 * - Without SERVER_URL, Payload accepts the cookie from every origin (its csrf list is empty);
 *   then the cookie counts only when the request's Origin is the request's own host.
 * - The job runner and other users' document locks are for super-admins only (REST); the
 *   admin's own lock bookkeeping through the local API is unchanged.
 */

export const CLOSED_AUTH_ROUTE_MESSAGE = '此登入方式已停用，請由後台登入頁或 /api/auth 服務操作'

const closed: Endpoint['handler'] = () => Response.json({ message: CLOSED_AUTH_ROUTE_MESSAGE }, { status: 404 })

const CLOSED_PATHS = ['/login', '/forgot-password', '/reset-password', '/first-register', '/unlock'] as const

const refuseDisabledRefresh: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'refresh' && userOf(req)?.accountStatus === 'Disabled')
    throw new APIError(MSG.accountDisabled, 403, undefined, true)
  return args
}

const hostOf = (value: string | null | undefined): string | undefined => {
  if (!value) return undefined
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).host.toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * Runs before Payload's JWT strategy and never signs anyone in itself: when the request carries
 * the session cookie from an Origin other than its own host, it removes the cookie, so the JWT
 * strategy after it finds none (bearer tokens are unaffected: a browser never adds them by itself).
 */
export const ownOriginCookieStrategy = (cookieName: string): AuthStrategy => ({
  name: 'own-origin-cookie',
  authenticate: ({ headers }) => {
    const origin = headers.get('origin')
    const cookie = headers.get('cookie')
    if (!origin || !cookie || !cookie.includes(`${cookieName}=`)) return { user: null }
    const own = hostOf(headers.get('x-forwarded-host') ?? headers.get('host'))
    if (own && hostOf(origin) === own) return { user: null }
    const kept = cookie
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith(`${cookieName}=`))
    try {
      if (kept.length > 0) headers.set('cookie', kept.join('; '))
      else headers.delete('cookie')
    } catch {
      /* immutable headers: nothing reaches Payload's cookie check then either */
    }
    return { user: null }
  },
})

/** The users collection with the rules above. */
export const hardenUsersCollection = (
  collection: CollectionConfig,
  options: { serverURL?: string; cookiePrefix: string },
): CollectionConfig => {
  if (collection.slug !== 'users' || !collection.auth) return collection
  const auth = typeof collection.auth === 'object' ? collection.auth : {}
  const secure = Boolean(options.serverURL?.toLowerCase().startsWith('https://'))
  return {
    ...collection,
    auth: {
      ...auth,
      cookies: { ...auth.cookies, secure, sameSite: auth.cookies?.sameSite ?? 'Lax' },
      strategies: [
        ...(options.serverURL ? [] : [ownOriginCookieStrategy(`${options.cookiePrefix}-token`)]),
        ...(auth.strategies ?? []),
      ],
    },
    endpoints: [
      ...CLOSED_PATHS.map((path) => ({ method: 'post' as const, path, handler: closed })),
      ...(collection.endpoints || []),
    ],
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseDisabledRefresh, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}

/** Anonymous: false (Payload answers 401); signed in without super-admin: a zh-TW 403. */
const superAdminOnly = ({ req }: { req: { user?: unknown } }): boolean => {
  const user = userOf(req)
  if (!user) return false
  if (!isSuperAdmin(user)) throw new APIError(MSG.forbidden, 403, undefined, true)
  return true
}

/** Jobs config access: running, queueing and cancelling jobs over REST. */
export const jobsAccess = { run: superAdminOnly, queue: superAdminOnly, cancel: superAdminOnly }

/** REST sees a super-admin all locks, other staff only their own; the local API keeps Payload's rule. */
const lockAccess =
  (ownAllowed: boolean): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (req.payloadAPI !== 'REST') return Boolean(user)
    if (isSuperAdmin(user)) return true
    if (!ownAllowed || !user || user.accountStatus === 'Disabled') return false
    return { 'user.value': { equals: user.id } }
  }

/** An access function that also refuses a Disabled account (whose old token may still verify). */
const activeOnly =
  (access: Access | undefined): Access =>
  (args) => {
    if (userOf(args.req)?.accountStatus === 'Disabled') return false
    return access ? access(args) : Boolean(args.req.user)
  }

/**
 * Applied to the sanitized config (Payload adds these collections itself): locks as above, and a
 * Disabled account stores no preferences either.
 */
export const hardenLockedDocuments = (config: SanitizedConfig): SanitizedConfig => {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks)
    locks.access = {
      ...locks.access,
      create: lockAccess(false),
      read: lockAccess(true),
      update: lockAccess(true),
      delete: lockAccess(true),
    }
  const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences')
  if (preferences) {
    const access = preferences.access
    preferences.access = {
      ...access,
      create: activeOnly(access.create),
      read: activeOnly(access.read),
      update: activeOnly(access.update),
      delete: activeOnly(access.delete),
    }
  }
  return config
}
