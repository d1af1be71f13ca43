import type { PayloadRequest, Where } from 'payload'

import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { MSG } from '@/i18n/messages'
import { RESERVATION_STATUS_LABEL } from '@/i18n/modules'
import { accessKeyMatches, newAccessKey } from '@/lib/accessKey'
import { integrityErrorOf } from '@/lib/dbErrors'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import { libraryDaysWhere } from '@/lib/timeZone'
import type { Reservation, Room, RoomReservationSetting, Seat, SeatReservationSetting } from '@/payload-types'
import { readOpeningSettings, todayKey } from '@/modules/opening'
import { reservationKindsFor } from './collections/reservations'
import { RESV_MSG } from './messages'
import { queueReservationMails } from './notify'
import { expandRecurrence, recurrenceProblem } from './recurrence'
import {
  type ReservationKind,
  type ReservationSettings,
  bookingProblems,
  cancelProblems,
  checkInProblems,
  isHolding,
  isWriteConflict,
  minutesBetween,
  personOf,
  roomSettingsOf,
  seatSettingsOf,
} from './rules'
import type {
  BookingInput,
  ModifyInput,
  RecurrenceBookingInput,
  ReservationFilters,
  RoomSaveInput,
  SeatSaveInput,
  roomSettingsSchema,
  seatSettingsSchema,
} from './schemas'
import { type AvailabilityDay, type OpeningDateEntry, addDays, availabilityDays, libraryClock, libraryInstant, mondayOf } from './slots'
import type { z } from 'zod'

/**
 * Space reservations (issue 13): availability, booking one slot or a series, staff changes,
 * cancellation, check-in, and the rooms and seats themselves. Every rule refuses before anything
 * is written; a booking and the mails it queues commit together; the database's own refusal of
 * a double booking (migration reservations_no_overlap) becomes a 409, never a 500.
 */

const HOLDING = ['Reserved', 'CheckedIn'] as const

type Settings = ReservationSettings

const relationId = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null

/** A failure that carries details for the caller (`{ message, result }`), such as a series' conflicts. */
export class ResultError extends AppError {
  constructor(
    status: number,
    message: string,
    readonly result: unknown,
  ) {
    super(status, message)
  }
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export const readSettings = async (req: PayloadRequest, kind: ReservationKind): Promise<Settings> =>
  kind === 'Seat'
    ? seatSettingsOf(await req.payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true, req }))
    : roomSettingsOf(await req.payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true, req }))

