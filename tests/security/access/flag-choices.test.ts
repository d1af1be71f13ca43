import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { startTestApp, type TestApp } from '../../helpers/app'
import { signedInWithRole } from '../../helpers/roleAccount'

/**
 * Issue 10 item 15, "Flag choices": site settings (which hold the patron-login URL) need the
 * super-admin; a reservation is reached with the seats flags when it books a seat and with the
 * rooms flags when it books a room; a secret kept for another service (the SUSHI API key) is
 * write-only through the API.
 */

type Doc = { id: string; kind?: string; apiKey?: string; name?: string }
type DocBody = { doc: Doc }
type List = { docs: Doc[]; totalDocs: number }

let app: TestApp
let admin: string

const accountWith = async (flags: string[]): Promise<string> =>
  (await signedInWithRole(app, onlyFlags(flags), '旗標選擇')).token

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

describe('site settings need the super-admin', () => {
  it('a roles editor (authorizations__roles__edit) cannot change the patron-login URL', async () => {
    const before = await app.payload.findGlobal({ slug: 'site-settings' })
    const rolesEditor = await accountWith([
      'authorizations__auth',
      'authorizations__roles__auth',
      'authorizations__roles__read',
      'authorizations__roles__edit',
    ])
    const res = await app.api.post(
      '/api/globals/site-settings',
      { patronLoginUrl: 'https://evil.example/login' },
      { token: rolesEditor },
    )
    expect(res.status).toBe(403)
    const after = await app.payload.findGlobal({ slug: 'site-settings' })
    expect(after).toMatchObject({ updatedAt: before.updatedAt })
  })

  it('the super-admin still saves them, and anyone still reads them', async () => {
    const res = await app.api.post('/api/globals/site-settings', { libraryName: '醫學圖書館' }, { token: admin })
    expect(res.status).toBe(200)
    expect((await app.api.get('/api/globals/site-settings')).status).toBe(200)
  })
})

