import { type ReportTable, monthColumns, rowOf } from '../shared/table'
import { MANUAL_MSG } from './messages'

/**
 * The rules of manual reports as pure functions (docs/statistics.md §4): who may write a field,
 * what a month's value of an item is, and the report table of a year. The service applies them.
 */

export const MANUAL_FIELD_TYPE_LABEL = {
  normal: '一般填報',
  multiple: '多人填報',
  detail: '明細欄位',
} as const

export type ManualFieldType = keyof typeof MANUAL_FIELD_TYPE_LABEL
export const MANUAL_FIELD_TYPES = Object.keys(MANUAL_FIELD_TYPE_LABEL) as ManualFieldType[]

export type ManualItem = { _id: string; name: string }
export type ManualField = {
  _id: string
  name: string
  type: ManualFieldType
  items: ManualItem[]
  writeUsers: string[]
}
export type ManualSetting = {
  _id: string
  name: string
  basedLatestValue: boolean
  fields: ManualField[]
  writeUsers: string[]
  status: string
}

export type DetailLine = { text: string; value: number }

/** One stored value: a field item of a month, by a writer (null for a normal field's shared value). */
export type ManualEntry = {
  month: string
  fieldId: string
  itemId: string
  writer: string | null
  value: number | null
  lines?: DetailLine[] | null
}

/** A value written by a writer: a number for normal and multiple fields, lines for detail fields. */
export type ManualWrite = { fieldId: string; itemId: string; value?: number | null; lines?: DetailLine[] }

/** Is the user one of the setting's writers or the field's? */
export const isFieldWriter = (
  setting: Pick<ManualSetting, 'writeUsers'>,
  field: Pick<ManualField, 'writeUsers'>,
  userId: string,
): boolean => setting.writeUsers.includes(userId) || field.writeUsers.includes(userId)

/** Is the user assigned to any part of the setting? */
export const isAssigned = (setting: Pick<ManualSetting, 'writeUsers' | 'fields'>, userId: string): boolean =>
  setting.writeUsers.includes(userId) || setting.fields.some((field) => field.writeUsers.includes(userId))

/** The fields a user may write: all of them for staff who edit statistics, else the assigned ones. */
export const writableFields = (setting: ManualSetting, userId: string, staff: boolean): ManualField[] =>
  staff ? setting.fields : setting.fields.filter((field) => isFieldWriter(setting, field, userId))

/** Every writer of a setting: its own and its fields' (the assignedUsers index). */
export const allWriters = (setting: Pick<ManualSetting, 'writeUsers' | 'fields'>): string[] => [
  ...new Set([...setting.writeUsers, ...setting.fields.flatMap((field) => field.writeUsers)]),
]

const isValue = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * Check a batch of writes against the setting before anything is stored: the field and item
 * exist, the writer is assigned (or staff), numbers are non-negative, detail fields get lines.
 * Returns the first problem as `{ status, message }`, or null.
 */
export const writeProblem = (
  setting: ManualSetting,
  writes: readonly ManualWrite[],
  userId: string,
  staff: boolean,
): { status: number; message: string } | null => {
  for (const write of writes) {
    const field = setting.fields.find((candidate) => candidate._id === write.fieldId)
    if (!field) return { status: 400, message: MANUAL_MSG.fieldNotFound }
    const item = field.items.find((candidate) => candidate._id === write.itemId)
    if (!item) return { status: 400, message: MANUAL_MSG.itemNotFound(field.name) }
    if (!staff && !isFieldWriter(setting, field, userId))
      return { status: 403, message: MANUAL_MSG.fieldNotAssigned(field.name) }
    const label = `${field.name} / ${item.name}`
    if (field.type === 'detail') {
      if (write.value !== undefined && write.value !== null) return { status: 400, message: MANUAL_MSG.lines(label) }
      for (const line of write.lines ?? []) {
        if (typeof line.text !== 'string' || line.text.trim() === '')
          return { status: 400, message: MANUAL_MSG.lineText }
        if (!isValue(line.value)) return { status: 400, message: MANUAL_MSG.value(label) }
      }
    } else {
      if (write.lines !== undefined) return { status: 400, message: MANUAL_MSG.notLines(label) }
      if (write.value !== null && write.value !== undefined && !isValue(write.value))
        return { status: 400, message: MANUAL_MSG.value(label) }
    }
  }
  return null
}

