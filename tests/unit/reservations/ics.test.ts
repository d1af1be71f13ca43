import { describe, expect, it } from 'vitest'

import { ICS_PRODUCT_ID, reservationIcs, reservationUid } from '@/modules/reservations/ics'
import { composePatronMail, formatSpan, reservationLink, type MailBooking } from '@/modules/reservations/mails'

/** Unfold RFC 5545 folded lines (CRLF + one space continues the previous line). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')
const lines = (text: string) => unfold(text).split('\r\n').filter(Boolean)
const events = (text: string) =>
  unfold(text)
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => block.split('END:VEVENT')[0]!)
const prop = (block: string, name: string) =>
  block
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '')

const stamp = new Date('2026-11-24T03:04:05.000Z')

describe('the reservation calendar file', () => {
  it('writes one VEVENT per occurrence, in the library time zone, with a UID stable per booking', () => {
    const text = reservationIcs(
      [
        {
          id: 'r1',
          startDate: '2026-12-01T01:00:00.000Z',
          endDate: '2026-12-01T02:30:00.000Z',
          title: '討論室 A',
          location: '三樓',
        },
        {
          id: 'r2',
          startDate: '2026-12-08T01:00:00.000Z',
          endDate: '2026-12-08T02:30:00.000Z',
          title: '討論室 A',
          location: '三樓',
        },
        {
          id: 'r3',
          startDate: '2026-12-15T01:00:00.000Z',
          endDate: '2026-12-15T02:30:00.000Z',
          title: '討論室 A',
          location: '三樓',
        },
      ],
      { stamp },
    )
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    expect(lines(text)).toContain('VERSION:2.0')
    expect(lines(text)).toContain(`PRODID:${ICS_PRODUCT_ID}`)
    expect(lines(text)).toContain('METHOD:PUBLISH')
    const blocks = events(text)
    expect(blocks).toHaveLength(3)
    expect(blocks.map((block) => prop(block, 'UID'))).toEqual(['r1', 'r2', 'r3'].map(reservationUid))
    // 01:00–02:30 UTC is 09:00–10:30 in Taipei: written in the library's zone, with its VTIMEZONE.
    expect(blocks.map((block) => prop(block, 'DTSTART'))).toEqual([
      '20261201T090000',
      '20261208T090000',
      '20261215T090000',
    ])
    expect(blocks.map((block) => prop(block, 'DTEND'))).toEqual([
      '20261201T103000',
      '20261208T103000',
      '20261215T103000',
    ])
    expect(lines(text).filter((line) => line.startsWith('DTSTART;TZID=Asia/Taipei:'))).toHaveLength(3)
    expect(lines(text).filter((line) => line.startsWith('DTEND;TZID=Asia/Taipei:'))).toHaveLength(3)
    const zone = unfold(text).split('BEGIN:VTIMEZONE')[1]!.split('END:VTIMEZONE')[0]!
    expect(zone).toContain('TZID:Asia/Taipei')
    expect(zone).toContain('TZOFFSETFROM:+0800')
    expect(zone).toContain('TZOFFSETTO:+0800')
    // The zone comes before the events that name it; DTSTAMP stays UTC.
    expect(text.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'))
    expect(prop(blocks[0]!, 'DTSTAMP')).toBe('20261124T030405Z')
    expect(prop(blocks[0]!, 'STATUS')).toBe('CONFIRMED')
    expect(prop(blocks[0]!, 'SUMMARY')).toBe('討論室 A')
    expect(prop(blocks[0]!, 'LOCATION')).toBe('三樓')
    // No floating local time: every DTSTART/DTEND names its zone or is UTC.
    for (const block of blocks) expect(block).not.toMatch(/^DT(START|END):\d{8}T\d{6}\r?$/m)
  })

  it('writes UTC times for a zone with daylight saving (one fixed-offset VTIMEZONE would be wrong)', () => {
    const text = reservationIcs(
      [{ id: 'r1', startDate: '2026-07-01T13:00:00.000Z', endDate: '2026-07-01T14:00:00.000Z', title: 'x' }],
      { stamp, timeZone: 'America/New_York' },
    )
    const block = events(text)[0]!
    expect(prop(block, 'DTSTART')).toBe('20260701T130000Z')
    expect(prop(block, 'DTEND')).toBe('20260701T140000Z')
    expect(text).not.toContain('VTIMEZONE')
  })

  it('gives a day-crossing booking its local end day', () => {
    const text = reservationIcs(
      [{ id: 'r1', startDate: '2026-12-01T15:00:00.000Z', endDate: '2026-12-01T17:00:00.000Z', title: 'x' }],
      { stamp },
    )
    expect(prop(events(text)[0]!, 'DTSTART')).toBe('20261201T230000')
    expect(prop(events(text)[0]!, 'DTEND')).toBe('20261202T010000')
  })

  it('gives the same UID for the same booking every time, and a different one per booking', () => {
    expect(reservationUid('abc')).toBe(reservationUid('abc'))
    expect(reservationUid('abc')).not.toBe(reservationUid('abd'))
    const once = events(
      reservationIcs([{ id: 'abc', startDate: '2026-12-01T01:00:00Z', endDate: '2026-12-01T02:00:00Z', title: 'x' }], {
        stamp,
      }),
    )
    const again = events(
      reservationIcs([{ id: 'abc', startDate: '2026-12-02T01:00:00Z', endDate: '2026-12-02T02:00:00Z', title: 'y' }], {
        stamp,
        sequence: 3,
      }),
    )
    expect(prop(once[0]!, 'UID')).toBe(prop(again[0]!, 'UID'))
    expect(prop(again[0]!, 'SEQUENCE')).toBe('3')
  })

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    const text = reservationIcs(
      [
        {
          id: 'r1',
          startDate: '2026-12-01T01:00:00Z',
          endDate: '2026-12-01T02:00:00Z',
          title: '座位 A1, 三樓; C:\\temp',
          description: '第一行\n第二行',
          location: '自修室,北側',
        },
      ],
      { stamp },
    )
    const block = events(text)[0]!
    expect(prop(block, 'SUMMARY')).toBe('座位 A1\\, 三樓\\; C:\\\\temp')
    expect(prop(block, 'DESCRIPTION')).toBe('第一行\\n第二行')
    expect(prop(block, 'LOCATION')).toBe('自修室\\,北側')
    // A raw new line never appears inside a property.
    expect(
      unfold(text)
        .split('\r\n')
        .every((line) => !line.includes('\n')),
    ).toBe(true)
  })

  it('folds long lines at 75 octets', () => {
    const text = reservationIcs(
      [
        {
          id: 'r1',
          startDate: '2026-12-01T01:00:00Z',
          endDate: '2026-12-01T02:00:00Z',
          title: '很長的標題'.repeat(20),
        },
      ],
      { stamp },
    )
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(prop(events(text)[0]!, 'SUMMARY')).toBe('很長的標題'.repeat(20))
  })

  it('marks a cancellation', () => {
    const text = reservationIcs(
      [{ id: 'r1', startDate: '2026-12-01T01:00:00Z', endDate: '2026-12-01T02:00:00Z', title: 'x' }],
      { stamp, method: 'CANCEL', sequence: 2 },
    )
    expect(lines(text)).toContain('METHOD:CANCEL')
    expect(prop(events(text)[0]!, 'STATUS')).toBe('CANCELLED')
  })

  it('refuses an empty list and a bad time', () => {
    expect(() => reservationIcs([])).toThrow()
    expect(() =>
      reservationIcs([{ id: 'r1', startDate: 'not a date', endDate: '2026-12-01T02:00:00Z', title: 'x' }]),
    ).toThrow()
  })
})

describe('the patron mail text', () => {
  const booking = (id: string, start: string, end: string): MailBooking => ({
    id,
    kind: 'Room',
    startDate: start,
    endDate: end,
    status: 'Reserved',
    name: '王小明',
    email: 'ming@test.example',
    phoneNumber: null,
    cancelReason: '臨時有事',
    updatedAt: '2026-11-24T00:00:00.000Z',
    what: '討論室 A',
    where: '討論室 A',
  })

  it('shows times in the library time zone', () => {
    expect(formatSpan('2026-12-01T01:00:00.000Z', '2026-12-01T02:30:00.000Z')).toBe('2026/12/01（二） 09:00–10:30')
    expect(formatSpan('2026-12-01T15:00:00.000Z', '2026-12-01T17:00:00.000Z')).toBe(
      '2026/12/01（二） 23:00–2026/12/02（三） 01:00',
    )
  })

  it('lists every occurrence of a series, links with the key and attaches the calendar', () => {
    const link = reservationLink('https://lib.test.example/', 'r1', 'k+y/=')
    expect(link).toBe('https://lib.test.example/space/reservation/r1?key=k%2By%2F%3D')
    const mail = composePatronMail(
      [
        booking('r1', '2026-12-01T01:00:00.000Z', '2026-12-01T02:00:00.000Z'),
        booking('r2', '2026-12-08T01:00:00.000Z', '2026-12-08T02:00:00.000Z'),
      ],
      'confirmation',
      { link, startDelayMinutes: 15 },
    )
    expect(mail.subject).toBe('【空間預約】預約成功：討論室 A')
    expect(mail.text).toContain('2026/12/01（二） 09:00–10:00')
    expect(mail.text).toContain('2026/12/08（二） 09:00–10:00')
    expect(mail.text).toContain('共 2 個時段')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('15 分鐘內')
    expect(mail.attachments).toHaveLength(1)
    expect(events(mail.attachments[0]!.content)).toHaveLength(2)
  })

  it('gives the reason on a cancellation and no link without a key', () => {
    const mail = composePatronMail(
      [booking('r1', '2026-12-01T01:00:00.000Z', '2026-12-01T02:00:00.000Z')],
      'cancellation',
      { startDelayMinutes: 15 },
    )
    expect(mail.subject).toContain('預約已取消')
    expect(mail.text).toContain('取消原因：臨時有事')
    expect(mail.text).not.toContain('/space/reservation/')
    expect(lines(mail.attachments[0]!.content)).toContain('METHOD:CANCEL')
  })
})
