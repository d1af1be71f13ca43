import { defineModule } from '@/modules/define'
import { RESERVATION_ADMIN_VIEWS } from './admin/views'
import { RoomReservationSettings, SeatReservationSettings } from './collections/reservationSettings'
import { ReservationLinks } from './collections/reservationLinks'
import { Reservations } from './collections/reservations'
import { Rooms } from './collections/rooms'
import { Seats } from './collections/seats'
import { reservationEndpoints } from './endpoints'
import { releaseAutoRun, reservationTasks, scheduleRelease } from './jobs'
import { reservationsManifest } from './manifest'
import { reservationPublicEndpoints } from './publicEndpoints'

/**
 * 空間預約管理: rooms, seats, their bookings and the booking limits of each, the
 * back-office and public booking calls with their rules (docs/reservations.md).
 */
export const reservationsModule = defineModule(reservationsManifest, {
  collections: [Rooms, Seats, Reservations, ReservationLinks],
  globals: [RoomReservationSettings, SeatReservationSettings],
  endpoints: [...reservationEndpoints, ...reservationPublicEndpoints],
  adminViews: RESERVATION_ADMIN_VIEWS,
  // The patron and staff mails (mail queue) and the every-minute no-show release (jobs.ts).
  tasks: reservationTasks,
  autoRun: [releaseAutoRun],
  onInit: scheduleRelease,
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedReservations(payload),
})

export { RESV_MSG } from './messages'
export {
  expandRecurrence,
  lastSeriesDay,
  recurrenceProblem,
  type Occurrence,
  type RecurrenceFrequency,
  type RecurrenceInput,
} from './recurrence'
export {
  CHECK_IN_EARLY_MINUTES,
  MAX_RECURRENCE_MONTHS,
  SETTING_DEFAULTS,
  type ReservationKind,
  type ReservationSettings,
  bookingProblems,
  isHolding,
  roomSettingsOf,
  seatSettingsOf,
} from './rules'
export { type AvailabilityDay, addDays, availabilityDays, libraryClock, libraryInstant, slotGrid } from './slots'
export {
  type Availability,
  type AvailabilityScope,
  type ReservationView,
  type SeriesResult,
  availability,
  externalCount,
  reservationView,
} from './service'
export { RESERVATION_KIND_LABEL, RESERVATION_STATUS_LABEL } from './labels'
