import { and, eq, isNull, lte, or } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { compareAndSet } from '@/crud/compareAndSet'
import { AppError, ERROR_CODES } from '@/lib/errors'
import { MSG } from '@/i18n/messages'
import {
  RATE_LIMITS,
  RateLimited,
  clientAddress,
  countPoint,
  forgive,
  pointsCounted,
  ruleForAddress,
} from '@/lib/rateLimit'
import { sendMail } from '@/modules/mail'
import type { User } from '@/payload-types'
import { isLockedUntil } from './accountRules'

/**
 * A password check (login, modify-password, validate-internal) under the sign-in limits, after
 * rate-limiter-flexible's login-protection recipe. Nothing here lets a stranger lock anyone out:
 *
 * - Consecutive failures per username and address (`loginUserAddress`, cleared by a success):
 *   the fifth locks the username for that address for 30 minutes (the spec's five-failure lock,
 *   for the one guesser), answered 403 「帳號因多次登入失敗已被鎖定」 without checking the password.
 *   Another address is not affected.
 * - Failures per username from every address (`loginUser`, a day): past its points the
 *   account is marked 異常鎖定 — staff see it in the user list and unlock it by setting 啟用, and
 *   its owner is mailed once. While marked, only an address with no failure for the username has
 *   its password checked, and only the right password signs in; anything else answers the lock.
 * - Failures per address, whatever the username (`loginAddress`, lifted inside
 *   RATE_LIMIT_TRUSTED_NETWORKS): past them, a username with no failure from this address still
 *   has its password checked and a correct one signs in (a hospital's shared address never locks
 *   out a colleague); those extra checks have a ceiling (`loginAddressCeiling`). Answered 429.
 *
 * Every count is kept for every username, existing or not, so a locked account and an unknown
 * one answer alike. The counts are taken before the check (parallel guesses cannot slip past),
 * and keyed by when the account was last unlocked (`signInResetAt`), so an unlock or a password
 * reset starts them afresh. A check that fails for an outage (a 5xx: the directory cannot be
 * reached) gives its points back: an outage is not a wrong password.
 */

const accountLocked = () => new AppError(403, MSG.accountLocked, ERROR_CODES.accountLocked)

type Account = Pick<User, 'id' | 'username' | 'name' | 'email' | 'signInLockedUntil' | 'signInResetAt'>

