import type { PayloadRequest } from 'payload'

import { type ListQuery, type Paginated, allOf, containsWhere, toPaginated } from '@/crud/listQuery'
import { lockRecord } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { MSG } from '@/i18n/messages'
import { type AccountSource, RESERVATION_STATUS_LABEL } from './labels'
import { accountSourceOf } from './accountSource'
import { accessKeyMatches, newAccessKey } from '@/lib/accessKey'
import { RESERVATION_KEY_SCOPE, RESERVATION_SERIES_KEY_SCOPE, bookingKey } from './keys'
import { holdsBooking, readPatronAccess } from './patronAccess'
import { AppError } from '@/lib/errors'
import { newObjectId } from '@/lib/objectId'
import { libraryDaysWhere } from '@/lib/timeZone'
import type { Reservation } from '@/payload-types'
import { reservationKindsFor } from './collections/reservations'
import { RESV_MSG } from './messages'
import { queueReservationMails } from './notify'
import { expandRecurrence, recurrenceProblem } from './recurrence'
import {
  type Person,
  type ReservationKind,
  bookingProblems,
  cancelProblems,
  checkInProblems,
  isHolding,
  minutesBetween,
  personOf,
} from './rules'
import type { BookingInput, ModifyInput, RecurrenceBookingInput, ReservationFilters } from './schemas'
import { type AvailabilityDay, libraryClock, mondayOf } from './slots'
import { visibleChanges } from './changes'
import { bookingSnapshot } from './mails'
import {
  type ReservationView,
  type Resource,
  type Settings,
  ResultError,
  bookableResource,
  externalCountOn,
  findReservation,
  findRoom,
  findSeat,
  guarded,
  holdLimitLocks,
  keptNames,
  limitLockKeys,
  openingDaysFrom,
  overlaps,
  readSettings,
  relationId,
  reservationView,
  viewWithNames,
  weeklyMinutes,
} from './common'
import { roomView } from './spaces'

/**
 * Bookings: booking one slot or a series, staff changes, cancellation and check-in, the patron's
 * own booking (public detail and cancel), and the back-office lists and details.
 */

/**
 * Checks a patron's account (the public calls pass one running under the sign-in limits): which
 * accounts accepted the password, the platform's own ('local') or the hospital directory's
 * ('directory'), or null when none did.
 */
export type AccountCheck = (credentials: { username: string; password: string }) => Promise<AccountSource | null>

export type Booker = { staff: true } | { staff: false; verify: AccountCheck }

type Contact = Omit<BookingInput, 'seatId' | 'roomId' | 'startDate' | 'endDate' | 'password' | 'website'>

/** Who booked: an internal patron's username and the accounts that know it; none for an external patron. */
type Identity = { username: string | null; accountSource: AccountSource | null }

/**
 * The patron's identity: a public internal patron proves the account, and the source that
 * accepted the password is kept with the username; staff give what they know, and the source is
 * the platform's account of that username when there is one, else the directory's (accountSource.ts).
 */
const identify = async (
  req: PayloadRequest,
  input: { isExternal: boolean; username?: string; password?: string },
  booker: Booker,
): Promise<Identity> => {
  const typed = input.username?.trim() || null
  // Stored lower-cased: the weekly limit and the account proof compare without case.
  const username = typed?.toLowerCase() ?? null
  if (input.isExternal) return { username: null, accountSource: null }
  if (booker.staff) return { username, accountSource: username ? await accountSourceOf(req, username) : null }
  const source = typed && input.password ? await booker.verify({ username: typed, password: input.password }) : null
  if (!username || !source) throw new AppError(401, MSG.invalidCredentials)
  return { username, accountSource: source }
}

const contactData = (input: Contact, { username, accountSource }: Identity) => ({
  name: input.name,
  phoneNumber: input.phoneNumber || null,
  email: input.email.trim().toLowerCase(),
  primaryDepartment: input.primaryDepartment || null,
  secondaryDepartment: input.secondaryDepartment || null,
  jobTitle: input.jobTitle || null,
  purpose: input.purpose || null,
  userCount: input.userCount ?? null,
  note: input.note || null,
  isExternal: input.isExternal,
  username,
  accountSource,
  ...('annotation' in input ? { annotation: input.annotation || null } : {}),
})

