import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import type { AccountSource } from './labels'

/**
 * What 我的預約 hands a patron once they have proved who they are: an
 * internal patron by the account's password, anyone by opening the one-time link mailed to the
 * address they booked with. The proof is a short-lived token the server signs (HMAC-SHA256 with
 * its secret) naming the account or the address; nothing is stored. It opens, cancels and checks
 * in the bookings of that account or address, and nothing else, until it expires. An account is
 * its username and the source that accepted its password (the platform's own accounts or the
 * hospital directory): the directory's `wang` and a platform account `wang` are two holders.
 *
 * The browser keeps it only as an HttpOnly, SameSite=Strict cookie scoped to the reservation
 * calls (no script reads it, no other site sends it: the rule of docs/security.md V3 that no
 * token lives in web storage); API clients may send it as `X-Patron-Access` instead.
 */

export type PatronHolder = { by: 'email'; value: string } | { by: 'account'; value: string; source: AccountSource }

const isSource = (value: unknown): value is AccountSource => value === 'local' || value === 'directory'

/** How long the proof lasts. */
export const PATRON_ACCESS_MINUTES = 30

const sign = (secret: string, body: string): string =>
  crypto.createHmac('sha256', secret).update(`reservations-mine:${body}`, 'utf8').digest('base64url')

export const issuePatronAccess = (
  secret: string,
  holder: PatronHolder,
  now: Date = new Date(),
): { access: string; expiresAt: string } => {
  const expiresAt = new Date(now.getTime() + PATRON_ACCESS_MINUTES * 60_000)
  const body = Buffer.from(
    JSON.stringify({
      b: holder.by,
      v: holder.value.toLowerCase(),
      ...(holder.by === 'account' ? { s: holder.source } : {}),
      e: expiresAt.getTime(),
    }),
    'utf8',
  ).toString('base64url')
  return { access: `${body}.${sign(secret, body)}`, expiresAt: expiresAt.toISOString() }
}

/**
 * The holder a token names while it is genuine and unexpired; otherwise null. An account's token
 * names its source; one issued before tokens did (a username alone) names no holder any more.
 */
export const readPatronAccess = (
  secret: string,
  token: string | null | undefined,
  now: number = Date.now(),
): PatronHolder | null => {
  if (!token || token.length > 2048) return null
  const [body, mac, ...rest] = token.split('.')
  if (!body || !mac || rest.length > 0) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      b?: unknown
      v?: unknown
      s?: unknown
      e?: unknown
    }
    if (typeof parsed.v !== 'string' || parsed.v === '' || typeof parsed.e !== 'number' || parsed.e <= now) return null
    if (parsed.b === 'email') return { by: 'email', value: parsed.v }
    if (parsed.b === 'account' && isSource(parsed.s)) return { by: 'account', value: parsed.v, source: parsed.s }
  } catch {
    // A body that is not ours: no holder.
  }
  return null
}

/**
 * Whether the booking is the holder's: made with that address, or by that account (its username
 * and its source both: a directory patron holds nothing of a platform account of the same name).
 */
export const holdsBooking = (
  holder: PatronHolder,
  booking: { email?: string | null; username?: string | null; accountSource?: string | null },
): boolean =>
  holder.by === 'email'
    ? booking.email?.trim().toLowerCase() === holder.value
    : booking.username?.trim().toLowerCase() === holder.value && booking.accountSource === holder.source

export const PATRON_ACCESS_COOKIE = 'resv-mine'
const COOKIE_PATH = '/api/public/reservations'

/** The Set-Cookie value that keeps the proof (or, with null, removes it). */
export const patronAccessCookie = (payload: Payload, access: string | null): string =>
  [
    `${PATRON_ACCESS_COOKIE}=${access ?? ''}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${access ? PATRON_ACCESS_MINUTES * 60 : 0}`,
    ...((payload.config.serverURL ?? '').startsWith('https:') ? ['Secure'] : []),
  ].join('; ')

/** The proof a request carries: the `X-Patron-Access` header, else the cookie. */
export const patronAccessOf = (headers: Headers): string | null =>
  headers.get('x-patron-access') || parseCookies(headers).get(PATRON_ACCESS_COOKIE) || null
