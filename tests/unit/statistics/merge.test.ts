import { describe, expect, it } from 'vitest'

import {
  type MergeItem,
  type SourceRow,
  alignRow,
  mergeItemsProblem,
  mergeTable,
  parseSourceKey,
} from '@/modules/statistics/merge/math'
import { type MixinShape, mixinProblem, mixinTables } from '@/modules/statistics/mixin/math'
import { monthColumns } from '@/modules/statistics/shared/table'
import { monthRange, libraryMonthOf } from '@/modules/statistics/basic/items'

/** docs/statistics.md §5 and §9: the merge and mixin arithmetic on a known data set. */

const columns = monthColumns(2025)
const months = (...values: (number | null)[]) => [...values, ...Array.from({ length: 12 - values.length }, () => null)]
const source = (key: string, values: (number | null)[], total?: number | null): SourceRow => ({
  key,
  label: key,
  values,
  total:
    total === undefined
      ? values.reduce<number | null>((sum, value) => (value === null ? sum : (sum ?? 0) + value), null)
      : total,
})

const F1 = 'formula:64b000000000000000000001:64b0000000000000000000a1'
const F2 = 'formula:64b000000000000000000001:64b0000000000000000000a2'
const M1 = 'manual:64b000000000000000000002:64b0000000000000000000f1:64b0000000000000000000b1'
const sources = new Map<string, SourceRow>([
  [F1, source(F1, months(120, 80, 100))],
  [F2, source(F2, months(30, null, 10))],
  [M1, source(M1, months(5, 7, null), 7)],
])

const item = (id: string, type: MergeItem['type'], name: string, itemIds: string[]): MergeItem => ({
  _id: id,
  type,
  name,
  itemIds,
})

describe('source keys', () => {
  it('reads the two shapes and refuses others', () => {
    expect(parseSourceKey(F1)).toEqual({
      kind: 'formula',
      reportId: '64b000000000000000000001',
      countItemId: '64b0000000000000000000a1',
    })
    expect(parseSourceKey(M1)).toEqual({
      kind: 'manual',
      settingId: '64b000000000000000000002',
      fieldId: '64b0000000000000000000f1',
      itemId: '64b0000000000000000000b1',
    })
    for (const bad of ['formula:1', 'manual:1:2', 'other:1:2', 'formula::2', 'formula:1:2:3'])
      expect(parseSourceKey(bad)).toBeNull()
  })
})

describe('merge items', () => {
  it('a single item has exactly one source, a multiple item at least one', () => {
    expect(mergeItemsProblem([item('a', 'single', '全文下載', [F1, F2])])).toContain('恰好選擇一個')
    expect(mergeItemsProblem([item('a', 'single', '全文下載', [])])).toContain('恰好選擇一個')
    expect(mergeItemsProblem([item('a', 'multiple', '合計', [])])).toContain('至少選擇一個')
    expect(mergeItemsProblem([item('a', 'multiple', '合計', [F1, F2])])).toBeNull()
  })

  it('refuses unknown and malformed keys and duplicate ids', () => {
    expect(mergeItemsProblem([item('a', 'single', 'x', [F1])], new Set([F2]))).toBe(`來源項目不存在：${F1}`)
    expect(mergeItemsProblem([item('a', 'single', 'x', ['nonsense'])])).toBe('來源項目格式錯誤：nonsense')
    expect(mergeItemsProblem([item('a', 'single', 'x', [F1]), item('a', 'single', 'y', [F2])])).toBe(
      '合併項目的識別碼重複',
    )
  })

  it('single rows are copied; multiple rows sum month by month, null where every source is null', () => {
    const table = mergeTable({
      title: '電子資源使用',
      columns,
      items: [
        item('i1', 'single', '期刊全文', [F1]),
        item('i2', 'multiple', '全部使用', [F1, F2, M1]),
        item('i3', 'single', '館員諮詢', [M1]),
      ],
      sources,
    })
    expect(table.columns).toHaveLength(12)
    expect(table.rows.map((row) => row.key)).toEqual(['i1', 'i2', 'i3'])
    expect(table.rows[0]!.values.slice(0, 4)).toEqual([120, 80, 100, null])
    expect(table.rows[0]!.total).toBe(300)
    expect(table.rows[1]!.values.slice(0, 4)).toEqual([155, 87, 110, null])
    // The multiple total is the sum of the sources' totals (the manual "latest value" 7 counts as 7).
    expect(table.rows[1]!.total).toBe(300 + 40 + 7)
    // A single item keeps its source's own total (here a latest-value figure).
    expect(table.rows[2]!.total).toBe(7)
  })

  it('a source that has gone counts as no data', () => {
    const table = mergeTable({
      title: 't',
      columns,
      items: [item('i1', 'multiple', 'x', [F1, 'formula:64b000000000000000000009:64b0000000000000000000a9'])],
      sources,
    })
    expect(table.rows[0]!.total).toBe(300)
    const gone = mergeTable({
      title: 't',
      columns,
      items: [item('i1', 'single', 'x', ['formula:64b000000000000000000009:64b0000000000000000000a9'])],
      sources,
    })
    expect(gone.rows[0]!.values.every((value) => value === null)).toBe(true)
    expect(gone.rows[0]!.total).toBeNull()
  })

  it('aligns a row on other columns by key', () => {
    const one = { columns: [{ key: '2025-03', label: '3月' }] }
    expect(alignRow(one, { key: 'r', label: 'r', values: [9], total: 9 }, columns).slice(0, 4)).toEqual([
      null,
      null,
      9,
      null,
    ])
  })
})

