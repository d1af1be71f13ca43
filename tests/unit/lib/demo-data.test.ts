import { afterEach, describe, expect, it, vi } from 'vitest'

import { dayFromToday } from '@/lib/demoData'

/**
 * The demo seed's days count from the library's today (Asia/Taipei), not UTC's: at 00:30 in
 * Taipei (16:30 UTC the day before) a closure "a week ahead" fell six days ahead, on a day the
 * reservation browser tests book.
 */
describe('dayFromToday', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts from the library day just after its midnight, while UTC is still on the day before', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T16:30:00Z') })
    expect(dayFromToday(0)).toBe('2026-11-28')
    expect(dayFromToday(7)).toBe('2026-12-05')
    expect(dayFromToday(-5)).toBe('2026-11-23')
  })

  it('crosses month and year ends', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T12:00:00Z') })
    expect(dayFromToday(1)).toBe('2027-01-01')
  })
})
