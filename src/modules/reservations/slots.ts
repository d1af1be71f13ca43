import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { type CalendarDay, dayKey, openingDayOf } from '@/modules/opening'

/** The weekly opening rule and a dated entry, as the opening module's `openingDayOf` takes them. */
export type OpeningRule = Parameters<typeof openingDayOf>[1]
export type OpeningDateEntry = NonNullable<Parameters<typeof openingDayOf>[2]>

/**
 * Pure time arithmetic of the bookings: library days (`YYYY-MM-DD` in the library
 * time zone), the opening hours of each day as the Availability answer gives them, and the slot
 * grid that starts at each day's opening time.
 */

const MINUTE_MS = 60_000
const pad = (value: number) => String(value).padStart(2, '0')

/** `HH:mm` -> minutes after midnight; null when not a time (24:00 is allowed, as a closing time). */
export const minutesOf = (time: string | null | undefined): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '')
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null
}

/** Minutes after midnight -> `HH:mm`. */
export const clockOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** The day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number): string => {
  const date = new Date(`${day}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

const partsAt = (instant: number, timeZone: string) =>
  Object.fromEntries(
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
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>

/** The zone's offset (ms, local − UTC) at an instant. */
const offsetAt = (instant: number, timeZone: string): number => {
  const p = partsAt(instant, timeZone)
  return (
    Date.parse(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}Z`) - Math.floor(instant / 1000) * 1000
  )
}

/** The instant of a library-local wall time: `minutes` after the start of `day`. */
export const libraryInstant = (day: string, minutes: number, timeZone: string = LIBRARY_TIME_ZONE): Date => {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS
  const first = wall - offsetAt(wall, timeZone)
  return new Date(wall - offsetAt(first, timeZone))
}

/** The library day and the minutes after its midnight of an instant. */
export const libraryClock = (instant: Date, timeZone: string = LIBRARY_TIME_ZONE): { day: string; minutes: number } => {
  const p = partsAt(instant.getTime(), timeZone)
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    minutes: Number(p.hour) * 60 + Number(p.minute) + Number(p.second) / 60,
  }
}

/** The Monday of the (Monday–Sunday) week of a day. */
export const mondayOf = (day: string): string => {
  const sundayFirst = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return addDays(day, -((sundayFirst + 6) % 7))
}

/** A day of the Availability answer. */
export type AvailabilityDay = {
  date: string
  open: boolean
  /** `HH:mm` both; null on a closed day. */
  opening: { start: string; end: string } | null
  note?: string | null
}

/** A calendar day as the booking rules and the Availability answer see it. */
export const availabilityDayOf = (day: CalendarDay): AvailabilityDay => {
  const start = minutesOf(day.openingTime)
  const end = minutesOf(day.closingTime)
  const open = day.openingStatus === 'Open' && start !== null && end !== null && end > start
  return {
    date: day.date,
    open,
    opening: open ? { start: clockOf(start!), end: clockOf(end!) } : null,
    note: day.announcement ?? null,
  }
}

/** `count` days from `from`, each decided by the opening calendar (its dated entries win over the weekly rule). */
export const availabilityDays = (
  from: string,
  count: number,
  rule: OpeningRule | null | undefined,
  entries: readonly OpeningDateEntry[],
): AvailabilityDay[] => {
  const byDay = new Map(entries.map((entry) => [dayKey(entry.date) ?? '', entry] as const))
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(from, i)
    return availabilityDayOf(openingDayOf(day, rule, byDay.get(day)))
  })
}

/** The slots of an open day: from the opening time, `slotMinutes` each, the last ending by closing time. */
export const slotGrid = (
  day: AvailabilityDay,
  slotMinutes: number,
  timeZone: string = LIBRARY_TIME_ZONE,
): { start: string; end: string }[] => {
  if (!day.opening || slotMinutes <= 0) return []
  const open = minutesOf(day.opening.start)!
  const close = minutesOf(day.opening.end)!
  const slots: { start: string; end: string }[] = []
  for (let at = open; at + slotMinutes <= close; at += slotMinutes) {
    slots.push({
      start: libraryInstant(day.date, at, timeZone).toISOString(),
      end: libraryInstant(day.date, at + slotMinutes, timeZone).toISOString(),
    })
  }
  return slots
}
