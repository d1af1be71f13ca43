import type { PayloadRequest } from 'payload'

/** What happened to a booking (or a series) that its patron is told about by mail. */
export type ReservationMailEvent = 'confirmation' | 'modification' | 'cancellation'

/**
 * Queue the patron's mail (and, on confirmation, the notifier recipients' notice) for the given
 * bookings, inside the request's transaction. Filled in by the reservations mail work (issue 13
 * §7); until then it queues nothing.
 */
export const queueReservationMails = async (
  _req: PayloadRequest,
  _event: ReservationMailEvent,
  _input: { reservationIds: string[]; key?: string },
): Promise<void> => {}
