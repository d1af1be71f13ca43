import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import type { CollectionSlug, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { inTransaction } from './transaction'
import type { z } from 'zod'

import { AppError } from '@/lib/errors'

/**
 * All-or-nothing imports: every row is validated first; one bad row saves nothing and
 * the answer lists each bad row (row number, field, reason) in zh-TW. Good files are written in
 * one transaction.
 */

export type RowError = { row: number; field: string; reason: string }
export type ImportRow = { row: number; values: Record<string, unknown> }

/** A column: the field it fills and the header names that mean it (zh-TW and English). */
export type ImportColumn = { field: string; headers: readonly string[] }

const normalizeHeader = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase()

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; hyperlink?: unknown; richText?: { text: string }[] }
    if (cell.richText) return cell.richText.map((part) => part.text).join('')
    if (cell.text !== undefined) return String(cell.text)
    if (cell.result !== undefined) return String(cell.result)
    if (cell.hyperlink !== undefined) return String(cell.hyperlink)
    if (value instanceof Date) return value.toISOString()
  }
  return String(value)
}

/** Read an .xlsx or .csv file into header-keyed rows (row numbers as the spreadsheet shows them). */
export const readSpreadsheet = async (
  filename: string,
  data: Buffer,
  columns: readonly ImportColumn[],
): Promise<ImportRow[]> => {
  const extension = filename.toLowerCase().split('.').pop()
  let table: string[][]
  if (extension === 'csv') {
    table = parse(data.toString('utf8').replace(/^\ufeff/, ''), {
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][]
  } else if (extension === 'xlsx') {
    const workbook = new ExcelJS.Workbook()
    try {
      await workbook.xlsx.load(data as unknown as ArrayBuffer)
    } catch {
      throw new AppError(400, IMPORT_MSG.unreadable)
    }
    const sheet = workbook.worksheets[0]
    table = []
    sheet?.eachRow({ includeEmpty: true }, (row, number) => {
      const values = (row.values as unknown[]).slice(1).map(cellText)
      table[number - 1] = values
    })
    table = Array.from(table, (row) => row ?? [])
  } else {
    throw new AppError(415, IMPORT_MSG.unsupportedFile)
  }
  const [header, ...body] = table
  if (!header) throw new AppError(400, IMPORT_MSG.empty)
  const index = new Map<string, number>()
  header.forEach((name, i) => {
    const column = columns.find((c) => c.headers.some((h) => normalizeHeader(h) === normalizeHeader(name)))
    if (column && !index.has(column.field)) index.set(column.field, i)
  })
  return body
    .map((cells, i) => ({
      row: i + 2,
      values: Object.fromEntries(
        columns.map((c) => [c.field, index.has(c.field) ? (cells[index.get(c.field)!] ?? '').trim() : '']),
      ),
    }))
    .filter((row) => Object.values(row.values).some((v) => v !== ''))
}

/** Validate every row with the schema; returns the parsed rows or throws 400 listing every bad row. */
export const validateRows = <S extends z.ZodType>(rows: readonly ImportRow[], schema: S): z.infer<S>[] => {
  if (rows.length === 0) throw new AppError(400, IMPORT_MSG.empty)
  const errors: RowError[] = []
  const parsed: z.infer<S>[] = []
  for (const row of rows) {
    const result = schema.safeParse(row.values)
    if (result.success) parsed.push(result.data)
    else
      for (const issue of result.error.issues)
        errors.push({ row: row.row, field: String(issue.path[0] ?? ''), reason: issue.message })
  }
  if (errors.length > 0) {
    const first = errors[0]!
    throw new AppError(400, IMPORT_MSG.badRows(errors.length, first), undefined, errors)
  }
  return parsed
}

/** Write every document in one transaction: all of them, or none. */
export const createAll = async <S extends CollectionSlug>(
  req: PayloadRequest,
  collection: S,
  docs: RequiredDataFromCollectionSlug<S>[],
): Promise<number> => {
  return inTransaction(req, async () => {
    for (const data of docs) await req.payload.create({ collection, data, overrideAccess: true, req })
    return docs.length
  })
}

export const IMPORT_MSG = {
  unreadable: '無法讀取檔案，請確認為 .xlsx 或 .csv 格式',
  unsupportedFile: '只接受 .xlsx 或 .csv 檔案',
  empty: '檔案沒有可匯入的資料',
  badRows: (count: number, first: RowError) =>
    `匯入失敗，共 ${count} 個錯誤，未儲存任何資料（第 ${first.row} 列「${first.field}」：${first.reason}）`,
} as const
