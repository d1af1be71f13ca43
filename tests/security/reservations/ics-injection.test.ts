import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reservationIcs, reservationUid } from '@/modules/reservations/ics'
import { queueReservationMails } from '@/modules/reservations/notify'
import {
  publicRecurrenceSchema,
  publicSeatBookingSchema,
  roomSaveSchema,
  seatSaveSchema,
  staffSeatBookingSchema,
} from '@/modules/reservations/schemas'
import { startTestApp, type TestApp } from '../../helpers/app'
import type { ReceivedMail } from '../../helpers/smtp'
import { type Envelope, type Failure, aheadDay, at, createRoom, createSeat, fresh, openLibrary } from './setup'

/**
 * Issue 28 item 1: the calendar file (.ics) mailed with a booking cannot be given forged content
 * lines. Before the fix a bare carriage return in a booking's name reached the file unescaped: an
 * anonymous external booking named "x\rEND:VEVENT\rBEGIN:VEVENT\rUID:forged" produced the lines
 * END:VEVENT / BEGIN:VEVENT / UID:forged. Now every text is normalised before the `ics` package
 * escapes it, and the public and staff schemas refuse control characters in their fields.
 */

const FORGED = 'x\rEND:VEVENT\rBEGIN:VEVENT\rUID:forged'

/** Every way of breaking a line, and the other control characters a text might carry. */
const HOSTILE: Record<string, string> = {
  'bare CR': FORGED,
  'bare LF': 'x\nEND:VEVENT\nBEGIN:VEVENT\nUID:forged',
  CRLF: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged',
  'LF CR': 'x\n\rEND:VEVENT\n\rBEGIN:VEVENT\n\rUID:forged',
  'CR then a space (a fold)': 'x\r END:VEVENT\r\tBEGIN:VEVENT\r UID:forged',
  'CRLF then a space (a fold)': 'x\r\n END:VEVENT\r\n\tUID:forged',
  'U+2028 / U+2029': 'x\u2028END:VEVENT\u2029BEGIN:VEVENT\u2028UID:forged',
  'NEL (U+0085)': 'x\u0085END:VEVENT\u0085BEGIN:VEVENT\u0085UID:forged',
  'vertical tab, form feed': 'x\u000bEND:VEVENT\u000cBEGIN:VEVENT\u000bUID:forged',
  'NUL, BEL, ESC, DEL': 'x\u0000END:VEVENT\u0007BEGIN:VEVENT\u001bUID:forged\u007f',
  'a DTSTART after U+2028': 'x\u2028DTSTART:20000101T000000Z\u2028DTEND:20000101T010000Z',
  'escapes and separators': 'xa\\nb;c,d:e\\\\\r\\',
  'a lone surrogate': 'x\ud800y\udc00z',
}

/** Properties a reservation calendar may hold, inside VCALENDAR, VTIMEZONE and VEVENT. */
const KNOWN = new Set([
  'BEGIN',
  'END',
  'VERSION',
  'CALSCALE',
  'PRODID',
  'METHOD',
  'X-PUBLISHED-TTL',
  'X-WR-CALNAME',
  'TZID',
  'DTSTART',
  'DTEND',
  'TZOFFSETFROM',
  'TZOFFSETTO',
  'UID',
  'SUMMARY',
  'DTSTAMP',
  'LOCATION',
  'DESCRIPTION',
  'STATUS',
  'SEQUENCE',
])

/** The content lines of an .ics text (unfolded; CRLF as written, or LF as a mail parser gives it). */
const contentLines = (ics: string): string[] =>
  ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')

/** RFC 5545 TEXT unescaped. */
const unescapeText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

const valueOf = (lines: string[], name: string): string =>
  unescapeText(lines.find((line) => line.startsWith(`${name}:`))!.slice(name.length + 1))

const expectOneSafeEvent = (ics: string, uid: string) => {
  const lines = contentLines(ics)
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
  expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1)
  expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([`UID:${uid}`])
  expect(lines.filter((line) => /^UID:forged/.test(line))).toEqual([])
  for (const line of lines) {
    const name = /^([A-Z-]+)[;:]/.exec(line)?.[1]
    expect(name && KNOWN.has(name), `an unknown content line: ${JSON.stringify(line)}`).toBe(true)
  }
  // Inside the event every property appears once: no second DTSTART, SUMMARY or UID smuggled in.
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'))
  const names = event.map((line) => /^([A-Z-]+)[;:]/.exec(line)![1]!)
  expect(names).toEqual([...new Set(names)])
  for (const required of ['UID', 'DTSTART', 'DTEND', 'SUMMARY', 'STATUS']) expect(names).toContain(required)
  return lines
}

