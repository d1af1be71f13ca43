import type { Endpoint } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { MSG } from '@/i18n/messages'
import * as session from './session'
import { validateInternal } from './patronSignIn'
import {
  changePasswordSchema,
  forgotPasswordResetSchema,
  forgotPasswordSendSchema,
  loginSchema,
  modifyPasswordSchema,
  validateInternalSchema,
} from '@/validation'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { AppError } from '@/lib/errors'
import { RATE_LIMITS, RateLimited, clientAddress, countPoint, forgive, limit, ruleForAddress } from '@/lib/rateLimit'
import type { PayloadRequest } from 'payload'

/**
 * A password check (login, modify-password, validate-internal) under the sign-in limits, after
 * rate-limiter-flexible's login-protection recipe:
 * - consecutive failures per username and address (`loginUserAddress`, cleared by a success):
 *   past them the password is not checked, so one visitor never reaches the account lock;
 * - failures per address, whatever the username (`loginAddress`, lifted inside
 *   RATE_LIMIT_TRUSTED_NETWORKS). Past them, a username that has had no failure from this
 *   address still has its password checked and a correct one signs in: a hospital's shared
 *   address never locks out a colleague. Anything else from that address (a wrong password, a
 *   username that failed here) gets the 429, so the answer tells nothing more than before.
 *   Those extra checks have a ceiling (`loginAddressCeiling`, failures only), past which the
 *   address waits like the recipe's blocked IP: each check costs a password hash.
 * The counts are taken before the check, so parallel guesses cannot slip past them, and a
 * success gives its points back. They are kept for every username, existing or not, so the
 * answers are the same for known and unknown usernames.
 */
export const underLoginLimits = async <T>(
  req: PayloadRequest,
  username: string,
  check: () => Promise<T>,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> => {
  const address = clientAddress(req)
  const userKey = `${username.trim().toLowerCase()}|${address}`
  const pair = await countPoint(req.payload, RATE_LIMITS.loginUserAddress, userKey)
  if (!pair.allowed) throw new RateLimited(pair.retryAfterSeconds)
  const addressRule = ruleForAddress(RATE_LIMITS.loginAddress, address)
  const perAddress = addressRule ? await countPoint(req.payload, addressRule, address) : null
  // Past the address limit: the same 429 for everything but a correct password of a username with no failure from here.
  const overLimit = perAddress && !perAddress.allowed ? new RateLimited(perAddress.retryAfterSeconds) : null
  if (overLimit) {
    if (pair.consumedPoints > 1) throw overLimit
    const ceiling = await countPoint(req.payload, RATE_LIMITS.loginAddressCeiling, address)
    if (!ceiling.allowed) throw new RateLimited(Math.max(ceiling.retryAfterSeconds, overLimit.retryAfterSeconds))
  }
  let result: T
  try {
    result = await check()
  } catch (error) {
    if (overLimit && error instanceof AppError && error.status < 500) throw overLimit
    throw error
  }
  if (!succeeded(result)) {
    if (overLimit) throw overLimit
    return result
  }
  await forgive(req, RATE_LIMITS.loginUserAddress, userKey, true)
  if (addressRule) await forgive(req, addressRule, address)
  if (overLimit) await forgive(req, RATE_LIMITS.loginAddressCeiling, address)
  return result
}

/** The session cookie the admin uses, set alongside the bearer token the API clients keep. */
const withCookie = (req: PayloadRequest, response: Response, token?: string): Response => {
  const collectionAuth = req.payload.collections.users!.config.auth
  const cookie = token
    ? generatePayloadCookie({
        collectionAuthConfig: collectionAuth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token,
      })
    : generateExpiredPayloadCookie({
        collectionAuthConfig: collectionAuth,
        cookiePrefix: req.payload.config.cookiePrefix,
      })
  response.headers.append('Set-Cookie', cookie)
  return response
}

/** The session contract. */
export const authEndpoints: Endpoint[] = [
  endpoint('post', '/auth/login', 'public', async (req) => {
    const { username, password } = await readBody(req, loginSchema)
    const result = await underLoginLimits(req, username, () => session.login(req, username, password))
    return withCookie(req, ok(result), result.token)
  }),
  endpoint('post', '/auth/refresh', 'session', async (req) => {
    const result = await session.refresh(req)
    return withCookie(req, ok(result), result.token)
  }),
  endpoint('post', '/auth/logout', 'public', async (req) => {
    await session.logout(req)
    return withCookie(req, ok({ message: MSG.loggedOut }))
  }),
  endpoint('post', '/auth/forgot-password/send', 'public', async (req) => {
    await limit(req, RATE_LIMITS.forgotPasswordSend)
    const { email } = await readBody(req, forgotPasswordSendSchema)
    await session.sendResetCode(req, email)
    return ok({ message: MSG.resetCodeSent })
  }),
  endpoint('post', '/auth/forgot-password/reset', 'public', async (req) => {
    await limit(req, RATE_LIMITS.forgotPasswordReset)
    const input = await readBody(req, forgotPasswordResetSchema)
    await session.resetPassword(req, input)
    return ok({ message: MSG.passwordChanged })
  }),
  endpoint('post', '/auth/modify-password', 'public', async (req) => {
    const input = await readBody(req, modifyPasswordSchema)
    const result = await underLoginLimits(req, input.username, () => session.modifyPassword(req, input))
    return withCookie(req, ok(result), result.token)
  }),
  endpoint('post', '/auth/change-password', 'session', async (req) => {
    const input = await readBody(req, changePasswordSchema)
    const result = await session.changePassword(req, input)
    return withCookie(req, ok(result), result.token)
  }),
  endpoint('post', '/auth/validate-internal', 'public', async (req) => {
    const credentials = await readBody(req, validateInternalSchema)
    // A right password of an account that must change it is no failed guess.
    const verdict = await underLoginLimits(
      req,
      credentials.username,
      () => validateInternal(req, credentials),
      (result) => result.valid || result.mustChangePassword === true,
    )
    return ok(verdict)
  }),
]
