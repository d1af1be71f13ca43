import { type EventAttributes, createEvents } from 'ics'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'

/**
 * The calendar file (.ics, RFC 5545) mailed with a booking: one VEVENT per
 * occurrence (a recurring room booking is one document per occurrence), built with the `ics`
 * package, which escapes text (`\`, `;`, `,`, new lines). The package folds lines at 75
 * characters; for Chinese text that is up to 225 octets, so the lines are refolded here at 75
 * octets (RFC 5545 §3.1), never inside a UTF-8 character.
 *
 * Times are written in the library's time zone (LIBRARY_TIME_ZONE, Asia/Taipei):
 * `DTSTART;TZID=Asia/Taipei:20261201T090000`, with a VTIMEZONE block that gives the zone's fixed
 * offset (+0800; Taiwan has no daylight saving). For a zone whose offset changes around the
 * events (daylight saving), a one-offset VTIMEZONE would be wrong, so the times are then written
 * in UTC (`DTSTART:20261201T010000Z`), which calendar programs show in the reader's local time.
 * DTSTAMP is always UTC (RFC 5545 §3.8.7.2). The UID is stable per booking id, so a later mail
 * about the same booking (a changed time, a cancellation) updates the same calendar entry.
 *
 * No text can break a content line: every text (SUMMARY, LOCATION, DESCRIPTION, from
 * patrons and staff alike) goes through `calendarText` first, which turns every line break (CR,
 * LF, CRLF, NEL, U+2028, U+2029) into LF, which the package writes as the escaped `\n`, and every
 * other control character into a space. The package escapes only `\r?\n`, so a bare CR used to
 * reach the file and start a forged line. The finished file is checked once more
 * (`assertWellFormed`): lines end in CRLF only, nothing else is a control character, one VEVENT
 * per occurrence; a file that fails is not sent.
 */

export type IcsOccurrence = {
  /** The booking's id: the UID derives from it. */
  id: string
  startDate: string
  endDate: string
  /** SUMMARY: what is booked (座位 A12（三樓自修室）). */
  title: string
  /** LOCATION: the room. */
  location?: string | null
  description?: string | null
  /** CANCELLED for a cancelled or released booking: the calendar removes the entry. */
  cancelled?: boolean
}

export type IcsOptions = {
  /** Raise it for each later version of the same booking (a modification), so calendars take the new one. */
  sequence?: number
  /** PUBLISH (an entry to add or update) or CANCEL (entries to remove). */
  method?: 'PUBLISH' | 'CANCEL'
  /** DTSTAMP; defaults to now (tests pin it). */
  stamp?: Date
  /** The zone the times are written in (default the library's). */
  timeZone?: string
}

export const ICS_PRODUCT_ID = '-//Shennong Hospital Library//Reservations//ZH-TW'
export const ICS_CAL_NAME = '圖書館空間預約'
export const ICS_FILENAME = 'reservation.ics'
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

const UID_DOMAIN = 'reservations.shennong-library'

/** The UID of a booking's calendar entry: the same for every mail about it. */
export const reservationUid = (id: string): string => `reservation-${id}@${UID_DOMAIN}`

const encoder = new TextEncoder()

/** Every line break: CRLF first (one break), then CR, LF, NEL, LINE and PARAGRAPH SEPARATOR alone. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g
/** Every other control character: C0 (TAB included), DEL, C1. */
// eslint-disable-next-line no-control-regex -- matches the control characters a calendar text must not carry (they become spaces)
const OTHER_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g
/** A UTF-16 surrogate without its pair (not a character: no UTF-8 encoding). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * A text as the calendar may carry it: line breaks of any kind as LF (which the `ics` package
 * writes as the escaped `\n`), any other control character as a space, a lone surrogate as U+FFFD.
 */
export const calendarText = (text: string): string =>
  text.replace(LINE_BREAK, '\n').replace(OTHER_CONTROL, ' ').replace(LONE_SURROGATE, '\ufffd')

/** A text that must stay on one line (the UID): no line break or control character at all. */
const oneLine = (text: string): string => calendarText(text).replace(/\n/g, ' ')

/**
 * The finished file's shape: CRLF line ends only, no other control character (HTAB only as a
 * fold's first character), no lone surrogate, and one VEVENT per occurrence. Throws otherwise: a
 * file that could carry forged lines is never sent.
 */
export const assertWellFormed = (text: string, events: number): void => {
  const lines = text.split('\r\n')
  const broken = lines.some((line, index) => {
    const body = index > 0 && (line.startsWith(' ') || line.startsWith('\t')) ? line.slice(1) : line
    // eslint-disable-next-line no-control-regex -- refuses a calendar file whose lines still carry a control character
    return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(body) || new RegExp(LONE_SURROGATE.source).test(body)
  })
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  const begins = unfolded.filter((line) => line === 'BEGIN:VEVENT').length
  const ends = unfolded.filter((line) => line === 'END:VEVENT').length
  if (broken || begins !== events || ends !== events) throw new Error('the calendar file is not well formed')
}

