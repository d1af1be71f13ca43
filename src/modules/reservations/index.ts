import { defineModule } from '../define'
import { RESERVATION_ADMIN_VIEWS } from './admin/views'
import { RoomReservationSettings, SeatReservationSettings } from './collections/reservationSettings'
import { Reservations } from './collections/reservations'
import { Rooms } from './collections/rooms'
import { Seats } from './collections/seats'
import { reservationsManifest } from './manifest'

/** 空間預約管理: rooms, seats, their bookings and the booking limits of each (spec doc 3 §3). */
export const reservationsModule = defineModule(reservationsManifest, {
  collections: [Rooms, Seats, Reservations],
  globals: [RoomReservationSettings, SeatReservationSettings],
  adminViews: RESERVATION_ADMIN_VIEWS,
})
