'use client'

import { adminRequest } from '@/ui/apiClient'
import type { IsoWeekday } from '@/ui/WeekdayPicker'
import type { Availability } from '../service'
import { LIBRARY_TIME_ZONE, libraryMidnight } from '@/lib/timeZone'
import { RESERVATION_STATUS_LABEL } from '../labels'

/** The back-office calls of the reservations contract (common brief, "Back office"). */
const BASE = '/api/shennong'

export type Kind = 'Seat' | 'Room'
export type Status = keyof typeof RESERVATION_STATUS_LABEL
export const STATUS_LABEL = RESERVATION_STATUS_LABEL
export const STATUSES = Object.keys(RESERVATION_STATUS_LABEL) as Status[]

/** A relation as the server sends it: an id, or the populated document. */
export type Ref =
  | string
  | { _id?: string; id?: string; name?: string; number?: string; roomId?: Ref; isLab?: boolean }
  | null
  | undefined

export type Room = {
  _id: string
  name: string
  description?: string | null
  imageUrl?: string | null
  enabled: boolean
  isLab?: boolean
  /** How many seats the room holds (the room list says): a room with seats is booked seat by seat. */
  seatCount?: number
}
export type Seat = { _id: string; number: string; roomId: Ref; roomName?: string | null; enabled: boolean }

export type Reservation = {
  _id: string
  kind: Kind
  seatId?: Ref
  roomId?: Ref
  /** Names the server adds beside the ids. */
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
  username?: string | null
  /** Which accounts proved the username: the platform's own or the hospital directory's. */
  accountSource?: 'local' | 'directory' | null
  isExternal?: boolean | null
  annotation?: string | null
  /** Why staff overrode the booking limits (staff only). */
  overrideReason?: string | null
  status: Status
  cancelReason?: string | null
  checkedInAt?: string | null
  recurrenceId?: string | null
  createdAt?: string
}

export type Paged<T> = { data: T[]; total: number; page: number; limit: number }

export type DayTaken = {
  id: string
  resourceId: string
  startDate: string
  endDate: string
  name: string
  status: Status
}
/** The staff Availability answer (the service's type; `taken` carries id, name and status for staff). */
export type StaffAvailability = Omit<Availability, 'taken'> & { taken: DayTaken[] }

export type BookingDetail = { reservation: Reservation; series?: Reservation[] }

type Raw = Record<string, unknown>
/** Records carry `_id` by contract; accept `id` too. */
const withId = <T extends { _id: string }>(raw: unknown): T => {
  const record = raw as Raw
  return { ...record, _id: String(record._id ?? record.id ?? '') } as T
}
const paged = <T extends { _id: string }>(raw: unknown): Paged<T> => {
  const value = (raw ?? {}) as Partial<Paged<unknown>> & { docs?: unknown[]; totalDocs?: number }
  const data = (value.data ?? value.docs ?? []).map((item) => withId<T>(item))
  return {
    data,
    total: Number(value.total ?? value.totalDocs ?? data.length),
    page: Number(value.page ?? 1),
    limit: Number(value.limit ?? 10),
  }
}

export const refId = (ref: Ref): string =>
  ref && typeof ref === 'object' ? String(ref._id ?? ref.id ?? '') : (ref ?? '')
export const refLabel = (ref: Ref, fallback = '-'): string =>
  ref && typeof ref === 'object' ? String(ref.name ?? ref.number ?? ref._id ?? ref.id ?? fallback) : fallback

