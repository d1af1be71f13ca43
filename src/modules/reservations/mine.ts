import crypto from 'node:crypto'

import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Payload, PayloadRequest, Where } from 'payload'

import { compareAndSet } from '@/crud/compareAndSet'
import { MSG } from '@/i18n/messages'
import { accessKeyMatches, hashAccessKey, newAccessKey } from '@/lib/accessKey'
import { AppError } from '@/lib/errors'
import { siteOrigin } from '@/lib/origin'
import { RATE_LIMITS, RateLimited, clientAddress, forgive, limit } from '@/lib/rateLimit'
import { deliverMail, queueMail } from '@/modules/mail'
import { type AccountCheck, type Proof, markCheckedIn, provenBooking } from './bookings'
import { type ReservationView, holding, readSettings, reservationView } from './common'
import { RESV_MSG } from './messages'
import { RESERVATION_LINK_TASK } from './notify'
import { type PatronHolder, issuePatronAccess, patronAccessOf, readPatronAccess } from './patronAccess'
import { type ReservationKind, type SelfCheckIn, checkInProblems } from './rules'
import { libraryClock } from './slots'

/**
 * 我的預約: a patron's own bookings, upcoming and past, with
 * cancel and, where the library allows it, checking in themselves.
 *
 * - An internal patron proves the account (its password, under the sign-in limits).
 * - Anyone asks for a link by e-mail. The answer is the same whether or not the address has
 *   bookings, and takes the same work: the request only queues a job; the job mails a one-time
 *   link (valid MINE_LINK_MINUTES) only when the address has bookings. A few links per address
 *   and client address an hour, ten a day per address; more are silently not sent (the answer
 *   does not change).
 * - Opening the link uses it up (one compare-and-set write) and hands back the signed proof of
 *   patronAccess.ts (as an HttpOnly cookie for the browser), as a successful sign-in does.
 */

export const MINE_LINK_MINUTES = 30
const UPCOMING_SHOWN = 100
const PAST_SHOWN = 20
/** Used or expired links are removed this long after they expire (the release run purges them). */
const LINK_KEPT_MS = 24 * 3_600_000

const MODULE = 'reservations'

export const mineLink = (origin: string, key: string): string =>
  `${origin.replace(/\/+$/, '')}/space/my-reservations?key=${encodeURIComponent(key)}`

/** What a link request is answered, whatever happens. */
export const mineLinkAnswer = (): { message: string } => ({ message: RESV_MSG.mineLinkSent(MINE_LINK_MINUTES) })

/**
 * POST my-reservations/link: queue the link mail for this address; always the same answer. A few
 * mails per e-mail address and client address an hour (so a flood from elsewhere never uses up
 * the owner's), and a ceiling a day per e-mail address from everywhere (so the owner never gets
 * a flood of them); past either, nothing is sent and nothing is told.
 */
export const requestMineLink = async (req: PayloadRequest, email: string): Promise<{ message: string }> => {
  const address = email.trim().toLowerCase()
  try {
    await limit(req, RATE_LIMITS.reservationLinkPerAddress, `email:${address}|${clientAddress(req)}`)
    await limit(req, RATE_LIMITS.reservationLinkCeiling, `email:${address}`)
    await queueMail(req, RESERVATION_LINK_TASK, { email: address, origin: siteOrigin(req.payload, req) })
  } catch (error) {
    // Past the limits the answer stays the same: no mail, nothing told.
    if (!(error instanceof RateLimited)) throw error
  }
  return mineLinkAnswer()
}

/** The link mail job: a new one-time link to an address that has bookings; none otherwise. */
export const mailMineLink = async (
  payload: Payload,
  input: { email: string; origin: string },
  now: Date = new Date(),
): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'reservations',
    where: { email: { equals: input.email } },
    overrideAccess: true,
  })
  if (totalDocs === 0) return false
  const { key, hash } = newAccessKey()
  await payload.create({
    collection: 'reservation-links',
    data: {
      email: input.email,
      keyHash: hash,
      expiresAt: new Date(now.getTime() + MINE_LINK_MINUTES * 60_000).toISOString(),
    },
    overrideAccess: true,
  })
  const link = mineLink(input.origin, key)
  await deliverMail(payload, {
    to: [input.email],
    subject: '【空間預約】我的預約查詢連結',
    text: [
      '您好：',
      '',
      '您申請查看以此電子郵件預約的座位與空間。請開啟下列連結，即可查看、取消預約：',
      link,
      '',
      `連結於 ${MINE_LINK_MINUTES} 分鐘內有效，且只能使用一次；逾時請至「我的預約」頁面重新申請。`,
      '若您未提出申請，請忽略此信，您的預約不會有任何變動。',
    ].join('\n'),
    module: MODULE,
    user: null,
    secrets: [key, encodeURIComponent(key)],
  })
  return true
}

