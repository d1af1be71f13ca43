/**
 * The check-in window (rule 11 of docs/reservations.md), plain data and arithmetic so the back-office panel
 * in the browser and the server's rules share it: from this many minutes before the start until
 * the end.
 */
export const CHECK_IN_EARLY_MINUTES = 15

/** Whether a booking of these times can be checked in at `now`. */
export const checkInOpen = (booking: { startDate: string; endDate: string }, now = Date.now()): boolean =>
  now >= Date.parse(booking.startDate) - CHECK_IN_EARLY_MINUTES * 60_000 && now < Date.parse(booking.endDate)
