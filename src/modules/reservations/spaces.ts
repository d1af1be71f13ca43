import type { PayloadRequest, Where } from 'payload'

import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import type { Room, Seat } from '@/payload-types'
import { RESV_MSG } from './messages'
import type { RoomSaveInput, SeatSaveInput } from './schemas'
import { cancelForClosure } from './closure'
import { byNumber, findRoom, findSeat, holding, relationId, seatCountOf } from './common'

/** Rooms and seats: the back-office lists, details and saves of the spaces that are booked. */

export const roomView = (room: Room, seatCount?: number): ContractRecord => {
  const { seats: _join, ...rest } = room
  return {
    ...toContract(rest),
    id: String(room.id),
    enabled: room.enabled !== false,
    isLab: Boolean(room.isLab),
    ...(seatCount !== undefined ? { seatCount } : {}),
  }
}

const seatView = (seat: Seat, roomName?: string | null): ContractRecord => {
  const room = seat.roomId && typeof seat.roomId === 'object' ? seat.roomId : null
  return {
    ...toContract(seat),
    id: String(seat.id),
    roomId: relationId(seat.roomId),
    roomName: room?.name ?? roomName ?? null,
    enabled: seat.enabled !== false,
  }
}

const boolFilter = (field: string, value?: 'true' | 'false'): Where | undefined =>
  value === undefined
    ? undefined
    : value === 'true'
      ? { [field]: { not_equals: false } }
      : { [field]: { equals: false } }