/** POST my-reservations/open: use the mailed link once; the proof of its address. */
export const openMineLink = async (
  req: PayloadRequest,
  key: string,
  now: Date = new Date(),
): Promise<{ access: string; expiresAt: string; by: 'email' }> => {
  const keyHash = hashAccessKey(key.trim())
  const at = now.toISOString()
  const row = await compareAndSet<'id' | 'email' | 'keyHash' | 'expiresAt' | 'usedAt'>(req, 'reservation-links', {
    sql: (t) => ({ where: and(eq(t.keyHash, keyHash), isNull(t.usedAt), gt(t.expiresAt, at)), set: { usedAt: at } }),
    mongo: { filter: { keyHash, usedAt: null, expiresAt: { $gt: now } }, update: { $set: { usedAt: now } } },
    returning: ['email', 'keyHash'],
  })
  if (!row || !accessKeyMatches(key.trim(), row.keyHash as string)) throw new AppError(404, RESV_MSG.mineLinkInvalid)
  return { ...issuePatronAccess(req.payload.secret, { by: 'email', value: String(row.email) }, now), by: 'email' }
}

/**
 * POST my-reservations/sign-in: an internal patron's account; the proof of it, naming the
 * username and the source that accepted the password (the directory's `wang` is not the
 * platform account `wang`).
 */
export const signInMine = async (
  req: PayloadRequest,
  credentials: { username: string; password: string },
  verify: AccountCheck,
): Promise<{ access: string; expiresAt: string; by: 'account' }> => {
  const username = credentials.username.trim()
  const source = await verify({ username, password: credentials.password })
  if (!source) throw new AppError(401, MSG.invalidCredentials)
  const holder = { by: 'account', value: username.toLowerCase(), source } as const
  return { ...issuePatronAccess(req.payload.secret, holder), by: 'account' }
}

export type MyBookings = {
  /** Null when the request holds no proof at all (a visitor not signed in: nothing to list, no error). */
  holder: PatronHolder | null
  /** What the patron still holds (Reserved or CheckedIn) and has not ended, soonest first. */
  upcoming: ReservationView[]
  /** Over, or no longer held (a no-show, completed), cancelled ones apart: latest first. */
  past: ReservationView[]
  /** Cancelled, by the patron or the library: latest first. */
  cancelled: ReservationView[]
  selfCheckIn: Record<ReservationKind, SelfCheckIn>
}

/**
 * GET my-reservations: the holder's bookings still to end (soonest first) and the latest past
 * ones; `holder: null` without a proof; a 401 for a proof that is forged or has expired.
 */
