import ExcelJS from 'exceljs'
import type { Payload } from 'payload'

import { registerReport, toReportItem, type ReportItem } from '@/modules/reports'
import type { ReportTable } from './table'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A file name without the characters file systems refuse. */
export const safeFileName = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex -- replaces control characters, which file systems refuse, in the download's name
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
    .trim()
    .slice(0, 100) || '統計報表'

/**
 * One sheet per table: the title, the caption, a header row (項目, the columns, 合計, then any
 * extra columns such as 每次使用成本) and one row per report row, numbers as numbers so the
 * spreadsheet can sum them.
 */
export const tablesToXlsx = async (tables: ReportTable[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook()
  const used = new Set<string>()
  tables.forEach((table, index) => {
    // Sheet names: at most 31 characters, unique, without []:*?/\
    let name = table.title.replace(/[[\]:*?/\\]/g, '_').slice(0, 28) || `報表${index + 1}`
    while (used.has(name)) name = `${name.slice(0, 26)}_${index + 1}`
    used.add(name)
    const sheet = workbook.addWorksheet(name)
    sheet.addRow([table.title]).font = { bold: true }
    if (table.caption) sheet.addRow([table.caption])
    const extras = table.extraColumns ?? []
    const header = sheet.addRow([
      '項目',
      ...table.columns.map((column) => column.label),
      '合計',
      ...extras.map((column) => column.label),
    ])
    header.font = { bold: true }
    for (const row of table.rows)
      sheet.addRow([
        row.label,
        ...row.values.map((value) => value ?? null),
        row.total ?? null,
        ...extras.map((_, index) => row.extras?.[index] ?? null),
      ])
    sheet.getColumn(1).width = 32
    // Figures after the total (e.g. 每次使用成本): their decimals, and wide enough for their heading.
    extras.forEach((column, index) => {
      const sheetColumn = sheet.getColumn(table.columns.length + 3 + index)
      sheetColumn.width = 20
      if (column.decimals) sheetColumn.numFmt = `#,##0.${'0'.repeat(column.decimals)}`
    })
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/**
 * Export report tables as .xlsx and file them in report-management (the reports module), so every
 * statistics export is listed there. Returns the registry row with its download URL.
 */
export const exportTables = async (
  payload: Payload,
  input: { name: string; tables: ReportTable[]; user?: { id: string } | string | null },
): Promise<ReportItem> => {
  const data = await tablesToXlsx(input.tables)
  const report = await registerReport(payload, {
    name: input.name,
    module: 'statistics',
    filename: `${safeFileName(input.name)}.xlsx`,
    mimeType: XLSX_TYPE,
    data,
    user: input.user ?? null,
  })
  return toReportItem(report)
}
