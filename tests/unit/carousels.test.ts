import { describe, expect, it } from 'vitest'

import { isShownAt } from '@/modules/carousels'

/** The pure rules of the public module calls and the /opening page's month table. */

const NOW = new Date('2026-02-10T03:00:00.000Z')
const day = (value: string) => `${value}T12:00:00.000Z`

describe('isShownAt', () => {
  it('needs the item enabled', () => {
    expect(isShownAt({ enabled: true }, NOW)).toBe(true)
    expect(isShownAt({ enabled: false }, NOW)).toBe(false)
    expect(isShownAt({ enabled: null }, NOW)).toBe(false)
    expect(isShownAt({}, NOW)).toBe(false)
  })

  it('shows from the start day through the whole end day', () => {
    expect(isShownAt({ enabled: true, startDate: day('2026-02-09') }, NOW)).toBe(true)
    expect(isShownAt({ enabled: true, startDate: day('2026-02-11') }, NOW)).toBe(false)
    expect(isShownAt({ enabled: true, endDate: day('2026-02-10') }, NOW)).toBe(true)
    expect(isShownAt({ enabled: true, endDate: day('2026-02-09') }, NOW)).toBe(true)
    expect(isShownAt({ enabled: true, endDate: day('2026-02-08') }, NOW)).toBe(false)
    expect(isShownAt({ enabled: true, startDate: null, endDate: null }, NOW)).toBe(true)
  })
})