export const myBookings = async (req: PayloadRequest, now: Date = new Date()): Promise<MyBookings> => {
  const token = patronAccessOf(req.headers)
  if (!token) return { holder: null, upcoming: [], past: [], cancelled: [], selfCheckIn: { Seat: 'off', Room: 'off' } }
  const holder = readPatronAccess(req.payload.secret, token, now.getTime())
  if (!holder) throw new AppError(401, RESV_MSG.mineAccessExpired)
  // An account's bookings are those of its username proved by the same source (holdsBooking).
  const whose: Where =
    holder.by === 'email'
      ? { email: { equals: holder.value } }
      : { and: [{ username: { equals: holder.value } }, { accountSource: { equals: holder.source } }] }
  const at = now.toISOString()
  const [upcoming, past, cancelled, seat, room] = await Promise.all([
    req.payload.find({
      collection: 'reservations',
      where: { and: [whose, holding, { endDate: { greater_than: at } }] },
      sort: 'startDate',
      limit: UPCOMING_SHOWN,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    req.payload.find({
      collection: 'reservations',
      where: {
        and: [
          whose,
          { status: { not_equals: 'Cancelled' } },
          { or: [{ endDate: { less_than_equal: at } }, { status: { not_in: ['Reserved', 'CheckedIn'] } }] },
        ],
      },
      sort: '-startDate',
      limit: PAST_SHOWN,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    req.payload.find({
      collection: 'reservations',
      where: { and: [whose, { status: { equals: 'Cancelled' } }] },
      sort: '-startDate',
      limit: PAST_SHOWN,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    readSettings(req, 'Seat'),
    readSettings(req, 'Room'),
  ])
  return {
    holder,
    upcoming: upcoming.docs.map((doc) => reservationView(doc)),
    past: past.docs.map((doc) => reservationView(doc)),
    cancelled: cancelled.docs.map((doc) => reservationView(doc)),
    selfCheckIn: { Seat: seat.selfCheckIn, Room: room.selfCheckIn },
  }
}

/**
 * The day's desk code of a kind: four digits derived from the server's secret, the kind and the
 * library day, so every instance agrees and yesterday's code no longer works. Staff see it on
 * the day view; the patron types it to check in when the settings ask for it.
 */
export const deskCode = (secret: string, kind: ReservationKind, day: string): string =>
  String(
    crypto.createHmac('sha256', secret).update(`desk-code:${kind}:${day}`, 'utf8').digest().readUInt32BE(0) % 10_000,
  ).padStart(4, '0')

/**
 * PUT check-in/{id} (public): the patron checks in with their proof, inside the window, with the
 * desk code when asked (compared only inside the window, under the per-booking and per-address tries).
 */
export const selfCheckIn = async (
  req: PayloadRequest,
  id: string,
  proof: Proof,
  code: string | undefined,
  verify: AccountCheck,
  now: Date = new Date(),
): Promise<ReservationView> => {
  const doc = await provenBooking(req, id, proof, verify)
  const { selfCheckIn: mode } = await readSettings(req, doc.kind)
  if (mode === 'off') throw new AppError(403, RESV_MSG.selfCheckInOff)
  if (mode === 'code') {
    // The window first: a booking that cannot be checked in now never has a code compared, so
    // no booking far ahead serves to test codes (markCheckedIn checks the stored booking again).
    const problems = checkInProblems(doc.status, new Date(doc.startDate), new Date(doc.endDate), now)
    if (problems.length > 0) throw new AppError(400, problems[0]!)
    const given = code?.trim() ?? ''
    if (!given) throw new AppError(400, RESV_MSG.deskCodeRequired)
    // A few tries per booking, and a few wrong codes per address a day whatever the booking:
    // four digits are not guessed through one patron's link nor through many bookings.
    await limit(req, RATE_LIMITS.deskCode, `booking:${doc.id}`)
    await limit(req, RATE_LIMITS.deskCodeAddress)
    const expected = deskCode(req.payload.secret, doc.kind, libraryClock(now).day)
    const [a, b] = [Buffer.from(given), Buffer.from(expected)]
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new AppError(400, RESV_MSG.deskCodeWrong)
    // The right code is not a try against the address: patrons sharing one check in all day.
    await forgive(req, RATE_LIMITS.deskCodeAddress)
  }
  return markCheckedIn(req, doc, false, now)
}

/** The staff's view of today's desk codes (GET check-in-code). */
export const todaysDeskCodes = (
  req: PayloadRequest,
  kinds: readonly ReservationKind[],
  now: Date = new Date(),
): { day: string; codes: Partial<Record<ReservationKind, string>> } => {
  const day = libraryClock(now).day
  return { day, codes: Object.fromEntries(kinds.map((kind) => [kind, deskCode(req.payload.secret, kind, day)])) }
}

/** Remove links a day after they expired (run with the every-minute release). */
export const purgeMineLinks = async (payload: Payload, now: Date = new Date()): Promise<void> => {
  await payload.delete({
    collection: 'reservation-links',
    where: { expiresAt: { less_than: new Date(now.getTime() - LINK_KEPT_MS).toISOString() } },
    overrideAccess: true,
  })
}
