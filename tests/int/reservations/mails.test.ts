import { type PayloadRequest, createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteOrigin } from '@/lib/origin'
import { REDACTED } from '@/modules/mail'
import { releaseNoShows, sendReminders } from '@/modules/reservations/jobs'
import {
  RESERVATION_MAIL_TASK,
  RESERVATION_RELEASE_QUEUE,
  RESERVATION_RELEASE_TASK,
  queueReservationMails,
} from '@/modules/reservations/notify'
import { reservationUid } from '@/modules/reservations/ics'
import { addDays, libraryClock, libraryInstant } from '@/modules/reservations/slots'
import { startTestApp, type TestApp } from '../../helpers/app'
import type { ReceivedMail } from '../../helpers/smtp'

/**
 * Issue 13 §7: the reservation mails through a real SMTP server on loopback (confirmation with
 * the .ics and the keyed link, masked in the mail log; the notifier recipients' notice; a
 * rolled-back booking mails nobody) and the no-show release (Reserved past start + delay →
 * NoShow, slot freed, patron mailed; CheckedIn past end + delay → Completed).
 *
 * The confirmation bookings lie in 2032 and the release bookings in 2031, so releasing "now" at
 * a 2031 instant never touches the confirmation bookings, and the background release (real
 * time) touches none of them.
 */
let app: TestApp
let roomId: string
let seatId: string
let otherSeatId: string
let counter = 0
const address = (label: string) => `${label}-${++counter}@test.example`

const NOTIFIER = 'space-desk@test.example'

beforeAll(async () => {
  app = await startTestApp({ smtp: true, seed: false })
  roomId = String(
    (await app.payload.create({ collection: 'rooms', data: { name: '三樓討論室 A' }, overrideAccess: true })).id,
  )
  const seat = await app.payload.create({ collection: 'seats', data: { roomId, number: 'A12' }, overrideAccess: true })
  seatId = String(seat.id)
  otherSeatId = String(
    (await app.payload.create({ collection: 'seats', data: { roomId, number: 'A13' }, overrideAccess: true })).id,
  )
  await app.payload.updateGlobal({
    slug: 'module-notifiers',
    data: { moduleNotifiers: [{ moduleName: 'reservations', email: NOTIFIER }] },
    overrideAccess: true,
  })
})
afterAll(async () => app?.close())

type Status = 'Reserved' | 'CheckedIn' | 'Cancelled'

const bookRoom = (
  email: string,
  start: string,
  end: string,
  extra: { status?: Status; req?: PayloadRequest; recurrenceId?: string } = {},
) =>
  app.payload.create({
    collection: 'reservations',
    data: {
      kind: 'Room',
      roomId,
      startDate: start,
      endDate: end,
      name: '王小明',
      email,
      status: extra.status ?? 'Reserved',
      recurrenceId: extra.recurrenceId,
    },
    overrideAccess: true,
    ...(extra.req ? { req: extra.req } : {}),
  })

const bookSeat = (email: string, start: string, end: string, status: Status = 'Reserved', seat = seatId) =>
  app.payload.create({
    collection: 'reservations',
    data: { kind: 'Seat', seatId: seat, roomId, startDate: start, endDate: end, name: '林讀者', email, status },
    overrideAccess: true,
  })

