/**
 * Space reservations: availability, booking one slot or a series, staff changes,
 * cancellation, check-in, and the rooms and seats themselves. Every rule refuses before anything
 * is written; a booking and the mails it queues commit together; the database's own refusal of
 * a double booking (migration reservations_no_overlap) becomes a 409, never a 500.
 */
export {
  bookableResource,
  openingDaysFrom,
  readSettings,
  type ReservationView,
  reservationView,
  ResultError,
} from './common'
export { type Availability, availability, type AvailabilityScope, externalCount } from './availability'
export {
  type AccountCheck,
  type Booker,
  bookingDetail,
  type BookingResult,
  bookOne,
  bookSeries,
  checkIn,
  getBooking,
  listBookings,
  modifyBooking,
  type Proof,
  provenBooking,
  publicCancel,
  publicCancelSeries,
  publicDetail,
  removeBooking,
  type SeriesConflict,
  type SeriesResult,
  staffCancel,
  staffCancelSeries,
} from './bookings'
export {
  futureReservationCount,
  getRoom,
  getSeat,
  labSeats,
  listRooms,
  listSeats,
  removeRoom,
  removeSeat,
  roomView,
  saveRoom,
  saveSeat,
  toggleRoom,
  toggleSeat,
} from './spaces'
export { getRoomSettings, getSeatSettings, saveRoomSettings, saveSeatSettings } from './settings'
