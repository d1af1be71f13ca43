import { describe, expect, it } from 'vitest'

import {
  MONTH_BOUND,
  hoursText,
  monthParam,
  monthsBetween,
  openingMonth,
  parseMonthParam,
  shiftMonth,
  weeksOf,
  withinMonthBound,
} from '@/modules/opening/public/calendarGrid'
import { OPENING_MSG, PUBLIC_MODULE_MSG, openingDatesQueryOf } from '@/modules/opening'

/** The pure rules of the public module calls and the /opening page's month table. */

const NOW = new Date('2026-02-10T03:00:00.000Z')

describe('openingDatesQueryOf', () => {
  it('reads a month, a combined month, a range, or this month', () => {
    expect(openingDatesQueryOf({ year: '2026', month: '3' }, NOW)).toEqual({ kind: 'month', year: 2026, month: 3 })
    expect(openingDatesQueryOf({ month: '2026-04' }, NOW)).toEqual({ kind: 'month', year: 2026, month: 4 })
    expect(openingDatesQueryOf({ from: '2026/2/1', to: '2026-02-28' }, NOW)).toEqual({
      kind: 'range',
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(openingDatesQueryOf({}, NOW)).toEqual({ kind: 'month', year: 2026, month: 2 })
  })

  it('refuses bad queries in zh-TW', () => {
    const refused = (params: Record<string, string>) => {
      try {
        openingDatesQueryOf(params, NOW)
      } catch (error) {
        return { status: (error as { status: number }).status, message: (error as Error).message }
      }
      return undefined
    }
    expect(refused({ to: '2026-02-01' })).toEqual({ status: 400, message: PUBLIC_MODULE_MSG.rangeNeedsBoth })
    expect(refused({ from: '2026-02-02', to: '2026-02-01' })).toEqual({
      status: 400,
      message: PUBLIC_MODULE_MSG.rangeReversed,
    })
    expect(refused({ from: '2026-01-01', to: '2027-01-02' })).toEqual({
      status: 400,
      message: PUBLIC_MODULE_MSG.rangeTooLong,
    })
    expect(refused({ from: '2026-01-01', to: '2027-01-01' })).toBeUndefined()
    expect(refused({ from: 'yesterday', to: '2026-02-01' })).toEqual({ status: 400, message: OPENING_MSG.notDay })
    expect(refused({ month: '2026-02', from: '2026-02-01', to: '2026-02-02' })).toEqual({
      status: 400,
      message: PUBLIC_MODULE_MSG.rangeOrMonth,
    })
    expect(refused({ month: '13', year: '2026' })).toEqual({ status: 400, message: OPENING_MSG.badMonth })
  })
})

describe('the month table', () => {
  const fallback = { year: 2026, month: 2 }

  it('reads ?month=YYYY-MM, falling back on anything else', () => {
    expect(parseMonthParam('2025-12', fallback)).toEqual({ year: 2025, month: 12 })
    expect(parseMonthParam('2025-3', fallback)).toEqual({ year: 2025, month: 3 })
    for (const bad of [undefined, '', '2025-13', '2025-00', '1969-01', 'abc', '2025/03'])
      expect(parseMonthParam(bad, fallback)).toEqual(fallback)
  })

  it('bounds /opening?month= to 24 months either way: the current month without one, null (the 404) for the rest (issue 27 §6)', () => {
    expect(MONTH_BOUND).toBe(24)
    expect(openingMonth(undefined, fallback)).toEqual(fallback)
    expect(openingMonth('', fallback)).toEqual(fallback)
    expect(openingMonth('2026-02', fallback)).toEqual(fallback)
    expect(openingMonth('2028-02', fallback)).toEqual({ year: 2028, month: 2 })
    expect(openingMonth('2024-2', fallback)).toEqual({ year: 2024, month: 2 })
    for (const outside of ['2028-03', '2024-01', '9999-12', '10000-01', '1970-01'])
      expect(openingMonth(outside, fallback), outside).toBeNull()
    for (const bad of [' ', 'abc', '2026-13', '2026-00', '2026/03', ' 2026-03', '2026-03-01', '-2026-03'])
      expect(openingMonth(bad, fallback), JSON.stringify(bad)).toBeNull()
    expect(openingMonth(['2026-03', '2026-04'], fallback)).toBeNull()
  })

  it('offers the previous and next month only inside the bound', () => {
    expect(monthsBetween({ year: 2026, month: 2 }, { year: 2028, month: 2 })).toBe(24)
    expect(monthsBetween({ year: 2026, month: 2 }, { year: 2025, month: 12 })).toBe(-2)
    const last = openingMonth('2028-02', fallback)!
    expect(withinMonthBound(shiftMonth(last, -1), fallback)).toBe(true)
    expect(withinMonthBound(shiftMonth(last, 1), fallback)).toBe(false)
    const first = openingMonth('2024-02', fallback)!
    expect(withinMonthBound(shiftMonth(first, -1), fallback)).toBe(false)
    expect(withinMonthBound(shiftMonth(first, 1), fallback)).toBe(true)
  })

  it('steps across years and writes YYYY-MM', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 })
    expect(monthParam({ year: 2026, month: 3 })).toBe('2026-03')
  })

  it('lays the days out Monday first in rows of seven', () => {
    // February 2026 starts on a Sunday (index 6) and has 28 days.
    const days = Array.from({ length: 28 }, (_, i) => ({ n: i + 1, weekdayIndex: (6 + i) % 7 }))
    const weeks = weeksOf(days)
    expect(weeks).toHaveLength(5)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null])
    expect(weeks[0]![6]).toMatchObject({ n: 1 })
    expect(weeks[1]![0]).toMatchObject({ n: 2 })
    expect(weeks[4]![6]).toBeNull()
    expect(weeksOf([])).toEqual([])
  })

  it('writes 24-hour hours', () => {
    expect(hoursText('08:00', '17:00')).toBe('08:00–17:00')
    expect(hoursText(null, '17:00')).toBe('')
  })
})