export const listRooms = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: { enabled?: 'true' | 'false'; isLab?: 'true' | 'false' },
): Promise<Paginated<ContractRecord>> => {
  const where = allOf(
    query.keyword ? { or: [{ name: { like: query.keyword } }, { description: { like: query.keyword } }] } : undefined,
    boolFilter('enabled', filters.enabled),
    filters.isLab === undefined
      ? undefined
      : filters.isLab === 'true'
        ? { isLab: { equals: true } }
        : { isLab: { not_equals: true } },
  )
  const found = await req.payload.find({
    collection: 'rooms',
    where,
    page: query.page,
    limit: query.limit,
    sort: 'name',
    depth: 0,
    joins: false,
    overrideAccess: true,
    req,
  })
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
  for (const seat of seats)
    counts.set(relationId(seat.roomId) ?? '', (counts.get(relationId(seat.roomId) ?? '') ?? 0) + 1)
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

/** The bookings of `where` still to come (held and not yet over). */
const futureBookings = (where: Where): Where => ({
  and: [where, holding, { endDate: { greater_than: new Date().toISOString() } }],
})

const countFuture = async (req: PayloadRequest, where: Where): Promise<number> =>
  (await req.payload.count({ collection: 'reservations', where: futureBookings(where), overrideAccess: true, req }))
    .totalDocs

const hasOpenBookings = async (req: PayloadRequest, where: Where): Promise<boolean> =>
  (await countFuture(req, where)) > 0

/** GET future-reservations-count?seatId=|roomId=: how many bookings switching it off would strand (a room's include its seats'). */
export const futureReservationCount = async (
  req: PayloadRequest,
  target: { seatId?: string; roomId?: string },
): Promise<{ count: number }> => {
  if (target.seatId)
    return { count: await countFuture(req, { seatId: { equals: (await staffSeat(req, target.seatId)).id } }) }
  if (target.roomId)
    return { count: await countFuture(req, { roomId: { equals: (await staffRoom(req, target.roomId)).id } }) }
  throw new AppError(400, MSG.required('座位或空間'))
}

/**
 * Switch a room or seat on or off. Off with `cancelFutureReservations` also cancels its bookings
 * still to come, each patron mailed (the reason says it was switched off); without it they stay.
 */
const toggle = async (
  req: PayloadRequest,
  target: { collection: 'rooms' | 'seats'; id: string; enabled: boolean; bookings: Where; reason: string },
  options: { cancelFutureReservations?: boolean },
): Promise<{ doc: Room | Seat; cancelled: number }> =>
  inTransaction(req, async () => {
    const switchingOff = target.enabled
    const doc = await req.payload.update({
      collection: target.collection,
      id: target.id,
      data: { enabled: !target.enabled },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const cancelled =
      switchingOff && options.cancelFutureReservations ? await cancelForClosure(req, target.bookings, target.reason) : 0
    return { doc, cancelled }
  })

export const toggleRoom = async (
  req: PayloadRequest,
  id: string,
  options: { cancelFutureReservations?: boolean } = {},
): Promise<ContractRecord> => {
  const room = await staffRoom(req, id)
  const { doc, cancelled } = await toggle(
    req,
    {
      collection: 'rooms',
      id: String(room.id),
      enabled: room.enabled !== false,
      bookings: { roomId: { equals: room.id } },
      reason: RESV_MSG.roomSwitchedOff,
    },
    options,
  )
  return { ...roomView(doc as Room), cancelled }
}

export const removeRoom = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const room = await staffRoom(req, id)
  if ((await seatCountOf(req, String(room.id))) > 0) throw new AppError(400, RESV_MSG.roomHasSeatsDelete)
  if (await hasOpenBookings(req, { roomId: { equals: room.id } })) throw new AppError(400, RESV_MSG.roomHasBookings)
  await req.payload.delete({ collection: 'rooms', id: room.id, overrideAccess: true, req })
  return { _id: String(room.id) }
}

export const listSeats = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: { enabled?: 'true' | 'false'; roomId?: string },
): Promise<Paginated<ContractRecord>> => {
  const where = allOf(
    query.keyword ? { number: { like: query.keyword } } : undefined,
    boolFilter('enabled', filters.enabled),
    filters.roomId ? { roomId: { equals: filters.roomId } } : undefined,
  )
  // Seat numbers are text ('1', '10', 'A12'): a database sort puts 10 before 2. The matching
  // seats (a library has hundreds, not millions) are sorted by room, then naturally by number,
  // and the page is cut from that order.
  const found = await req.payload.find({
    collection: 'seats',
    where,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const sorted = found.docs
    .map((seat) => seatView(seat))
    .sort(
      (a, b) =>
        byNumber(String(a.roomName ?? ''), String(b.roomName ?? '')) ||
        byNumber(String(a.number ?? ''), String(b.number ?? '')),
    )
  const from = (query.page - 1) * query.limit
  return { data: sorted.slice(from, from + query.limit), total: sorted.length, page: query.page, limit: query.limit }
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
  const found = await req.payload.find({
    collection: 'seats',
    where: { roomId: { equals: room.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
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
  if (sameNumber.docs.some((seat) => String(seat.id) !== id))
    throw new AppError(400, RESV_MSG.seatNumberTaken(data.number))
  if (id) {
    await staffSeat(req, id)
    return seatView(
      await req.payload.update({ collection: 'seats', id, data, depth: 0, overrideAccess: true, req }),
      room.name,
    )
  }
  return seatView(
    await req.payload.create({ collection: 'seats', data, depth: 0, overrideAccess: true, req }),
    room.name,
  )
}

export const toggleSeat = async (
  req: PayloadRequest,
  id: string,
  options: { cancelFutureReservations?: boolean } = {},
): Promise<ContractRecord> => {
  const seat = await staffSeat(req, id)
  const { doc, cancelled } = await toggle(
    req,
    {
      collection: 'seats',
      id: String(seat.id),
      enabled: seat.enabled !== false,
      bookings: { seatId: { equals: seat.id } },
      reason: RESV_MSG.seatSwitchedOff,
    },
    options,
  )
  return { ...seatView(doc as Seat), cancelled }
}

export const removeSeat = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const seat = await staffSeat(req, id)
  if (await hasOpenBookings(req, { seatId: { equals: seat.id } })) throw new AppError(400, RESV_MSG.seatHasBookings)
  await req.payload.delete({ collection: 'seats', id: seat.id, overrideAccess: true, req })
  return { _id: String(seat.id) }
}
