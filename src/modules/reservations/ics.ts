import { type EventAttributes, createEvents } from 'ics'

/**
 * The calendar file (.ics, RFC 5545) mailed with a booking (issue 13 §7): one VEVENT per
 * occurrence (a recurring room booking is one document per occurrence), built with the `ics`
 * package, which escapes text (`\`, `;`, `,`, new lines). The package folds lines at 75
 * characters; for Chinese text that is up to 225 octets, so the lines are refolded here at 75
 * octets (RFC 5545 §3.1), never inside a UTF-8 character.
 *
 * Times are written in UTC (`DTSTART:20261201T010000Z`): the stored instants as they are, with
 * no VTIMEZONE block to get wrong; calendar programs show them in the reader's local time
 * (Asia/Taipei for the library's patrons). The UID is stable per booking id, so a later mail
 * about the same booking (a changed time, a cancellation) updates the same calendar entry.
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
}

export const ICS_PRODUCT_ID = '-//Shennong Hospital Library//Reservations//ZH-TW'
export const ICS_CAL_NAME = '圖書館空間預約'
export const ICS_FILENAME = 'reservation.ics'
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

const UID_DOMAIN = 'reservations.shennong-library'

/** The UID of a booking's calendar entry: the same for every mail about it. */
export const reservationUid = (id: string): string => `reservation-${id}@${UID_DOMAIN}`

const encoder = new TextEncoder()

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
    uid: reservationUid(occurrence.id),
    productId: ICS_PRODUCT_ID,
    method,
    calName: ICS_CAL_NAME,
    title: occurrence.title,
    start: instant(occurrence.startDate, 'start'),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instant(occurrence.endDate, 'end'),
    endInputType: 'utc',
    endOutputType: 'utc',
    timestamp: stamp,
    sequence: options.sequence ?? 0,
    status: occurrence.cancelled || method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    ...(occurrence.location ? { location: occurrence.location } : {}),
    ...(occurrence.description ? { description: occurrence.description } : {}),
  }))
  const { error, value } = createEvents(events)
  if (error || !value) throw error ?? new Error('the calendar file could not be built')
  return foldOctets(value)
}
