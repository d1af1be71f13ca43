import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { FILTER_NAMES, isFilterAttribute } from '@/modules/statistics/formula/attributes'
import { COST_COLUMNS, costPerUse, costsSchema, withCostPerUse } from '@/modules/statistics/formula/cost'
import { formulaReportTable, periodMonths } from '@/modules/statistics/formula/model'
import {
  countItemSchema,
  formulaSaveSchema,
  periodProblem,
  periodQuerySchema,
} from '@/modules/statistics/formula/schemas'
import { formatReportValue } from '@/modules/statistics/shared/table'
import { tablesToXlsx } from '@/modules/statistics/shared/xlsx'

const SOURCE = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const item = (filters: unknown[] = []) => ({
  name: '項目',
  source: SOURCE,
  sourceItem: 'TR_J1',
  target: 'Total_Item_Requests',
  filters,
})

describe('formula count items', () => {
  it('accepts exactly the ten COUNTER filter attributes', () => {
    expect(FILTER_NAMES).toEqual([
      'Platform',
      'Publisher',
      'Database',
      'Data_Type',
      'Section_Type',
      'Access_Type',
      'Access_Method',
      'YOP',
      'Title',
      'Item_ID',
    ])
    for (const name of FILTER_NAMES) expect(countItemSchema.safeParse(item([{ name, value: 'x' }])).success).toBe(true)
    expect(isFilterAttribute('toString')).toBe(false)
    const refused = countItemSchema.safeParse(item([{ name: 'access_type', value: 'x' }]))
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toContain('「access_type」')
  })

  it('needs a name, a source id, a report type, a metric and filter values', () => {
    expect(countItemSchema.safeParse({ ...item(), name: ' ' }).error?.issues[0]?.message).toBe('計算項目名稱為必填欄位')
    expect(countItemSchema.safeParse({ ...item(), source: 'x' }).error?.issues[0]?.message).toContain('資料來源')
    expect(countItemSchema.safeParse({ ...item(), sourceItem: '' }).error?.issues[0]?.message).toBe(
      '報表類型為必填欄位',
    )
    expect(countItemSchema.safeParse(item([{ name: 'YOP', value: '' }])).error?.issues[0]?.message).toBe(
      '篩選值為必填欄位',
    )
    expect(countItemSchema.safeParse({ ...item(), colour: 1 }).success).toBe(false)
    expect(formulaSaveSchema.safeParse({ name: 'r', status: 'On' }).success).toBe(false)
    expect(formulaSaveSchema.parse({ name: 'r' }).countItems).toEqual([])
  })
})

describe('formula periods', () => {
  it('reads year and month strictly', () => {
    expect(periodQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 })
    expect(periodQuerySchema.parse({ year: '2025', month: '03' })).toEqual({ year: 2025, month: 3 })
    for (const query of [
      {},
      { year: '1999' },
      { year: '2025.0' },
      { year: '2025', month: '13' },
      { year: '2025', month: '1.5' },
    ])
      expect(periodQuerySchema.safeParse(query).success).toBe(false)
    expect(periodProblem({ year: 2025, month: 0 })).toBe('月份須為 1 到 12 的整數')
    expect(periodProblem({ year: 2025 })).toBeNull()
  })

  it('lists the months of a period', () => {
    expect(periodMonths({ year: 2025, month: 7 })).toEqual(['2025-07'])
    expect(periodMonths({ year: 2025 })).toHaveLength(12)
    expect(periodMonths({ year: 2025 })[11]).toBe('2025-12')
  })
})

