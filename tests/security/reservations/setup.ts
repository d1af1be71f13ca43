import { addDays, libraryInstant } from '@/modules/reservations/slots'
import { todayKey } from '@/modules/opening'
import type { TestApp } from '../../helpers/app'

/**
 * What the reservation attack tests share (issue 28): a library open every day 08:00–20:00,
 * seats and rooms booked in 60-minute units, a reading room with seats and a room booked whole.
 */

export type Envelope<T> = { result: T; message?: string }
export type Failure = { message: string; result?: unknown }
export type Booked = { id: string; key: string; reservation: { id: string; status: string } }

export const today = todayKey()

/** The ISO instant of `clock` (HH:mm) on a library day. */
export const at = (day: string, clock: string): string => {
  const [h, m] = clock.split(':').map(Number) as [number, number]
  return libraryInstant(day, h * 60 + m).toISOString()
}

export { addDays }

let ip = 1
/** A request from an address of its own, so no rate limit of one request touches another. */
export const fresh = (): Record<string, string> => ({
  'X-Forwarded-For': `198.18.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`,
})

/** Opening hours every day, and booking limits loose enough that only the rule under test bites. */
export const openLibrary = async (
  app: TestApp,
  seats: { external?: number | null } = {},
  rooms: { external?: number | null } = {},
) => {
  await app.payload.updateGlobal({
    slug: 'opening-settings',
    data: {
      openingTime: '08:00',
      closingTime: '20:00',
      openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    },
    overrideAccess: true,
  })
  await app.payload.delete({ collection: 'opening-dates', where: { id: { exists: true } }, overrideAccess: true })
  await app.payload.updateGlobal({
    slug: 'seat-reservation-settings',
    data: {
      seatsMaximumReservationDays: 30,
      seatsMinimumReservationMinutes: 30,
      multiplierForSeatsMinimumReservationMinutes: 2,
      seatsMaximumWeeklyReservationMinutes: null,
      seatsAllowedExternalReservationCount: seats.external ?? null,
    },
    overrideAccess: true,
  })
  await app.payload.updateGlobal({
    slug: 'room-reservation-settings',
    data: {
      roomsMaximumReservationDays: 60,
      roomsMinimumReservationMinutes: 30,
      multiplierForRoomsMinimumReservationMinutes: 2,
      roomsMaximumWeeklyReservationMinutes: null,
      roomsAllowedExternalReservationCount: rooms.external ?? null,
      roomsRecurrenceReservationIsOpen: true,
    },
    overrideAccess: true,
  })
}

export const createRoom = async (app: TestApp, data: Record<string, unknown>): Promise<string> =>
  String(
    (await app.payload.create({ collection: 'rooms', data: { enabled: true, ...data } as never, overrideAccess: true }))
      .id,
  )

export const createSeat = async (app: TestApp, roomId: string, number: string): Promise<string> =>
  String(
    (await app.payload.create({ collection: 'seats', data: { roomId, number, enabled: true }, overrideAccess: true }))
      .id,
  )

/** A day a week ahead: inside every limit, never today (no slot has begun). */
export const aheadDay = (n = 7): string => addDays(today, n)
