import { and, eq, isNull } from 'drizzle-orm'
import { type Payload, createLocalReq } from 'payload'

import { compareAndSet } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { queueReservationMails } from './notify'

/**
 * Reminder mails: a booking still Reserved that starts within the
 * kind's `…ReminderHours` (off when empty) gets one reminder. "One" holds with several queue
 * runners (several server processes): each booking is claimed with one compare-and-set write
 * (src/crud/compareAndSet.ts: `… SET reminder_sent_at = now WHERE id = ? AND reminder_sent_at IS NULL`),
 * and only the run whose write matched queues the mail, in the same transaction. A booking made inside the window (its confirmation is fresh) gets none.
 * A staff move to a new start clears `reminderSentAt` in the move's transaction (bookings.ts),
 * so the moved booking is reminded again before its new start.
 */

const HOUR = 3_600_000
const BATCH = 500

/**
 * Claim the booking's reminder: true for the one caller whose write found it unclaimed; that
 * caller queues the mail when `mail` (a booking made inside the window is claimed without one,
 * so it is never read again by the next minute's run).
 */
const claim = async (payload: Payload, id: string, at: Date, mail: boolean): Promise<boolean> => {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const claimed = await compareAndSet<'id' | 'reminderSentAt'>(req, 'reservations', {
      sql: (t) => ({ where: and(eq(t.id, id), isNull(t.reminderSentAt)), set: { reminderSentAt: at.toISOString() } }),
      mongo: { filter: { _id: id, reminderSentAt: null }, update: { $set: { reminderSentAt: at } } },
      returning: ['id'],
    })
    if (claimed && mail) await queueReservationMails(req, 'reminder', { reservationIds: [id] })
    return claimed !== undefined
  })
}

const hoursOf = async (payload: Payload, kind: 'Seat' | 'Room'): Promise<number | null> => {
  const hours =
    kind === 'Seat'
      ? (await payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true }))
          .seatsReminderHours
      : (await payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true }))
          .roomsReminderHours
  return hours && hours > 0 ? hours : null
}

/** One reminder run: every booking due a reminder, claimed and mailed once. */
export const sendReminders = async (payload: Payload, now: Date = new Date()): Promise<{ reminded: number }> => {
  let reminded = 0
  for (const kind of ['Seat', 'Room'] as const) {
    const hours = await hoursOf(payload, kind)
    if (hours === null) continue
    const due = await payload.find({
      collection: 'reservations',
      where: {
        and: [
          { kind: { equals: kind } },
          { status: { equals: 'Reserved' } },
          { reminderSentAt: { exists: false } },
          { startDate: { greater_than: now.toISOString() } },
          { startDate: { less_than_equal: new Date(now.getTime() + hours * HOUR).toISOString() } },
        ],
      },
      sort: 'startDate',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of due.docs) {
      // Booked inside the window: the confirmation has just told them (claimed, not mailed).
      const mail = Date.parse(doc.createdAt) <= Date.parse(doc.startDate) - hours * HOUR
      try {
        if ((await claim(payload, String(doc.id), now, mail)) && mail) reminded += 1
      } catch (error) {
        payload.logger.error({ err: error, msg: `reservation ${doc.id}: the reminder failed` })
      }
    }
  }
  return { reminded }
}
