import type { PayloadRequest } from 'payload'

import { siteOrigin } from '@/lib/origin'
import { queueMail } from '@/modules/mail'
import { type MailBooking, type ReservationMailEvent, bookingSnapshot } from './mails'

export type { ReservationMailEvent } from './mails'

/** The task slugs (jobs.ts holds their configs). */
export const RESERVATION_MAIL_TASK = 'reservationMail'
export const RESERVATION_RELEASE_TASK = 'reservationRelease'
/** 我的預約's one-time link mail (mine.ts). */
export const RESERVATION_LINK_TASK = 'reservationMineLink'
/** The queue the no-show release runs from (the module's autoRun runs it every minute). */
export const RESERVATION_RELEASE_QUEUE = 'reservations'

/**
 * Queue the patron's mail (and, on confirmation, the notifier recipients' notice) for the given
 * bookings as one job, inside the request's transaction (`req`): a rolled-back booking mails nobody.
 *
 * - confirmation: what, where, every occurrence's time, the .ics, and the cancel link with `key`;
 * - modification: the changed booking, what changed (`changes`, one line each) and a new .ics
 *   (the link too when a `key` is given);
 * - cancellation: with the stored cancel reason and a cancelling .ics (from `snapshot`, the
 *   bookings as they were, when they are deleted);
 *
 * Every job carries the bookings as this change left them (`snapshot`, taken here in `req`'s
 * transaction unless given): the mail states the change it announces, not the booking as it is
 * when the job runs.
 * - noShow: the release by the no-show job (jobs.ts).
 *
 * The key travels only in the queued job's input, which Payload deletes once the job has run
 * (the mail itself never fails the job: a failed send is recorded in the mail log), and the
 * mail log stores the mail with the key masked.
 */
export const queueReservationMails = async (
  req: PayloadRequest,
  event: ReservationMailEvent,
  input: { reservationIds: string[]; key?: string; changes?: readonly string[]; snapshot?: readonly MailBooking[] },
): Promise<void> => {
  const ids = [...new Set(input.reservationIds.map(String))].filter(Boolean)
  if (ids.length === 0) return
  const origin = siteOrigin(req.payload, req)
  // One job per booking call (the patron's mail, and on a confirmation the staff notice too):
  // each job is a row written inside the booking's transaction, so one is cheaper than two.
  // What the mail states is taken now, in the change's transaction, and travels with the job:
  // a later change stored before the job runs must not be told in this mail (issue 43 §5).
  const snapshot = input.snapshot ?? (await bookingSnapshot(req.payload, ids, req))
  await queueMail(req, RESERVATION_MAIL_TASK, {
    reservationIds: ids.join(','),
    event,
    key: input.key ?? null,
    origin,
    changes: input.changes?.join('\n') ?? null,
    snapshot: snapshot.length > 0 ? [...snapshot] : null,
  })
}
