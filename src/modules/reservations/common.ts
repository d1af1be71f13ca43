import type { PayloadRequest, Where } from 'payload'

import { lockKeys } from '@/crud/compareAndSet'
import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { RESERVATION_STATUS_LABEL } from './labels'
import { integrityErrorOf } from '@/lib/dbErrors'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { Reservation, Room, Seat } from '@/payload-types'
import { readOpeningSettings } from '@/modules/opening'
import { RESV_MSG } from './messages'
import {
  type ReservationKind,
  type ReservationSettings,
  isWriteConflict,
  type Person,
  minutesBetween,
  roomSettingsOf,
  seatSettingsOf,
} from './rules'
import {
  type AvailabilityDay,
  type OpeningDateEntry,
  addDays,
  availabilityDays,
  libraryInstant,
  mondayOf,
} from './slots'

/**
 * What the reservation services share: the settings and opening days, the bookable resource,
 * the rule queries (weekly minutes, external count, overlap), the write guard and the booking view.
 */

const HOLDING = ['Reserved', 'CheckedIn'] as const

export type Settings = ReservationSettings

export const relationId = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : null

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
    ? seatSettingsOf(
        await req.payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true, req }),
      )
    : roomSettingsOf(
        await req.payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true, req }),
      )

/** `count` library days from `from` with their opening hours. */
export const openingDaysFrom = async (req: PayloadRequest, from: string, count: number): Promise<AvailabilityDay[]> => {
  const [rule, found] = await Promise.all([
    readOpeningSettings(req, { overrideAccess: true }),
    req.payload.find({
      collection: 'opening-dates',
      where: {
        and: [
          { date: { greater_than_equal: `${from}T00:00:00.000Z` } },
          { date: { less_than: `${addDays(from, count)}T00:00:00.000Z` } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  const entries: OpeningDateEntry[] = found.docs.map((doc) => ({
    id: String(doc.id),
    date: doc.date,
    openingStatus: doc.openingStatus,
    announcement: doc.announcement,
  }))
  return availabilityDays(from, count, rule, entries)
}

export const findRoom = (req: PayloadRequest, id: string): Promise<Room | null> =>
  isObjectId(id)
    ? req.payload.findByID({
        collection: 'rooms',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        joins: false,
        req,
      })
    : Promise.resolve(null)
export const findSeat = (req: PayloadRequest, id: string): Promise<Seat | null> =>
  isObjectId(id)
    ? req.payload.findByID({ collection: 'seats', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : Promise.resolve(null)
export const findReservation = (req: PayloadRequest, id: string): Promise<Reservation | null> =>
  isObjectId(id)
    ? req.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : Promise.resolve(null)

export const seatCountOf = async (req: PayloadRequest, roomId: string): Promise<number> =>
  (await req.payload.count({ collection: 'seats', where: { roomId: { equals: roomId } }, overrideAccess: true, req }))
    .totalDocs

/** What a booking holds. */
export type Resource = { kind: ReservationKind; id: string; key: string; label: string; room: Room; seat?: Seat }

/** The names a booking keeps of what it holds, from the resource the service has already read (no second read in the field hook). */
export const keptNames = (resource: Resource): { roomName: string; seatNumber?: string } =>
  resource.kind === 'Seat' && resource.seat
    ? { roomName: resource.room.name, seatNumber: resource.seat.number }
    : { roomName: resource.room.name }

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

const dayRange = (day: string) => [
  { startDate: { greater_than_equal: libraryInstant(day, 0).toISOString() } },
  { startDate: { less_than: libraryInstant(addDays(day, 1), 0).toISOString() } },
]
const notIn = (ids: readonly string[]): Where[] => (ids.length > 0 ? [{ id: { not_in: [...ids] } }] : [])
export const holding: Where = { status: { in: [...HOLDING] } }

/** A person's bookings: an account's by its username and its source (rules.ts personOf), else by the email. */
const personWhere = (person: Person): Where[] =>
  'username' in person
    ? [
        { username: { equals: person.username } },
        person.source ? { accountSource: { equals: person.source } } : { accountSource: { exists: false } },
      ]
    : [{ email: { equals: person.email } }]

/** A person's holding minutes of a kind in the Monday–Sunday week of `day`. */
export const weeklyMinutes = async (
  req: PayloadRequest,
  kind: ReservationKind,
  person: Person,
  day: string,
  exclude: readonly string[],
): Promise<number> => {
  const monday = mondayOf(day)
  const found = await req.payload.find({
    collection: 'reservations',
    where: {
      and: [
        { kind: { equals: kind } },
        holding,
        ...personWhere(person),
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
export const externalCountOn = async (
  req: PayloadRequest,
  kind: ReservationKind,
  day: string,
  exclude: readonly string[] = [],
): Promise<number> =>
  (
    await req.payload.count({
      collection: 'reservations',
      where: {
        and: [
          { kind: { equals: kind } },
          holding,
          { isExternal: { equals: true } },
          ...dayRange(day),
          ...notIn(exclude),
        ],
      },
      overrideAccess: true,
      req,
    })
  ).totalDocs

/** Rule 9, first line: a holding booking of the resource at an overlapping time. */
export const overlaps = async (
  req: PayloadRequest,
  resourceKey: string,
  start: Date,
  end: Date,
  exclude: readonly string[] = [],
): Promise<boolean> =>
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

// ---------------------------------------------------------------------------------------------
// The counted limits under concurrency
// ---------------------------------------------------------------------------------------------

/**
 * The counted limits (rule 6, a person's weekly minutes; rule 7, the day's external quota) are a
 * count read before the insert. Two bookings at once would both read the same count and both
 * pass (a quota of 5 could end at 6 with parallel requests). So each booking transaction
 * first takes a lock per limit it counts against (`lockKeys`, src/crud/compareAndSet.ts), and reads
 * the count only once it holds them:
 *
 * - PostgreSQL: a transaction-scoped advisory lock (`pg_advisory_xact_lock`) per limit, on the
 *   booking's own transaction, released by its commit or rollback. Under READ COMMITTED the
 *   count that follows is a new snapshot, so it sees what the previous holder committed. The
 *   locks are taken in the order of their numbers, so two bookings never wait on each other in a
 *   circle. No table or row is added: the lock lives in the database server.
 * - SQLite: nothing to add. A write transaction begins with BEGIN IMMEDIATE (the database's one
 *   writer, across processes too) and this process's transactions take turns
 *   (src/config/sqliteConcurrency.ts), so the count and the insert are one step already.
 * - MongoDB: no lock (the limits are checked as before; see docs/security.md).
 */
export type LimitTarget = {
  kind: ReservationKind
  day: string
  isExternal: boolean
  person: Person
}

/** The locks a booking takes: one per counted limit that applies to it (none when staff override the limits). */
export const limitLockKeys = (
  settings: Pick<Settings, 'allowedExternalCount' | 'maximumWeeklyMinutes'>,
  targets: readonly LimitTarget[],
  override = false,
): string[] => {
  if (override) return []
  const keys = new Set<string>()
  for (const target of targets) {
    if (target.isExternal && settings.allowedExternalCount !== null)
      keys.add(`reservations:external:${target.kind}:${target.day}`)
    if (settings.maximumWeeklyMinutes !== null) {
      const who =
        'username' in target.person
          ? `account:${target.person.source ?? 'unknown'}:${target.person.username}`
          : `email:${target.person.email}`
      keys.add(`reservations:weekly:${target.kind}:${who}:${mondayOf(target.day)}`)
    }
  }
  return [...keys]
}

/** Take the limits' locks inside the request's transaction (PostgreSQL; see above for the others). */
export const holdLimitLocks = (req: PayloadRequest, keys: readonly string[]): Promise<void> => lockKeys(req, keys)

/** Orders seat numbers and room names as people read them (zh-TW, numbers by value). */
export const byNumber = (a: string, b: string) => a.localeCompare(b, 'zh-TW', { numeric: true })

/** Run a write; the database's double-booking refusal becomes the contract's 409. */
export const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
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
export const reservationView = (
  doc: Reservation,
  options: { staff?: boolean; seatNumber?: string | null; roomName?: string | null } = {},
): ReservationView => {
  const { accessKeyHash: _hash, resourceKey: _key, annotation, overrideReason, ...rest } = doc
  const seat = doc.seatId && typeof doc.seatId === 'object' ? doc.seatId : null
  const room = doc.roomId && typeof doc.roomId === 'object' ? doc.roomId : null
  return {
    ...toContract(rest),
    id: String(doc.id),
    kind: doc.kind,
    seatId: relationId(doc.seatId),
    roomId: relationId(doc.roomId),
    // The live names, else the ones kept on the booking (its room or seat may be gone).
    seatNumber: seat?.number ?? options.seatNumber ?? doc.seatNumber ?? null,
    roomName: room?.name ?? options.roomName ?? doc.roomName ?? null,
    startDate: doc.startDate,
    endDate: doc.endDate,
    status: doc.status,
    statusLabel: RESERVATION_STATUS_LABEL[doc.status],
    ...(options.staff ? { annotation: annotation ?? null, overrideReason: overrideReason ?? null } : {}),
  }
}

export const viewWithNames = async (
  req: PayloadRequest,
  doc: Reservation,
  staff: boolean,
): Promise<ReservationView> => {
  const seat = doc.kind === 'Seat' ? await findSeat(req, relationId(doc.seatId) ?? '') : null
  const room = await findRoom(req, relationId(doc.roomId) ?? relationId(seat?.roomId) ?? '')
  return reservationView(doc, { staff, seatNumber: seat?.number ?? null, roomName: room?.name ?? null })
}
