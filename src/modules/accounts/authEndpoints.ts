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
import { RATE_LIMITS, limit } from '@/lib/rateLimit'
import type { PayloadRequest } from 'payload'
import { underLoginLimits } from './signInLimits'

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
