import type { RoomReservationSetting, SeatReservationSetting } from '@/payload-types'
import { CHECK_IN_EARLY_MINUTES } from './checkInWindow'
import type { AccountSource } from './labels'
import { RESV_MSG } from './messages'
import { type AvailabilityDay, addDays, libraryClock, minutesOf } from './slots'

/**
 * The booking rules, pure (docs/reservations.md "The rules"): each takes what the service has read (settings,
 * the day's opening hours, the person's minutes this week, the day's external bookings) and
 * answers the zh-TW reasons a booking is refused, in the order the rules are numbered.
 */

export type ReservationKind = 'Seat' | 'Room'

/** Check-in opens this many minutes before the start (rule 11; the number lives with the browser-safe window). */
export { CHECK_IN_EARLY_MINUTES }

/**
 * Whether patrons check themselves in: not at all (staff only), from
 * their private link or 我的預約, or from there with the day's code shown at the desk (which
 * proves they are in the library).
 */
export type SelfCheckIn = 'off' | 'link' | 'code'
const SELF_CHECK_IN: readonly SelfCheckIn[] = ['off', 'link', 'code']

/** The booking limits of one kind, empty fields replaced by the defaults (docs/decisions.md "Reservations"). */
export type ReservationSettings = {
  maximumDays: number
  minimumMinutes: number
  multiplier: number
  /** minimumMinutes × multiplier: the grid step and the booking unit. */
  slotMinutes: number
  maximumWeeklyMinutes: number | null
  allowedExternalCount: number | null
  startDelayMinutes: number
  endDelayMinutes: number
  description: string | null
  imageUrl: string | null
  selfCheckIn: SelfCheckIn
  recurrenceOpen?: boolean
}

export const SETTING_DEFAULTS = {
  maximumDays: 14,
  minimumMinutes: 30,
  multiplier: 1,
  startDelayMinutes: 15,
  endDelayMinutes: 0,
} as const

/** The settings' labels the messages name (the admin form and the settings call alike). */
export const SETTING_LABEL = { minimumMinutes: '最短預約分鐘數', multiplier: '最短預約分鐘數倍數' } as const

/** A recurring series spans at most this many months. */
export const MAX_RECURRENCE_MONTHS = 6

const positive = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && value > 0 ? value : fallback
const nonNegative = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && value >= 0 ? value : fallback
const limitOf = (value: number | null | undefined): number | null =>
  typeof value === 'number' && value >= 0 ? value : null

const build = (fields: {
  maximumDays?: number | null
  minimumMinutes?: number | null
  multiplier?: number | null
  weekly?: number | null
  external?: number | null
  startDelay?: number | null
  endDelay?: number | null
  description?: string | null
  imageUrl?: string | null
  selfCheckIn?: string | null
}): ReservationSettings => {
  const minimumMinutes = positive(fields.minimumMinutes, SETTING_DEFAULTS.minimumMinutes)
  const multiplier = positive(fields.multiplier, SETTING_DEFAULTS.multiplier)
  return {
    maximumDays: nonNegative(fields.maximumDays, SETTING_DEFAULTS.maximumDays),
    minimumMinutes,
    multiplier,
    slotMinutes: minimumMinutes * multiplier,
    maximumWeeklyMinutes: limitOf(fields.weekly),
    allowedExternalCount: limitOf(fields.external),
    startDelayMinutes: nonNegative(fields.startDelay, SETTING_DEFAULTS.startDelayMinutes),
    endDelayMinutes: nonNegative(fields.endDelay, SETTING_DEFAULTS.endDelayMinutes),
    description: fields.description || null,
    imageUrl: fields.imageUrl || null,
    selfCheckIn: SELF_CHECK_IN.find((mode) => mode === fields.selfCheckIn) ?? 'off',
  }
}

/** The seat settings global (seats and lab seats) as rules. */
export const seatSettingsOf = (doc: Partial<SeatReservationSetting>): ReservationSettings =>
  build({
    maximumDays: doc.seatsMaximumReservationDays,
    minimumMinutes: doc.seatsMinimumReservationMinutes,
    multiplier: doc.multiplierForSeatsMinimumReservationMinutes,
    weekly: doc.seatsMaximumWeeklyReservationMinutes,
    external: doc.seatsAllowedExternalReservationCount,
    startDelay: doc.seatsStartDelayMinutes,
    endDelay: doc.seatsEndDelayMinutes,
    description: doc.seatsReservationDescription,
    imageUrl: doc.seatsReservationImageUrl,
    selfCheckIn: doc.seatsSelfCheckIn,
  })

