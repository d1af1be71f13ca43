import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import {
  IMPORT_MSG,
  type ImportColumn,
  type ImportRow,
  type RowError,
  readSpreadsheet,
  validateRows,
} from '@/crud/imports'
import { inTransaction } from '@/crud/transaction'
import { OPENING_MSG } from './messages'
import { openingDateSchema } from './schemas'
import { upsertEntry } from './service'

/** The opening-dates import (the import-opening-dates call). */

/** Columns of an opening-dates import file: zh-TW or English headers. */
export const OPENING_DATE_COLUMNS: readonly ImportColumn[] = [
  { field: 'date', headers: ['日期', 'date'] },
  { field: 'openingStatus', headers: ['狀態', '開館狀態', 'openingStatus', 'status'] },
  { field: 'announcement', headers: ['公告', 'announcement'] },
  { field: 'linkUrl', headers: ['連結', 'linkUrl', 'link'] },
  { field: 'imageUrl', headers: ['圖片', 'imageUrl', 'image'] },
]

/** A row of an import: an entry without `_id`. */
export const openingDateRowSchema = openingDateSchema.omit({ _id: true })

export type OpeningImportSource = { kind: 'rows'; rows: unknown[] } | { kind: 'file'; filename: string; data: Buffer }

/** A day listed twice in one import is a row error on its later rows. */
export const duplicateDayErrors = (rows: readonly { row: number; date: string }[]): RowError[] => {
  const seen = new Set<string>()
  const errors: RowError[] = []
  for (const { row, date } of rows) {
    if (seen.has(date)) errors.push({ row, field: 'date', reason: OPENING_MSG.duplicateDay })
    seen.add(date)
  }
  return errors
}

/**
 * POST /shennong/import-opening-dates: rows sent as JSON or an .xlsx/.csv file (columns 日期,
 * 狀態, 公告, 連結, 圖片). Every row is checked first; one bad row saves nothing and the answer
 * names each bad row. Days that already have an entry are updated. One transaction.
 */
export const importOpeningDates = async (
  req: PayloadRequest,
  source: OpeningImportSource,
): Promise<{ imported: number; created: number; updated: number }> => {
  const rows: ImportRow[] =
    source.kind === 'file'
      ? await readSpreadsheet(source.filename, source.data, OPENING_DATE_COLUMNS)
      : source.rows.map((values, i) => ({
          row: i + 1,
          values: values && typeof values === 'object' ? (values as Record<string, unknown>) : {},
        }))
  const entries = validateRows(rows, openingDateRowSchema)
  const duplicates = duplicateDayErrors(entries.map((entry, i) => ({ row: rows[i]!.row, date: entry.date })))
  if (duplicates.length > 0)
    throw new AppError(400, IMPORT_MSG.badRows(duplicates.length, duplicates[0]!), undefined, duplicates)
  return inTransaction(req, async () => {
    let created = 0
    for (const entry of entries) if ((await upsertEntry(req, entry)).created) created += 1
    return { imported: entries.length, created, updated: entries.length - created }
  })
}