describe('mixin', () => {
  const merged = mergeTable({
    title: 'm',
    columns,
    items: [item('a', 'single', '期刊', [F1]), item('b', 'single', '電子書', [F2]), item('c', 'single', '諮詢', [M1])],
    sources,
  })
  const mergeIds = new Set(['a', 'b', 'c'])
  const mix: MixinShape = {
    mixinItems: [
      {
        name: '電子資源',
        items: [
          { name: '期刊使用', countTotalIds: ['a'], hasTotalItemsKeys: false, totalItemsKeys: [] },
          { name: '電子書使用', countTotalIds: ['b'], hasTotalItemsKeys: false, totalItemsKeys: [] },
          {
            name: '電子資源合計',
            countTotalIds: [],
            hasTotalItemsKeys: true,
            totalItemsKeys: ['期刊使用', '電子書使用'],
          },
        ],
      },
      {
        name: '服務',
        items: [
          { name: '諮詢', countTotalIds: ['c'], hasTotalItemsKeys: false, totalItemsKeys: [] },
          { name: '總計', countTotalIds: [], hasTotalItemsKeys: true, totalItemsKeys: ['電子資源合計', '諮詢'] },
        ],
      },
    ],
    extraStatistics: [
      {
        name: '摘要',
        items: [{ totalItemsKeys: ['總計'] }, { name: '期刊與諮詢', totalItemsKeys: ['期刊使用', '諮詢'] }],
      },
    ],
  }

  it('accepts a well-formed mix', () => {
    expect(mixinProblem(mix, mergeIds)).toBeNull()
  })

  it('computes sections, totals of totals and extras', () => {
    const tables = mixinTables(mix, merged)
    expect(tables.map((table) => table.title)).toEqual(['電子資源', '服務', '摘要'])
    const [resources, services, summary] = tables
    expect(resources!.rows.map((row) => row.total)).toEqual([300, 40, 340])
    expect(resources!.rows[2]!.values.slice(0, 3)).toEqual([150, 80, 110])
    expect(services!.rows.map((row) => row.total)).toEqual([7, 347])
    expect(services!.rows[1]!.values.slice(0, 3)).toEqual([155, 87, 110])
    expect(summary!.rows.map((row) => [row.label, row.total])).toEqual([
      ['總計', 347],
      ['期刊與諮詢', 307],
    ])
  })

  it('refuses loops, unknown names, unknown merge items and duplicate names', () => {
    const loop: MixinShape = {
      mixinItems: [
        {
          name: 's',
          items: [
            { name: 'A', countTotalIds: [], hasTotalItemsKeys: true, totalItemsKeys: ['B'] },
            { name: 'B', countTotalIds: [], hasTotalItemsKeys: true, totalItemsKeys: ['C'] },
            { name: 'C', countTotalIds: [], hasTotalItemsKeys: true, totalItemsKeys: ['A'] },
          ],
        },
      ],
      extraStatistics: [],
    }
    expect(mixinProblem(loop, mergeIds)).toBe('加總項目不可互相引用（循環：A → B → C → A）')
    const self: MixinShape = {
      mixinItems: [
        { name: 's', items: [{ name: 'A', countTotalIds: [], hasTotalItemsKeys: true, totalItemsKeys: ['A'] }] },
      ],
      extraStatistics: [],
    }
    expect(mixinProblem(self, mergeIds)).toContain('循環')
    const unknownName: MixinShape = {
      mixinItems: [
        { name: 's', items: [{ name: 'A', countTotalIds: [], hasTotalItemsKeys: true, totalItemsKeys: ['Z'] }] },
      ],
      extraStatistics: [],
    }
    expect(mixinProblem(unknownName, mergeIds)).toBe('「A」加總的項目不存在：「Z」')
    const unknownMerge: MixinShape = {
      mixinItems: [
        { name: 's', items: [{ name: 'A', countTotalIds: ['zz'], hasTotalItemsKeys: false, totalItemsKeys: [] }] },
      ],
      extraStatistics: [],
    }
    expect(mixinProblem(unknownMerge, mergeIds)).toBe('混合項目「A」引用的合併項目不存在：zz')
    const duplicate: MixinShape = {
      mixinItems: [
        { name: 's', items: [{ name: 'A', countTotalIds: ['a'], hasTotalItemsKeys: false, totalItemsKeys: [] }] },
        { name: 't', items: [{ name: 'A', countTotalIds: ['b'], hasTotalItemsKeys: false, totalItemsKeys: [] }] },
      ],
      extraStatistics: [],
    }
    expect(mixinProblem(duplicate, mergeIds)).toContain('名稱重複')
    const badExtra: MixinShape = { ...mix, extraStatistics: [{ name: 'e', items: [{ totalItemsKeys: ['nope'] }] }] }
    expect(mixinProblem(badExtra, mergeIds)).toBe('「e」加總的項目不存在：「nope」')
  })
})