describe('formulaReportTable', () => {
  const report = {
    name: '期刊',
    countItems: [
      { _id: 'a', name: '甲', source: SOURCE, sourceItem: 'TR_J1', target: 'Total_Item_Requests', filters: [] },
      { _id: 'b', name: '乙', source: SOURCE, sourceItem: 'TR_J1', target: 'Unique_Item_Requests', filters: [] },
    ],
  }

  it('puts each sum in its row and month, null where nothing matched, 0 where rows sum to 0', () => {
    const table = formulaReportTable(report, { year: 2025 }, [
      { item: 'a', month: '2025-01', total: 4 },
      { item: 'a', month: '2025-03', total: 0 },
      { item: 'b', month: '2025-12', total: 9 },
    ])
    expect(table.title).toBe('期刊（2025年）')
    expect(table.caption).toBe('Total_Item_Requests、Unique_Item_Requests')
    expect(table.rows[0]).toEqual({
      key: 'a',
      label: '甲',
      values: [4, null, 0, null, null, null, null, null, null, null, null, null],
      total: 4,
    })
    expect(table.rows[1]!.values[11]).toBe(9)
    expect(table.rows[1]!.total).toBe(9)
  })

  it('has one column for a month and no rows for a report without count items', () => {
    const table = formulaReportTable(report, { year: 2025, month: 2 }, [{ item: 'a', month: '2025-02', total: 1.5 }])
    expect(table.columns).toEqual([{ key: '2025-02', label: '2月' }])
    expect(table.rows.map((row) => row.values)).toEqual([[1.5], [null]])
    expect(formulaReportTable({ name: '空', countItems: [] }, { year: 2025 }, []).rows).toEqual([])
  })
})

describe('formulaReportTable: a harvested month without matching rows is 0 (issue 26, defect 2)', () => {
  const A = { _id: 'a', name: '甲', source: SOURCE, sourceItem: 'TR_B1', target: 'Total_Item_Requests', filters: [] }
  const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb'
  const B = { _id: 'b', name: '乙', source: OTHER, sourceItem: 'TR_B1', target: 'Total_Item_Requests', filters: [] }
  const C = { _id: 'c', name: '丙', source: SOURCE, sourceItem: 'DR', target: 'Total_Item_Requests', filters: [] }
  const report = { name: '電子書', countItems: [A, B, C] }
  const harvested = [
    { source: SOURCE, reportType: 'TR_B1', month: '2016-01' },
    { source: SOURCE, reportType: 'TR_B1', month: '2016-02' },
    { source: SOURCE, reportType: 'TR_B1', month: '2016-03' },
  ]

  it("gives 0 for a harvested month of the item's source and report type, null for a month never harvested", () => {
    const table = formulaReportTable(report, { year: 2016 }, [{ item: 'a', month: '2016-03', total: 5 }], harvested)
    expect(table.rows[0]!.values.slice(0, 4)).toEqual([0, 0, 5, null])
    expect(table.rows[0]!.total).toBe(5)
    // Another source, another report type: never harvested, no data.
    expect(table.rows[1]!.values.every((value) => value === null)).toBe(true)
    expect(table.rows[2]!.values.every((value) => value === null)).toBe(true)
    expect(table.rows[2]!.total).toBeNull()
  })

  it('gives 0 totals for a year whose harvested months all had no usage, and keeps a month column', () => {
    const table = formulaReportTable(report, { year: 2016, month: 2 }, [], harvested)
    expect(table.rows.map((row) => row.values)).toEqual([[0], [null], [null]])
    expect(table.rows[0]!.total).toBe(0)
  })
})

