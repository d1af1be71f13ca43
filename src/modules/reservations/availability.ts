import type { PayloadRequest } from 'payload'

import type { Reservation } from '@/payload-types'
import { todayKey } from '@/modules/opening'
import type { ReservationKind } from './rules'
import { type AvailabilityDay, addDays, libraryInstant } from './slots'
import { type Settings, byNumber, externalCountOn, holding, openingDaysFrom, readSettings, relationId } from './common'

/** Availability: the days, the bookable resources and what is taken; the external count. */

export type AvailabilityScope = 'seats' | 'lab-seats' | 'rooms'

export type Availability = {
  kind: ReservationKind
  settings: Settings
  days: AvailabilityDay[]
  resources: {
    id: string
    label: string
    roomId: string
    roomName: string
    description?: string | null
    imageUrl?: string | null
  }[]
  taken: ({ resourceId: string; startDate: string; endDate: string } & Partial<{
    id: string
    name: string
    status: Reservation['status']
  }>)[]
}

/** The bookable resources of a scope: enabled rooms without seats, or enabled seats of enabled (lab) rooms. */
const resourcesOf = async (
  req: PayloadRequest,
  scope: AvailabilityScope,
  roomId?: string,
): Promise<Availability['resources']> => {
  const [rooms, seats] = await Promise.all([
    req.payload.find({
      collection: 'rooms',
      pagination: false,
      depth: 0,
      joins: false,
      overrideAccess: true,
      sort: 'name',
      req,
    }),
    req.payload.find({ collection: 'seats', pagination: false, depth: 0, overrideAccess: true, req }),
  ])
  const enabledRooms = rooms.docs.filter((room) => room.enabled !== false && (!roomId || String(room.id) === roomId))
  if (scope === 'rooms') {
    const withSeats = new Set(seats.docs.map((seat) => relationId(seat.roomId)))
    return enabledRooms
      .filter((room) => !room.isLab && !withSeats.has(String(room.id)))
      .map((room) => ({
        id: String(room.id),
        label: room.name,
        roomId: String(room.id),
        roomName: room.name,
        description: room.description ?? null,
        imageUrl: room.imageUrl ?? null,
      }))
  }
  const lab = scope === 'lab-seats'
  const roomsById = new Map(
    enabledRooms.filter((room) => Boolean(room.isLab) === lab).map((room) => [String(room.id), room]),
  )
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
  const [settings, days, resources] = await Promise.all([
    readSettings(req, kind),
    openingDaysFrom(req, from, count),
    resourcesOf(req, scope, query.roomId || undefined),
  ])
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
export const externalCount = async (
  req: PayloadRequest,
  isRoom: boolean,
  day: string,
): Promise<{ allowed: number | null; used: number; remaining: number | null }> => {
  const kind: ReservationKind = isRoom ? 'Room' : 'Seat'
  const [settings, used] = await Promise.all([readSettings(req, kind), externalCountOn(req, kind, day)])
  const allowed = settings.allowedExternalCount
  return { allowed, used, remaining: allowed === null ? null : Math.max(0, allowed - used) }
}
