import { describe, expect, it } from 'vitest'
import { MSG } from '@/i18n/messages'
import { MODULE_MSG } from '@/i18n/modules'
import type { Reservation } from '@/payload-types'
import { admin, app, DocBody, fieldErrors, useModuleCollections } from '../../helpers/moduleCollections'

useModuleCollections()

describe('reservations', () => {
  it('a room reservation stores its fields with Reserved and not-external defaults', async () => {
    const room = await app.api.post<DocBody<{ id: string; enabled: boolean }>>(
      '/api/rooms',
      { name: '討論室 A' },
      { token: admin },
    )
    expect(room.status).toBe(201)
    expect(room.body.doc.enabled).toBe(true)

    const res = await app.api.post<DocBody<Reservation>>(
      '/api/reservations',
      {
        kind: 'Room',
        roomId: room.body.doc.id,
        startDate: '2025-05-01T02:00:00.000Z',
        endDate: '2025-05-01T04:00:00.000Z',
        name: '王小明',
        email: 'wang@example.org',
        userCount: 4,
        purpose: '讀書會',
      },
      { token: admin },
    )
    expect(res.status).toBe(201)
    expect(res.body.doc).toMatchObject({
      kind: 'Room',
      name: '王小明',
      email: 'wang@example.org',
      userCount: 4,
      status: 'Reserved',
      isExternal: false,
      startDate: '2025-05-01T02:00:00.000Z',
    })
  })

  it('a seat reservation needs its seat; a bad email, an inverted range and a zero user count are refused', async () => {
    const base = { startDate: '2025-05-02T02:00:00.000Z', endDate: '2025-05-02T03:00:00.000Z', name: '李小華' }
    const noSeat = await app.api.post('/api/reservations', { ...base, kind: 'Seat' }, { token: admin })
    expect(noSeat.status).toBe(400)
    expect(fieldErrors(noSeat.body)).toContainEqual(
      expect.objectContaining({ path: 'seatId', message: MSG.required('座位') }),
    )

    const room = await app.payload.create({ collection: 'rooms', data: { name: '閱覽區' } })
    const seat = await app.api.post<DocBody<{ id: string; enabled: boolean; number: string }>>(
      '/api/seats',
      { roomId: room.id, number: 'A-01' },
      { token: admin },
    )
    expect(seat.status).toBe(201)
    expect(seat.body.doc.enabled).toBe(true)
    const ok = await app.api.post(
      '/api/reservations',
      { ...base, kind: 'Seat', seatId: seat.body.doc.id },
      { token: admin },
    )
    expect(ok.status).toBe(201)

    const badEmail = await app.api.post(
      '/api/reservations',
      { ...base, kind: 'Seat', seatId: seat.body.doc.id, email: 'not-an-email' },
      { token: admin },
    )
    expect(badEmail.status).toBe(400)
    expect(fieldErrors(badEmail.body)).toContainEqual(expect.objectContaining({ path: 'email', message: MSG.notEmail }))

    const inverted = await app.api.post(
      '/api/reservations',
      { ...base, kind: 'Seat', seatId: seat.body.doc.id, endDate: base.startDate },
      { token: admin },
    )
    expect(inverted.status).toBe(400)
    expect(fieldErrors(inverted.body)).toContainEqual(
      expect.objectContaining({ path: 'endDate', message: MODULE_MSG.endBeforeStart }),
    )

    const zero = await app.api.post(
      '/api/reservations',
      { ...base, kind: 'Seat', seatId: seat.body.doc.id, userCount: 0 },
      { token: admin },
    )
    expect(zero.status).toBe(400)
    expect(fieldErrors(zero.body)).toContainEqual(expect.objectContaining({ path: 'userCount', message: MSG.min(1) }))
  })

  it('the room settings global keeps non-negative limits and is public to read', async () => {
    const saved = await app.api.post<{ result: Record<string, unknown> }>(
      '/api/globals/room-reservation-settings',
      { roomsMaximumReservationDays: 14, roomsRecurrenceReservationIsOpen: true },
      { token: admin },
    )
    expect(saved.status).toBe(200)
    const read = await app.api.get<Record<string, unknown>>('/api/globals/room-reservation-settings')
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ roomsMaximumReservationDays: 14, roomsRecurrenceReservationIsOpen: true })

    const negative = await app.api.post(
      '/api/globals/room-reservation-settings',
      { roomsMaximumReservationDays: -1 },
      { token: admin },
    )
    expect(negative.status).toBe(400)
    expect(fieldErrors(negative.body)).toContainEqual(expect.objectContaining({ message: MSG.min(0) }))
  })
})
