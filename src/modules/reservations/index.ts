import { defineModule } from '../define'
import { RoomReservationSettings, SeatReservationSettings } from './collections/reservationSettings'
import { Reservations } from './collections/reservations'
import { Rooms } from './collections/rooms'
import { Seats } from './collections/seats'
import { releaseAutoRun, reservationTasks, scheduleRelease } from './jobs'
import { reservationsManifest } from './manifest'

/** 空間預約管理: rooms, seats, their bookings and the booking limits of each (spec doc 3 §3). */
export const reservationsModule = defineModule(reservationsManifest, {
  collections: [Rooms, Seats, Reservations],
  globals: [RoomReservationSettings, SeatReservationSettings],
  // The patron and staff mails (mail queue) and the every-minute no-show release (jobs.ts).
  tasks: reservationTasks,
  autoRun: [releaseAutoRun],
  onInit: scheduleRelease,
})
