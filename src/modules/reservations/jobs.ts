import { type Payload, type TaskConfig, createLocalReq } from 'payload'

import { lockRecord } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import type { AutoRun } from '@/modules/define'
import { sendReminders } from './reminders'
import {
  DEFAULT_END_DELAY_MINUTES,
  DEFAULT_START_DELAY_MINUTES,
  type MailBooking,
  isReservationMailEvent,
  mailPatron,
  notifyStaffOfBooking,
} from './mails'
import { mailMineLink, purgeMineLinks } from './mine'
import {
  RESERVATION_LINK_TASK,
  RESERVATION_MAIL_TASK,
  RESERVATION_RELEASE_QUEUE,
  RESERVATION_RELEASE_TASK,
  queueReservationMails,
} from './notify'

/**
 * The reservations jobs: the patron's mail and the staff notice (queued by
 * notify.ts on the mail queue), and the every-minute release of no-shows.
 */

const idsOf = (joined: string): string[] =>
  joined
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

/**
 * The patron's mail about a booking call, and on a confirmation the notifier recipients' notice
 * after it. A failed send never fails the job (the mail log records it), so the job, which may
 * carry the cancel key, is deleted once it ran; a failing staff notice is logged and does not
 * make the job retry (which would mail the patron twice).
 */
export const mailTask: TaskConfig<'reservationMail'> = {
  slug: RESERVATION_MAIL_TASK,
  label: '寄送空間預約通知',
  retries: 2,
  inputSchema: [
    { name: 'reservationIds', type: 'text', required: true },
    { name: 'event', type: 'text', required: true },
    { name: 'key', type: 'text' },
    { name: 'origin', type: 'text', required: true },
    // A modification's visible changes, one zh-TW line each, as they were when staff made them.
    { name: 'changes', type: 'textarea' },
    // The bookings as the mail shows them, taken by the change it announces (notify.ts).
    { name: 'snapshot', type: 'json' },
  ],
  handler: async ({ input, req }) => {
    if (!isReservationMailEvent(input.event)) throw new Error(`unknown reservation mail event: ${input.event}`)
    const reservationIds = idsOf(input.reservationIds)
    const snapshot = Array.isArray(input.snapshot) ? (input.snapshot as MailBooking[]) : null
    await mailPatron(req.payload, {
      reservationIds,
      event: input.event,
      key: input.key,
      origin: input.origin,
      changes: input.changes,
      snapshot,
    })
    if (input.event === 'confirmation') {
      try {
        await notifyStaffOfBooking(req.payload, { reservationIds, origin: input.origin, snapshot })
      } catch (error) {
        req.payload.logger.error({
          err: error,
          msg: `reservations ${reservationIds.join(',')}: the staff notice failed`,
        })
      }
    }
    return { output: {} }
  },
}

/**
 * 我的預約's link mail (mine.ts): queued for every request, so the answer never tells whether the
 * address has bookings; the job mails a one-time link only when it has. No retry: a second run
 * could mail a second link (a failed send is in the mail log; the patron asks again).
 */
export const mineLinkTask: TaskConfig<'reservationMineLink'> = {
  slug: RESERVATION_LINK_TASK,
  label: '寄送我的預約查詢連結',
  retries: 0,
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'origin', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    await mailMineLink(req.payload, { email: input.email, origin: input.origin })
    return { output: {} }
  },
}

// ---------------------------------------------------------------------------------------------
// The no-show release

/** At most this many bookings of each kind are handled per run (the next run takes the rest). */
const BATCH = 500
const MINUTE = 60_000

type Kind = 'Seat' | 'Room'

const delaysOf = async (payload: Payload, kind: Kind): Promise<{ start: number; end: number }> => {
  if (kind === 'Seat') {
    const settings = await payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true })
    return {
      start: settings.seatsStartDelayMinutes ?? DEFAULT_START_DELAY_MINUTES,
      end: settings.seatsEndDelayMinutes ?? DEFAULT_END_DELAY_MINUTES,
    }
  }
  const settings = await payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true })
  return {
    start: settings.roomsStartDelayMinutes ?? DEFAULT_START_DELAY_MINUTES,
    end: settings.roomsEndDelayMinutes ?? DEFAULT_END_DELAY_MINUTES,
  }
}

/**
 * Move one booking from `from` to `to` in its own transaction, only if it still has status
 * `from` (staff may have checked it in meanwhile); with the no-show mail queued in the same
 * transaction. Answers whether it moved.
 */
const move = async (
  payload: Payload,
  id: string,
  from: 'Reserved' | 'CheckedIn',
  to: 'NoShow' | 'Completed',
): Promise<boolean> => {
  const req = await createLocalReq({}, payload)
  try {
    return await inTransaction(req, async () => {
      // Staff may check the patron in meanwhile: the lock makes the update below read what is
      // stored once that check-in has committed (docs/decisions.md "Read-decide-write").
      await lockRecord(req, 'reservations', id)
      const result = await payload.update({
        collection: 'reservations',
        where: { and: [{ id: { equals: id } }, { status: { equals: from } }] },
        data: { status: to },
        overrideAccess: true,
        depth: 0,
        req,
      })
      if (result.errors.length > 0) throw new Error(result.errors.map((error) => error.message).join('; '))
      if (result.docs.length === 0) return false
      if (to === 'NoShow') await queueReservationMails(req, 'noShow', { reservationIds: [id] })
      return true
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `reservation ${id}: could not change ${from} to ${to}` })
    return false
  }
}