describe('basic statistics months', () => {
  it('lists the months between two days, both included, across a year end', () => {
    expect(monthRange('2025-11-15', '2026-02-01').map((column) => column.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
    expect(monthRange('2026-03-01', '2026-03-31').map((column) => column.label)).toEqual(['2026年3月'])
  })

  it('puts an instant in the library-local month', () => {
    // 2026-01-31 17:00 UTC is 2026-02-01 01:00 in Taipei.
    if (!process.env.LIBRARY_TIME_ZONE || process.env.LIBRARY_TIME_ZONE === 'Asia/Taipei')
      expect(libraryMonthOf('2026-01-31T17:00:00.000Z')).toBe('2026-02')
    expect(libraryMonthOf('not a date')).toBeNull()
  })
})

describe('zero is a figure, not "no data" (issue 26, defect 2; docs/statistics.md §5)', () => {
  const Z = 'formula:64b000000000000000000001:64b0000000000000000000a3'
  const N = 'formula:64b000000000000000000001:64b0000000000000000000a4'
  // Z: a source harvested in Jan–Mar with no usage (0, 0, 0); N: never harvested (no data).
  const zeros = new Map<string, SourceRow>([
    [Z, source(Z, months(0, 0, 0))],
    [N, source(N, months())],
    [F2, source(F2, months(30, null, 10))],
  ])

  it('merge: a single row keeps its 0s; 0 + no data = 0, 0 + 0 = 0, no data + no data = no data', () => {
    const table = mergeTable({
      title: 't',
      columns,
      items: [
        item('z', 'single', '零', [Z]),
        item('zn', 'multiple', '零加無資料', [Z, N]),
        item('zf', 'multiple', '零加乙', [Z, F2]),
        item('n', 'multiple', '無資料', [N, N]),
      ],
      sources: zeros,
    })
    expect(table.rows.map((row) => row.values.slice(0, 4))).toEqual([
      [0, 0, 0, null],
      [0, 0, 0, null],
      [30, 0, 10, null],
      [null, null, null, null],
    ])
    expect(table.rows.map((row) => row.total)).toEqual([0, 0, 40, null])
  })

  it('mix: items, totals of totals and extra rows carry 0 the same way', () => {
    const merged = mergeTable({
      title: 'm',
      columns,
      items: [item('z', 'single', '零', [Z]), item('n', 'single', '無', [N])],
      sources: zeros,
    })
    const shape: MixinShape = {
      mixinItems: [
        {
          name: 's',
          items: [
            { name: '零', countTotalIds: ['z'], hasTotalItemsKeys: false, totalItemsKeys: [] },
            { name: '無', countTotalIds: ['n'], hasTotalItemsKeys: false, totalItemsKeys: [] },
            { name: '合計', countTotalIds: [], hasTotalItemsKeys: true, totalItemsKeys: ['零', '無'] },
          ],
        },
      ],
      extraStatistics: [{ name: 'x', items: [{ totalItemsKeys: ['合計'] }, { totalItemsKeys: ['無'] }] }],
    }
    const [section, extra] = mixinTables(shape, merged)
    expect(section!.rows.map((row) => [row.values.slice(0, 4), row.total])).toEqual([
      [[0, 0, 0, null], 0],
      [[null, null, null, null], null],
      [[0, 0, 0, null], 0],
    ])
    expect(extra!.rows.map((row) => row.total)).toEqual([0, null])
  })
})
