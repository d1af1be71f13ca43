import { describe, expect, it } from 'vitest'

import { addDays, formatRange, minutesOf, resourceName, toInstant, toLocal } from '@/modules/reservations/admin/api'

/** The space screens' library-local dates (Asia/Taipei, UTC+8) and names. */
describe('space-management date helpers', () => {
  it('turns a library-local day and time into the instant and back', () => {
    expect(toInstant('2026-12-08', '09:30')).toBe('2026-12-08T01:30:00.000Z')
    expect(toInstant('2026-12-08', '00:00')).toBe('2026-12-07T16:00:00.000Z')
    expect(toLocal('2026-12-07T16:00:00.000Z')).toEqual({ day: '2026-12-08', time: '00:00' })
    expect(toLocal(toInstant('2026-02-28', '23:45'))).toEqual({ day: '2026-02-28', time: '23:45' })
  })

  it('steps days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('formats a range on one day or across days, and minutes of a time', () => {
    expect(formatRange('2026-12-08T01:00:00.000Z', '2026-12-08T02:00:00.000Z')).toBe('2026-12-08 09:00–10:00')
    expect(formatRange('2026-12-08T15:00:00.000Z', '2026-12-08T17:00:00.000Z')).toBe(
      '2026-12-08 23:00 – 2026-12-09 01:00',
    )
    expect(minutesOf('13:45')).toBe(825)
  })

  it('names a booking by its seat and room, or its room', () => {
    const base = { _id: 'a', startDate: '', endDate: '', name: 'x', status: 'Reserved' as const }
    expect(resourceName({ ...base, kind: 'Seat', seatId: 's1', seatNumber: 'A01', roomName: '閱覽區' })).toBe(
      '閱覽區 A01',
    )
    expect(resourceName({ ...base, kind: 'Room', roomId: 'r1', roomName: '討論室' })).toBe('討論室')
    expect(resourceName({ ...base, kind: 'Room', roomId: { _id: 'r1', name: '小間' } })).toBe('小間')
  })
})
