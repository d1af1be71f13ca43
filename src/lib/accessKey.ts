import crypto from 'node:crypto'

/**
 * The secret that makes a visitor's private record (a feedback ticket, a recommendation)
 * reachable from the mailed link: 32 random bytes, base64url, given to the visitor once. Only
 * its SHA-256 is stored, so a database leak does not open the tickets.
 */
export const newAccessKey = (): { key: string; hash: string } => {
  const key = crypto.randomBytes(32).toString('base64url')
  return { key, hash: hashAccessKey(key) }
}

export const hashAccessKey = (key: string): string => crypto.createHash('sha256').update(key, 'utf8').digest('hex')

/** Constant-time check of a presented key against the stored hash; a missing key or hash never matches. */
export const accessKeyMatches = (key: string | null | undefined, storedHash: string | null | undefined): boolean => {
  if (!key || !storedHash || storedHash.length !== 64) return false
  const presented = Buffer.from(hashAccessKey(key), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return stored.length === presented.length && crypto.timingSafeEqual(presented, stored)
}