/** The value a write stores: the number, or the sum of the detail lines (null = cleared). */
export const storedValueOf = (write: ManualWrite): number | null => {
  if (write.lines !== undefined)
    return write.lines.length === 0 ? null : write.lines.reduce((sum, line) => sum + line.value, 0)
  return write.value ?? null
}

/**
 * A month's value of one field item: the sum of the entries (one for a normal field, one per
 * writer for multiple and detail fields); null when nobody wrote it.
 */
export const monthValue = (entries: readonly Pick<ManualEntry, 'value'>[]): number | null => {
  let total: number | null = null
  for (const entry of entries) if (typeof entry.value === 'number') total = (total ?? 0) + entry.value
  return total
}

/** The key of a manual report row, shared with merged statistics and front reports. */
export const manualRowKey = (fieldId: string, itemId: string): string => `${fieldId}:${itemId}`
export const manualRowLabel = (fieldName: string, itemName: string): string => `${fieldName} / ${itemName}`

/**
 * The year's report table of a setting: one row per field item (`fieldId:itemId`), twelve month
 * columns, the row total the sum (or the latest month's value when `basedLatestValue`).
 */
export const manualYearTable = (setting: ManualSetting, year: number, entries: readonly ManualEntry[]): ReportTable => {
  const columns = monthColumns(year)
  const byCell = new Map<string, ManualEntry[]>()
  for (const entry of entries) {
    const key = `${manualRowKey(entry.fieldId, entry.itemId)}@${entry.month}`
    byCell.set(key, [...(byCell.get(key) ?? []), entry])
  }
  const rows = setting.fields.flatMap((field) =>
    field.items.map((item) => {
      const key = manualRowKey(field._id, item._id)
      const values = columns.map((column) => monthValue(byCell.get(`${key}@${column.key}`) ?? []))
      return rowOf(key, manualRowLabel(field.name, item.name), values, setting.basedLatestValue)
    }),
  )
  return {
    title: `${setting.name}（${year} 年）`,
    caption: setting.basedLatestValue ? '合計為最新一期數值' : '合計為全年加總',
    columns,
    rows,
  }
}

/** A month's table: the same rows with one column, the month. */
export const manualMonthTable = (
  setting: ManualSetting,
  month: string,
  entries: readonly ManualEntry[],
): ReportTable => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const column = monthColumns(year)[monthNumber - 1]!
  const rows = setting.fields.flatMap((field) =>
    field.items.map((item) => {
      const key = manualRowKey(field._id, item._id)
      const values = [
        monthValue(
          entries.filter((entry) => entry.month === month && entry.fieldId === field._id && entry.itemId === item._id),
        ),
      ]
      return rowOf(key, manualRowLabel(field.name, item.name), values)
    }),
  )
  return { title: `${setting.name}（${year} 年 ${monthNumber} 月）`, columns: [column], rows }
}

/** `YYYY-MM` of a year and month. */
export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`

/** The month of a `YYYY-MM` or `YYYY-MM-DD` date, or null. */
export const monthOfDate = (date: string): string | null => {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date)
  if (!match) return null
  const month = Number(match[2])
  if (month < 1 || month > 12) return null
  if (match[3] !== undefined) {
    const day = Number(match[3])
    const last = new Date(Date.UTC(Number(match[1]), month, 0)).getUTCDate()
    if (day < 1 || day > last) return null
  }
  return `${match[1]}-${match[2]}`
}

/** `2026-05` → `2026 年 5 月` for messages. */
export const monthLabel = (month: string): string => {
  const [year, number] = month.split('-')
  return `${year} 年 ${Number(number)} 月`
}
