import crypto from 'node:crypto'

import {
  AuthenticationError,
  type Payload,
  type PayloadRequest,
  createLocalReq,
  loginOperation,
  logoutOperation,
  refreshOperation,
} from 'payload'

import { type SessionUser, userOf } from '@/access'
import { AppError as HttpError, ERROR_CODES } from '@/lib/errors'
import { MSG } from '@/i18n/messages'
import type { User } from '@/payload-types'
import { inTransaction } from '@/crud/transaction'
import { claimAttempt, claimSendSlot, consumeCode } from './resetCodes'
import { RESET_CODE_RESEND_MS, RESET_CODE_TTL_MS } from './accountRules'
import { sendMail } from '@/modules/mail'
import type { DirectoryPatron } from './directory'
import { type UserView, toUserView } from './userView'
import { siteOrigin } from '@/lib/origin'

/** What login, refresh and modify-password return: the user info plus the access token. */
export type SessionResult = UserView & { token: string; exp?: number }

/**
 * Who an internal patron is, as the forms fill it in: from the platform's own account
 * (`local`) or the hospital directory (`directory`).
 */
export type InternalPatron = Omit<DirectoryPatron, 'dn'> & { source: 'local' | 'directory' }

/**
 * What validate-internal answers: whether the internal credentials hold, and whose they are.
 * `mustChangePassword`: the password was right, but the account must change it before it can be used.
 */
export type InternalVerification = { valid: true; user: InternalPatron } | { valid: false; mustChangePassword?: true }

const usersCollection = (payload: Payload) => {
  const collection = payload.collections.users
  if (!collection) throw new Error('users collection missing')
  return collection
}

