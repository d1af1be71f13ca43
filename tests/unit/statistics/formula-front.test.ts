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
    const table = childTable(source, { name: '三月', rowItems: ['b', 'a', 'missing'], colItems: [] }, { year: 2025, month: 3 })
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
    const table = childTable(source, { name: '上半年', rowItems: ['a'], colItems: ['6', '1', '2', '1'] }, { year: 2025 })
    expect(table.columns.map((column) => column.key)).toEqual(['2025-01', '2025-02', '2025-06'])
    expect(table.rows).toEqual([{ key: 'a', label: '甲', values: [1, 2, 6], total: 9 }])
    expect(childTable(source, { name: '全年', rowItems: [], colItems: [] }, { year: 2025 }).rows.map((row) => row.total)).toEqual([12, 30])
  })
})
