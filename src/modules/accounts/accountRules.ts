/** Account constants shared by the users collection and the session service. */
export const ACCOUNT_STATUS = { Enabled: 'Enabled', Disabled: 'Disabled', Locked: 'Locked' } as const
export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS]

/** Access token lifetime unless SESSION_TOKEN_SECONDS sets another; the client renews it with /api/auth/refresh. */
export const DEFAULT_TOKEN_EXPIRATION_SECONDS = 2 * 60 * 60
/** The shortest lifetime SESSION_TOKEN_SECONDS may set (the back office renews at a fifth of it). */
export const MIN_TOKEN_EXPIRATION_SECONDS = 10
/** The longest: thirty days. */
export const MAX_TOKEN_EXPIRATION_SECONDS = 30 * 24 * 60 * 60

/** The token lifetime an environment variable asks for; unset or blank keeps the default, anything else must be whole seconds in range. */
export const tokenExpirationSeconds = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_TOKEN_EXPIRATION_SECONDS
  const seconds = Number(value.trim())
  if (!Number.isInteger(seconds) || seconds < MIN_TOKEN_EXPIRATION_SECONDS || seconds > MAX_TOKEN_EXPIRATION_SECONDS) {
    throw new Error(
      `SESSION_TOKEN_SECONDS must be a whole number of seconds from ${MIN_TOKEN_EXPIRATION_SECONDS} to ${MAX_TOKEN_EXPIRATION_SECONDS}, not "${value}"`,
    )
  }
  return seconds
}

export const TOKEN_EXPIRATION_SECONDS = tokenExpirationSeconds(process.env.SESSION_TOKEN_SECONDS)
/** One-time forgot-password code: lifetime and the wrong tries it survives. */
export const RESET_CODE_TTL_MS = 15 * 60 * 1000
export const RESET_CODE_MAX_ATTEMPTS = 5
/** A new code is mailed at most once a minute per account (the call cannot be used to flood a mailbox). */
export const RESET_CODE_RESEND_MS = 60 * 1000

export const isLockedUntil = (lockUntil: unknown, now: Date = new Date()): boolean =>
  typeof lockUntil === 'string' || lockUntil instanceof Date ? new Date(lockUntil).getTime() > now.getTime() : false