const query = (params: Record<string, string | number | boolean | undefined | null>): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export type RoomInput = {
  _id?: string
  name: string
  description: string
  imageUrl: string
  enabled: boolean
  isLab: boolean
}
export type SeatInput = { _id?: string; roomId: string; number: string; enabled: boolean }
export type ListQuery = {
  keyword?: string
  enabled?: string
  isLab?: string
  roomId?: string
  page: number
  limit: number
}
export type BookingQuery = {
  kind: Kind
  roomId?: string
  seatId?: string
  from?: string
  to?: string
  status?: string
  name?: string
  page: number
  limit: number
}
export type ModifyInput = {
  id: string
  name?: string
  phoneNumber?: string
  email?: string
  purpose?: string
  userCount?: number
  note?: string
  annotation?: string
  startDate?: string
  endDate?: string
  seatId?: string
  roomId?: string
}
export type NewBooking = {
  seatId?: string
  roomId?: string
  startDate: string
  endDate: string
  name: string
  phoneNumber?: string
  email: string
  primaryDepartment?: string
  secondaryDepartment?: string
  jobTitle?: string
  purpose?: string
  userCount?: number
  note?: string
  annotation?: string
  /** Staff only: book past the limits (days ahead, weekly minutes, external quota, slot grid); the reason is stored. */
  overrideReason?: string
  /** Staff only: 已到場（直接報到）, a walk-in booked checked in (inside the check-in window only). */
  checkedIn?: boolean
  isExternal: boolean
  username?: string
}
export type NewRecurrence = Omit<NewBooking, 'seatId' | 'startDate' | 'endDate'> & {
  roomId: string
  rangeDates: { startDate: string; endDate: string }
  recurrenceSettings: {
    frequency: 'daily' | 'weekly' | 'monthly'
    startTime: string
    endTime: string
    /** Every N days, weeks or months (1–12, default 1). */
    interval?: number
    /** Weekly only: the days, ISO 1 = Monday … 7 = Sunday (default the start date's). */
    weekdays?: IsoWeekday[]
  }
  skipConflicts?: boolean
}

export const reservationsApi = {
  rooms: async (q: ListQuery, signal?: AbortSignal) =>
    paged<Room>(await adminRequest('GET', `${BASE}/rooms${query(q)}`, undefined, signal)),
  room: async (id: string) => withId<Room>(await adminRequest('GET', `${BASE}/rooms/${id}`)),
  saveRoom: async (room: RoomInput) => withId<Room>(await adminRequest('PUT', `${BASE}/rooms`, room)),
  toggleRoom: async (id: string, cancelFutureReservations = false) =>
    withId<Room & { cancelled?: number }>(
      await adminRequest(
        'PUT',
        `${BASE}/toggle-rooms/${id}`,
        cancelFutureReservations ? { cancelFutureReservations } : {},
      ),
    ),
  /** How many bookings of the seat or room are still to come (what switching it off would strand). */
  futureCount: async (target: { seatId: string } | { roomId: string }) =>
    (await adminRequest<{ count: number }>('GET', `${BASE}/future-reservations-count${query(target)}`)).count,
  deleteRoom: (id: string) => adminRequest<unknown>('DELETE', `${BASE}/rooms/${id}`),

  seats: async (q: ListQuery, signal?: AbortSignal) =>
    paged<Seat>(await adminRequest('GET', `${BASE}/seats${query(q)}`, undefined, signal)),
  labSeats: async (roomId: string, signal?: AbortSignal): Promise<Seat[]> => {
    const raw = await adminRequest<unknown>('GET', `${BASE}/lab-seats/${roomId}`, undefined, signal)
    const list = Array.isArray(raw) ? raw : paged<Seat>(raw).data
    return list.map((item) => withId<Seat>(item))
  },
  saveSeat: async (seat: SeatInput) => withId<Seat>(await adminRequest('PUT', `${BASE}/seats`, seat)),
  toggleSeat: async (id: string, cancelFutureReservations = false) =>
    withId<Seat & { cancelled?: number }>(
      await adminRequest(
        'PUT',
        `${BASE}/toggle-seats/${id}`,
        cancelFutureReservations ? { cancelFutureReservations } : {},
      ),
    ),
  deleteSeat: (id: string) => adminRequest<unknown>('DELETE', `${BASE}/seats/${id}`),

  bookings: async (q: BookingQuery, signal?: AbortSignal) =>
    paged<Reservation>(
      await adminRequest('GET', `${BASE}/reservations${query({ ...q, sort: '-startDate' })}`, undefined, signal),
    ),
  detail: async (id: string): Promise<BookingDetail> => {
    // The booking's fields (with `seat`, `room` and `series` beside them), or `{ reservation, series }`.
    const raw = await adminRequest<{ reservation?: unknown; series?: unknown[] } & Raw>(
      'GET',
      `${BASE}/detail-reservations/${id}`,
    )
    const reservation = withId<Reservation>(raw.reservation ?? raw)
    return { reservation, series: raw.series?.map((item) => withId<Reservation>(item)) }
  },
  day: async (which: 'seats' | 'lab-seats' | 'rooms', day: string, signal?: AbortSignal) =>
    adminRequest<StaffAvailability>(
      'GET',
      `${BASE}/reservations-${which}${query({ from: day, days: 1 })}`,
      undefined,
      signal,
    ),
  book: (kind: Kind, body: NewBooking) =>
    adminRequest<unknown>('POST', `${BASE}/reservations-${kind === 'Seat' ? 'seats' : 'rooms'}`, body),
  bookRecurrence: (body: NewRecurrence) => adminRequest<unknown>('POST', `${BASE}/reservations-recurrence-rooms`, body),
  modify: (kind: Kind, body: ModifyInput) =>
    adminRequest<unknown>('PUT', `${BASE}/modify-${kind === 'Seat' ? 'seat' : 'room'}-reservation`, body),
  cancel: (id: string, reason: string) => adminRequest<unknown>('PUT', `${BASE}/cancel-reservation/${id}`, { reason }),
  cancelSeries: (id: string, reason: string) =>
    adminRequest<{ cancelled: number }>('PUT', `${BASE}/cancel-recurrence-reservations/${id}`, { reason }),
  checkIn: (id: string) => adminRequest<unknown>('PUT', `${BASE}/check-in/${id}`),
  /** Today's desk codes for patrons checking in themselves, of the kinds the user reads. */
  checkInCodes: () =>
    adminRequest<{ day: string; codes: Partial<Record<Kind, string>> }>('GET', `${BASE}/check-in-code`),
  remove: (id: string) => adminRequest<unknown>('DELETE', `${BASE}/reservations/${id}`),
}