describe('reservations: the seats flag for seats, the rooms flag for rooms', () => {
  let seatBooking: string
  let roomBooking: string
  let roomId: string
  let seatId: string
  let seatsOnly: string
  let roomsOnly: string
  const when = { startDate: '2025-06-02T02:00:00.000Z', endDate: '2025-06-02T03:00:00.000Z', name: '預約人' }

  beforeAll(async () => {
    const room = await app.payload.create({ collection: 'rooms', data: { name: '討論室' } })
    const seat = await app.payload.create({ collection: 'seats', data: { roomId: room.id, number: 'S-1' } })
    roomId = String(room.id)
    seatId = String(seat.id)
    seatBooking = String(
      (
        await app.payload.create({
          collection: 'reservations',
          data: { ...when, kind: 'Seat', seatId, roomId } as never,
        })
      ).id,
    )
    roomBooking = String(
      (await app.payload.create({ collection: 'reservations', data: { ...when, kind: 'Room', roomId } as never })).id,
    )
    const seats = [
      'reservations__auth',
      'reservations__seats__auth',
      'reservations__seats__read',
      'reservations__seats__edit',
      'reservations__seats__delete',
    ]
    seatsOnly = await accountWith(seats)
    roomsOnly = await accountWith(seats.map((flag) => flag.replace('seats', 'rooms')))
  })

  it('a seats manager lists and reads only seat bookings', async () => {
    const list = await app.api.get<List>('/api/reservations?limit=100', { token: seatsOnly })
    expect(list.status).toBe(200)
    // The demo seed books too: every listed booking is a seat booking, this test's among them.
    expect(new Set(list.body.docs.map((d) => d.kind))).toEqual(new Set(['Seat']))
    expect(list.body.docs.map((d) => String(d.id))).toContain(seatBooking)
    expect((await app.api.get(`/api/reservations/${roomBooking}`, { token: seatsOnly })).status).toBeGreaterThanOrEqual(
      400,
    )
    expect((await app.api.get(`/api/reservations/${seatBooking}`, { token: seatsOnly })).status).toBe(200)
    const where = await app.api.get<List>('/api/reservations?where[kind][equals]=Room', { token: seatsOnly })
    expect(where.body.docs ?? []).toEqual([])
  })

  it('a rooms manager lists only room bookings', async () => {
    const list = await app.api.get<List>('/api/reservations?limit=100', { token: roomsOnly })
    expect(new Set(list.body.docs.map((d) => d.kind))).toEqual(new Set(['Room']))
    expect(list.body.docs.map((d) => String(d.id))).toContain(roomBooking)
  })

  it('a seats manager cannot book, change or cancel a room booking', async () => {
    const before = await app.payload.count({ collection: 'reservations' })
    const create = await app.api.post('/api/reservations', { ...when, kind: 'Room', roomId }, { token: seatsOnly })
    expect(create.status).toBe(403)
    expect((await app.payload.count({ collection: 'reservations' })).totalDocs).toBe(before.totalDocs)

    const patch = await app.api.patch(`/api/reservations/${roomBooking}`, { name: '改寫' }, { token: seatsOnly })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    expect(patch.status).toBeLessThan(500)
    expect(((await app.payload.findByID({ collection: 'reservations', id: roomBooking })) as unknown as Doc).name).toBe(
      '預約人',
    )

    const del = await app.api.delete(`/api/reservations/${roomBooking}`, { token: seatsOnly })
    expect(del.status).toBeGreaterThanOrEqual(400)
    expect(del.status).toBeLessThan(500)
    expect(
      (await app.payload.count({ collection: 'reservations', where: { id: { equals: roomBooking } } })).totalDocs,
    ).toBe(1)
  })

  it('a seats manager cannot turn a seat booking into a room booking', async () => {
    const patch = await app.api.patch(`/api/reservations/${seatBooking}`, { kind: 'Room' }, { token: seatsOnly })
    expect(patch.status).toBe(403)
    expect(((await app.payload.findByID({ collection: 'reservations', id: seatBooking })) as unknown as Doc).kind).toBe(
      'Seat',
    )
  })

  it('a seats manager still books and changes seats', async () => {
    // Another hour: the seat's first booking holds `when` (the database refuses a double booking).
    const later = { ...when, startDate: '2025-06-02T03:00:00.000Z', endDate: '2025-06-02T04:00:00.000Z' }
    const create = await app.api.post<DocBody>(
      '/api/reservations',
      { ...later, kind: 'Seat', seatId, roomId },
      { token: seatsOnly },
    )
    expect(create.status).toBe(201)
    const patch = await app.api.patch(`/api/reservations/${create.body.doc.id}`, { name: '改名' }, { token: seatsOnly })
    expect(patch.status).toBe(200)
  })
})

describe('secrets for other services are write-only', () => {
  it('the SUSHI apiKey is saved but never read back through the API', async () => {
    const res = await app.api.put<{ result: Doc & { _id: string } }>(
      '/api/shennong/statistics/data-original-settings',
      { name: 'COUNTER 平台', url: 'https://sushi.example/r5', apiKey: 'sekret-123' },
      { token: admin },
    )
    expect(res.status).toBe(201)
    expect(res.body.result.apiKey).toBeUndefined()
    expect(JSON.stringify(res.body)).not.toContain('sekret-123')
    const id = res.body.result._id
    const one = await app.api.get<Doc>(`/api/data-original-settings/${id}`, { token: admin })
    expect(one.status).toBe(200)
    expect(one.body.apiKey).toBeUndefined()
    const list = await app.api.get<List>('/api/data-original-settings', { token: admin })
    expect(list.body.docs.every((d) => d.apiKey === undefined)).toBe(true)
    expect(JSON.stringify(list.body)).not.toContain('sekret-123')
    const detail = await app.api.get(`/api/shennong/statistics/data-original-settings/detail/${id}`, { token: admin })
    expect(JSON.stringify(detail.body)).not.toContain('sekret-123')
    // Stored, and kept when another field is changed (saving it blank keeps it).
    const renamed = await app.api.put(
      '/api/shennong/statistics/data-original-settings',
      { _id: id, name: '改名平台', url: 'https://sushi.example/r5', apiKey: '' },
      { token: admin },
    )
    expect(renamed.status).toBe(200)
    const stored = (await app.payload.findByID({
      collection: 'data-original-settings',
      id,
      overrideAccess: true,
    })) as unknown as Doc
    expect(stored.apiKey).toBe('sekret-123')
    expect(stored.name).toBe('改名平台')
  })
})