/** The room settings global as rules. */
export const roomSettingsOf = (doc: Partial<RoomReservationSetting>): ReservationSettings => ({
  ...build({
    maximumDays: doc.roomsMaximumReservationDays,
    minimumMinutes: doc.roomsMinimumReservationMinutes,
    multiplier: doc.multiplierForRoomsMinimumReservationMinutes,
    weekly: doc.roomsMaximumWeeklyReservationMinutes,
    external: doc.roomsAllowedExternalReservationCount,
    startDelay: doc.roomsStartDelayMinutes,
    endDelay: doc.roomsEndDelayMinutes,
    description: doc.roomsReservationDescription,
    imageUrl: doc.roomsReservationImageUrl,
    selfCheckIn: doc.roomsSelfCheckIn,
  }),
  recurrenceOpen: doc.roomsRecurrenceReservationIsOpen === true,
})

const MINUTE_MS = 60_000

/** Whole minutes between two instants. */
export const minutesBetween = (start: Date, end: Date): number =>
  Math.round((end.getTime() - start.getTime()) / MINUTE_MS)

/** Rule 2: a real interval, not started yet (`checkPast` false for a staff change that keeps the start). */
/**
 * Rule 2: the end after the start, and not in the past. A walk-in (staff at the desk) may book a
 * slot that has already begun, as long as it has not ended.
 */
export const timeProblems = (start: Date, end: Date, now: Date, checkPast = true, walkIn = false): string[] => {
  if (end.getTime() <= start.getTime()) return [RESV_MSG.endBeforeStart]
  const past = walkIn ? end.getTime() <= now.getTime() : start.getTime() < now.getTime()
  if (checkPast && past) return [RESV_MSG.inPast]
  return []
}

/** Rule 3: the start's library day at most `maximumDays` after today. */
export const maximumDaysProblems = (
  start: Date,
  now: Date,
  settings: Pick<ReservationSettings, 'maximumDays'>,
): string[] => {
  const last = addDays(libraryClock(now).day, settings.maximumDays)
  return libraryClock(start).day > last ? [RESV_MSG.maximumDays(settings.maximumDays)] : []
}

/**
 * Rules 4 and 5: the day is open, the booking lies inside its hours, lasts at least one slot,
 * a whole number of slots, and starts on the grid counted from the opening time.
 */
export const openingProblems = (
  start: Date,
  end: Date,
  day: AvailabilityDay,
  settings: Pick<ReservationSettings, 'slotMinutes' | 'minimumMinutes' | 'multiplier'>,
  offGrid = false,
): string[] => {
  const duration = minutesBetween(start, end)
  if (!offGrid && duration < settings.slotMinutes)
    return [RESV_MSG.minimum(settings.slotMinutes, settings.minimumMinutes, settings.multiplier)]
  if (!offGrid && duration % settings.slotMinutes !== 0) return [RESV_MSG.unit(settings.slotMinutes)]
  if (!day.open || !day.opening) return [RESV_MSG.closed(day.date)]
  const open = minutesOf(day.opening.start)!
  const close = minutesOf(day.opening.end)!
  const from = libraryClock(start)
  // Wall-clock minutes of the end, counted from the start's midnight (a booking past midnight exceeds any closing time).
  const endMinutes = from.minutes + duration
  if (from.day !== day.date || from.minutes < open || endMinutes > close)
    return [RESV_MSG.outsideOpening(day.opening.start, day.opening.end)]
  if (!offGrid && (from.minutes - open) % settings.slotMinutes !== 0) return [RESV_MSG.unit(settings.slotMinutes)]
  return []
}

/** Rule 6: the person's holding minutes this week plus this booking within the weekly limit. */
export const weeklyProblems = (
  durationMinutes: number,
  usedMinutes: number,
  settings: Pick<ReservationSettings, 'maximumWeeklyMinutes'>,
): string[] =>
  settings.maximumWeeklyMinutes !== null && usedMinutes + durationMinutes > settings.maximumWeeklyMinutes
    ? [RESV_MSG.weekly(settings.maximumWeeklyMinutes, usedMinutes)]
    : []