/**
 * When a Reserved booking is released as a no-show: its start plus the start delay of its kind's
 * settings (default 15 min), or, made after its start (a walk-in booked at the desk), the delay
 * counted from when it was made. A booking made after that release time was made for a patron
 * standing at the desk: it is never released (null), and is Completed once its time is over.
 */
export const noShowReleaseAt = (
  booking: { startDate: string; createdAt: string },
  startDelayMinutes: number,
): number | null => {
  const start = new Date(booking.startDate).getTime()
  const made = new Date(booking.createdAt).getTime()
  const due = start + startDelayMinutes * MINUTE
  if (made >= due) return null
  return Math.max(start, made) + startDelayMinutes * MINUTE
}

/**
 * Every minute: bookings still Reserved whose release time (`noShowReleaseAt`) has passed become
 * NoShow, which frees the slot, and their patron is mailed; CheckedIn bookings, and walk-ins never
 * released, whose end plus the end delay (default 0) has passed become Completed.
 */
export const releaseNoShows = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<{ released: number; completed: number }> => {
  let released = 0
  let completed = 0
  for (const kind of ['Seat', 'Room'] as const) {
    const delays = await delaysOf(payload, kind)
    const overdue = await payload.find({
      collection: 'reservations',
      where: {
        and: [
          { kind: { equals: kind } },
          { status: { equals: 'Reserved' } },
          { startDate: { less_than: new Date(now.getTime() - delays.start * MINUTE).toISOString() } },
        ],
      },
      sort: 'startDate',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of overdue.docs) {
      const releaseAt = noShowReleaseAt(doc, delays.start)
      if (releaseAt === null) {
        // A walk-in booked after its release time: its patron was at the desk.
        if (new Date(doc.endDate).getTime() + delays.end * MINUTE < now.getTime())
          if (await move(payload, String(doc.id), 'Reserved', 'Completed')) completed += 1
        continue
      }
      if (releaseAt < now.getTime() && (await move(payload, String(doc.id), 'Reserved', 'NoShow'))) released += 1
    }
    const finished = await payload.find({
      collection: 'reservations',
      where: {
        and: [
          { kind: { equals: kind } },
          { status: { equals: 'CheckedIn' } },
          { endDate: { less_than: new Date(now.getTime() - delays.end * MINUTE).toISOString() } },
        ],
      },
      sort: 'endDate',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of finished.docs) if (await move(payload, String(doc.id), 'CheckedIn', 'Completed')) completed += 1
  }
  return { released, completed }
}

/** Keep one release check waiting in its queue (after each run; `scheduleRelease` on start). */
const queueNextRelease = async (payload: Payload): Promise<void> => {
  const waiting = await payload.count({
    collection: 'payload-jobs',
    // Waiting: not done, not running, and not given up on (a failed check must not block the next).
    where: {
      and: [
        { taskSlug: { equals: RESERVATION_RELEASE_TASK } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  if (waiting.totalDocs === 0)
    await payload.jobs.queue({ task: RESERVATION_RELEASE_TASK, input: {}, queue: RESERVATION_RELEASE_QUEUE })
}

/** On start: queue the first release check. A failure is logged, not fatal: the next start tries again. */
export const scheduleRelease = async (payload: Payload): Promise<void> => {
  try {
    await queueNextRelease(payload)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'could not schedule the reservations no-show release' })
  }
}

export const releaseTask: TaskConfig<'reservationRelease'> = {
  slug: RESERVATION_RELEASE_TASK,
  label: '釋出逾時未報到的空間預約',
  // No retry: the next minute's check does the same work.
  retries: 0,
  outputSchema: [
    { name: 'released', type: 'number' },
    { name: 'completed', type: 'number' },
    { name: 'reminded', type: 'number' },
  ],
  handler: async ({ req }) => {
    try {
      // The same minute's run also mails the reminders that are due (reminders.ts).
      const output = { ...(await releaseNoShows(req.payload)), ...(await sendReminders(req.payload)) }
      // And removes 我的預約 links a day after they expired.
      await purgeMineLinks(req.payload)
      return { output }
    } finally {
      // Whatever happened, the next check waits in the queue.
      await queueNextRelease(req.payload)
    }
  },
}

/** The release queue's schedule: every minute, one waiting check a run. */
export const releaseAutoRun: AutoRun = { cron: '* * * * *', queue: RESERVATION_RELEASE_QUEUE, limit: 1 }

export const reservationTasks = [mailTask, mineLinkTask, releaseTask]

export { sendReminders } from './reminders'