/** The account a sign-in names (if any), read before counting: its unlock time keys the counts. */
const accountNamed = async (req: PayloadRequest, name: string): Promise<Account | undefined> => {
  const found = await req.payload.find({
    collection: 'users',
    where: { username: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return found.docs[0]
}

type LockColumn = 'id' | 'signInLockedUntil'

/**
 * Mark the account 異常鎖定 and mail its owner, once per lock: a conditional write, so of parallel
 * failures only one marks it and mails.
 */
const markLocked = async (req: PayloadRequest, account: Account | undefined, now = new Date()): Promise<void> => {
  if (!account) return
  const until = new Date(now.getTime() + RATE_LIMITS.loginUser.durationSeconds * 1000).toISOString()
  const marked = await compareAndSet<LockColumn>(req, 'users', {
    sql: (t) => ({
      where: and(eq(t.id, account.id), or(isNull(t.signInLockedUntil), lte(t.signInLockedUntil, now.toISOString()))),
      set: { signInLockedUntil: until },
    }),
    mongo: {
      filter: {
        _id: account.id,
        $or: [{ signInLockedUntil: null }, { signInLockedUntil: { $lte: now } }],
      },
      update: { $set: { signInLockedUntil: new Date(until) } },
    },
    returning: ['id'],
  })
  if (!marked || !account.email) return
  await sendMail(req.payload, {
    to: account.email,
    subject: '帳號登入異常通知',
    module: 'auth',
    text: [
      `${account.name} 您好：`,
      '',
      `您的帳號「${account.username}」近期有多次密碼錯誤的登入嘗試，系統已將帳號標示為異常鎖定。`,
      '鎖定期間，曾輸錯密碼的網路位址無法再登入；您在未曾輸錯密碼的網路位址以正確密碼仍可登入。',
      '若這些嘗試不是您本人所為，建議您變更密碼並通知系統管理員；管理員可在使用者管理將帳號改回「啟用」以解除鎖定。',
    ].join('\n'),
  }).catch((error: unknown) => {
    // A refused mail is in the mail log; the sign-in's answer does not change.
    if (!(error instanceof AppError)) throw error
  })
}

export const underLoginLimits = async <T>(
  req: PayloadRequest,
  username: string,
  check: () => Promise<T>,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> => {
  const address = clientAddress(req)
  const name = username.trim().toLowerCase()
  const account = await accountNamed(req, name)
  const epoch = account?.signInResetAt ? new Date(account.signInResetAt).getTime().toString(36) : '0'
  const pairKey = `${name}|${address}|${epoch}`
  const nameKey = `${name}|${epoch}`

  const pair = await countPoint(req.payload, RATE_LIMITS.loginUserAddress, pairKey)
  if (!pair.allowed) throw accountLocked()
  const accountLockedNow =
    (await pointsCounted(req.payload, RATE_LIMITS.loginUser, nameKey)).consumedPoints >= RATE_LIMITS.loginUser.points ||
    isLockedUntil(account?.signInLockedUntil)
  // While the account is locked, an address that has failed for it is not let in at all.
  if (accountLockedNow && pair.consumedPoints > 1) throw accountLocked()

  const addressRule = ruleForAddress(RATE_LIMITS.loginAddress, address)
  const perAddress = addressRule ? await countPoint(req.payload, addressRule, address) : null
  // Past the address limit: the same 429 for everything but a correct password of a username with no failure from here.
  const overLimit = perAddress && !perAddress.allowed ? new RateLimited(perAddress.retryAfterSeconds) : null
  if (overLimit) {
    if (pair.consumedPoints > 1) throw overLimit
    const ceiling = await countPoint(req.payload, RATE_LIMITS.loginAddressCeiling, address)
    if (!ceiling.allowed) throw new RateLimited(Math.max(ceiling.retryAfterSeconds, overLimit.retryAfterSeconds))
  }

  // Counted only for a password that is checked, and given back when it was right.
  const perName = await countPoint(req.payload, RATE_LIMITS.loginUser, nameKey)

  /** Give back this attempt's points: the check could not be made (an outage). */
  const giveBack = async () => {
    await forgive(req, RATE_LIMITS.loginUserAddress, pairKey)
    await forgive(req, RATE_LIMITS.loginUser, nameKey)
    if (addressRule) await forgive(req, addressRule, address)
    if (overLimit) await forgive(req, RATE_LIMITS.loginAddressCeiling, address)
  }

  let result: T | undefined
  let failure: AppError | undefined
  try {
    result = await check()
  } catch (error) {
    if (error instanceof AppError && error.status >= 500) {
      await giveBack()
      throw error
    }
    if (!(error instanceof AppError) || error.status !== 401) {
      // Refused after a right password (a disabled account): no guess.
      await forgive(req, RATE_LIMITS.loginUser, nameKey)
      if (overLimit && error instanceof AppError) throw overLimit
      throw error
    }
    failure = error
  }
  if (failure || !succeeded(result as T)) {
    if (accountLockedNow || perName.consumedPoints >= RATE_LIMITS.loginUser.points) {
      await markLocked(req, account)
      throw accountLocked()
    }
    if (pair.consumedPoints >= RATE_LIMITS.loginUserAddress.points) throw accountLocked()
    if (overLimit) throw overLimit
    if (failure) throw failure
    return result as T
  }
  await forgive(req, RATE_LIMITS.loginUserAddress, pairKey, true)
  await forgive(req, RATE_LIMITS.loginUser, nameKey)
  if (addressRule) await forgive(req, addressRule, address)
  if (overLimit) await forgive(req, RATE_LIMITS.loginAddressCeiling, address)
  return result as T
}