/** Rule 7: an external patron's booking needs a free place in the day's external quota. */
export const externalProblems = (
  isExternal: boolean,
  usedToday: number,
  day: string,
  settings: Pick<ReservationSettings, 'allowedExternalCount'>,
): string[] =>
  isExternal && settings.allowedExternalCount !== null && usedToday >= settings.allowedExternalCount
    ? [RESV_MSG.external(settings.allowedExternalCount, day)]
    : []

/** What the service has read for one booking. */
export type BookingFacts = {
  start: Date
  end: Date
  now: Date
  settings: ReservationSettings
  day: AvailabilityDay
  /** The person's holding minutes of this kind in the booking's week (the booking itself excluded). */
  weeklyUsedMinutes: number
  isExternal: boolean
  /** Holding external bookings of this kind on the booking's day (the booking itself excluded). */
  externalUsedToday: number
  /** False for a staff change that keeps the start. */
  checkPast?: boolean
  /** Staff at the desk: a slot that has begun may still be booked. */
  walkIn?: boolean
  /** Staff overriding the limits (with a stored reason): days ahead, weekly minutes, external quota and the slot grid do not apply. */
  override?: boolean
}

/**
 * Every reason a booking breaks rules 2–7, in rule order. Rule 2 stops the rest (no interval to
 * judge); the others are listed together, so a series conflict can name all of them.
 */
export const bookingProblems = (facts: BookingFacts): string[] => {
  const time = timeProblems(facts.start, facts.end, facts.now, facts.checkPast ?? true, facts.walkIn)
  if (time.length > 0) return time
  const duration = minutesBetween(facts.start, facts.end)
  const override = facts.override === true
  return [
    ...(override ? [] : maximumDaysProblems(facts.start, facts.now, facts.settings)),
    ...openingProblems(facts.start, facts.end, facts.day, facts.settings, override),
    ...(override ? [] : weeklyProblems(duration, facts.weeklyUsedMinutes, facts.settings)),
    ...(override ? [] : externalProblems(facts.isExternal, facts.externalUsedToday, facts.day.date, facts.settings)),
  ]
}

/** Rule 11, check-in: a Reserved booking, from start − 15 minutes until its end. */
export const checkInProblems = (status: string, start: Date, end: Date, now: Date): string[] => {
  if (status !== 'Reserved') return [RESV_MSG.checkInStatus]
  if (now.getTime() < start.getTime() - CHECK_IN_EARLY_MINUTES * MINUTE_MS || now.getTime() >= end.getTime())
    return [RESV_MSG.checkInWindow(CHECK_IN_EARLY_MINUTES)]
  return []
}

/** The statuses that hold a slot. */
export const isHolding = (status: string): boolean => status === 'Reserved' || status === 'CheckedIn'

/** Rule 11, cancel: a holding booking that has not ended. */
export const cancelProblems = (status: string, end: Date, now: Date): string[] => {
  if (!isHolding(status)) return [RESV_MSG.cancelNotHolding]
  if (end.getTime() <= now.getTime()) return [RESV_MSG.cancelEnded]
  return []
}

/**
 * Who a booking counts against for the weekly limit: an internal patron's account (the username
 * and the source that proved it: the directory's `wang` is not the platform account `wang`),
 * else the lower-cased email. A source is null only on a booking stored before bookings kept it
 * and never backfilled (MongoDB): it counts with the other such bookings of the username.
 */
export type Person = { username: string; source: AccountSource | null } | { email: string }

export const personOf = (booking: {
  isExternal?: boolean | null
  username?: string | null
  accountSource?: AccountSource | null
  email?: string | null
}): Person =>
  !booking.isExternal && booking.username
    ? { username: booking.username.trim().toLowerCase(), source: booking.accountSource ?? null }
    : { email: (booking.email ?? '').trim().toLowerCase() }

/**
 * PostgreSQL giving up one of two transactions that wait on each other (deadlock 40P01,
 * serialization 40001): possible when two series write overlapping slots at once. The loser is
 * told the slot was just taken (409), as for the constraint itself.
 */
export const isWriteConflict = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 8) return false
  const e = error as { code?: unknown; cause?: unknown }
  if (e.code === '40P01' || e.code === '40001') return true
  return isWriteConflict(e.cause, depth + 1)
}
