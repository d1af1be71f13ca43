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

/**
 * The key of one record, derived from the server's secret and the record's id (HMAC-SHA256):
 * random to anyone without the secret, and the server can give it again in every later mail
 * (a reply, a decision) without storing it — still only its hash is stored. Records made before
 * keys were derived keep their random key; `keyForMail` then answers null.
 */
export const derivedAccessKey = (secret: string, scope: string, id: string): { key: string; hash: string } => {
  const key = crypto.createHmac('sha256', secret).update(`access-key:${scope}:${id}`, 'utf8').digest('base64url')
  return { key, hash: hashAccessKey(key) }
}

/** The key to put in a mail's link, when the stored hash is that of the derived key. */
export const keyForMail = (
  secret: string,
  scope: string,
  id: string,
  storedHash: string | null | undefined,
): string | null => {
  const { key } = derivedAccessKey(secret, scope, id)
  return accessKeyMatches(key, storedHash) ? key : null
}
