import { describe, expect, it } from 'vitest'

import { childTable, colItemsProblem, parsePeriod, periodsOf, setNameOf } from '@/modules/statistics/front/tables'
import { monthColumns, rowOf } from '@/modules/statistics/shared/table'

const values = (entries: Record<number, number>) => Array.from({ length: 12 }, (_, index) => entries[index + 1] ?? null)
const source = {
  title: '期刊',
  columns: monthColumns(2025),
  rows: [rowOf('a', '甲', values({ 1: 1, 2: 2, 3: 3, 6: 6 })), rowOf('b', '乙', values({ 3: 30 }))],
}

describe('front report periods', () => {
  it('parses and lists periods, and names sets', () => {
    expect(parsePeriod('2025')).toEqual({ year: 2025 })
    expect(parsePeriod('2025-03')).toEqual({ year: 2025, month: 3 })
    expect(parsePeriod('2025-13')).toBeNull()
    expect(parsePeriod('25')).toBeNull()
    expect(periodsOf('yearly', 2025)).toEqual(['2025'])
    expect(periodsOf('monthly', 2025)).toHaveLength(12)
    expect(setNameOf('館藏', '2025-03')).toBe('館藏 2025年3月')
    expect(setNameOf('館藏', '2025')).toBe('館藏 2025年')
  })

  it('checks column items by report type', () => {
    expect(colItemsProblem('monthly', ['month', 'yearToDate'])).toBeNull()
    expect(colItemsProblem('monthly', ['1'])).toContain('「1」')
    expect(colItemsProblem('yearly', ['1', '12'])).toBeNull()
    expect(colItemsProblem('yearly', ['13'])).toContain('「13」')
    expect(colItemsProblem('yearly', ['01'])).toContain('「01」')
  })
})

describe('childTable', () => {
  it('cuts a monthly table: the month and the year to date, rows in the order asked', () => {
    const table = childTable(
      source,
      { name: '三月', rowItems: ['b', 'a', 'missing'], colItems: [] },
      { year: 2025, month: 3 },
    )
    expect(table.title).toBe('三月')
    expect(table.columns.map((column) => column.label)).toEqual(['3月', '本年累計（1–3月）'])
    expect(table.rows).toEqual([
      { key: 'b', label: '乙', values: [30, 30], total: 30 },
      { key: 'a', label: '甲', values: [3, 6], total: 6 },
    ])
    const onlyYtd = childTable(source, { name: 'x', rowItems: [], colItems: ['yearToDate'] }, { year: 2025, month: 5 })
    expect(onlyYtd.rows.map((row) => row.values)).toEqual([[6], [30]])
    const empty = childTable(source, { name: 'x', rowItems: ['b'], colItems: ['month'] }, { year: 2025, month: 1 })
    expect(empty.rows).toEqual([{ key: 'b', label: '乙', values: [null], total: null }])
  })

  it('cuts a yearly table: the chosen months in order and their sum', () => {
    const table = childTable(
      source,
      { name: '上半年', rowItems: ['a'], colItems: ['6', '1', '2', '1'] },
      { year: 2025 },
    )
    expect(table.columns.map((column) => column.key)).toEqual(['2025-01', '2025-02', '2025-06'])
    expect(table.rows).toEqual([{ key: 'a', label: '甲', values: [1, 2, 6], total: 9 }])
    expect(
      childTable(source, { name: '全年', rowItems: [], colItems: [] }, { year: 2025 }).rows.map((row) => row.total),
    ).toEqual([12, 30])
  })
})

describe('captions say what each table sums (issue 26, defect 11)', () => {
  const caption = (
    child: { rowItems?: string[]; colItems?: string[] },
    period: { year: number; month?: number },
    options?: { what?: string; latest?: boolean },
  ) =>
    childTable(source, { name: 't', rowItems: child.rowItems ?? [], colItems: child.colItems ?? [] }, period, options)
      .caption

  it("a monthly table: the total is January to the set's month, never the whole year", () => {
    expect(caption({}, { year: 2025, month: 5 })).toBe('合計為 1 月至 5 月加總')
    expect(caption({ colItems: ['month'] }, { year: 2025, month: 3 })).toBe('合計為 1 月至 3 月加總')
    expect(caption({}, { year: 2025, month: 1 })).toBe('合計為 1 月數值')
    // December's year to date is the whole year.
    expect(caption({}, { year: 2025, month: 12 }, { what: 'Total_Item_Requests' })).toBe(
      'Total_Item_Requests；合計為全年加總',
    )
  })

  it('a yearly table: the whole year, a run of months, or the months listed', () => {
    expect(caption({}, { year: 2025 })).toBe('合計為全年加總')
    expect(caption({ colItems: ['1', '2', '3', '4', '5', '6'] }, { year: 2025 })).toBe('合計為 1 月至 6 月加總')
    expect(caption({ colItems: ['6', '1', '3'] }, { year: 2025 })).toBe('合計為 1、3、6 月加總')
    expect(caption({ colItems: ['7'] }, { year: 2025 })).toBe('合計為 7 月數值')
    expect(caption({ colItems: ['1', '2'] }, { year: 2025 }, { what: 'Searches_Regular' })).toBe(
      'Searches_Regular；合計為 1 月至 2 月加總',
    )
  })

  it('a "latest value" manual report: the total is the latest figure shown, and says so', () => {
    const monthly = childTable(
      source,
      { name: 't', rowItems: ['a'], colItems: [] },
      { year: 2025, month: 5 },
      { latest: true },
    )
    expect(monthly.caption).toBe('合計為 1 月至 5 月的最新一期數值')
    expect(monthly.columns.map((column) => column.label)).toEqual(['5月', '本年最新值（1–5月）'])
    expect(monthly.rows[0]).toEqual({ key: 'a', label: '甲', values: [null, 3], total: 3 })
    const yearly = childTable(
      source,
      { name: 't', rowItems: ['a'], colItems: ['1', '2', '6'] },
      { year: 2025 },
      { latest: true },
    )
    expect(yearly.caption).toBe('合計為 1、2、6 月的最新一期數值')
    expect(yearly.rows[0]!.total).toBe(6)
    expect(
      childTable(source, { name: 't', rowItems: [], colItems: [] }, { year: 2025 }, { latest: true }).caption,
    ).toBe('合計為全年最新一期數值')
  })
})
