/**
 * The library's time zone: what "today" is for opening hours, the home header and the public
 * site's dates, and how mails and logs show times. One setting (LIBRARY_TIME_ZONE), not the
 * server's TZ, which is often UTC on a server.
 */
export const LIBRARY_TIME_ZONE = process.env.LIBRARY_TIME_ZONE || 'Asia/Taipei'

/** The UTC instant of 00:00 of a library-local day (YYYY-MM-DD). */
export const libraryMidnight = (day: string, timeZone: string = LIBRARY_TIME_ZONE): Date => {
  const guess = Date.parse(`${day}T00:00:00Z`)
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
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  )
  const local = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`)
  return new Date(guess - (local - guess))
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A list filter "from day … to day" (YYYY-MM-DD, both included, library-local days) on a
 * timestamp field, as Payload `where` clauses; either end may be missing.
 */
export const libraryDaysWhere = (
  field: string,
  from?: string | null,
  to?: string | null,
): Record<string, { greater_than_equal?: string; less_than?: string }>[] => [
  ...(from ? [{ [field]: { greater_than_equal: libraryMidnight(from.slice(0, 10)).toISOString() } }] : []),
  ...(to
    ? [{ [field]: { less_than: new Date(libraryMidnight(to.slice(0, 10)).getTime() + DAY_MS).toISOString() } }]
    : []),
]

/** Today (`YYYY-MM-DD`) in the library's time zone. */
export const todayKey = (now: Date = new Date(), timeZone: string = LIBRARY_TIME_ZONE): string =>
  dayFormat(timeZone).format(now)

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it (todayKey runs on every public request). */
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone)
  if (!format)
    dayFormats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })),
    )
  return format
}