/** Running totals a series adds to what is stored, so its later occurrences count its earlier ones. */
type Pending = { weekly: Map<string, number>; external: Map<string, number> }
const noPending = (): Pending => ({ weekly: new Map(), external: new Map() })

/** Rules 2–7 and 9 for one booking: every reason it is refused (empty when it may be stored). */
const problemsOf = async (
  req: PayloadRequest,
  target: { resource: Resource; start: Date; end: Date; isExternal: boolean; person: Person },
  context: {
    settings: Settings
    day?: AvailabilityDay
    now: Date
    exclude?: readonly string[]
    checkPast?: boolean
    pending?: Pending
    walkIn?: boolean
    override?: boolean
  },
): Promise<{ reasons: string[]; overlap: boolean }> => {
  const { resource, start, end, isExternal, person } = target
  const exclude = context.exclude ?? []
  const pending = context.pending ?? noPending()
  const startDay = libraryClock(start).day
  const week = mondayOf(startDay)
  const [day, weekly, external] = await Promise.all([
    context.day ? Promise.resolve(context.day) : openingDaysFrom(req, startDay, 1).then((days) => days[0]!),
    weeklyMinutes(req, resource.kind, person, startDay, exclude),
    isExternal ? externalCountOn(req, resource.kind, startDay, exclude) : Promise.resolve(0),
  ])
  const reasons = bookingProblems({
    start,
    end,
    now: context.now,
    settings: context.settings,
    day,
    weeklyUsedMinutes: weekly + (pending.weekly.get(week) ?? 0),
    isExternal,
    externalUsedToday: external + (pending.external.get(startDay) ?? 0),
    checkPast: context.checkPast,
    walkIn: context.walkIn,
    override: context.override,
  })
  if (reasons.length > 0) return { reasons, overlap: false }
  const overlap = await overlaps(req, resource.key, start, end, exclude)
  return { reasons: overlap ? [RESV_MSG.taken] : [], overlap }
}

/** A filled honeypot: the answer a real booking would get, nothing stored. */
const fakeBooking = (kind: ReservationKind, input: { startDate: string; endDate: string; name: string }) => {
  const id = newObjectId()
  const now = new Date().toISOString()
  return {
    id,
    key: newAccessKey().key,
    reservation: {
      _id: id,
      id,
      kind,
      startDate: input.startDate,
      endDate: input.endDate,
      name: input.name,
      status: 'Reserved',
      statusLabel: RESERVATION_STATUS_LABEL.Reserved,
      createdAt: now,
      updatedAt: now,
    },
  }
}

export type BookingResult = { id: string; key: string; reservation: ReservationView }

