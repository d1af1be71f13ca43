/** Account constants shared by the users collection and the session service. */
export const ACCOUNT_STATUS = { Enabled: 'Enabled', Disabled: 'Disabled', Locked: 'Locked' } as const
export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS]

/** Five failed logins lock the account (issue 2). */
export const MAX_LOGIN_ATTEMPTS = 5
/** How long a lock lasts unless an administrator unlocks it first. */
export const LOCK_TIME_MS = 30 * 60 * 1000
/** Access token lifetime; the client renews it with /api/auth/refresh. */
export const TOKEN_EXPIRATION_SECONDS = 2 * 60 * 60
/** One-time forgot-password code: lifetime and the wrong tries it survives. */
export const RESET_CODE_TTL_MS = 15 * 60 * 1000
export const RESET_CODE_MAX_ATTEMPTS = 5
/** A new code is mailed at most once a minute per account (the call cannot be used to flood a mailbox). */
export const RESET_CODE_RESEND_MS = 60 * 1000

export const isLockedUntil = (lockUntil: unknown, now: Date = new Date()): boolean =>
  typeof lockUntil === 'string' || lockUntil instanceof Date ? new Date(lockUntil).getTime() > now.getTime() : false
