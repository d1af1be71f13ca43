import { derivedAccessKey, keyForMail } from '@/lib/accessKey'

/**
 * A booking's private key (the link's `key`): derived from the server secret and the booking's
 * id, or for a series from its recurrence id (one key opens every occurrence), as feedback and
 * recommendation keys are (docs/decisions.md "a visitor's key is derived"). Only the hash is
 * stored; later mails (a change, a cancellation) can give the link again.
 */
export const RESERVATION_KEY_SCOPE = 'reservations'
export const RESERVATION_SERIES_KEY_SCOPE = 'reservation-series'

export const bookingKey = derivedAccessKey

/** The key for a mail about this booking, when its stored hash is that of a derived key; else null (older bookings). */
export const bookingKeyForMail = (
  secret: string,
  booking: { id: string; recurrenceId?: string | null; accessKeyHash?: string | null },
): string | null =>
  keyForMail(secret, RESERVATION_KEY_SCOPE, booking.id, booking.accessKeyHash) ??
  (booking.recurrenceId
    ? keyForMail(secret, RESERVATION_SERIES_KEY_SCOPE, booking.recurrenceId, booking.accessKeyHash)
    : null)
