import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { withResult } from './publicEndpoints'
import {
  availabilityQuerySchema,
  modifyRoomSchema,
  modifySeatSchema,
  reservationFiltersSchema,
  roomFiltersSchema,
  roomSaveSchema,
  roomSettingsSchema,
  seatFiltersSchema,
  seatSaveSchema,
  seatSettingsSchema,
  staffCancelSchema,
  staffRecurrenceSchema,
  staffRoomBookingSchema,
  staffSeatBookingSchema,
  futureCountSchema,
  toggleSchema,
} from './schemas'
import * as service from './service'
import { reservationKindsFor } from './collections/reservations'
import { todaysDeskCodes } from './mine'

const SEATS = FLAGS.reservations.seats
const ROOMS = FLAGS.reservations.rooms
const created = (result: unknown) => ok(result, { status: 201 })

/**
 * The reservations back office: seat calls under the seats flags,
 * room calls under the rooms flags; calls on one booking of either kind take either flag and
 * the service checks the booking's own kind. Specific paths before the generic `/:id` ones.
 */
export const reservationEndpoints: Endpoint[] = [
  // ---- spaces ----
  endpoint('get', '/shennong/rooms', { flag: ROOMS.read }, async (req) =>
    ok(await service.listRooms(req, listQueryOf(req), readQuery(req, roomFiltersSchema.passthrough()))),
  ),
  endpoint('get', '/shennong/rooms/:id', { flag: ROOMS.read }, async (req) =>
    ok(await service.getRoom(req, idParam(req))),
  ),
  endpoint('put', '/shennong/rooms', { flag: ROOMS.edit }, async (req) =>
    ok(await service.saveRoom(req, await readBody(req, roomSaveSchema))),
  ),
  endpoint('put', '/shennong/toggle-rooms/:id', { flag: ROOMS.edit }, async (req) =>
    ok(await service.toggleRoom(req, idParam(req), await readBody(req, toggleSchema))),
  ),
  endpoint('get', '/shennong/future-reservations-count', { anyOf: [SEATS.read, ROOMS.read] }, async (req) =>
    ok(await service.futureReservationCount(req, readQuery(req, futureCountSchema))),
  ),
  endpoint('delete', '/shennong/rooms/:id', { flag: ROOMS.delete }, async (req) =>
    ok(await service.removeRoom(req, idParam(req))),
  ),
  endpoint('get', '/shennong/seats', { flag: SEATS.read }, async (req) =>
    ok(await service.listSeats(req, listQueryOf(req), readQuery(req, seatFiltersSchema.passthrough()))),
  ),
  endpoint('get', '/shennong/seats/:id', { flag: SEATS.read }, async (req) =>
    ok(await service.getSeat(req, idParam(req))),
  ),
  endpoint('get', '/shennong/lab-seats/:id', { flag: SEATS.read }, async (req) =>
    ok(await service.labSeats(req, idParam(req))),
  ),
  endpoint('put', '/shennong/seats', { flag: SEATS.edit }, async (req) =>
    ok(await service.saveSeat(req, await readBody(req, seatSaveSchema))),
  ),
  endpoint('put', '/shennong/toggle-seats/:id', { flag: SEATS.edit }, async (req) =>
    ok(await service.toggleSeat(req, idParam(req), await readBody(req, toggleSchema))),
  ),
  endpoint('delete', '/shennong/seats/:id', { flag: SEATS.delete }, async (req) =>
    ok(await service.removeSeat(req, idParam(req))),
  ),

  // ---- the day views ----
  endpoint('get', '/shennong/reservations-seats', { flag: SEATS.read }, async (req) =>
    ok(await service.availability(req, 'seats', readQuery(req, availabilityQuerySchema), true)),
  ),
  endpoint('get', '/shennong/reservations-lab-seats', { flag: SEATS.read }, async (req) =>
    ok(await service.availability(req, 'lab-seats', readQuery(req, availabilityQuerySchema), true)),
  ),
  endpoint('get', '/shennong/reservations-rooms', { flag: ROOMS.read }, async (req) =>
    ok(await service.availability(req, 'rooms', readQuery(req, availabilityQuerySchema), true)),
  ),

  // ---- bookings ----
  endpoint('post', '/shennong/reservations-seats', { flag: SEATS.edit }, async (req) =>
    created(await service.bookOne(req, 'Seat', await readBody(req, staffSeatBookingSchema), { staff: true })),
  ),
  endpoint('post', '/shennong/reservations-rooms', { flag: ROOMS.edit }, async (req) =>
    created(await service.bookOne(req, 'Room', await readBody(req, staffRoomBookingSchema), { staff: true })),
  ),
  endpoint(
    'post',
    '/shennong/reservations-recurrence-rooms',
    { flag: ROOMS.edit },
    withResult(async (req) =>
      created(await service.bookSeries(req, await readBody(req, staffRecurrenceSchema), { staff: true })),
    ),
  ),
  endpoint('put', '/shennong/modify-seat-reservation', { flag: SEATS.edit }, async (req) =>
    ok(await service.modifyBooking(req, 'Seat', await readBody(req, modifySeatSchema))),
  ),
  endpoint('put', '/shennong/modify-room-reservation', { flag: ROOMS.edit }, async (req) =>
    ok(await service.modifyBooking(req, 'Room', await readBody(req, modifyRoomSchema))),
  ),
  endpoint('put', '/shennong/cancel-reservation/:id', { anyOf: [SEATS.edit, ROOMS.edit] }, async (req) =>
    ok(await service.staffCancel(req, idParam(req), (await readBody(req, staffCancelSchema)).reason)),
  ),
  endpoint('put', '/shennong/cancel-recurrence-reservations/:id', { anyOf: [SEATS.edit, ROOMS.edit] }, async (req) =>
    ok(await service.staffCancelSeries(req, idParam(req), (await readBody(req, staffCancelSchema)).reason)),
  ),
  // The day's desk codes for patrons checking in themselves (mine.ts), of the kinds the user reads.
  endpoint('get', '/shennong/check-in-code', { anyOf: [SEATS.read, ROOMS.read] }, async (req) =>
    ok(todaysDeskCodes(req, reservationKindsFor(req, 'read'))),
  ),
  endpoint('put', '/shennong/check-in/:id', { anyOf: [SEATS.edit, ROOMS.edit] }, async (req) =>
    ok(await service.checkIn(req, idParam(req))),
  ),
  endpoint('get', '/shennong/reservations', { anyOf: [SEATS.read, ROOMS.read] }, async (req) =>
    ok(await service.listBookings(req, listQueryOf(req), readQuery(req, reservationFiltersSchema.passthrough()))),
  ),
  endpoint('get', '/shennong/detail-reservations/:id', { anyOf: [SEATS.read, ROOMS.read] }, async (req) =>
    ok(await service.bookingDetail(req, idParam(req))),
  ),
  endpoint('get', '/shennong/reservations/:id', { anyOf: [SEATS.read, ROOMS.read] }, async (req) =>
    ok(await service.getBooking(req, idParam(req))),
  ),
  endpoint('delete', '/shennong/reservations/:id', { anyOf: [SEATS.delete, ROOMS.delete] }, async (req) =>
    ok(await service.removeBooking(req, idParam(req))),
  ),

  // ---- settings ----
  endpoint('get', '/shennong/room-reservations-settings', { flag: ROOMS.read }, async (req) =>
    ok(await service.getRoomSettings(req)),
  ),
  endpoint('put', '/shennong/room-reservations-settings', { flag: ROOMS.edit }, async (req) =>
    ok(await service.saveRoomSettings(req, await readBody(req, roomSettingsSchema))),
  ),
  endpoint('get', '/shennong/seat-reservations-settings', { flag: SEATS.read }, async (req) =>
    ok(await service.getSeatSettings(req)),
  ),
  endpoint('put', '/shennong/seat-reservations-settings', { flag: SEATS.edit }, async (req) =>
    ok(await service.saveSeatSettings(req, await readBody(req, seatSettingsSchema))),
  ),
]
