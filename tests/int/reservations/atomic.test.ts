import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESV_MSG, addDays, libraryInstant } from '@/modules/reservations'
import { releaseNoShows } from '@/modules/reservations/jobs'
import { todayKey } from '@/modules/opening'
import { RESERVATION_MAIL_TASK } from '@/modules/reservations/notify'
import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce, queuedJobs } from '../../helpers/atOnce'

/**
 * A booking's status where the desk and the no-show job meet (docs/decisions.md
 * "Read-decide-write"): staff check a patron in at the moment the job releases the booking. Each
 * round ends in one state, and the patron is mailed 「逾時未報到」 only when released.
 */

const MINUTE = 60_000

let app: TestApp
let admin = ''

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

/** The booking's mails of one event, in the order they were queued. */
const mailsOf = async (event: string, id: string) =>
  (
    await queuedJobs(
      app.payload,
      RESERVATION_MAIL_TASK,
      (input) =>
        input.event === event &&
        String(input.reservationIds ?? '')
          .split(',')
          .includes(id),
    )
  ).sort((a, b) => Number(a.id) - Number(b.id))

const noShowMails = (id: string) => mailsOf('noShow', id)

let rooms = 0

/**
 * A room booking of its own room: from `from` to `to` minutes from now, or between two instants
 * (a move must stay within the opening hours, whatever the time of day the test runs at).
 */
const newBooking = async (from: number | Date, to: number | Date): Promise<string> => {
  rooms += 1
  const room = await app.payload.create({
    collection: 'rooms',
    data: { name: `並發討論室 ${rooms}` },
    overrideAccess: true,
  })
  const instant = (when: number | Date) => (typeof when === 'number' ? new Date(Date.now() + when * MINUTE) : when)
  const doc = await app.payload.create({
    collection: 'reservations',
    data: {
      kind: 'Room',
      roomId: String(room.id),
      startDate: instant(from).toISOString(),
      endDate: instant(to).toISOString(),
      name: '王小明',
      email: `patron${rooms}@test.example`,
      status: 'Reserved',
    },
    overrideAccess: true,
  })
  return String(doc.id)
}

const storedStatus = async (id: string) =>
  (await app.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })).status

const staffCancels = (id: string, reason: string) => () =>
  app.api.put<{ message?: string }>(`/api/shennong/cancel-reservation/${id}`, { reason }, { token: admin })

describe('check-in beside the no-show release', () => {
  it(`ends checked in with no mail, or released with one (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Started 20 minutes ago (past the 15-minute release), ends in 40: both may act. A room
      // per round: a checked-in booking keeps holding its slot.
      const id = await newBooking(-20, 40)
      const clock = new Date()
      const [checkIn] = await atOnce([
        () => app.api.put<{ message?: string }>(`/api/shennong/check-in/${id}`, undefined, { token: admin }),
        () => releaseNoShows(app.payload, clock),
      ])
      const stored = await app.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })
      const mails = await noShowMails(id)
      if (checkIn.status === 200) {
        expect([stored.status, mails.length], `round ${round}`).toEqual(['CheckedIn', 0])
      } else {
        expect([checkIn.status, stored.status, mails.length], `round ${round}`).toEqual([400, 'NoShow', 1])
      }
    }
  })
})

describe('a cancellation where others meet it', () => {
  it(`two cancellations at once: one is made and mailed, the other is refused (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newBooking(60, 120)
      const answers = await atOnce([staffCancels(id, '臨時有事'), staffCancels(id, '改期')])
      const mails = await mailsOf('cancellation', id)
      expect([answers.map((a) => a.status).sort(), await storedStatus(id), mails.length], `round ${round}`).toEqual([
        [200, 400],
        'Cancelled',
        1,
      ])
    }
  })

  it(`a cancellation beside the no-show release: one ends the booking, and only its mail is sent (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newBooking(-20, 40)
      const clock = new Date()
      const [cancel] = await atOnce([staffCancels(id, '臨時有事'), () => releaseNoShows(app.payload, clock)])
      const outcome = [
        cancel.status,
        await storedStatus(id),
        (await mailsOf('cancellation', id)).length,
        (await noShowMails(id)).length,
      ]
      expect(outcome, `round ${round}`).toEqual(
        cancel.status === 200 ? [200, 'Cancelled', 1, 0] : [400, 'NoShow', 0, 1],
      )
    }
  })

  it(`a move beside a cancellation: the booking ends cancelled, never moved after it (${ROUNDS} rounds)`, async () => {
    // Tomorrow 10:00–11:00 in the library's time, moved by an hour: inside the opening hours
    // (08:00–17:00) and in whole hours whenever the test runs, so only the cancellation can refuse it.
    const tomorrow = addDays(todayKey(), 1)
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newBooking(libraryInstant(tomorrow, 10 * 60), libraryInstant(tomorrow, 11 * 60))
      const before = await app.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })
      const later = (iso: string) => new Date(new Date(iso).getTime() + 60 * MINUTE).toISOString()
      const [move] = await atOnce([
        () =>
          app.api.put<{ message?: string }>(
            '/api/shennong/modify-room-reservation',
            { id, startDate: later(before.startDate), endDate: later(before.endDate) },
            { token: admin },
          ),
        staffCancels(id, '臨時有事'),
      ])
      const stored = await app.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })
      const cancelled = await mailsOf('cancellation', id)
      const moved = await mailsOf('modification', id)
      expect(stored.status, `round ${round}`).toBe('Cancelled')
      if (move.status === 200) {
        // The move came first: its mail was queued before the cancellation's.
        expect([moved.length, cancelled.length], `round ${round}`).toEqual([1, 1])
        expect(Number(moved[0]!.id) < Number(cancelled[0]!.id), `round ${round}`).toBe(true)
      } else {
        // The cancellation came first: the move is refused for it, and changes nothing.
        expect([move.status, move.body.message, moved.length, stored.startDate], `round ${round}`).toEqual([
          400,
          RESV_MSG.modifyNotHolding,
          0,
          before.startDate,
        ])
      }
    }
  })
})
