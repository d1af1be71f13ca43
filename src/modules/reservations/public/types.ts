/**
 * The public reservation calls as the visitor pages use them (the HTTP contract
 * under /api/public/reservations). Pure types and helpers, safe in client components.
 */

import type {
  Availability as ServerAvailability,
  AvailabilityDay as ServerAvailabilityDay,
} from '@/modules/reservations'

/** The Availability answer, typed once by the service that builds it (the public view: no names in `taken`). */
export type Availability = Omit<ServerAvailability, 'taken'> & {
  taken: Pick<ServerAvailability['taken'][number], 'resourceId' | 'startDate' | 'endDate'>[]
}
export type ReservationKind = Availability['kind']
export type AvailabilitySettings = Availability['settings']
export type AvailabilityDay = ServerAvailabilityDay
export type AvailabilityResource = Availability['resources'][number]

/** The chosen slots: one resource, one day, [start, end) in minutes since midnight. */
export type Selection = { resourceId: string; day: string; start: number; end: number }

export type ReservationStatus = 'Reserved' | 'CheckedIn' | 'Completed' | 'Cancelled' | 'NoShow'

/** What the visitor may see of a booking (the server sends no more than this). */
export type PublicReservation = {
  id: string
  kind: ReservationKind
  seatId?: string | null
  roomId?: string | null
  seatNumber?: string | null
  roomName?: string | null
  startDate: string
  endDate: string
  name: string
  phoneNumber?: string | null
  email?: string | null
  primaryDepartment?: string | null
  secondaryDepartment?: string | null
  jobTitle?: string | null
  purpose?: string | null
  userCount?: number | null
  note?: string | null
  isExternal?: boolean | null
  status: ReservationStatus
  cancelReason?: string | null
  recurrenceId?: string | null
}

export const STATUS_LABEL: Record<ReservationStatus, string> = {
  Reserved: '已預約',
  CheckedIn: '已報到',
  Completed: '已完成',
  Cancelled: '已取消',
  NoShow: '未報到（已釋出）',
}

/** The room (and seat) of a booking, as the server names them. */
export const resourceOf = (reservation: Pick<PublicReservation, 'kind' | 'roomName' | 'seatNumber'>): string =>
  reservation.kind === 'Seat'
    ? [reservation.roomName, reservation.seatNumber ? `座位 ${reservation.seatNumber}` : '']
        .filter(Boolean)
        .join(' ') || '座位'
    : reservation.roomName || '空間'

export const API = '/api/public/reservations'

export type ApiResult<T> =
  { ok: true; status: number; result: T } | { ok: false; status: number; message: string; result?: unknown }

/** One call of the contract: `{ result }` on success, the server's zh-TW `{ message }` verbatim on failure. */
export const callApi = async <T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> => {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json')
  try {
    const response = await fetch(`${API}/${path}`, { ...init, headers, cache: 'no-store' })
    const data = (await response.json().catch(() => ({}))) as { result?: T; message?: string }
    if (response.ok && data.result !== undefined) return { ok: true, status: response.status, result: data.result }
    return {
      ok: false,
      status: response.status,
      message: data.message || `HTTP ${response.status}`,
      result: data.result,
    }
  } catch (error) {
    return { ok: false, status: 0, message: `連線失敗：${error instanceof Error ? error.message : String(error)}` }
  }
}

// ---------------------------------------------------------------------------------------------
// Days and times in the library's time zone
// ---------------------------------------------------------------------------------------------

const pad = (value: number) => String(value).padStart(2, '0')

/** Minutes since midnight of 'HH:mm'. */
export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** 'HH:mm' of minutes since midnight (1440 → '24:00'). */
export const hhmmOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** The library-local day (YYYY-MM-DD) of an instant. */
/**
 * One Intl.DateTimeFormat per locale and options: building one costs far more than using it, and
 * the booking board asks for the instant of every cell (Lighthouse measured 499 ms of
 * blocked main thread on a phone for the seat board, most of it building formatters).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterOf = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)))
  return formatter
}

export const dayIn = (instant: Date | string | number, timeZone: string): string =>
  formatterOf('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant))

/** The library-local 'HH:mm' of an instant. */
export const timeIn = (instant: Date | string | number, timeZone: string): string =>
  formatterOf('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant))

/** The UTC instant of a library-local day and minute of that day. */
export const instantOf = (day: string, minutes: number, timeZone: string): Date => {
  const guess = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000
  const parts = Object.fromEntries(
    formatterOf('en-US', {
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

/** The day `count` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, count: number): string => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** Days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** 0 = Monday … 6 = Sunday. */
export const mondayIndex = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/** '11/25（三）'. */
export const shortDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`)
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}（${WEEKDAYS[date.getUTCDay()]}）`
}

/** '2026-11-25（三）'. */
export const longDay = (day: string): string => `${day}（${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}）`

/** '2026-11-25（三）10:00–11:00' of a booking. */
export const bookingTime = (startDate: string, endDate: string, timeZone: string): string =>
  `${longDay(dayIn(startDate, timeZone))} ${timeIn(startDate, timeZone)}–${timeIn(endDate, timeZone)}`

/** The public forms' one email check (src/validation/formChecks.ts). */
export { EMAIL_PATTERN as EMAIL } from '@/validation/formChecks'