describe('the calendar file itself (reservationIcs)', () => {
  for (const [name, hostile] of Object.entries(HOSTILE)) {
    it(`keeps one VEVENT and no forged line when SUMMARY, LOCATION and DESCRIPTION hold ${name}`, () => {
      const ics = reservationIcs(
        [
          {
            id: 'b00000000000000000000001',
            startDate: '2032-03-02T01:00:00.000Z',
            endDate: '2032-03-02T02:00:00.000Z',
            title: hostile,
            location: hostile,
            description: `預約人：${hostile}\n預約編號：1`,
          },
        ],
        { stamp: new Date('2032-01-01T00:00:00Z') },
      )
      // Lines end in CRLF and nothing else breaks them; no other control character (HTAB only as a fold) is left.
      expect(ics.endsWith('\r\n') || ics.endsWith('END:VCALENDAR')).toBe(true)
      expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/)
      // eslint-disable-next-line no-control-regex -- asserts that no control character is left in the calendar file
      expect(ics.replace(/\r\n[ \t]?/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
      expect(ics).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
      const lines = expectOneSafeEvent(ics, reservationUid('b00000000000000000000001'))
      // The text survives as text: a line break becomes the escaped \n, nothing else is lost.
      for (const property of ['SUMMARY', 'LOCATION']) {
        const value = valueOf(lines, property)
        // eslint-disable-next-line no-control-regex -- asserts that no control character is left in the property value
        expect(value).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/)
        expect(value).toContain('x')
      }
      expect(valueOf(lines, 'DESCRIPTION')).toContain('預約編號：1')
    })
  }

  it('writes a line break of every kind as one escaped \\n, so the text reads as the patron wrote it', () => {
    const ics = reservationIcs([
      {
        id: 'b00000000000000000000002',
        startDate: '2032-03-02T01:00:00.000Z',
        endDate: '2032-03-02T02:00:00.000Z',
        title: 'a\rb\r\nc\nd\u2028e',
        description: 'f\r\rg',
      },
    ])
    const lines = contentLines(ics)
    expect(valueOf(lines, 'SUMMARY')).toBe('a\nb\nc\nd\ne')
    expect(valueOf(lines, 'DESCRIPTION')).toBe('f\n\ng')
  })
})

let app: TestApp
let roomId: string
let seatId: string
let admin: string

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  admin = await app.login('admin', 'Admin@12345')
  await openLibrary(app)
  roomId = await createRoom(app, { name: '注入閱覽室' })
  seatId = await createSeat(app, roomId, 'I1')
})
afterAll(async () => app?.close())

