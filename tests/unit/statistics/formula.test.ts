import { describe, expect, it } from 'vitest'

import { FILTER_NAMES, isFilterAttribute } from '@/modules/statistics/formula/attributes'
import { formulaReportTable, periodMonths } from '@/modules/statistics/formula/model'
import { countItemSchema, formulaSaveSchema, periodProblem, periodQuerySchema } from '@/modules/statistics/formula/schemas'

const SOURCE = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const item = (filters: unknown[] = []) => ({ name: '項目', source: SOURCE, sourceItem: 'TR_J1', target: 'Total_Item_Requests', filters })

describe('formula count items', () => {
  it('accepts exactly the ten COUNTER filter attributes', () => {
    expect(FILTER_NAMES).toEqual(['Platform', 'Publisher', 'Database', 'Data_Type', 'Section_Type', 'Access_Type', 'Access_Method', 'YOP', 'Title', 'Item_ID'])
    for (const name of FILTER_NAMES) expect(countItemSchema.safeParse(item([{ name, value: 'x' }])).success).toBe(true)
    expect(isFilterAttribute('toString')).toBe(false)
    const refused = countItemSchema.safeParse(item([{ name: 'access_type', value: 'x' }]))
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toContain('「access_type」')
  })

  it('needs a name, a source id, a report type, a metric and filter values', () => {
    expect(countItemSchema.safeParse({ ...item(), name: ' ' }).error?.issues[0]?.message).toBe('計算項目名稱為必填欄位')
    expect(countItemSchema.safeParse({ ...item(), source: 'x' }).error?.issues[0]?.message).toContain('資料來源')
    expect(countItemSchema.safeParse({ ...item(), sourceItem: '' }).error?.issues[0]?.message).toBe('報表類型為必填欄位')
    expect(countItemSchema.safeParse(item([{ name: 'YOP', value: '' }])).error?.issues[0]?.message).toBe('篩選值為必填欄位')
    expect(countItemSchema.safeParse({ ...item(), colour: 1 }).success).toBe(false)
    expect(formulaSaveSchema.safeParse({ name: 'r', status: 'On' }).success).toBe(false)
    expect(formulaSaveSchema.parse({ name: 'r' }).countItems).toEqual([])
  })
})

describe('formula periods', () => {
  it('reads year and month strictly', () => {
    expect(periodQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 })
    expect(periodQuerySchema.parse({ year: '2025', month: '03' })).toEqual({ year: 2025, month: 3 })
    for (const query of [{}, { year: '1999' }, { year: '2025.0' }, { year: '2025', month: '13' }, { year: '2025', month: '1.5' }]) expect(periodQuerySchema.safeParse(query).success).toBe(false)
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
    expect(table.rows[0]).toEqual({ key: 'a', label: '甲', values: [4, null, 0, null, null, null, null, null, null, null, null, null], total: 4 })
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