const findByUsername = async (payload: Payload, username: string): Promise<User | undefined> => {
  const found = await payload.find({
    collection: 'users',
    where: { username: { equals: username } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return found.docs[0]
}

/** The work of checking one password against Payload's current hash (pbkdf2-sha256, 600 000 rounds). */
const hashLikeAPassword = (password: string): Promise<void> =>
  new Promise((resolve) => {
    crypto.pbkdf2(password, 'timing-equaliser', 600_000, 32, 'sha256', () => resolve())
  })

/** Payload's login operation, with its failures mapped to the contract's statuses and messages. */
const authenticate = async (
  req: PayloadRequest,
  username: string,
  password: string,
): Promise<{ user: NonNullable<SessionUser>; token: string; exp?: number }> => {
  try {
    const result = await loginOperation({
      collection: usersCollection(req.payload),
      data: { username, password },
      depth: 1,
      // Populate the user's roles for the permission map; the caller is not signed in yet.
      overrideAccess: true,
      req,
    })
    if (!result.user || !result.token) throw new HttpError(401, MSG.invalidCredentials)
    return { user: result.user as NonNullable<SessionUser>, token: result.token, exp: result.exp }
  } catch (error) {
    if (error instanceof AuthenticationError) {
      const user = await findByUsername(req.payload, username)
      // An unknown username costs the same password hashing as a wrong password, so the time
      // of the answer does not tell whether the account exists.
      if (!user) await hashLikeAPassword(password)
      throw new HttpError(401, MSG.invalidCredentials)
    }
    if (error instanceof HttpError) throw error
    if (error instanceof Error && 'status' in error && (error as { status: number }).status === 403) {
      throw new HttpError(403, MSG.accountDisabled, ERROR_CODES.accountDisabled)
    }
    throw error
  }
}

/** The session id inside a token this server has just signed. */
const sessionIdOf = (token: string): string | undefined => {
  const [, body] = token.split('.')
  if (!body) return undefined
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sid?: string }
  return claims.sid
}

const endSession = async (payload: Payload, user: NonNullable<SessionUser>, token: string): Promise<void> => {
  const sid = sessionIdOf(token)
  if (!sid) return
  const req = await createLocalReq({ user: { ...user, collection: 'users', _sid: sid } as never }, payload)
  await logoutOperation({ collection: usersCollection(payload), req })
}

const reloadUser = async (payload: Payload, id: string): Promise<NonNullable<SessionUser>> =>
  (await payload.findByID({ collection: 'users', id, depth: 1, overrideAccess: true })) as NonNullable<SessionUser>

export const login = async (req: PayloadRequest, username: string, password: string): Promise<SessionResult> => {
  const { user, token, exp } = await authenticate(req, username, password)
  return { ...toUserView(user), token, exp }
}

export const refresh = async (req: PayloadRequest): Promise<SessionResult> => {
  if (!req.user) throw new HttpError(401, MSG.sessionExpired, ERROR_CODES.unauthenticated)
  try {
    const result = await refreshOperation({ collection: usersCollection(req.payload), req })
    if (!result.refreshedToken) throw new HttpError(401, MSG.sessionExpired, ERROR_CODES.unauthenticated)
    const user = await reloadUser(req.payload, String(req.user.id))
    return { ...toUserView(user), token: result.refreshedToken, exp: result.exp }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(401, MSG.sessionExpired, ERROR_CODES.unauthenticated)
  }
}

export const logout = async (req: PayloadRequest): Promise<void> => {
  if (!req.user) return
  await logoutOperation({ collection: usersCollection(req.payload), req })
}

const setPassword = async (
  payload: Payload,
  id: string,
  password: string,
  extra: Partial<User> = {},
  req?: PayloadRequest,
): Promise<void> => {
  await payload.update({
    collection: 'users',
    id,
    data: { password, ...extra },
    overrideAccess: true,
    ...(req ? { req } : {}),
    context: { passwordSetBy: 'self' },
  })
}

/**
 * The forced first-login change (and any change by the account's owner): verify the old
 * password as a login would (failures count towards the lock), set the new one, return the
 * new user info with a fresh token.
 */
export const modifyPassword = async (
  req: PayloadRequest,
  input: { username: string; oldPassword: string; newPassword: string },
): Promise<SessionResult> => {
  if (input.oldPassword === input.newPassword) throw new HttpError(400, MSG.samePassword)
  const { user, token } = await authenticate(req, input.username, input.oldPassword)
  await endSession(req.payload, user, token)
  await setPassword(req.payload, String(user.id), input.newPassword)
  return login(req, input.username, input.newPassword)
}

/** A signed-in user changes their own password; `username`, when given, must be theirs. */
export const changePassword = async (
  req: PayloadRequest,
  input: { username?: string; oldPassword: string; newPassword: string },
): Promise<SessionResult> => {
  const current = userOf(req)!
  if (input.username && input.username !== current.username) throw new HttpError(403, MSG.usernameMismatch)
  return modifyPassword(req, {
    username: current.username ?? '',
    oldPassword: input.oldPassword,
    newPassword: input.newPassword,
  })
}

const hashCode = (userId: string, code: string): string =>
  crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex')

/**
 * Mail a one-time code to the account with this email. The answer is the same whether or not
 * the address is registered, so the call cannot be used to discover accounts.
 */
export const sendResetCode = async (req: PayloadRequest, email: string, now: Date = new Date()): Promise<void> => {
  const found = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const user = found.docs[0]
  if (!user || user.accountStatus === 'Disabled') return
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS)
  // One code per resend pause, also under parallel requests: the store is a conditional update.
  const stored = await claimSendSlot(req, String(user.id), {
    hash: hashCode(String(user.id), code),
    expiresAt,
    latestExpiryAllowed: new Date(now.getTime() + RESET_CODE_TTL_MS - RESET_CODE_RESEND_MS),
  })
  if (!stored) return
  const minutes = Math.round(RESET_CODE_TTL_MS / 60000)
  const origin = siteOrigin(req.payload, req)
  const link = `${origin}/shennong/auth/login?userId=${user.id}`
  // A refused mail is in the mail log; the caller gets the same answer as for an unknown
  // address, so an SMTP outage cannot reveal which addresses have accounts.
  await sendMail(req.payload, {
    to: email,
    subject: '重設密碼驗證碼',
    module: 'auth',
    secrets: [code],
    text: [
      `${user.name} 您好：`,
      '',
      `您的重設密碼驗證碼為：${code}`,
      `請於重設頁面輸入驗證碼：${link}`,
      `使用者代碼：${user.id}`,
      `驗證碼將於 ${minutes} 分鐘後失效，且僅能使用一次。`,
      '',
      '若您沒有申請重設密碼，請忽略此信。',
    ].join('\n'),
  }).catch((error: unknown) => {
    if (!(error instanceof HttpError)) throw error
  })
}

/** Check the one-time code, set the new password, unlock the account and end its other sessions. */
export const resetPassword = async (
  req: PayloadRequest,
  input: { userId: string; code: string; newPassword: string },
  now: Date = new Date(),
): Promise<void> => {
  const user = (await req.payload.findByID({
    collection: 'users',
    id: input.userId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as User | null
  if (!user) throw new HttpError(400, MSG.resetCodeInvalid)
  // Each guess first claims one of the code's tries in a conditional update: of any number of
  // parallel guesses at most RESET_CODE_MAX_ATTEMPTS are compared, then the code is burnt.
  const claimed = await claimAttempt(req, String(user.id))
  if (!claimed?.resetCodeHash || !claimed.resetCodeExpiresAt) throw new HttpError(400, MSG.resetCodeInvalid)
  const expired = new Date(claimed.resetCodeExpiresAt).getTime() <= now.getTime()
  const expected = Buffer.from(claimed.resetCodeHash, 'hex')
  const given = Buffer.from(hashCode(String(user.id), input.code.trim()), 'hex')
  const matches = expected.length === given.length && crypto.timingSafeEqual(expected, given)
  if (expired || !matches) throw new HttpError(400, MSG.resetCodeInvalid)
  await inTransaction(req, async () => {
    // Used once: only the caller that clears this very code goes on to set the password.
    if (!(await consumeCode(req, String(user.id), claimed.resetCodeHash!)))
      throw new HttpError(400, MSG.resetCodeInvalid)
    await setPassword(
      req.payload,
      String(user.id),
      input.newPassword,
      {
        resetCodeHash: null,
        resetCodeExpiresAt: null,
        resetCodeAttempts: 0,
        // A reset password ends the sign-in lock and the failures counted before it.
        signInLockedUntil: null,
        signInResetAt: now.toISOString(),
        sessions: [],
      },
      req,
    )
  })
}

/**
 * Check an internal account against the platform's own accounts, through the login operation,
 * without leaving a session behind (the directory's half is in patronSignIn.ts).
 */
export const validateLocal = async (
  req: PayloadRequest,
  credentials: { username: string; password: string },
): Promise<InternalVerification> => {
  try {
    const { user, token } = await authenticate(req, credentials.username, credentials.password)
    await endSession(req.payload, user, token)
    if (user.mustChangePassword) return { valid: false, mustChangePassword: true }
    return {
      valid: true,
      user: {
        username: user.username ?? '',
        name: user.name,
        email: user.email ?? null,
        phoneNumber: user.phoneNumber ?? null,
        department: null,
        jobTitle: null,
        source: 'local',
      },
    }
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return { valid: false }
    throw error
  }
}