/** Run the mail queue until a mail to `to` arrived (or give up after ~6 s). */
const mailTo = async (to: string): Promise<ReceivedMail | undefined> => {
  for (let i = 0; i < 60; i++) {
    await app.runQueue('mail')
    const found = app.smtp!.received.find((mail) => mail.to.includes(to))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

/**
 * A refusal of a control character over HTTP: a 400 naming the field, or the body-wide refusal of
 * src/endpoints/http.ts when it saw the character first (U+0000 today): either way nothing is
 * stored. The schemas' own messages are pinned below, without the HTTP layer.
 */
const expectControlRefusal = (res: { status: number; body: Failure }, label: string, what: string) => {
  expect(res.status, what).toBe(400)
  if (res.body.message !== `${label}不可包含控制字元`) expect(res.body.message, what).toMatch(/控制字元/)
}

const stored = async (email: string) =>
  (await app.payload.count({ collection: 'reservations', where: { email: { equals: email } }, overrideAccess: true }))
    .totalDocs

let slot = 0
/** A slot of its own on the test seat: twelve an open day, over the next weeks. */
const nextSlot = () => {
  const day = aheadDay(1 + Math.floor(slot / 12))
  const hour = 8 + (slot++ % 12)
  return {
    startDate: at(day, `${String(hour).padStart(2, '0')}:00`),
    endDate: at(day, `${String(hour + 1).padStart(2, '0')}:00`),
  }
}

describe('the public and staff booking calls', () => {
  it('refuse the anonymous external booking named "x\\rEND:VEVENT\\rBEGIN:VEVENT\\rUID:forged" with a 400 naming the field, storing nothing', async () => {
    const email = 'forger@test.example'
    const res = await app.api.post<Failure>(
      '/api/public/reservations/seats',
      { seatId, ...nextSlot(), name: FORGED, email, isExternal: true },
      { headers: fresh() },
    )
    expectControlRefusal(res, '姓名', 'the forged name')
    expect(await stored(email)).toBe(0)
  })

  const SINGLE_LINE: [string, string][] = [
    ['name', '姓名'],
    ['email', '電子郵件'],
    ['phoneNumber', '電話'],
    ['primaryDepartment', '一級單位'],
    ['secondaryDepartment', '二級單位'],
    ['jobTitle', '職稱'],
    ['username', '帳號'],
  ]
  const CONTROLS = ['\r', '\n', '\r\n', '\u0000', '\u0007', '\t', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']

  it.each(SINGLE_LINE)(
    'refuse a control character inside the single-line field %s (%s), storing nothing',
    async (field, label) => {
      for (const control of CONTROLS) {
        const email = `single-${field}-${control.codePointAt(0)}@test.example`
        const value = field === 'email' ? `a${control}b@test.example` : `王${control}小明`
        const body = { seatId, ...nextSlot(), name: '王小明', email, isExternal: true, [field]: value }
        const res = await app.api.post<Failure>('/api/public/reservations/seats', body, { headers: fresh() })
        expectControlRefusal(res, label, `${field} with U+${control.codePointAt(0)!.toString(16)}`)
        expect(await stored(email)).toBe(0)
      }
    },
  )

  it.each([
    ['purpose', '用途'],
    ['note', '備註'],
  ])(
    'allow line breaks in the multi-line field %s but refuse a bare CR or any other control character',
    async (field, label) => {
      for (const control of ['\r', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029', '\u000b']) {
        const email = `multi-${field}-${control.codePointAt(0)}@test.example`
        const res = await app.api.post<Failure>(
          '/api/public/reservations/seats',
          { seatId, ...nextSlot(), name: '王小明', email, isExternal: true, [field]: `第一行${control}第二行` },
          { headers: fresh() },
        )
        expectControlRefusal(res, label, `${field} with U+${control.codePointAt(0)!.toString(16)}`)
        expect(await stored(email)).toBe(0)
      }
      const email = `multi-${field}-ok@test.example`
      const ok = await app.api.post<Failure>(
        '/api/public/reservations/seats',
        {
          seatId,
          ...nextSlot(),
          name: '王小明',
          email,
          isExternal: true,
          [field]: '第一行\n第二行\r\n第三行\t（縮排）',
        },
        { headers: fresh() },
      )
      expect(ok.status).toBe(201)
    },
  )

  it('refuse control characters in the room booking, the series and the staff calls too', async () => {
    const room = await createRoom(app, { name: '注入討論室' })
    const calls: [string, Record<string, unknown>, string | undefined][] = [
      [
        '/api/public/reservations/rooms',
        { roomId: room, ...nextSlot(), name: FORGED, email: 'r1@test.example', isExternal: true },
        undefined,
      ],
      [
        '/api/public/reservations/recurrence-rooms',
        {
          roomId: room,
          rangeDates: { startDate: aheadDay(9), endDate: aheadDay(10) },
          recurrenceSettings: { frequency: 'daily', startTime: '10:00', endTime: '11:00' },
          name: FORGED,
          email: 'r2@test.example',
          isExternal: true,
        },
        undefined,
      ],
      [
        '/api/shennong/reservations-seats',
        { seatId, ...nextSlot(), name: FORGED, email: 'r3@test.example', isExternal: true },
        admin,
      ],
      [
        '/api/shennong/reservations-rooms',
        { roomId: room, ...nextSlot(), name: FORGED, email: 'r4@test.example', isExternal: true },
        admin,
      ],
    ]
    for (const [path, body, token] of calls) {
      const res = await app.api.post<Failure>(path, body, { headers: fresh(), token })
      expectControlRefusal(res, '姓名', path)
    }
    expect(
      await app.payload.count({
        collection: 'reservations',
        where: { email: { in: ['r1@test.example', 'r2@test.example', 'r3@test.example', 'r4@test.example'] } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })

    const rename = await app.api.put<Failure>(
      '/api/shennong/rooms',
      { id: room, name: 'A\rLOCATION:forged' },
      { token: admin },
    )
    expectControlRefusal(rename, '名稱', 'a room name')
    const seat = await app.api.put<Failure>(
      '/api/shennong/seats',
      { roomId: room, number: 'S\rUID:forged' },
      { token: admin },
    )
    expectControlRefusal(seat, '座位編號', 'a seat number')
  })
})

describe('the mailed calendar file, whatever was stored', () => {
  it('keeps one VEVENT and no forged line for a booking whose name, seat and room hold bare CRs (stored before the fix)', async () => {
    // Stored through the local API, as a booking made before the schemas refused it would be.
    const room = String(
      (
        await app.payload.create({
          collection: 'rooms',
          data: { name: 'R\rEND:VEVENT\rBEGIN:VEVENT\rUID:forged-room', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    const seat = String(
      (
        await app.payload.create({
          collection: 'seats',
          data: { roomId: room, number: 'S\rUID:forged-seat', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
    const email = 'stored-forger@test.example'
    const doc = await app.payload.create({
      collection: 'reservations',
      data: {
        kind: 'Seat',
        seatId: seat,
        roomId: room,
        ...nextSlot(),
        name: FORGED,
        email,
        isExternal: true,
        status: 'Reserved',
      },
      overrideAccess: true,
    })
    const req = await createLocalReq({}, app.payload)
    await queueReservationMails(req, 'confirmation', { reservationIds: [String(doc.id)] })
    const mail = await mailTo(email)
    expect(mail, 'the patron got a mail').toBeDefined()
    const ics = mail!.attachments.find((file) => file.filename === 'reservation.ics')!
    expect(ics).toBeDefined()
    const lines = expectOneSafeEvent(ics.content, reservationUid(String(doc.id)))
    expect(valueOf(lines, 'DESCRIPTION')).toContain('預約人：x\nEND:VEVENT\nBEGIN:VEVENT\nUID:forged')
  })

  it('keeps one VEVENT for a public booking with a multi-line purpose (the purpose is not in the file)', async () => {
    const email = 'purpose@test.example'
    const res = await app.api.post<Envelope<{ id: string }>>(
      '/api/public/reservations/seats',
      { seatId, ...nextSlot(), name: '王小明', email, isExternal: true, purpose: '讀書會\n第二行' },
      { headers: fresh() },
    )
    expect(res.status).toBe(201)
    const mail = await mailTo(email)
    expectOneSafeEvent(mail!.attachments[0]!.content, reservationUid(res.body.result.id))
  })
})

describe('the schemas on their own (whatever the HTTP layer refuses before them)', () => {
  const base = {
    seatId: 'a'.repeat(24),
    startDate: at(aheadDay(2), '10:00'),
    endDate: at(aheadDay(2), '11:00'),
    name: '王小明',
    email: 'schema@test.example',
    isExternal: true,
  }
  const CONTROLS = [
    '\r',
    '\n',
    '\r\n',
    '\u0000',
    '\u0007',
    '\t',
    '\u000b',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u009f',
    '\u2028',
    '\u2029',
  ]
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? 'accepted' : result.error!.issues[0]!.message

  it.each([
    ['name', '姓名'],
    ['email', '電子郵件'],
    ['phoneNumber', '電話'],
    ['primaryDepartment', '一級單位'],
    ['secondaryDepartment', '二級單位'],
    ['jobTitle', '職稱'],
    ['username', '帳號'],
  ])('a booking refuses every control character in %s with "%s不可包含控制字元"', (field, label) => {
    for (const control of CONTROLS) {
      const value = field === 'email' ? `a${control}b@test.example` : `王${control}小明`
      for (const schema of [publicSeatBookingSchema, staffSeatBookingSchema]) {
        expect(
          messageOf(schema.safeParse({ ...base, [field]: value })),
          `${field} U+${control.codePointAt(0)!.toString(16)}`,
        ).toBe(`${label}不可包含控制字元`)
      }
    }
  })

  it.each([
    ['purpose', '用途'],
    ['note', '備註'],
  ])('a booking keeps LF, CRLF and TAB in %s and refuses the other control characters', (field, label) => {
    expect(messageOf(publicSeatBookingSchema.safeParse({ ...base, [field]: '一\n二\r\n三\t四' }))).toBe('accepted')
    for (const control of ['\r', '\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']) {
      expect(
        messageOf(publicSeatBookingSchema.safeParse({ ...base, [field]: `一${control}二` })),
        `${field} U+${control.codePointAt(0)!.toString(16)}`,
      ).toBe(`${label}不可包含控制字元`)
    }
  })

  it('the series, a room’s name and a seat’s number refuse them too', () => {
    const series = {
      roomId: 'a'.repeat(24),
      rangeDates: { startDate: aheadDay(2), endDate: aheadDay(3) },
      recurrenceSettings: { frequency: 'daily', startTime: '10:00', endTime: '11:00' },
      name: FORGED,
      email: 'schema@test.example',
      isExternal: true,
    }
    expect(messageOf(publicRecurrenceSchema.safeParse(series))).toBe('姓名不可包含控制字元')
    expect(messageOf(roomSaveSchema.safeParse({ name: 'A\rLOCATION:forged' }))).toBe('名稱不可包含控制字元')
    expect(messageOf(roomSaveSchema.safeParse({ name: '討論室', description: '第一行\n第二行' }))).toBe('accepted')
    expect(messageOf(seatSaveSchema.safeParse({ roomId: 'a'.repeat(24), number: 'S\u2028UID:forged' }))).toBe(
      '座位編號不可包含控制字元',
    )
  })
})