describe('cost per use (issue 26, beyond 4)', () => {
  it('is the cost divided by the use, to 2 decimals; — (null) without a cost or without use', () => {
    expect(costPerUse(1000, 3)).toBe(333.33)
    expect(costPerUse(1000, 6)).toBe(166.67)
    expect(costPerUse(120000, 4800)).toBe(25)
    expect(costPerUse(0, 10)).toBe(0)
    expect(costPerUse(1000, 0)).toBeNull()
    expect(costPerUse(1000, null)).toBeNull()
    expect(costPerUse(null, 10)).toBeNull()
    expect(costPerUse(undefined, 10)).toBeNull()
  })

  it('reads the costs of a source: a year, an amount of TWD ≥ 0, each year once', () => {
    expect(
      costsSchema.parse([
        { year: 2025, amount: 120000 },
        { year: 2024, amount: 0, id: 'x' },
      ]),
    ).toEqual([
      { year: 2024, amount: 0 },
      { year: 2025, amount: 120000 },
    ])
    expect(costsSchema.safeParse([{ year: 2025, amount: -1 }]).error?.issues[0]?.message).toBe(
      '年度費用的金額須為 0 以上的數字',
    )
    expect(costsSchema.safeParse([{ year: 2025, amount: '100' }]).error?.issues[0]?.message).toBe(
      '年度費用的金額須為 0 以上的數字',
    )
    expect(costsSchema.safeParse([{ year: 25, amount: 1 }]).error?.issues[0]?.message).toBe(
      '年度費用的年度須為 2000 到 2100 的整數',
    )
    expect(costsSchema.safeParse([{ amount: 1 }]).error?.issues[0]?.message).toBe(
      '年度費用的年度須為 2000 到 2100 的整數',
    )
    expect(
      costsSchema.safeParse([
        { year: 2025, amount: 1 },
        { year: 2025, amount: 2 },
      ]).error?.issues[0]?.message,
    ).toBe('年度費用的年度 2025 重複')
    expect(costsSchema.safeParse([{ year: 2025, amount: 1, currency: 'USD' }]).success).toBe(false)
    expect(costsSchema.safeParse({ year: 2025 }).error?.issues[0]?.message).toBe('年度費用須為清單')
  })

  it("adds the year's cost and the cost per use of each count item to a year table", () => {
    const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb'
    const items = [
      { _id: 'a', name: '甲', source: SOURCE, sourceItem: 'TR_J1', target: 'Total_Item_Requests', filters: [] },
      { _id: 'b', name: '乙', source: OTHER, sourceItem: 'TR_J1', target: 'Total_Item_Requests', filters: [] },
      { _id: 'c', name: '丙', source: SOURCE, sourceItem: 'DR', target: 'Searches_Regular', filters: [] },
    ]
    const table = formulaReportTable({ name: '期刊', countItems: items }, { year: 2025 }, [
      { item: 'a', month: '2025-01', total: 200 },
      { item: 'a', month: '2025-02', total: 100 },
      { item: 'b', month: '2025-01', total: 50 },
    ])
    const costs = new Map([
      [
        SOURCE,
        [
          { year: 2024, amount: 999 },
          { year: 2025, amount: 1000 },
        ],
      ],
    ])
    const withCost = withCostPerUse(table, items, 2025, costs)
    expect(withCost.extraColumns).toEqual([
      { key: 'cost', label: '年度費用（新臺幣）' },
      { key: 'costPerUse', label: '每次使用成本（新臺幣）', decimals: 2 },
    ])
    // 甲: 1000 / 300; 乙: no cost recorded; 丙: a cost but no use.
    expect(withCost.rows.map((row) => row.extras)).toEqual([
      [1000, 3.33],
      [null, null],
      [1000, null],
    ])
    expect(withCost.rows.map((row) => row.values)).toEqual(table.rows.map((row) => row.values))
  })
})

describe('the .xlsx export of extra columns', () => {
  it('writes the cost columns after the total, money to 2 decimals', async () => {
    const table = {
      title: '期刊成本（2025年）',
      columns: [{ key: '2025-01', label: '1月' }],
      rows: [{ key: 'a', label: '甲', values: [3], total: 3, extras: [1000, 333.33] }],
      extraColumns: COST_COLUMNS,
    }
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await tablesToXlsx([table])) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '項目',
      '1月',
      '合計',
      '年度費用（新臺幣）',
      '每次使用成本（新臺幣）',
    ])
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['甲', 3, 3, 1000, 333.33])
    expect(sheet.getColumn(5).numFmt).toBe('#,##0.00')
    expect(formatReportValue(333.3, 2)).toBe('333.30')
    expect(formatReportValue(null, 2)).toBe('—')
  })
})
