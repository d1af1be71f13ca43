import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseNoShows } from '@/modules/reservations/jobs'
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

const noShowMails = (id: string) =>
  queuedJobs(
    app.payload,
    RESERVATION_MAIL_TASK,
    (input) =>
      input.event === 'noShow' &&
      String(input.reservationIds ?? '')
        .split(',')
        .includes(id),
  )

describe('check-in beside the no-show release', () => {
  it(`ends checked in with no mail, or released with one (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Started 20 minutes ago (past the 15-minute release), ends in 40: both may act. A room
      // per round: a checked-in booking keeps holding its slot.
      const room = await app.payload.create({
        collection: 'rooms',
        data: { name: `並發討論室 ${round}` },
        overrideAccess: true,
      })
      const now = Date.now()
      const doc = await app.payload.create({
        collection: 'reservations',
        data: {
          kind: 'Room',
          roomId: String(room.id),
          startDate: new Date(now - 20 * MINUTE).toISOString(),
          endDate: new Date(now + 40 * MINUTE).toISOString(),
          name: '王小明',
          email: `walkin${round}@test.example`,
          status: 'Reserved',
        },
        overrideAccess: true,
      })
      const id = String(doc.id)
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