// ---------------------------------------------------------------------------------------------
// Library-local dates and times

const parts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: LIBRARY_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>

/** Today in the library's time zone, YYYY-MM-DD. */
export const today = (): string => {
  const p = parts(new Date())
  return `${p.year}-${p.month}-${p.day}`
}
export const addDays = (day: string, delta: number): string => {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + delta)
  return date.toISOString().slice(0, 10)
}
/** 'YYYY-MM-DD' and 'HH:mm' in the library's zone → ISO instant. */
export const toInstant = (day: string, time: string): string => {
  const [hour, minute] = time.split(':').map(Number)
  return new Date(libraryMidnight(day).getTime() + (hour * 60 + minute) * 60_000).toISOString()
}
/** ISO instant → { day, time } in the library's zone. */
export const toLocal = (iso: string): { day: string; time: string } => {
  const p = parts(new Date(iso))
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` }
}
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '-'
  const { day, time } = toLocal(iso)
  return `${day} ${time}`
}
export const formatRange = (start: string, end: string): string => {
  const a = toLocal(start)
  const b = toLocal(end)
  return a.day === b.day ? `${a.day} ${a.time}–${b.time}` : `${a.day} ${a.time} – ${b.day} ${b.time}`
}
export const minutesOf = (time: string): number => {
  const [hour, minute] = time.split(':').map(Number)
  return hour * 60 + minute
}

/** 「閱覽區 A01」 for a seat booking, the room name for a room booking. */
export const resourceName = (r: Reservation): string =>
  r.kind === 'Seat'
    ? `${r.roomName ?? ''} ${r.seatNumber ?? refLabel(r.seatId, refId(r.seatId))}`.trim()
    : (r.roomName ?? refLabel(r.roomId, refId(r.roomId)))
