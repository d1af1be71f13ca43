import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 13 §5: the database itself refuses two holding bookings of one seat or room at
 * overlapping times (PostgreSQL: exclusion constraint; SQLite: triggers), even for a write that
 * goes around the booking service (the local API, overrideAccess).
 */
let app: TestApp
let roomId: string
let otherRoomId: string

beforeAll(async () => {
  app = await startTestApp()
  roomId = String(
    (await app.payload.create({ collection: 'rooms', data: { name: '討論室 A' }, overrideAccess: true })).id,
  )
  otherRoomId = String(
    (await app.payload.create({ collection: 'rooms', data: { name: '討論室 B' }, overrideAccess: true })).id,
  )
})
afterAll(async () => app?.close())

const book = (room: string, start: string, end: string, status: 'Reserved' | 'CheckedIn' | 'Cancelled' = 'Reserved') =>
  app.payload.create({
    collection: 'reservations',
    data: {
      kind: 'Room',
      roomId: room,
      startDate: start,
      endDate: end,
      name: '讀者',
      email: 'reader@test.example',
      status,
    },
    overrideAccess: true,
  })

const stored = async (room: string) =>
  (
    await app.payload.find({
      collection: 'reservations',
      where: { roomId: { equals: room } },
      overrideAccess: true,
      limit: 0,
    })
  ).docs

describe('no double booking, enforced by the database', () => {
  it('stores the resource key of the booking', async () => {
    const doc = await book(roomId, '2030-01-07T01:00:00.000Z', '2030-01-07T02:00:00.000Z')
    expect((doc as unknown as { resourceKey: string }).resourceKey).toBe(`room:${roomId}`)
  })

  it('refuses an overlapping holding booking of the same room, and stores nothing', async () => {
    const before = (await stored(roomId)).length
    await expect(book(roomId, '2030-01-07T01:30:00.000Z', '2030-01-07T02:30:00.000Z')).rejects.toThrow()
    await expect(book(roomId, '2030-01-07T00:00:00.000Z', '2030-01-07T03:00:00.000Z', 'CheckedIn')).rejects.toThrow()
    expect((await stored(roomId)).length).toBe(before)
  })

  it('allows back-to-back bookings, another room, and an overlapping booking that holds nothing', async () => {
    await book(roomId, '2030-01-07T02:00:00.000Z', '2030-01-07T03:00:00.000Z')
    await book(otherRoomId, '2030-01-07T01:00:00.000Z', '2030-01-07T02:00:00.000Z')
    await book(roomId, '2030-01-07T01:00:00.000Z', '2030-01-07T02:00:00.000Z', 'Cancelled')
  })

  it('refuses an update that would make two holding bookings overlap', async () => {
    const cancelled = (await stored(roomId)).find((doc) => doc.status === 'Cancelled')!
    await expect(
      app.payload.update({
        collection: 'reservations',
        id: cancelled.id,
        data: { status: 'Reserved' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    const moved = await book(roomId, '2030-01-08T01:00:00.000Z', '2030-01-08T02:00:00.000Z')
    await expect(
      app.payload.update({
        collection: 'reservations',
        id: moved.id,
        data: { startDate: '2030-01-07T01:30:00.000Z', endDate: '2030-01-07T01:45:00.000Z' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('of many simultaneous writes for one slot, exactly one is stored', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => book(roomId, '2030-02-01T01:00:00.000Z', '2030-02-01T02:00:00.000Z')),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const held = (await stored(roomId)).filter((doc) => doc.startDate?.startsWith('2030-02-01'))
    expect(held).toHaveLength(1)
  })

  it("a write through Payload's own REST route that would overlap is a 409 in zh-TW, not a 500", async () => {
    const token = await app.login('admin', 'Admin@12345')
    const before = (await stored(roomId)).length
    const res = await app.api.post<{ message?: string }>(
      '/api/reservations',
      {
        kind: 'Room',
        roomId,
        startDate: '2030-02-01T01:15:00.000Z',
        endDate: '2030-02-01T01:45:00.000Z',
        name: '讀者',
        email: 'reader@test.example',
      },
      { token },
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('此時段剛被其他人預約，請選擇其他時段')
    expect((await stored(roomId)).length).toBe(before)
  })
})