/** Refold every content line at 75 octets (a continuation line starts with one space). */
export const foldOctets = (text: string): string =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = []
      let current = ''
      let size = 0
      for (const char of line) {
        const bytes = encoder.encode(char).length
        // The first line holds 75 octets; each continuation 74 after its leading space.
        if (size + bytes > (parts.length === 0 ? 75 : 74)) {
          parts.push(current)
          current = ''
          size = 0
        }
        current += char
        size += bytes
      }
      parts.push(current)
      return parts.join('\r\n ')
    })
    .join('\r\n')

const MINUTE_MS = 60_000

/** The zone's offset from UTC at an instant, in minutes (+480 for Asia/Taipei). */
export const zoneOffsetMinutes = (instant: number, timeZone: string): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((local - Math.floor(instant / 1000) * 1000) / MINUTE_MS)
}

/** The zone's one offset around these instants (at each, and in January and July of their years), or null when it changes. */
const fixedOffset = (instants: readonly number[], timeZone: string): number | null => {
  const probes = instants.flatMap((instant) => {
    const year = new Date(instant).getUTCFullYear()
    return [instant, Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)]
  })
  const offsets = new Set(probes.map((probe) => zoneOffsetMinutes(probe, timeZone)))
  return offsets.size === 1 ? [...offsets][0]! : null
}

const pad = (value: number): string => String(value).padStart(2, '0')
const icsOffset = (minutes: number): string =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`
/** `20261201T090000`: the wall-clock time at `offset` minutes from UTC. */
const wallClock = (utcStamp: string, offset: number): string => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(utcStamp)!
  const instant = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6]),
  )
  return new Date(instant + offset * MINUTE_MS).toISOString().replace(/[-:]/g, '').slice(0, 15)
}

const vtimezone = (timeZone: string, offset: number): string =>
  [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${icsOffset(offset)}`,
    `TZOFFSETTO:${icsOffset(offset)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n')

/**
 * Rewrite the UTC DTSTART/DTEND of the package's (unfolded) output into the zone, with its
 * VTIMEZONE before the first VEVENT. Works on whole CRLF lines, never on what a text holds.
 */
const inZone = (text: string, timeZone: string, offset: number): string => {
  let zoned = false
  return text
    .split('\r\n')
    .flatMap((line) => {
      const time = /^(DTSTART|DTEND):(\d{8}T\d{6})Z$/.exec(line)
      if (time) return [`${time[1]};TZID=${timeZone}:${wallClock(time[2]!, offset)}`]
      if (line === 'BEGIN:VEVENT' && !zoned) {
        zoned = true
        return [vtimezone(timeZone, offset), line]
      }
      return [line]
    })
    .join('\r\n')
}

const instant = (value: string, what: string): number => {
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw new Error(`invalid ${what} for the calendar: ${value}`)
  return time
}

/** The .ics text of the given occurrences (CRLF line ends). Throws for no occurrence or a bad time. */
export const reservationIcs = (occurrences: readonly IcsOccurrence[], options: IcsOptions = {}): string => {
  if (occurrences.length === 0) throw new Error('a calendar file needs at least one occurrence')
  const method = options.method ?? 'PUBLISH'
  const stamp = (options.stamp ?? new Date()).getTime()
  // `timestamp` (DTSTAMP) is read by the package but missing from its type declarations.
  const events: (EventAttributes & { timestamp: number })[] = occurrences.map((occurrence) => ({
    uid: oneLine(reservationUid(occurrence.id)),
    productId: ICS_PRODUCT_ID,
    method,
    calName: ICS_CAL_NAME,
    title: calendarText(occurrence.title),
    start: instant(occurrence.startDate, 'start'),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instant(occurrence.endDate, 'end'),
    endInputType: 'utc',
    endOutputType: 'utc',
    timestamp: stamp,
    sequence: options.sequence ?? 0,
    status: occurrence.cancelled || method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    ...(occurrence.location ? { location: calendarText(occurrence.location) } : {}),
    ...(occurrence.description ? { description: calendarText(occurrence.description) } : {}),
  }))
  const { error, value } = createEvents(events)
  if (error || !value) throw error ?? new Error('the calendar file could not be built')
  const timeZone = options.timeZone ?? LIBRARY_TIME_ZONE
  const offset = fixedOffset(
    occurrences.flatMap((occurrence) => [Date.parse(occurrence.startDate), Date.parse(occurrence.endDate)]),
    timeZone,
  )
  const text = foldOctets(offset === null ? value : inZone(value.replace(/\r\n[ \t]/g, ''), timeZone, offset))
  assertWellFormed(text, occurrences.length)
  return text
}
