import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { formulaTable, listFormulaRows } from '../formula'
import { listManualRows, manualTable } from '../manual'
import { type ReportColumn, type ReportTable, sumOrNull } from '../shared/table'
import { type SourceRow, alignRow, formulaKey, manualKey, parseSourceKey } from './math'

/**
 * Where merged statistics take their rows from (docs/statistics.md §5): the count items of
 * formula reports and the field items of manual reports. Each is offered under a key that
 * names its report: `formula:<reportId>:<countItemId>`, `manual:<settingId>:<fieldId>:<itemId>`.
 */

export type MergeSourceOption = {
  key: string
  kind: 'formula' | 'manual'
  /** `公式報表名稱 / 計算項目名稱`, `手動報表名稱 / 欄位 / 項目`. */
  label: string
  reportId: string
  reportName: string
  itemLabel: string
}

/** GET merge-statistics-items: every row a merge item may pick, labelled with its report. */
export const mergeSourceOptions = async (payload: Payload): Promise<MergeSourceOption[]> => {
  const [formula, manual] = await Promise.all([listFormulaRows(payload), listManualRows(payload)])
  return [
    ...formula.map((row) => ({
      key: formulaKey(row.reportId, row.key),
      kind: 'formula' as const,
      label: `${row.reportName} / ${row.label}`,
      reportId: row.reportId,
      reportName: row.reportName,
      itemLabel: row.label,
    })),
    ...manual.map((row) => {
      const [fieldId = '', itemId = ''] = row.key.split(':')
      return {
        key: manualKey(row.reportId, fieldId, itemId),
        kind: 'manual' as const,
        label: `${row.reportName} / ${row.label}`,
        reportId: row.reportId,
        reportName: row.reportName,
        itemLabel: row.label,
      }
    }),
  ]
}

/** A report that has gone since the merge was saved gives no rows, not an error. */
const orMissing = async (read: () => Promise<ReportTable>): Promise<ReportTable | null> => {
  try {
    return await read()
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  }
}

/**
 * The source rows a set of keys names, computed for a year and laid on `columns`: each source
 * report is computed once however many of its rows are picked.
 */
export const sourceRows = async (
  payload: Payload,
  keys: readonly string[],
  year: number,
  columns: readonly ReportColumn[],
): Promise<Map<string, SourceRow>> => {
  const formulaIds = new Set<string>()
  const manualIds = new Set<string>()
  for (const key of keys) {
    const parsed = parseSourceKey(key)
    if (parsed?.kind === 'formula') formulaIds.add(parsed.reportId)
    if (parsed?.kind === 'manual') manualIds.add(parsed.settingId)
  }
  const tables = new Map<string, ReportTable | null>()
  await Promise.all([
    ...[...formulaIds].map(async (id) =>
      tables.set(`formula:${id}`, await orMissing(() => formulaTable(payload, id, { year }))),
    ),
    ...[...manualIds].map(async (id) =>
      tables.set(`manual:${id}`, await orMissing(() => manualTable(payload, id, year))),
    ),
  ])
  const rows = new Map<string, SourceRow>()
  for (const key of keys) {
    const parsed = parseSourceKey(key)
    if (!parsed) continue
    const table = tables.get(parsed.kind === 'formula' ? `formula:${parsed.reportId}` : `manual:${parsed.settingId}`)
    const rowKey = parsed.kind === 'formula' ? parsed.countItemId : `${parsed.fieldId}:${parsed.itemId}`
    const row = table?.rows.find((candidate) => candidate.key === rowKey)
    if (!table || !row) continue
    const values = alignRow(table, row, columns)
    // The source's own total when its columns are the same months (a "latest value" manual total stays so).
    const sameColumns =
      table.columns.length === columns.length &&
      table.columns.every((column, index) => column.key === columns[index]?.key)
    rows.set(key, {
      key,
      label: `${table.title} / ${row.label}`,
      values,
      total: sameColumns ? row.total : sumOrNull(values),
    })
  }
  return rows
}