/** Run the mail queue until at least `atLeast` mails to `to` (that `matching` accepts) arrived. */
const mailsTo = async (to: string, atLeast = 1, matching: (mail: ReceivedMail) => boolean = () => true) => {
  const found = () => app.smtp!.received.filter((m) => m.to.includes(to) && matching(m))
  for (let i = 0; i < 60; i++) {
    await app.runQueue('mail')
    if (found().length >= atLeast) return found()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return found()
}

const queue = async (event: Parameters<typeof queueReservationMails>[1], reservationIds: string[], key?: string) => {
  const req = await createLocalReq({}, app.payload)
  await queueReservationMails(req, event, { reservationIds, key })
}

/** Unfold folded lines (the test's mail parser gives text attachments LF line ends). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, '')
const vevents = (ics: string) => unfold(ics).split('BEGIN:VEVENT').slice(1)

describe('the confirmation mail', () => {
  it('tells what, where and when, attaches the .ics and links with the key; the mail log masks the key', async () => {
    const email = address('confirm')
    const doc = await bookRoom(email, '2032-03-02T01:00:00.000Z', '2032-03-02T03:00:00.000Z')
    const id = String(doc.id)
    const key = 'k3y-Secret_value+/=abc'
    const req = await createLocalReq({}, app.payload)
    await queueReservationMails(req, 'confirmation', { reservationIds: [id], key })

    const [mail] = await mailsTo(email)
    expect(mail, 'the patron got a mail').toBeDefined()
    expect(mail!.subject).toBe('【空間預約】預約成功：三樓討論室 A')
    expect(mail!.text).toContain('王小明 您好')
    expect(mail!.text).toContain('地點：三樓討論室 A')
    // 01:00–03:00 UTC is 09:00–11:00 in Taipei.
    expect(mail!.text).toContain('2032/03/02（二） 09:00–11:00')
    const link = `${siteOrigin(app.payload, req)}/space/reservation/${id}?key=${encodeURIComponent(key)}`
    expect(mail!.text).toContain(link)

    expect(mail!.attachments).toHaveLength(1)
    const ics = mail!.attachments[0]!
    // (The mail carries it in base64 with CRLF line ends; the test's parser turns them into LF.)
    expect(ics.content.startsWith('BEGIN:VCALENDAR')).toBe(true)
    expect(ics.filename).toBe('reservation.ics')
    expect(ics.mimeType).toBe('text/calendar')
    const events = vevents(ics.content)
    expect(events).toHaveLength(1)
    expect(events[0]).toContain(`UID:${reservationUid(id)}`)
    // 01:00–03:00 UTC, written in the library's zone.
    expect(events[0]).toContain('DTSTART;TZID=Asia/Taipei:20320302T090000')
    expect(events[0]).toContain('DTEND;TZID=Asia/Taipei:20320302T110000')
    expect(ics.content).toContain('BEGIN:VTIMEZONE')
    expect(events[0]).toContain('SUMMARY:圖書館空間預約：三樓討論室 A')
    expect(ics.content).not.toContain(key)

    const logs = await app.payload.find({
      collection: 'email-logs',
      where: { to: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    expect(logs.docs).toHaveLength(1)
    const log = logs.docs[0]!
    expect(log.module).toBe('reservations')
    expect(log.status).toBe('Sent')
    expect(log.redacted).toBe(true)
    expect(log.text).not.toContain(key)
    expect(log.text).not.toContain(encodeURIComponent(key))
    expect(log.text).toContain(`/space/reservation/${id}?key=${REDACTED}`)

    // The queued job that carried the key is gone once it ran.
    const jobs = await app.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: RESERVATION_MAIL_TASK } },
      depth: 0,
      overrideAccess: true,
    })
    expect(JSON.stringify(jobs.docs)).not.toContain(key)
  })

  it('lists every occurrence of a series in one mail, with one VEVENT each', async () => {
    const email = address('series')
    const days = ['2032-04-06', '2032-04-13', '2032-04-20']
    const docs = []
    for (const day of days)
      docs.push(await bookRoom(email, `${day}T06:00:00.000Z`, `${day}T07:00:00.000Z`, { recurrenceId: 'series-1' }))
    await queue(
      'confirmation',
      docs.map((doc) => String(doc.id)),
      'series-key-123456',
    )

    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.text).toContain('共 3 個時段')
    for (const day of days) expect(mail.text).toContain(`${day.replaceAll('-', '/')}（二） 14:00–15:00`)
    const events = vevents(mail.attachments[0]!.content)
    expect(events).toHaveLength(3)
    expect(events.map((event) => /UID:([^\r\n]*)/.exec(event)?.[1])).toEqual(
      docs.map((doc) => reservationUid(String(doc.id))),
    )
  })

  it('tells the reservations notifier recipients of the new booking', async () => {
    const email = address('notice')
    const doc = await bookSeat(email, '2032-05-04T02:00:00.000Z', '2032-05-04T04:00:00.000Z')
    await queue('confirmation', [String(doc.id)], 'notice-key-123456')
    const notices = await mailsTo(NOTIFIER, 1, (m) => m.text.includes(email))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.subject).toBe('【新空間預約】林讀者 預約座位 A12（三樓討論室 A）')
    expect(notices[0]!.text).toContain('2032/05/04（二） 10:00–12:00')
    expect(notices[0]!.text).toContain(`/shennong/space-management/seat-reservation/${doc.id}`)
    // The staff notice carries no key.
    expect(notices[0]!.text).not.toContain('notice-key-123456')
    const patron = await mailsTo(email)
    expect(patron[0]!.subject).toBe('【空間預約】預約成功：座位 A12（三樓討論室 A）')
  })

  it('mails nobody when the booking is rolled back', async () => {
    const email = address('rollback')
    const req = await createLocalReq({}, app.payload)
    await initTransaction(req)
    const doc = await bookRoom(email, '2032-06-01T01:00:00.000Z', '2032-06-01T02:00:00.000Z', { req })
    await queueReservationMails(req, 'confirmation', { reservationIds: [String(doc.id)], key: 'rolled-back-key' })
    await killTransaction(req)
    // A booking in the same run that does commit proves the queue was run.
    const control = address('control')
    const kept = await bookRoom(control, '2032-06-02T01:00:00.000Z', '2032-06-02T02:00:00.000Z')
    await queue('confirmation', [String(kept.id)], 'control-key-123456')
    expect(await mailsTo(control)).toHaveLength(1)
    expect(app.smtp!.received.filter((m) => m.to.includes(email))).toHaveLength(0)
    expect(app.smtp!.received.filter((m) => m.text.includes(email))).toHaveLength(0)
  })

  it('mails the modification and the cancellation with its reason', async () => {
    const email = address('changes')
    const doc = await bookRoom(email, '2032-07-01T01:00:00.000Z', '2032-07-01T02:00:00.000Z')
    await app.payload.update({
      collection: 'reservations',
      id: doc.id,
      data: { startDate: '2032-07-01T05:00:00.000Z', endDate: '2032-07-01T06:00:00.000Z' },
      overrideAccess: true,
    })
    await queue('modification', [String(doc.id)])
    const [modified] = await mailsTo(email, 1, (m) => m.subject.includes('變更'))
    expect(modified!.text).toContain('2032/07/01（四） 13:00–14:00')
    expect(vevents(modified!.attachments[0]!.content)[0]).toContain('DTSTART;TZID=Asia/Taipei:20320701T130000')
    expect(modified!.text).not.toContain('/space/reservation/')

    await app.payload.update({
      collection: 'reservations',
      id: doc.id,
      data: { status: 'Cancelled', cancelReason: '臨時有會議' },
      overrideAccess: true,
    })
    await queue('cancellation', [String(doc.id)])
    const [cancelled] = await mailsTo(email, 1, (m) => m.subject.includes('取消'))
    expect(cancelled!.text).toContain('取消原因：臨時有會議')
    expect(unfold(cancelled!.attachments[0]!.content)).toContain('METHOD:CANCEL')
    // The notifier is told of new bookings only.
    expect(app.smtp!.received.filter((m) => m.to.includes(NOTIFIER) && m.text.includes(email))).toHaveLength(0)
  })
})

describe('the no-show release', () => {
  const find = (id: string | number) =>
    app.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })

  it('runs from its own queue every minute, with one check waiting', async () => {
    const autoRun = app.payload.config.jobs.autoRun
    expect(Array.isArray(autoRun) ? autoRun : []).toContainEqual(
      expect.objectContaining({ queue: RESERVATION_RELEASE_QUEUE, cron: '* * * * *' }),
    )
    const waiting = () =>
      app.payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: RESERVATION_RELEASE_TASK } }, { completedAt: { exists: false } }] },
        depth: 0,
        overrideAccess: true,
      })
    const before = await waiting()
    expect(before.docs).toHaveLength(1)
    // Running the queue runs the check, which queues the next one.
    await app.runQueue(RESERVATION_RELEASE_QUEUE)
    const after = await waiting()
    expect(after.docs).toHaveLength(1)
    expect(after.docs[0]!.id).not.toBe(before.docs[0]!.id)
  })

  it('turns an overdue Reserved booking into NoShow after the default 15 minutes, frees the slot and mails the patron', async () => {
    const email = address('noshow')
    const start = '2031-01-06T01:00:00.000Z'
    const end = '2031-01-06T02:00:00.000Z'
    const doc = await bookRoom(email, start, end)

    const early = await releaseNoShows(app.payload, new Date('2031-01-06T01:14:00.000Z'))
    expect(early.released).toBe(0)
    expect((await find(doc.id)).status).toBe('Reserved')
    // While it holds the slot, the database refuses another booking of it.
    await expect(bookRoom(address('other'), start, end)).rejects.toThrow()

    const late = await releaseNoShows(app.payload, new Date('2031-01-06T01:16:00.000Z'))
    expect(late.released).toBe(1)
    expect((await find(doc.id)).status).toBe('NoShow')
    // The slot is free: the database accepts a new booking of it.
    const again = await bookRoom(address('again'), start, end)
    expect(again.status).toBe('Reserved')

    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('【空間預約】逾時未報到，預約已釋出：三樓討論室 A')
    expect(mails[0]!.text).toContain('15 分鐘')
    expect(mails[0]!.text).toContain('2031/01/06（一） 09:00–10:00')

    // A later run releases the new booking in turn (also unattended), and never the first one again.
    const repeat = await releaseNoShows(app.payload, new Date('2031-01-06T01:17:00.000Z'))
    expect(repeat.released).toBe(1)
    expect((await find(again.id)).status).toBe('NoShow')
    await app.runQueue('mail')
    expect(app.smtp!.received.filter((m) => m.to.includes(email))).toHaveLength(1)
  })

  it('never releases a walk-in booked after its release time, and gives a booking made after its start the delay from then', async () => {
    const MINUTE = 60_000
    const now = Date.now()
    const iso = (ms: number) => new Date(ms).toISOString()
    // Booked at the desk 20 minutes into its slot: past its release time (15 minutes), so the patron was there.
    const walkInEmail = address('walkin')
    const walkIn = await bookRoom(walkInEmail, iso(now - 20 * MINUTE), iso(now + 40 * MINUTE))
    expect((await releaseNoShows(app.payload, new Date(now + 30 * MINUTE))).released).toBe(0)
    expect((await find(walkIn.id)).status).toBe('Reserved')
    // Booked 10 minutes into its slot (another seat): 15 minutes to check in from when it was made.
    const lateEmail = address('late')
    const late = await bookSeat(lateEmail, iso(now - 10 * MINUTE), iso(now + 50 * MINUTE), 'Reserved', otherSeatId)
    expect((await releaseNoShows(app.payload, new Date(now + 10 * MINUTE))).released).toBe(0)
    expect((await find(late.id)).status).toBe('Reserved')
    expect((await releaseNoShows(app.payload, new Date(now + 16 * MINUTE))).released).toBe(1)
    expect((await find(late.id)).status).toBe('NoShow')
    // Once its time is over the walk-in is Completed, never NoShow, and its patron is not mailed.
    const over = await releaseNoShows(app.payload, new Date(now + 41 * MINUTE))
    expect(over.released).toBe(0)
    expect((await find(walkIn.id)).status).toBe('Completed')
    await app.runQueue('mail')
    expect(app.smtp!.received.filter((m) => m.to.includes(walkInEmail))).toHaveLength(0)
  })

  it("uses the start delay of the kind's settings", async () => {
    await app.payload.updateGlobal({
      slug: 'seat-reservation-settings',
      data: { seatsStartDelayMinutes: 5 },
      overrideAccess: true,
    })
    try {
      const email = address('seatdelay')
      const doc = await bookSeat(email, '2031-02-03T01:00:00.000Z', '2031-02-03T03:00:00.000Z', 'Reserved', otherSeatId)
      expect((await releaseNoShows(app.payload, new Date('2031-02-03T01:04:00.000Z'))).released).toBe(0)
      expect((await releaseNoShows(app.payload, new Date('2031-02-03T01:06:00.000Z'))).released).toBe(1)
      expect((await find(doc.id)).status).toBe('NoShow')
      const mails = await mailsTo(email)
      expect(mails[0]!.text).toContain('5 分鐘')
    } finally {
      await app.payload.updateGlobal({
        slug: 'seat-reservation-settings',
        data: { seatsStartDelayMinutes: null },
        overrideAccess: true,
      })
    }
  })

  it('completes a CheckedIn booking once its end (plus the end delay) has passed, and mails nobody', async () => {
    const email = address('completed')
    const doc = await bookRoom(email, '2031-03-03T01:00:00.000Z', '2031-03-03T02:00:00.000Z', { status: 'CheckedIn' })
    // A checked-in booking is never a no-show.
    expect(await releaseNoShows(app.payload, new Date('2031-03-03T01:30:00.000Z'))).toEqual({
      released: 0,
      completed: 0,
    })
    expect((await find(doc.id)).status).toBe('CheckedIn')
    expect((await releaseNoShows(app.payload, new Date('2031-03-03T02:00:30.000Z'))).completed).toBe(1)
    expect((await find(doc.id)).status).toBe('Completed')

    await app.payload.updateGlobal({
      slug: 'room-reservation-settings',
      data: { roomsEndDelayMinutes: 10 },
      overrideAccess: true,
    })
    try {
      const later = await bookRoom(email, '2031-03-04T01:00:00.000Z', '2031-03-04T02:00:00.000Z', {
        status: 'CheckedIn',
      })
      expect((await releaseNoShows(app.payload, new Date('2031-03-04T02:09:00.000Z'))).completed).toBe(0)
      expect((await find(later.id)).status).toBe('CheckedIn')
      expect((await releaseNoShows(app.payload, new Date('2031-03-04T02:11:00.000Z'))).completed).toBe(1)
      expect((await find(later.id)).status).toBe('Completed')
    } finally {
      await app.payload.updateGlobal({
        slug: 'room-reservation-settings',
        data: { roomsEndDelayMinutes: null },
        overrideAccess: true,
      })
    }
    await app.runQueue('mail')
    expect(app.smtp!.received.filter((m) => m.to.includes(email))).toHaveLength(0)
  })
})

// Last in the file: this booking lies in the real near future, which the release tests' 2031 "now" would release.
describe('through POST /api/public/reservations/seats', () => {
  it('confirms a public booking by mail with the .ics and the link carrying the key shown once, masked in the log', async () => {
    await app.payload.updateGlobal({
      slug: 'opening-settings',
      data: {
        openingTime: '08:00',
        closingTime: '22:00',
        openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      },
      overrideAccess: true,
    })
    const tomorrow = addDays(libraryClock(new Date()).day, 1)
    const start = libraryInstant(tomorrow, 10 * 60)
    const end = libraryInstant(tomorrow, 10 * 60 + 30)
    const email = address('public')
    const res = await app.api.post<{ result: { id: string; key: string }; message?: string }>(
      '/api/public/reservations/seats',
      { seatId, startDate: start.toISOString(), endDate: end.toISOString(), name: '陳訪客', email, isExternal: true },
      { headers: { 'X-Forwarded-For': '203.0.113.77' } },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { id, key } = res.body.result
    expect(key.length).toBeGreaterThan(20)

    const [mail] = await mailsTo(email)
    expect(mail, 'the patron got a mail').toBeDefined()
    expect(mail!.subject).toBe('【空間預約】預約成功：座位 A12（三樓討論室 A）')
    expect(mail!.text).toContain(`/space/reservation/${id}?key=${encodeURIComponent(key)}`)
    const events = vevents(mail!.attachments[0]!.content)
    expect(events).toHaveLength(1)
    expect(events[0]).toContain(`UID:${reservationUid(id)}`)
    // Tomorrow 10:00 in the library's zone.
    expect(events[0]).toContain(`DTSTART;TZID=Asia/Taipei:${tomorrow.replaceAll('-', '')}T100000`)

    const log = (
      await app.payload.find({
        collection: 'email-logs',
        where: { to: { equals: email } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    expect(log.text).not.toContain(key)
    expect(log.text).not.toContain(encodeURIComponent(key))
    expect(log.text).toContain(`/space/reservation/${id}?key=${REDACTED}`)
    // The staff were told too.
    expect(await mailsTo(NOTIFIER, 1, (m) => m.text.includes(email))).toHaveLength(1)
  })
})

describe('reminders (issue 25, front desk §5)', () => {
  it('are off by default; with N hours set, a booking starting within N hours gets one reminder, even with two runners at once', async () => {
    const hour = 3_600_000
    const soonEmail = address('remind-soon')
    const laterEmail = address('remind-later')
    // Booked yesterday (the patron had no reminder-window confirmation), starting in 2 h and in 30 h.
    const soon = await bookRoom(
      soonEmail,
      new Date(Date.now() + 2 * hour).toISOString(),
      new Date(Date.now() + 3 * hour).toISOString(),
    )
    await bookRoom(
      laterEmail,
      new Date(Date.now() + 30 * hour).toISOString(),
      new Date(Date.now() + 31 * hour).toISOString(),
    )
    // Booked just now for the coming hour: inside the window, its confirmation is fresh.
    const freshEmail = address('remind-fresh')
    const fresh = await bookRoom(
      freshEmail,
      new Date(Date.now() + 4 * hour).toISOString(),
      new Date(Date.now() + 5 * hour).toISOString(),
    )
    await app.payload.db.updateOne({
      collection: 'reservations',
      id: soon.id,
      data: { createdAt: new Date(Date.now() - 24 * hour).toISOString() },
    })
    expect(await sendReminders(app.payload)).toEqual({ reminded: 0 })

    await app.payload.updateGlobal({
      slug: 'room-reservation-settings',
      data: { roomsReminderHours: 6 },
      overrideAccess: true,
    })
    try {
      // Two queue runners (two server processes) at once: the booking is claimed once.
      const runs = await Promise.all([sendReminders(app.payload), sendReminders(app.payload)])
      expect(runs[0]!.reminded + runs[1]!.reminded).toBe(1)
      expect((await sendReminders(app.payload)).reminded).toBe(0)
      const [reminder] = await mailsTo(soonEmail, 1, (m) => m.subject.includes('預約提醒'))
      expect(reminder!.subject).toContain('預約提醒')
      expect(reminder!.text).toContain('即將開始')
      await new Promise((resolve) => setTimeout(resolve, 300))
      await app.runQueue('mail')
      expect(app.smtp!.received.filter((m) => m.to.includes(soonEmail) && m.subject.includes('預約提醒'))).toHaveLength(
        1,
      )
      expect(app.smtp!.received.filter((m) => m.to.includes(laterEmail))).toHaveLength(0)
      // The fresh booking is claimed without a mail, so no later run reads it again.
      expect(
        app.smtp!.received.filter((m) => m.to.includes(freshEmail) && m.subject.includes('預約提醒')),
      ).toHaveLength(0)
      expect(
        (await app.payload.findByID({ collection: 'reservations', id: fresh.id, overrideAccess: true })).reminderSentAt,
      ).toBeTruthy()
      const stored = await app.payload.findByID({ collection: 'reservations', id: soon.id, overrideAccess: true })
      expect(stored.reminderSentAt).toBeTruthy()
    } finally {
      await app.payload.updateGlobal({
        slug: 'room-reservation-settings',
        data: { roomsReminderHours: null },
        overrideAccess: true,
      })
    }
  })
})
