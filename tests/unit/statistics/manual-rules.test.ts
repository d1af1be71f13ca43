import { describe, expect, it } from 'vitest'

import {
  type ManualEntry,
  type ManualSetting,
  allWriters,
  isAssigned,
  manualMonthTable,
  manualYearTable,
  monthOfDate,
  storedValueOf,
  writableFields,
  writeProblem,
} from '@/modules/statistics/manual/rules'

const A = 'a'.repeat(24)
const B = 'b'.repeat(24)
const C = 'c'.repeat(24)

const setting: ManualSetting = {
  _id: 's1',
  name: '參考服務',
  basedLatestValue: false,
  status: 'Enabled',
  writeUsers: [A],
  fields: [
    { _id: 'f1', name: '諮詢', type: 'normal', items: [{ _id: 'i1', name: '櫃台' }], writeUsers: [] },
    { _id: 'f2', name: '館合', type: 'multiple', items: [{ _id: 'i2', name: '件數' }], writeUsers: [B] },
    { _id: 'f3', name: '指導', type: 'detail', items: [{ _id: 'i3', name: '人數' }], writeUsers: [] },
  ],
}

const entry = (
  month: string,
  fieldId: string,
  itemId: string,
  value: number | null,
  writer: string | null = null,
): ManualEntry => ({ month, fieldId, itemId, value, writer })

describe('who writes what', () => {
  it('assigns setting writers to every field and field writers to their field only', () => {
    expect(isAssigned(setting, A)).toBe(true)
    expect(isAssigned(setting, B)).toBe(true)
    expect(isAssigned(setting, C)).toBe(false)
    expect(writableFields(setting, A, false).map((f) => f._id)).toEqual(['f1', 'f2', 'f3'])
    expect(writableFields(setting, B, false).map((f) => f._id)).toEqual(['f2'])
    expect(writableFields(setting, C, true).map((f) => f._id)).toEqual(['f1', 'f2', 'f3'])
    expect(allWriters(setting)).toEqual([A, B])
  })

  it('refuses a field the writer is not assigned to with 403, unless staff', () => {
    expect(writeProblem(setting, [{ fieldId: 'f1', itemId: 'i1', value: 1 }], B, false)).toEqual({
      status: 403,
      message: '您不是欄位「諮詢」的填報人員',
    })
    expect(writeProblem(setting, [{ fieldId: 'f1', itemId: 'i1', value: 1 }], C, true)).toBeNull()
    expect(writeProblem(setting, [{ fieldId: 'f2', itemId: 'i2', value: 1 }], B, false)).toBeNull()
  })

  it('refuses negative or non-finite numbers, numbers on detail fields and lines elsewhere with 400', () => {
    expect(writeProblem(setting, [{ fieldId: 'f1', itemId: 'i1', value: -0.5 }], A, false)?.status).toBe(400)
    expect(writeProblem(setting, [{ fieldId: 'f1', itemId: 'i1', value: Number.NaN }], A, false)?.status).toBe(400)
    expect(writeProblem(setting, [{ fieldId: 'f3', itemId: 'i3', value: 2 }], A, false)?.message).toBe(
      '指導 / 人數為明細欄位，請填寫明細',
    )
    expect(
      writeProblem(setting, [{ fieldId: 'f3', itemId: 'i3', lines: [{ text: 'x', value: -1 }] }], A, false)?.status,
    ).toBe(400)
    expect(writeProblem(setting, [{ fieldId: 'f1', itemId: 'i1', lines: [] }], A, false)?.message).toBe(
      '諮詢 / 櫃台不是明細欄位，請填寫數值',
    )
    expect(writeProblem(setting, [{ fieldId: 'fx', itemId: 'i1', value: 1 }], A, false)?.message).toBe('找不到此欄位')
    expect(writeProblem(setting, [{ fieldId: 'f1', itemId: 'i1', value: 0 }], A, false)).toBeNull()
    expect(writeProblem(setting, [{ fieldId: 'f1', itemId: 'i1', value: null }], A, false)).toBeNull()
  })

  it('stores the number, or the sum of the detail lines; nothing clears', () => {
    expect(
      storedValueOf({
        fieldId: 'f3',
        itemId: 'i3',
        lines: [
          { text: 'a', value: 2 },
          { text: 'b', value: 3.5 },
        ],
      }),
    ).toBe(5.5)
    expect(storedValueOf({ fieldId: 'f3', itemId: 'i3', lines: [] })).toBeNull()
    expect(storedValueOf({ fieldId: 'f1', itemId: 'i1', value: 0 })).toBe(0)
    expect(storedValueOf({ fieldId: 'f1', itemId: 'i1' })).toBeNull()
  })
})

describe('sums', () => {
  const entries = [
    entry('2030-01', 'f1', 'i1', 5),
    entry('2030-03', 'f1', 'i1', 7),
    entry('2030-01', 'f2', 'i2', 2, A),
    entry('2030-01', 'f2', 'i2', 3, B),
    entry('2030-02', 'f3', 'i3', 10, A),
    entry('2029-12', 'f1', 'i1', 100),
  ]

  it('sums a year: the multiple writers of a month add up, empty months are null', () => {
    const table = manualYearTable(setting, 2030, entries)
    expect(table.columns[0]).toEqual({ key: '2030-01', label: '1月' })
    expect(table.rows.map((row) => row.key)).toEqual(['f1:i1', 'f2:i2', 'f3:i3'])
    expect(table.rows[0]).toMatchObject({ label: '諮詢 / 櫃台', total: 12 })
    expect(table.rows[0]!.values.slice(0, 4)).toEqual([5, null, 7, null])
    expect(table.rows[1]!.values[0]).toBe(5)
    expect(table.rows[2]!.total).toBe(10)
  })

  it('takes the latest month instead of the sum when basedLatestValue', () => {
    const table = manualYearTable({ ...setting, basedLatestValue: true }, 2030, entries)
    expect(table.rows[0]!.total).toBe(7)
  })

  it('sums a month', () => {
    const table = manualMonthTable(setting, '2030-01', entries)
    expect(table.columns).toEqual([{ key: '2030-01', label: '1月' }])
    expect(table.rows.map((row) => row.values[0])).toEqual([5, 5, null])
  })

  it('reads the month of a lock date', () => {
    expect(monthOfDate('2030-05')).toBe('2030-05')
    expect(monthOfDate('2030-05-31')).toBe('2030-05')
    expect(monthOfDate('2030-02-30')).toBeNull()
    expect(monthOfDate('2030-13')).toBeNull()
    expect(monthOfDate('May 2030')).toBeNull()
  })
})