/** `count` library days from `from` with their opening hours. */
export const openingDaysFrom = async (req: PayloadRequest, from: string, count: number): Promise<AvailabilityDay[]> => {
  const [rule, found] = await Promise.all([
    readOpeningSettings(req, { overrideAccess: true }),
    req.payload.find({
      collection: 'opening-dates',
      where: { and: [{ date: { greater_than_equal: `${from}T00:00:00.000Z` } }, { date: { less_than: `${addDays(from, count)}T00:00:00.000Z` } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  const entries: OpeningDateEntry[] = found.docs.map((doc) => ({ id: String(doc.id), date: doc.date, openingStatus: doc.openingStatus, announcement: doc.announcement }))
  return availabilityDays(from, count, rule, entries)
}

const findRoom = (req: PayloadRequest, id: string): Promise<Room | null> =>
  isObjectId(id) ? req.payload.findByID({ collection: 'rooms', id, depth: 0, overrideAccess: true, disableErrors: true, joins: false, req }) : Promise.resolve(null)
const findSeat = (req: PayloadRequest, id: string): Promise<Seat | null> =>
  isObjectId(id) ? req.payload.findByID({ collection: 'seats', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : Promise.resolve(null)
const findReservation = (req: PayloadRequest, id: string): Promise<Reservation | null> =>
  isObjectId(id) ? req.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : Promise.resolve(null)

const seatCountOf = async (req: PayloadRequest, roomId: string): Promise<number> =>
  (await req.payload.count({ collection: 'seats', where: { roomId: { equals: roomId } }, overrideAccess: true, req })).totalDocs

/** What a booking holds. */
type Resource = { kind: ReservationKind; id: string; key: string; label: string; room: Room; seat?: Seat }

/** Rule 1: the seat (in an enabled room) or the room (one booked as a whole) exists and is enabled. */
export const bookableResource = async (req: PayloadRequest, kind: ReservationKind, id: string): Promise<Resource> => {
  if (kind === 'Seat') {
    const seat = await findSeat(req, id)
    const room = seat ? await findRoom(req, relationId(seat.roomId) ?? '') : null
    if (!seat || !room) throw new AppError(404, RESV_MSG.seatNotFound)
    if (seat.enabled === false || room.enabled === false) throw new AppError(400, RESV_MSG.seatDisabled)
    return { kind, id: String(seat.id), key: `seat:${seat.id}`, label: seat.number, room, seat }
  }
  const room = await findRoom(req, id)
  if (!room) throw new AppError(404, RESV_MSG.roomNotFound)
  if (room.enabled === false) throw new AppError(400, RESV_MSG.roomDisabled)
  if (room.isLab || (await seatCountOf(req, String(room.id))) > 0) throw new AppError(400, RESV_MSG.roomHasSeats)
  return { kind, id: String(room.id), key: `room:${room.id}`, label: room.name, room }
}

const dayRange = (day: string) => [{ startDate: { greater_than_equal: libraryInstant(day, 0).toISOString() } }, { startDate: { less_than: libraryInstant(addDays(day, 1), 0).toISOString() } }]
const notIn = (ids: readonly string[]): Where[] => (ids.length > 0 ? [{ id: { not_in: [...ids] } }] : [])
const holding: Where = { status: { in: [...HOLDING] } }

/** A person's holding minutes of a kind in the Monday–Sunday week of `day`. */
const weeklyMinutes = async (req: PayloadRequest, kind: ReservationKind, person: ReturnType<typeof personOf>, day: string, exclude: readonly string[]): Promise<number> => {
  const monday = mondayOf(day)
  const found = await req.payload.find({
    collection: 'reservations',
    where: {
      and: [
        { kind: { equals: kind } },
        holding,
        'username' in person ? { username: { equals: person.username } } : { email: { equals: person.email } },
        { startDate: { greater_than_equal: libraryInstant(monday, 0).toISOString() } },
        { startDate: { less_than: libraryInstant(addDays(monday, 7), 0).toISOString() } },
        ...notIn(exclude),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { startDate: true, endDate: true },
    req,
  })
  return found.docs.reduce((sum, doc) => sum + minutesBetween(new Date(doc.startDate), new Date(doc.endDate)), 0)
}

/** Holding bookings of a kind by external patrons on a library day. */
const externalCountOn = async (req: PayloadRequest, kind: ReservationKind, day: string, exclude: readonly string[] = []): Promise<number> =>
  (
    await req.payload.count({
      collection: 'reservations',
      where: { and: [{ kind: { equals: kind } }, holding, { isExternal: { equals: true } }, ...dayRange(day), ...notIn(exclude)] },
      overrideAccess: true,
      req,
    })
  ).totalDocs

/** Rule 9, first line: a holding booking of the resource at an overlapping time. */
const overlaps = async (req: PayloadRequest, resourceKey: string, start: Date, end: Date, exclude: readonly string[] = []): Promise<boolean> =>
  (
    await req.payload.count({
      collection: 'reservations',
      where: {
        and: [
          { resourceKey: { equals: resourceKey } },
          holding,
          { startDate: { less_than: end.toISOString() } },
          { endDate: { greater_than: start.toISOString() } },
          ...notIn(exclude),
        ],
      },
      overrideAccess: true,
      req,
    })
  ).totalDocs > 0

/** Run a write; the database's double-booking refusal becomes the contract's 409. */
const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (integrityErrorOf(error) === 'overlap' || isWriteConflict(error)) throw new AppError(409, RESV_MSG.raced)
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

export type ReservationView = ContractRecord & {
  id: string
  kind: ReservationKind
  seatId: string | null
  roomId: string | null
  seatNumber: string | null
  roomName: string | null
  startDate: string
  endDate: string
  status: Reservation['status']
  statusLabel: string
}

/** A booking as it leaves the server: never its key hash; the annotation only for staff. */
export const reservationView = (doc: Reservation, options: { staff?: boolean; seatNumber?: string | null; roomName?: string | null } = {}): ReservationView => {
  const { accessKeyHash: _hash, resourceKey: _key, annotation, ...rest } = doc
  const seat = doc.seatId && typeof doc.seatId === 'object' ? doc.seatId : null
  const room = doc.roomId && typeof doc.roomId === 'object' ? doc.roomId : null
  return {
    ...toContract(rest),
    id: String(doc.id),
    kind: doc.kind,
    seatId: relationId(doc.seatId),
    roomId: relationId(doc.roomId),
    seatNumber: seat?.number ?? options.seatNumber ?? null,
    roomName: room?.name ?? options.roomName ?? null,
    startDate: doc.startDate,
    endDate: doc.endDate,
    status: doc.status,
    statusLabel: RESERVATION_STATUS_LABEL[doc.status],
    ...(options.staff ? { annotation: annotation ?? null } : {}),
  }
}

const viewWithNames = async (req: PayloadRequest, doc: Reservation, staff: boolean): Promise<ReservationView> => {
  const seat = doc.kind === 'Seat' ? await findSeat(req, relationId(doc.seatId) ?? '') : null
  const room = await findRoom(req, relationId(doc.roomId) ?? relationId(seat?.roomId) ?? '')
  return reservationView(doc, { staff, seatNumber: seat?.number ?? null, roomName: room?.name ?? null })
}

// ---------------------------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------------------------

export type AvailabilityScope = 'seats' | 'lab-seats' | 'rooms'

export type Availability = {
  kind: ReservationKind
  settings: Settings
  days: AvailabilityDay[]
  resources: { id: string; label: string; roomId: string; roomName: string; description?: string | null; imageUrl?: string | null }[]
  taken: ({ resourceId: string; startDate: string; endDate: string } & Partial<{ id: string; name: string; status: Reservation['status'] }>)[]
}

const byNumber = (a: string, b: string) => a.localeCompare(b, 'zh-TW', { numeric: true })

/** The bookable resources of a scope: enabled rooms without seats, or enabled seats of enabled (lab) rooms. */
const resourcesOf = async (req: PayloadRequest, scope: AvailabilityScope, roomId?: string): Promise<Availability['resources']> => {
  const [rooms, seats] = await Promise.all([
    req.payload.find({ collection: 'rooms', pagination: false, depth: 0, joins: false, overrideAccess: true, sort: 'name', req }),
    req.payload.find({ collection: 'seats', pagination: false, depth: 0, overrideAccess: true, req }),
  ])
  const enabledRooms = rooms.docs.filter((room) => room.enabled !== false && (!roomId || String(room.id) === roomId))
  if (scope === 'rooms') {
    const withSeats = new Set(seats.docs.map((seat) => relationId(seat.roomId)))
    return enabledRooms
      .filter((room) => !room.isLab && !withSeats.has(String(room.id)))
      .map((room) => ({ id: String(room.id), label: room.name, roomId: String(room.id), roomName: room.name, description: room.description ?? null, imageUrl: room.imageUrl ?? null }))
  }
  const lab = scope === 'lab-seats'
  const roomsById = new Map(enabledRooms.filter((room) => Boolean(room.isLab) === lab).map((room) => [String(room.id), room]))
  return seats.docs
    .filter((seat) => seat.enabled !== false && roomsById.has(relationId(seat.roomId) ?? ''))
    .map((seat) => {
      const room = roomsById.get(relationId(seat.roomId)!)!
      return { id: String(seat.id), label: seat.number, roomId: String(room.id), roomName: room.name }
    })
    .sort((a, b) => byNumber(a.roomName, b.roomName) || byNumber(a.label, b.label))
}

/** GET …/seats|lab-seats|rooms: the days, the resources and what is taken (for staff with who and status). */
export const availability = async (
  req: PayloadRequest,
  scope: AvailabilityScope,
  query: { from?: string; days?: number; roomId?: string },
  staff: boolean,
): Promise<Availability> => {
  const kind: ReservationKind = scope === 'rooms' ? 'Room' : 'Seat'
  const from = query.from ?? todayKey()
  const count = query.days ?? 7
  const [settings, days, resources] = await Promise.all([readSettings(req, kind), openingDaysFrom(req, from, count), resourcesOf(req, scope, query.roomId || undefined)])
  const keys = resources.map((resource) => `${kind === 'Seat' ? 'seat' : 'room'}:${resource.id}`)
  const found =
    keys.length === 0
      ? []
      : (
          await req.payload.find({
            collection: 'reservations',
            where: {
              and: [
                { resourceKey: { in: keys } },
                holding,
                { startDate: { less_than: libraryInstant(addDays(from, count), 0).toISOString() } },
                { endDate: { greater_than: libraryInstant(from, 0).toISOString() } },
              ],
            },
            pagination: false,
            depth: 0,
            sort: 'startDate',
            overrideAccess: true,
            req,
          })
        ).docs
  const taken = found.map((doc) => ({
    resourceId: (kind === 'Seat' ? relationId(doc.seatId) : relationId(doc.roomId)) ?? '',
    startDate: doc.startDate,
    endDate: doc.endDate,
    ...(staff ? { id: String(doc.id), name: doc.name, status: doc.status } : {}),
  }))
  return { kind, settings, days, resources, taken }
}

/** GET get-isExternal-count: external holding bookings of a kind on a day and what remains. */
export const externalCount = async (req: PayloadRequest, isRoom: boolean, day: string): Promise<{ allowed: number | null; used: number; remaining: number | null }> => {
  const kind: ReservationKind = isRoom ? 'Room' : 'Seat'
  const [settings, used] = await Promise.all([readSettings(req, kind), externalCountOn(req, kind, day)])
  const allowed = settings.allowedExternalCount
  return { allowed, used, remaining: allowed === null ? null : Math.max(0, allowed - used) }
}

// ---------------------------------------------------------------------------------------------
// Booking
// ---------------------------------------------------------------------------------------------

/** Checks a patron's account (the public calls pass one running under the sign-in limits). */
export type AccountCheck = (credentials: { username: string; password: string }) => Promise<boolean>

export type Booker = { staff: true } | { staff: false; verify: AccountCheck }

type Contact = Omit<BookingInput, 'seatId' | 'roomId' | 'startDate' | 'endDate' | 'password' | 'website'>

/** The patron's identity: a public internal patron proves the account; staff give what they know. */
const identify = async (input: { isExternal: boolean; username?: string; password?: string }, booker: Booker): Promise<string | null> => {
  const given = input.username?.trim() || null
  if (booker.staff || input.isExternal) return input.isExternal ? null : (given?.toLowerCase() ?? null)
  if (!given || !input.password || !(await booker.verify({ username: given, password: input.password }))) throw new AppError(401, MSG.invalidCredentials)
  // Stored lower-cased: the weekly limit and the account proof compare without case.
  return given.toLowerCase()
}

const contactData = (input: Contact, username: string | null) => ({
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
  ...('annotation' in input ? { annotation: input.annotation || null } : {}),
})

/** Running totals a series adds to what is stored, so its later occurrences count its earlier ones. */
type Pending = { weekly: Map<string, number>; external: Map<string, number> }
const noPending = (): Pending => ({ weekly: new Map(), external: new Map() })

/** Rules 2–7 and 9 for one booking: every reason it is refused (empty when it may be stored). */
const problemsOf = async (
  req: PayloadRequest,
  target: { resource: Resource; start: Date; end: Date; isExternal: boolean; person: ReturnType<typeof personOf> },
  context: { settings: Settings; day?: AvailabilityDay; now: Date; exclude?: readonly string[]; checkPast?: boolean; pending?: Pending },
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
    reservation: { _id: id, id, kind, startDate: input.startDate, endDate: input.endDate, name: input.name, status: 'Reserved', statusLabel: RESERVATION_STATUS_LABEL.Reserved, createdAt: now, updatedAt: now },
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
  const username = await identify(input, booker)
  const start = new Date(input.startDate)
  const end = new Date(input.endDate)
  const settings = await readSettings(req, kind)
  const data = contactData(input, username)
  const { key, hash } = newAccessKey()
  return guarded(() =>
    inTransaction(req, async () => {
      const { reasons, overlap } = await problemsOf(req, { resource, start, end, isExternal: input.isExternal, person: personOf(data) }, { settings, now: new Date() })
      if (reasons.length > 0) throw new AppError(overlap ? 409 : 400, reasons[0]!)
      const doc = await req.payload.create({
        collection: 'reservations',
        data: {
          kind,
          ...(kind === 'Seat' ? { seatId: resource.id } : {}),
          roomId: String(resource.room.id),
          startDate: start.toISOString(),
          endDate: end.toISOString(),
          ...data,
          status: 'Reserved',
          accessKeyHash: hash,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      await queueReservationMails(req, 'confirmation', { reservationIds: [String(doc.id)], key })
      return { id: String(doc.id), key, reservation: reservationView(doc, { staff: booker.staff, seatNumber: resource.seat?.number ?? null, roomName: resource.room.name }) }
    }),
  )
}

export type SeriesConflict = { date: string; reasons: string[] }
export type SeriesResult = { recurrenceId: string; key: string; booked: ReservationView[]; skipped: SeriesConflict[] }

/** Book a recurring room series (rule 12): all or, with skipConflicts, the bookable occurrences, in one transaction. */
export const bookSeries = async (req: PayloadRequest, input: RecurrenceBookingInput & { website?: string }, booker: Booker): Promise<SeriesResult> => {
  if (!booker.staff && input.website) return { recurrenceId: newObjectId(), key: newAccessKey().key, booked: [], skipped: [] }
  const settings = await readSettings(req, 'Room')
  if (!settings.recurrenceOpen) throw new AppError(400, RESV_MSG.recurrenceClosed)
  const problem = recurrenceProblem(input)
  if (problem) throw new AppError(400, problem)
  const occurrences = expandRecurrence(input)
  if (occurrences.length === 0) throw new AppError(400, RESV_MSG.noOccurrence)
  const resource = await bookableResource(req, 'Room', input.roomId)
  const username = await identify(input, booker)
  const data = contactData(input, username)
  const person = personOf(data)
  const first = occurrences[0]!.date
  const days = await openingDaysFrom(req, first, Math.round((Date.parse(occurrences.at(-1)!.date) - Date.parse(first)) / 86_400_000) + 1)
  const dayOf = new Map(days.map((day) => [day.date, day]))
  const { key, hash } = newAccessKey()
  const recurrenceId = newObjectId()
  return guarded(() =>
    inTransaction(req, async () => {
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
        throw new ResultError(409, RESV_MSG.conflicts(conflicts), { conflicts, bookable: bookable.map((occurrence) => occurrence.date) })
      }
      const booked: ReservationView[] = []
      for (const occurrence of bookable) {
        const doc = await req.payload.create({
          collection: 'reservations',
          data: {
            kind: 'Room',
            roomId: resource.id,
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
const staffBooking = async (req: PayloadRequest, id: string, action: 'read' | 'edit' | 'delete', kind?: ReservationKind): Promise<Reservation> => {
  const doc = await findReservation(req, id)
  if (!doc) throw new AppError(404, RESV_MSG.notFound)
  if (kind && doc.kind !== kind) throw new AppError(400, RESV_MSG.wrongKind(kind === 'Seat' ? '座位' : '空間'))
  if (!reservationKindsFor(req, action).includes(doc.kind)) throw new AppError(403, MSG.forbidden)
  return doc
}

/** PUT modify-seat-reservation|modify-room-reservation: contact fields; times and seat/room re-checked. */
export const modifyBooking = async (req: PayloadRequest, kind: ReservationKind, input: ModifyInput): Promise<ReservationView> => {
  const doc = await staffBooking(req, input.id, 'edit', kind)
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
  for (const field of ['phoneNumber', 'purpose', 'note', 'annotation'] as const) if (input[field] !== undefined) changes[field] = input[field] || null
  if (input.name !== undefined) changes.name = input.name
  if (input.email !== undefined) changes.email = email
  if (input.userCount !== undefined) changes.userCount = input.userCount
  return guarded(() =>
    inTransaction(req, async () => {
      if (moved) {
        if (!isHolding(doc.status)) throw new AppError(400, RESV_MSG.modifyNotHolding)
        const resource = await bookableResource(req, kind, resourceId)
        const settings = await readSettings(req, kind)
        const person = personOf({ isExternal: doc.isExternal, username: doc.username, email })
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
        })
      }
      const saved = await req.payload.update({ collection: 'reservations', id: doc.id, data: changes, depth: 0, overrideAccess: true, req })
      await queueReservationMails(req, 'modification', { reservationIds: [String(saved.id)] })
      return viewWithNames(req, saved, true)
    }),
  )
}

const cancelDocs = async (req: PayloadRequest, docs: Reservation[], reason: string): Promise<Reservation[]> => {
  const saved: Reservation[] = []
  for (const doc of docs) {
    saved.push(await req.payload.update({ collection: 'reservations', id: doc.id, data: { status: 'Cancelled', cancelReason: reason }, depth: 0, overrideAccess: true, req }))
  }
  if (saved.length > 0) await queueReservationMails(req, 'cancellation', { reservationIds: saved.map((doc) => String(doc.id)) })
  return saved
}

const cancelOne = async (req: PayloadRequest, doc: Reservation, reason: string, staff: boolean): Promise<ReservationView> => {
  const problems = cancelProblems(doc.status, new Date(doc.endDate), new Date())
  if (problems.length > 0) throw new AppError(400, problems[0]!)
  return inTransaction(req, async () => viewWithNames(req, (await cancelDocs(req, [doc], reason))[0]!, staff))
}

/** Every not-yet-started holding occurrence of the booking's series (the booking alone when it has none). */
const cancelSeriesOf = async (req: PayloadRequest, doc: Reservation, reason: string): Promise<{ cancelled: number }> => {
  const members = doc.recurrenceId
    ? (await req.payload.find({ collection: 'reservations', where: { recurrenceId: { equals: doc.recurrenceId } }, pagination: false, depth: 0, overrideAccess: true, req })).docs
    : [doc]
  const now = Date.now()
  const open = members.filter((member) => isHolding(member.status) && new Date(member.startDate).getTime() > now)
  return inTransaction(req, async () => ({ cancelled: (await cancelDocs(req, open, reason)).length }))
}

export const staffCancel = async (req: PayloadRequest, id: string, reason: string): Promise<ReservationView> =>
  cancelOne(req, await staffBooking(req, id, 'edit'), reason, true)

export const staffCancelSeries = async (req: PayloadRequest, id: string, reason: string): Promise<{ cancelled: number }> =>
  cancelSeriesOf(req, await staffBooking(req, id, 'edit'), reason)

/** PUT check-in/{id}: Reserved → CheckedIn, from start − 15 min until the end. */
export const checkIn = async (req: PayloadRequest, id: string): Promise<ReservationView> => {
  const doc = await staffBooking(req, id, 'edit')
  const problems = checkInProblems(doc.status, new Date(doc.startDate), new Date(doc.endDate), new Date())
  if (problems.length > 0) throw new AppError(400, problems[0]!)
  const saved = await req.payload.update({
    collection: 'reservations',
    id: doc.id,
    data: { status: 'CheckedIn', checkedInAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return viewWithNames(req, saved, true)
}

export const removeBooking = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const doc = await staffBooking(req, id, 'delete')
  await req.payload.delete({ collection: 'reservations', id: doc.id, overrideAccess: true, req })
  return { _id: String(doc.id) }
}

// ---------------------------------------------------------------------------------------------
// The patron's own booking (public detail and cancel)
// ---------------------------------------------------------------------------------------------

export type Proof = { key?: string | null; username?: string | null; password?: string | null }

/** The booking for whoever proves it is theirs (the key, or the account that made it); otherwise the same 404 as an unknown id. */
export const provenBooking = async (req: PayloadRequest, id: string, proof: Proof, verify: AccountCheck): Promise<Reservation> => {
  const doc = await findReservation(req, id)
  if (!doc) throw new AppError(404, RESV_MSG.notFound)
  if (proof.key && accessKeyMatches(proof.key, doc.accessKeyHash)) return doc
  const username = proof.username?.trim()
  if (username && proof.password && doc.username && username.toLowerCase() === doc.username.toLowerCase()) {
    if (await verify({ username, password: proof.password })) return doc
  }
  throw new AppError(404, RESV_MSG.notFound)
}

const seriesOf = async (req: PayloadRequest, doc: Reservation, staff: boolean): Promise<ReservationView[] | undefined> => {
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
  const series = await seriesOf(req, doc, false)
  return { reservation: await viewWithNames(req, doc, false), ...(series ? { series } : {}) }
}

export const publicCancel = async (req: PayloadRequest, id: string, reason: string, proof: Proof, verify: AccountCheck): Promise<ReservationView> =>
  cancelOne(req, await provenBooking(req, id, proof, verify), reason, false)

export const publicCancelSeries = async (req: PayloadRequest, id: string, reason: string, proof: Proof, verify: AccountCheck): Promise<{ cancelled: number }> =>
  cancelSeriesOf(req, await provenBooking(req, id, proof, verify), reason)

// ---------------------------------------------------------------------------------------------
// Back-office lists and details
// ---------------------------------------------------------------------------------------------

export const listBookings = async (req: PayloadRequest, query: ListQuery, filters: ReservationFilters): Promise<Paginated<ReservationView>> => {
  const kinds = reservationKindsFor(req, 'read').filter((kind) => !filters.kind || kind === filters.kind)
  if (kinds.length === 0) return { data: [], total: 0, page: query.page, limit: query.limit }
  const keyword = filters.name ?? query.keyword
  const where = allOf(
    { kind: { in: kinds } },
    filters.roomId ? { roomId: { equals: filters.roomId } } : undefined,
    filters.seatId ? { seatId: { equals: filters.seatId } } : undefined,
    filters.status ? { status: { equals: filters.status } } : undefined,
    keyword ? { or: [{ name: { like: keyword } }, { email: { like: keyword } }, { username: { like: keyword } }] } : undefined,
    ...libraryDaysWhere('startDate', filters.from, filters.to),
  )
  const found = await req.payload.find({ collection: 'reservations', where, page: query.page, limit: query.limit, sort: filters.sort ?? '-startDate', depth: 1, overrideAccess: true, req })
  return toPaginated(found, query, (doc) => reservationView(doc, { staff: true }))
}

export const getBooking = async (req: PayloadRequest, id: string): Promise<ReservationView> => viewWithNames(req, await staffBooking(req, id, 'read'), true)

/** GET detail-reservations/{id}: the booking with its seat and room, and its series. */
export const bookingDetail = async (req: PayloadRequest, id: string) => {
  const doc = await staffBooking(req, id, 'read')
  const seat = doc.kind === 'Seat' ? await findSeat(req, relationId(doc.seatId) ?? '') : null
  const room = await findRoom(req, relationId(doc.roomId) ?? relationId(seat?.roomId) ?? '')
  const series = await seriesOf(req, doc, true)
  return {
    ...reservationView(doc, { staff: true, seatNumber: seat?.number ?? null, roomName: room?.name ?? null }),
    seat: seat ? { _id: String(seat.id), id: String(seat.id), number: seat.number, enabled: seat.enabled !== false } : null,
    room: room ? roomView(room) : null,
    ...(series ? { series } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Rooms and seats
// ---------------------------------------------------------------------------------------------

export const roomView = (room: Room, seatCount?: number): ContractRecord => {
  const { seats: _join, ...rest } = room
  return { ...toContract(rest), id: String(room.id), enabled: room.enabled !== false, isLab: Boolean(room.isLab), ...(seatCount !== undefined ? { seatCount } : {}) }
}

const seatView = (seat: Seat, roomName?: string | null): ContractRecord => {
  const room = seat.roomId && typeof seat.roomId === 'object' ? seat.roomId : null
  return { ...toContract(seat), id: String(seat.id), roomId: relationId(seat.roomId), roomName: room?.name ?? roomName ?? null, enabled: seat.enabled !== false }
}

const boolFilter = (field: string, value?: 'true' | 'false'): Where | undefined =>
  value === undefined ? undefined : value === 'true' ? { [field]: { not_equals: false } } : { [field]: { equals: false } }

export const listRooms = async (req: PayloadRequest, query: ListQuery, filters: { enabled?: 'true' | 'false'; isLab?: 'true' | 'false' }): Promise<Paginated<ContractRecord>> => {
  const where = allOf(
    query.keyword ? { or: [{ name: { like: query.keyword } }, { description: { like: query.keyword } }] } : undefined,
    boolFilter('enabled', filters.enabled),
    filters.isLab === undefined ? undefined : filters.isLab === 'true' ? { isLab: { equals: true } } : { isLab: { not_equals: true } },
  )
  const found = await req.payload.find({ collection: 'rooms', where, page: query.page, limit: query.limit, sort: 'name', depth: 0, joins: false, overrideAccess: true, req })
  const seats =
    found.docs.length === 0
      ? []
      : (
          await req.payload.find({
            collection: 'seats',
            where: { roomId: { in: found.docs.map((room) => room.id) } },
            pagination: false,
            depth: 0,
            select: { roomId: true },
            overrideAccess: true,
            req,
          })
        ).docs
  const counts = new Map<string, number>()
  for (const seat of seats) counts.set(relationId(seat.roomId) ?? '', (counts.get(relationId(seat.roomId) ?? '') ?? 0) + 1)
  return toPaginated(found, query, (room) => roomView(room, counts.get(String(room.id)) ?? 0))
}

const staffRoom = async (req: PayloadRequest, id: string): Promise<Room> => {
  const room = await findRoom(req, id)
  if (!room) throw new AppError(404, RESV_MSG.roomNotFound)
  return room
}

export const getRoom = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const room = await staffRoom(req, id)
  return roomView(room, await seatCountOf(req, String(room.id)))
}

export const saveRoom = async (req: PayloadRequest, input: RoomSaveInput): Promise<ContractRecord> => {
  const { id: givenId, _id, ...data } = input
  const id = givenId ?? _id
  if (id) {
    await staffRoom(req, id)
    return roomView(await req.payload.update({ collection: 'rooms', id, data, depth: 0, overrideAccess: true, req }))
  }
  return roomView(await req.payload.create({ collection: 'rooms', data, depth: 0, overrideAccess: true, req }), 0)
}

export const toggleRoom = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const room = await staffRoom(req, id)
  return roomView(await req.payload.update({ collection: 'rooms', id: room.id, data: { enabled: room.enabled === false }, depth: 0, overrideAccess: true, req }))
}

const hasOpenBookings = async (req: PayloadRequest, where: Where): Promise<boolean> =>
  (await req.payload.count({ collection: 'reservations', where: { and: [where, holding, { endDate: { greater_than: new Date().toISOString() } }] }, overrideAccess: true, req })).totalDocs > 0

export const removeRoom = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const room = await staffRoom(req, id)
  if ((await seatCountOf(req, String(room.id))) > 0) throw new AppError(400, RESV_MSG.roomHasSeatsDelete)
  if (await hasOpenBookings(req, { roomId: { equals: room.id } })) throw new AppError(400, RESV_MSG.roomHasBookings)
  await req.payload.delete({ collection: 'rooms', id: room.id, overrideAccess: true, req })
  return { _id: String(room.id) }
}

export const listSeats = async (req: PayloadRequest, query: ListQuery, filters: { enabled?: 'true' | 'false'; roomId?: string }): Promise<Paginated<ContractRecord>> => {
  const where = allOf(
    query.keyword ? { number: { like: query.keyword } } : undefined,
    boolFilter('enabled', filters.enabled),
    filters.roomId ? { roomId: { equals: filters.roomId } } : undefined,
  )
  const found = await req.payload.find({ collection: 'seats', where, page: query.page, limit: query.limit, sort: 'number', depth: 1, overrideAccess: true, req })
  return toPaginated(found, query, (seat) => seatView(seat))
}

const staffSeat = async (req: PayloadRequest, id: string): Promise<Seat> => {
  const seat = await findSeat(req, id)
  if (!seat) throw new AppError(404, RESV_MSG.seatNotFound)
  return seat
}

export const getSeat = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const seat = await staffSeat(req, id)
  return seatView(seat, (await findRoom(req, relationId(seat.roomId) ?? ''))?.name)
}

/** GET lab-seats/{roomId}: the seats of a lab room. */
export const labSeats = async (req: PayloadRequest, roomId: string): Promise<ContractRecord[]> => {
  const room = await staffRoom(req, roomId)
  if (!room.isLab) throw new AppError(400, RESV_MSG.notLabRoom)
  const found = await req.payload.find({ collection: 'seats', where: { roomId: { equals: room.id } }, pagination: false, depth: 0, overrideAccess: true, req })
  return found.docs.sort((a, b) => byNumber(a.number, b.number)).map((seat) => seatView(seat, room.name))
}

export const saveSeat = async (req: PayloadRequest, input: SeatSaveInput): Promise<ContractRecord> => {
  const { id: givenId, _id, ...data } = input
  const id = givenId ?? _id
  const room = await staffRoom(req, data.roomId)
  const sameNumber = await req.payload.find({
    collection: 'seats',
    where: { and: [{ roomId: { equals: room.id } }, { number: { equals: data.number } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (sameNumber.docs.some((seat) => String(seat.id) !== id)) throw new AppError(400, RESV_MSG.seatNumberTaken(data.number))
  if (id) {
    await staffSeat(req, id)
    return seatView(await req.payload.update({ collection: 'seats', id, data, depth: 0, overrideAccess: true, req }), room.name)
  }
  return seatView(await req.payload.create({ collection: 'seats', data, depth: 0, overrideAccess: true, req }), room.name)
}

export const toggleSeat = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const seat = await staffSeat(req, id)
  return seatView(await req.payload.update({ collection: 'seats', id: seat.id, data: { enabled: seat.enabled === false }, depth: 0, overrideAccess: true, req }))
}

export const removeSeat = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const seat = await staffSeat(req, id)
  if (await hasOpenBookings(req, { seatId: { equals: seat.id } })) throw new AppError(400, RESV_MSG.seatHasBookings)
  await req.payload.delete({ collection: 'seats', id: seat.id, overrideAccess: true, req })
  return { _id: String(seat.id) }
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

const settingsRecord = (doc: SeatReservationSetting | RoomReservationSetting) => {
  const { id, ...rest } = doc
  return { _id: id === undefined || id === null ? null : String(id), ...rest }
}

export const getSeatSettings = async (req: PayloadRequest) =>
  settingsRecord(await req.payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true, req }))

export const getRoomSettings = async (req: PayloadRequest) =>
  settingsRecord(await req.payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true, req }))

export const saveSeatSettings = async (req: PayloadRequest, input: z.infer<typeof seatSettingsSchema>) =>
  settingsRecord(await req.payload.updateGlobal({ slug: 'seat-reservation-settings', data: input, depth: 0, overrideAccess: true, req }))

export const saveRoomSettings = async (req: PayloadRequest, input: z.infer<typeof roomSettingsSchema>) =>
  settingsRecord(await req.payload.updateGlobal({ slug: 'room-reservation-settings', data: input, depth: 0, overrideAccess: true, req }))