/** Book one seat or room (public POST seats|rooms, staff POST reservations-seats|reservations-rooms). */
export const bookOne = async (
  req: PayloadRequest,
  kind: ReservationKind,
  input: BookingInput & { seatId?: string; roomId?: string },
  booker: Booker,
): Promise<BookingResult | ReturnType<typeof fakeBooking>> => {
  if (!booker.staff && input.website) return fakeBooking(kind, input)
  // The seat or room first: a booking of nothing never spends a sign-in attempt.
  const resource = await bookableResource(req, kind, (kind === 'Seat' ? input.seatId : input.roomId) ?? '')
  const identity = await identify(req, input, booker)
  const start = new Date(input.startDate)
  const end = new Date(input.endDate)
  const now = new Date()
  // 已到場（直接報到）: the patron is at the desk, so the booking is made checked in, which the
  // no-show release never takes; only inside the check-in window, as a check-in would be.
  const arrived = booker.staff && (input as { checkedIn?: boolean }).checkedIn === true
  if (arrived) {
    const problems = checkInProblems('Reserved', start, end, now)
    if (problems.length > 0) throw new AppError(400, problems[0]!)
  }
  const settings = await readSettings(req, kind)
  const data = contactData(input, identity)
  // The id is chosen first: the key is derived from it, so later mails (a change) can carry the link again.
  const bookingId = newObjectId()
  const { key, hash } = bookingKey(req.payload.secret, RESERVATION_KEY_SCOPE, bookingId)
  return guarded(() =>
    inTransaction(req, async () => {
      // Staff at the desk may book a slot that has begun (a walk-in), and override the limits with a reason.
      const overrideReason = booker.staff ? (input as { overrideReason?: string }).overrideReason?.trim() || null : null
      // The counted limits are read under their locks, so parallel bookings take turns (common.ts).
      await holdLimitLocks(
        req,
        limitLockKeys(
          settings,
          [{ kind, day: libraryClock(start).day, isExternal: input.isExternal, person: personOf(data) }],
          overrideReason !== null,
        ),
      )
      const { reasons, overlap } = await problemsOf(
        req,
        { resource, start, end, isExternal: input.isExternal, person: personOf(data) },
        { settings, now, walkIn: booker.staff, override: overrideReason !== null },
      )
      if (reasons.length > 0) throw new AppError(overlap ? 409 : 400, reasons[0]!)
      const doc = await req.payload.create({
        collection: 'reservations',
        data: {
          id: bookingId,
          kind,
          ...(kind === 'Seat' ? { seatId: resource.id } : {}),
          roomId: String(resource.room.id),
          ...keptNames(resource),
          startDate: start.toISOString(),
          endDate: end.toISOString(),
          ...data,
          ...(arrived ? { status: 'CheckedIn', checkedInAt: now.toISOString() } : { status: 'Reserved' }),
          accessKeyHash: hash,
          ...(overrideReason ? { overrideReason } : {}),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      await queueReservationMails(req, 'confirmation', { reservationIds: [String(doc.id)], key })
      return {
        id: String(doc.id),
        key,
        reservation: reservationView(doc, {
          staff: booker.staff,
          seatNumber: resource.seat?.number ?? null,
          roomName: resource.room.name,
        }),
      }
    }),
  )
}

export type SeriesConflict = { date: string; reasons: string[] }
export type SeriesResult = { recurrenceId: string; key: string; booked: ReservationView[]; skipped: SeriesConflict[] }

/** Book a recurring room series (rule 12): all or, with skipConflicts, the bookable occurrences, in one transaction. */
export const bookSeries = async (
  req: PayloadRequest,
  input: RecurrenceBookingInput & { website?: string },
  booker: Booker,
): Promise<SeriesResult> => {
  if (!booker.staff && input.website)
    return { recurrenceId: newObjectId(), key: newAccessKey().key, booked: [], skipped: [] }
  const settings = await readSettings(req, 'Room')
  if (!settings.recurrenceOpen) throw new AppError(400, RESV_MSG.recurrenceClosed)
  const problem = recurrenceProblem(input)
  if (problem) throw new AppError(400, problem)
  const occurrences = expandRecurrence(input)
  if (occurrences.length === 0) throw new AppError(400, RESV_MSG.noMatchingDay)
  const resource = await bookableResource(req, 'Room', input.roomId)
  const data = contactData(input, await identify(req, input, booker))
  const person = personOf(data)
  const first = occurrences[0]!.date
  const days = await openingDaysFrom(
    req,
    first,
    Math.round((Date.parse(occurrences.at(-1)!.date) - Date.parse(first)) / 86_400_000) + 1,
  )
  const dayOf = new Map(days.map((day) => [day.date, day]))
  const recurrenceId = newObjectId()
  const { key, hash } = bookingKey(req.payload.secret, RESERVATION_SERIES_KEY_SCOPE, recurrenceId)
  return guarded(() =>
    inTransaction(req, async () => {
      await holdLimitLocks(
        req,
        limitLockKeys(
          settings,
          occurrences.map((occurrence) => ({
            kind: 'Room' as const,
            day: libraryClock(occurrence.start).day,
            isExternal: input.isExternal,
            person,
          })),
        ),
      )
      const now = new Date()
      const pending = noPending()
      const conflicts: SeriesConflict[] = []
      const bookable: typeof occurrences = []
      for (const occurrence of occurrences) {
        const { reasons } = await problemsOf(
          req,
          { resource, start: occurrence.start, end: occurrence.end, isExternal: input.isExternal, person },
          { settings, day: dayOf.get(occurrence.date), now, pending },
        )
        if (reasons.length > 0) {
          conflicts.push({ date: occurrence.date, reasons })
          continue
        }
        bookable.push(occurrence)
        const week = mondayOf(occurrence.date)
        pending.weekly.set(week, (pending.weekly.get(week) ?? 0) + minutesBetween(occurrence.start, occurrence.end))
        if (input.isExternal) pending.external.set(occurrence.date, (pending.external.get(occurrence.date) ?? 0) + 1)
      }
      if ((conflicts.length > 0 && !input.skipConflicts) || bookable.length === 0) {
        throw new ResultError(409, RESV_MSG.conflicts(conflicts), {
          conflicts,
          bookable: bookable.map((occurrence) => occurrence.date),
        })
      }
      const booked: ReservationView[] = []
      for (const occurrence of bookable) {
        const doc = await req.payload.create({
          collection: 'reservations',
          data: {
            kind: 'Room',
            roomId: resource.id,
            ...keptNames(resource),
            startDate: occurrence.start.toISOString(),
            endDate: occurrence.end.toISOString(),
            ...data,
            status: 'Reserved',
            accessKeyHash: hash,
            recurrenceId,
          },
          depth: 0,
          overrideAccess: true,
          req,
        })
        booked.push(reservationView(doc, { staff: booker.staff, roomName: resource.room.name }))
      }
      await queueReservationMails(req, 'confirmation', { reservationIds: booked.map((view) => view.id), key })
      return { recurrenceId, key, booked, skipped: conflicts }
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// Staff changes, cancellation, check-in
// ---------------------------------------------------------------------------------------------

/** A booking the staff member may act on: unknown → 404, another kind than their flags allow → 403. */
const staffBooking = async (
  req: PayloadRequest,
  id: string,
  action: 'read' | 'edit' | 'delete',
  kind?: ReservationKind,
): Promise<Reservation> => {
  const doc = await findReservation(req, id)
  if (!doc) throw new AppError(404, RESV_MSG.notFound)
  if (kind && doc.kind !== kind) throw new AppError(400, RESV_MSG.wrongKind(kind === 'Seat' ? '座位' : '空間'))
  if (!reservationKindsFor(req, action).includes(doc.kind)) throw new AppError(403, MSG.forbidden)
  return doc
}

/**
 * The booking as stored now, its row locked to the commit: inside a transaction, every change of a
 * booking's state decides on this, not on a read made before (docs/decisions.md
 * "Read-decide-write"). Gone meanwhile: 404, or `missing` when given.
 */
async function lockedBooking(req: PayloadRequest, id: string | number): Promise<Reservation>
async function lockedBooking(req: PayloadRequest, id: string | number, missing: null): Promise<Reservation | null>
async function lockedBooking(req: PayloadRequest, id: string | number, missing?: null): Promise<Reservation | null> {
  if (!(await lockRecord(req, 'reservations', id))) {
    if (missing === null) return null
    throw new AppError(404, RESV_MSG.notFound)
  }
  return req.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, req })
}

/** What the patron sees of a booking, for `visibleChanges`. */
const seenOf = (view: ReservationView, doc: Reservation) => ({
  kind: view.kind,
  startDate: view.startDate,
  endDate: view.endDate,
  seatNumber: view.seatNumber,
  roomName: view.roomName,
  name: doc.name,
  email: doc.email,
  phoneNumber: doc.phoneNumber,
  purpose: doc.purpose,
  userCount: doc.userCount,
  note: doc.note,
})

/**
 * PUT modify-seat-reservation|modify-room-reservation: contact fields; times and seat/room
 * re-checked. The patron is mailed only when something they see changed, and the mail names it.
 * A new start re-arms the booking's reminder (issue 43 §3).
 */
export const modifyBooking = async (
  req: PayloadRequest,
  kind: ReservationKind,
  input: ModifyInput,
): Promise<ReservationView> => {
  const { id } = await staffBooking(req, input.id, 'edit', kind)
  return guarded(() => inTransaction(req, async () => modifyLocked(req, kind, input, await lockedBooking(req, id))))
}

/** modifyBooking's decision, on the booking as stored now and locked to the commit. */
const modifyLocked = async (
  req: PayloadRequest,
  kind: ReservationKind,
  input: ModifyInput,
  doc: Reservation,
): Promise<ReservationView> => {
  const before = await viewWithNames(req, doc, true)
  const oldStart = new Date(doc.startDate)
  const oldEnd = new Date(doc.endDate)
  const start = input.startDate ? new Date(input.startDate) : oldStart
  const end = input.endDate ? new Date(input.endDate) : oldEnd
  const currentResource = (kind === 'Seat' ? relationId(doc.seatId) : relationId(doc.roomId)) ?? ''
  const resourceId = (kind === 'Seat' ? input.seatId : input.roomId) ?? currentResource
  const startChanged = start.getTime() !== oldStart.getTime()
  const moved = startChanged || end.getTime() !== oldEnd.getTime() || resourceId !== currentResource
  const email = input.email ? input.email.trim().toLowerCase() : (doc.email ?? '')
  const changes: Partial<Reservation> = {}
  for (const field of ['phoneNumber', 'purpose', 'note', 'annotation'] as const)
    if (input[field] !== undefined) changes[field] = input[field] || null
  if (input.name !== undefined) changes.name = input.name
  if (input.email !== undefined) changes.email = email
  if (input.userCount !== undefined) changes.userCount = input.userCount
  if (moved) {
    if (!isHolding(doc.status)) throw new AppError(400, RESV_MSG.modifyNotHolding)
    const resource = await bookableResource(req, kind, resourceId)
    const settings = await readSettings(req, kind)
    const person = personOf({
      isExternal: doc.isExternal,
      username: doc.username,
      accountSource: doc.accountSource,
      email,
    })
    await holdLimitLocks(
      req,
      limitLockKeys(settings, [{ kind, day: libraryClock(start).day, isExternal: Boolean(doc.isExternal), person }]),
    )
    const { reasons, overlap } = await problemsOf(
      req,
      { resource, start, end, isExternal: Boolean(doc.isExternal), person },
      { settings, now: new Date(), exclude: [String(doc.id)], checkPast: startChanged },
    )
    if (reasons.length > 0) throw new AppError(overlap ? 409 : 400, reasons[0]!)
    Object.assign(changes, {
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      ...(kind === 'Seat' ? { seatId: resource.id } : {}),
      roomId: String(resource.room.id),
      ...keptNames(resource),
    })
    // A new start re-arms the reminder, in this transaction: the reminder job's window rules
    // (reminders.ts) decide when the moved booking gets its next one.
    if (startChanged) changes.reminderSentAt = null
  }
  const saved = await req.payload.update({
    collection: 'reservations',
    id: doc.id,
    data: changes,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const view = await viewWithNames(req, saved, true)
  const seen = visibleChanges(seenOf(before, doc), seenOf(view, saved))
  if (seen.length > 0)
    await queueReservationMails(req, 'modification', { reservationIds: [String(saved.id)], changes: seen })
  return view
}

const cancelDocs = async (req: PayloadRequest, docs: Reservation[], reason: string): Promise<Reservation[]> => {
  const saved: Reservation[] = []
  for (const doc of docs) {
    saved.push(
      await req.payload.update({
        collection: 'reservations',
        id: doc.id,
        data: { status: 'Cancelled', cancelReason: reason },
        depth: 0,
        overrideAccess: true,
        req,
      }),
    )
  }
  if (saved.length > 0)
    await queueReservationMails(req, 'cancellation', { reservationIds: saved.map((doc) => String(doc.id)) })
  return saved
}

const cancelOne = async (
  req: PayloadRequest,
  doc: Reservation,
  reason: string,
  staff: boolean,
): Promise<ReservationView> => {
  return inTransaction(req, async () => {
    const current = await lockedBooking(req, doc.id)
    const problems = cancelProblems(current.status, new Date(current.endDate), new Date())
    if (problems.length > 0) throw new AppError(400, problems[0]!)
    return viewWithNames(req, (await cancelDocs(req, [current], reason))[0]!, staff)
  })
}

/** Every not-yet-started holding occurrence of the booking's series (the booking alone when it has none). */
const cancelSeriesOf = async (
  req: PayloadRequest,
  doc: Reservation,
  reason: string,
): Promise<{ cancelled: number }> => {
  const members = doc.recurrenceId
    ? (
        await req.payload.find({
          collection: 'reservations',
          where: { recurrenceId: { equals: doc.recurrenceId } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
      ).docs
    : [doc]
  const now = Date.now()
  const stillOpen = (member: Reservation) => isHolding(member.status) && new Date(member.startDate).getTime() > now
  return inTransaction(req, async () => {
    // Locked one by one in id order (so two series cancellations cannot deadlock), each decided as stored now.
    const open: Reservation[] = []
    for (const member of members.filter(stillOpen).sort((a, b) => String(a.id).localeCompare(String(b.id)))) {
      const current = await lockedBooking(req, member.id, null)
      if (current && stillOpen(current)) open.push(current)
    }
    return { cancelled: (await cancelDocs(req, open, reason)).length }
  })
}

export const staffCancel = async (req: PayloadRequest, id: string, reason: string): Promise<ReservationView> =>
  cancelOne(req, await staffBooking(req, id, 'edit'), reason, true)

export const staffCancelSeries = async (
  req: PayloadRequest,
  id: string,
  reason: string,
): Promise<{ cancelled: number }> => cancelSeriesOf(req, await staffBooking(req, id, 'edit'), reason)

/** Reserved → CheckedIn, from start − 15 min until the end (staff at the desk, or the patron themselves: mine.ts). */
export const markCheckedIn = async (
  req: PayloadRequest,
  doc: Reservation,
  staff: boolean,
  now: Date = new Date(),
): Promise<ReservationView> => {
  // The no-show release may move the booking meanwhile: lock it and decide on what is stored now
  // (docs/decisions.md "Read-decide-write"), so a patron is never both checked in and released.
  const saved = await inTransaction(req, async () => {
    const current = await lockedBooking(req, doc.id)
    const problems = checkInProblems(current.status, new Date(current.startDate), new Date(current.endDate), now)
    if (problems.length > 0) throw new AppError(400, problems[0]!)
    return req.payload.update({
      collection: 'reservations',
      id: doc.id,
      data: { status: 'CheckedIn', checkedInAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
  })
  return staff ? viewWithNames(req, saved, true) : reservationView(saved)
}

/** PUT check-in/{id}: staff check a booking in. */
export const checkIn = async (req: PayloadRequest, id: string): Promise<ReservationView> =>
  markCheckedIn(req, await staffBooking(req, id, 'edit'), true)

/**
 * DELETE reservations/{id}. A booking the patron still holds (not yet over) is cancelled for them
 * too: they are mailed the cancellation with its CANCEL .ics, written from the booking as it was.
 */
export const removeBooking = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const doc = await staffBooking(req, id, 'delete')
  const stillHeld = isHolding(doc.status) && new Date(doc.endDate).getTime() > Date.now()
  const snapshot = stillHeld
    ? (await bookingSnapshot(req.payload, [String(doc.id)])).map((booking) => ({
        ...booking,
        status: 'Cancelled' as const,
        cancelReason: RESV_MSG.deletedByLibrary,
      }))
    : []
  await inTransaction(req, async () => {
    await req.payload.delete({ collection: 'reservations', id: doc.id, overrideAccess: true, req })
    if (snapshot.length > 0)
      await queueReservationMails(req, 'cancellation', { reservationIds: [String(doc.id)], snapshot })
  })
  return { _id: String(doc.id) }
}

// ---------------------------------------------------------------------------------------------
// The patron's own booking (public detail and cancel)
// ---------------------------------------------------------------------------------------------

/** The booking's key, the account's password, or 我的預約's signed proof of the address or account (patronAccess.ts). */
export type Proof = { key?: string | null; username?: string | null; password?: string | null; access?: string | null }

/** The booking for whoever proves it is theirs (the key, 我的預約's proof, or the account that made it); otherwise the same 404 as an unknown id. */
export const provenBooking = async (
  req: PayloadRequest,
  id: string,
  proof: Proof,
  verify: AccountCheck,
): Promise<Reservation> => {
  const doc = await findReservation(req, id)
  if (!doc) throw new AppError(404, RESV_MSG.notFound)
  if (proof.key && accessKeyMatches(proof.key, doc.accessKeyHash)) return doc
  const holder = proof.access ? readPatronAccess(req.payload.secret, proof.access) : null
  if (holder && holdsBooking(holder, doc)) return doc
  // The account that made it: the same username, and the password accepted by the same source
  // (a directory patron's password never opens a platform account's booking of that username).
  const username = proof.username?.trim()
  if (username && proof.password && doc.username && username.toLowerCase() === doc.username.toLowerCase()) {
    const source = await verify({ username, password: proof.password })
    if (source !== null && source === doc.accountSource) return doc
  }
  throw new AppError(404, RESV_MSG.notFound)
}

const seriesOf = async (
  req: PayloadRequest,
  doc: Reservation,
  staff: boolean,
): Promise<ReservationView[] | undefined> => {
  if (!doc.recurrenceId) return undefined
  const found = await req.payload.find({
    collection: 'reservations',
    where: { recurrenceId: { equals: doc.recurrenceId } },
    pagination: false,
    sort: 'startDate',
    depth: 1,
    overrideAccess: true,
    req,
  })
  return found.docs.map((member) => reservationView(member, { staff }))
}

export const publicDetail = async (req: PayloadRequest, id: string, proof: Proof, verify: AccountCheck) => {
  const doc = await provenBooking(req, id, proof, verify)
  const [series, settings] = await Promise.all([seriesOf(req, doc, false), readSettings(req, doc.kind)])
  return {
    reservation: await viewWithNames(req, doc, false),
    ...(series ? { series } : {}),
    selfCheckIn: settings.selfCheckIn,
  }
}

export const publicCancel = async (
  req: PayloadRequest,
  id: string,
  reason: string,
  proof: Proof,
  verify: AccountCheck,
): Promise<ReservationView> => cancelOne(req, await provenBooking(req, id, proof, verify), reason, false)

export const publicCancelSeries = async (
  req: PayloadRequest,
  id: string,
  reason: string,
  proof: Proof,
  verify: AccountCheck,
): Promise<{ cancelled: number }> => cancelSeriesOf(req, await provenBooking(req, id, proof, verify), reason)

// ---------------------------------------------------------------------------------------------
// Back-office lists and details
// ---------------------------------------------------------------------------------------------

export const listBookings = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: ReservationFilters,
): Promise<Paginated<ReservationView>> => {
  const kinds = reservationKindsFor(req, 'read').filter((kind) => !filters.kind || kind === filters.kind)
  if (kinds.length === 0) return { data: [], total: 0, page: query.page, limit: query.limit }
  // The name (or keyword) as written: `%` and `_` are characters, not wildcards (issue 43 §8).
  const keyword = filters.name ?? query.keyword
  const where = allOf(
    { kind: { in: kinds } },
    filters.roomId ? { roomId: { equals: filters.roomId } } : undefined,
    filters.seatId ? { seatId: { equals: filters.seatId } } : undefined,
    filters.status ? { status: { equals: filters.status } } : undefined,
    keyword ? containsWhere(req.payload, keyword, ['name', 'email', 'username']) : undefined,
    ...libraryDaysWhere('startDate', filters.from, filters.to),
  )
  const found = await req.payload.find({
    collection: 'reservations',
    where,
    page: query.page,
    limit: query.limit,
    sort: filters.sort ?? '-startDate',
    depth: 1,
    overrideAccess: true,
    req,
  })
  return toPaginated(found, query, (doc) => reservationView(doc, { staff: true }))
}

export const getBooking = async (req: PayloadRequest, id: string): Promise<ReservationView> =>
  viewWithNames(req, await staffBooking(req, id, 'read'), true)

/** GET detail-reservations/{id}: the booking with its seat and room, and its series. */
export const bookingDetail = async (req: PayloadRequest, id: string) => {
  const doc = await staffBooking(req, id, 'read')
  const seat = doc.kind === 'Seat' ? await findSeat(req, relationId(doc.seatId) ?? '') : null
  const room = await findRoom(req, relationId(doc.roomId) ?? relationId(seat?.roomId) ?? '')
  const series = await seriesOf(req, doc, true)
  return {
    ...reservationView(doc, { staff: true, seatNumber: seat?.number ?? null, roomName: room?.name ?? null }),
    seat: seat
      ? { _id: String(seat.id), id: String(seat.id), number: seat.number, enabled: seat.enabled !== false }
      : null,
    room: room ? roomView(room) : null,
    ...(series ? { series } : {}),
  }
}
