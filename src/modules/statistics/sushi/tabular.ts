import { Readable } from 'node:stream'

import { parse as parseCsv } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

import { AppError } from '@/lib/errors'
import { field } from './parse'
import { SUSHI_MSG } from './messages'
import { TableBounds, UPLOAD_BOUNDS, boundedXlsx, checkTextTable } from './uploadBounds'

/**
 * COUNTER's tabular form (docs/statistics.md §2 "Uploading a COUNTER file"): the .tsv, .csv or
 * .xlsx a vendor's admin site offers, with COUNTER's header block (Report_Name, Report_ID,
 * Release, …, Reporting_Period, …), a blank row, the column header row (Title … Metric_Type,
 * Reporting_Period_Total, one column per month: `Jan-2019`, or `2019-01`, or a date cell) and the
 * data rows. It is converted to the COUNTER JSON of its own release (R5: `Performance[].Instance[]`
 * with `[{Name, Value}]` filters; R5.1: `Attribute_Performance` with object filters), so the
 * upload then goes through the harvest's own parser and classifier, and the JSON is what is kept
 * as the month's raw answer (a month can be re-parsed). Zero and blank cells are left out, as the
 * JSON form leaves them out. Columns the rows do not keep (authors, dates, parent and component
 * details) are not carried. Pure apart from reading the bytes: no I/O.
 *
 * Every file is held to the bounds of ./uploadBounds.ts before it is parsed: a text's bytes,
 * lines and cells before it is split; an .xlsx's inflated bytes before the spreadsheet reader
 * sees it, then its rows, columns and cells as the sheet is streamed (ExcelJS's streaming
 * reader: the sheet is never held whole, and the event loop turns between its chunks); the
 * usage counts as the rows are converted.
 */

export type TabularFormat = 'tsv' | 'csv' | 'xlsx'
export type TableCell = string | number | Date | null

type Json = Record<string, unknown>
type Release = '5' | '5.1'

const refuse = (message: string): never => {
  throw new AppError(400, message)
}

// ---------------------------------------------------------------------------------------------
// Reading the bytes into a table

/** The text of a file: UTF-8 (with or without BOM) or UTF-16 (Excel's "Unicode text"). */
const textOf = (data: Buffer): string => {
  if (data[0] === 0xff && data[1] === 0xfe) return data.subarray(2).toString('utf16le')
  if (data[0] === 0xfe && data[1] === 0xff) return Buffer.from(data.subarray(2)).swap16().toString('utf16le')
  return data.toString('utf8').replace(/^\uFEFF/, '')
}

/** A .tsv cell: a cell written `"…"` (a spreadsheet's export) loses its quotes. */
const tsvCell = (cell: string): string =>
  cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell

const xlsxCell = (value: ExcelJS.CellValue): TableCell => {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('')
    if ('result' in value)
      return value.result === undefined || value.result === null || typeof value.result === 'object'
        ? value.result instanceof Date
          ? value.result
          : null
        : (value.result as string | number)
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('error' in value) return null
  }
  return String(value)
}

const TAB = 0x09
const COMMA = 0x2c
const SEMICOLON = 0x3b

/**
 * The first sheet of an .xlsx as rows of cells, read as a stream within the bounds (the first
 * sheet the zip holds; shared strings and styles cached, so dates come as dates).
 */
const readXlsxTable = async (data: Buffer): Promise<TableCell[][]> => {
  const zip = await boundedXlsx(data)
  const bounds = new TableBounds()
  const table: TableCell[][] = []
  let found = false
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    })
    for await (const sheet of reader) {
      found = true
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[]
        bounds.row(row.number, Math.max(0, values.length - 1))
        table[row.number - 1] = values.slice(1).map(xlsxCell)
      }
      break
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    return refuse(SUSHI_MSG.uploadUnreadable('.xlsx'))
  }
  if (!found) return refuse(SUSHI_MSG.uploadUnreadable('.xlsx'))
  return Array.from(table, (row) => row ?? [])
}

/** The first sheet (or the text) of a file as rows of cells, row 1 first. */
export const readCounterTable = async (format: TabularFormat, data: Buffer): Promise<TableCell[][]> => {
  if (format === 'tsv') {
    checkTextTable(data, '.tsv', [TAB])
    return textOf(data)
      .split(/\r\n|\n|\r/)
      .map((line) => line.split('\t').map(tsvCell))
  }
  if (format === 'csv') {
    checkTextTable(data, '.csv', [COMMA, SEMICOLON])
    const text = textOf(data)
    const first = text.slice(0, text.search(/\r|\n/) >= 0 ? text.search(/\r|\n/) : undefined)
    const delimiter = !first.includes(',') && first.includes(';') ? ';' : ','
    try {
      return parseCsv(text, {
        delimiter,
        relax_quotes: true,
        relax_column_count: true,
        skip_empty_lines: false,
      }) as string[][]
    } catch {
      return refuse(SUSHI_MSG.uploadUnreadable('.csv'))
    }
  }
  return readXlsxTable(data)
}

// ---------------------------------------------------------------------------------------------
// Cells

const isoDate = (date: Date): string => date.toISOString().slice(0, 10)

const cellText = (cell: TableCell | undefined): string => {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return isoDate(cell)
  return String(cell).trim()
}

const isBlank = (row: readonly TableCell[] | undefined): boolean => !row || row.every((cell) => cellText(cell) === '')

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** A month column's month ('YYYY-MM'): `Jan-2019`, `2019-01`, or a date cell (a spreadsheet that read `Jan-2019` as a date). */
const monthOfColumn = (cell: TableCell): string | null => {
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${String(cell.getUTCMonth() + 1).padStart(2, '0')}`
  const text = cellText(cell)
  const named = /^([A-Za-z]{3})[-\s](\d{4})$/.exec(text)
  if (named) {
    const at = MONTH_NAMES.indexOf(named[1]!.toLowerCase())
    return at >= 0 ? `${named[2]}-${String(at + 1).padStart(2, '0')}` : null
  }
  const numeric = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text)
  return numeric ? `${numeric[1]}-${numeric[2]}` : null
}

/** A count cell: a number, a text number ("12", "1,234"), or blank (null). */
const countOfCell = (cell: TableCell | undefined, where: { row: number; column: string }): number | null => {
  if (cell === null || cell === undefined) return null
  if (typeof cell === 'number') {
    if (Number.isFinite(cell) && cell >= 0) return cell
    return refuse(SUSHI_MSG.uploadBadCount(where.row, where.column, String(cell)))
  }
  const text = cellText(cell)
  if (text === '') return null
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text)
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''))
  return refuse(SUSHI_MSG.uploadBadCount(where.row, where.column, text))
}

// ---------------------------------------------------------------------------------------------
// The header block

/** `A=1; B=x|y` → [['A', '1'], ['B', 'x|y']]. */
const pairsOf = (text: string): [string, string][] =>
  text
    .split(/;\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=')
      return at < 0 ? [part, ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()]
    })

/** `ISNI:123; Proprietary:x` → [['ISNI', '123'], ['Proprietary', 'x']]. */
const typedIdsOf = (text: string): [string, string][] =>
  text
    .split(/;\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':')
      return at < 0 ? ['Proprietary', part] : [part.slice(0, at).trim(), part.slice(at + 1).trim()]
    })

const typedIdsJson = (text: string, release: Release): unknown => {
  const pairs = typedIdsOf(text)
  if (release === '5') return pairs.map(([Type, Value]) => ({ Type, Value }))
  const out: Record<string, string[]> = {}
  for (const [type, value] of pairs) (out[type] ??= []).push(value)
  return out
}

/** `3031: Usage Not Ready (request was for …; however …); 3050: …` → COUNTER exception objects. */
const exceptionsOf = (text: string): Json[] =>
  text
    .split(/;\s*(?=\d{1,5}\s*:)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const match = /^(\d{1,5})\s*:\s*([\s\S]*)$/.exec(part)
      if (!match) return []
      let message = match[2]!.trim()
      let data = ''
      const open = message.indexOf('(')
      if (open >= 0 && message.endsWith(')')) {
        data = message.slice(open + 1, -1).trim()
        message = message.slice(0, open).trim()
      }
      return [{ Code: Number(match[1]), Message: message, ...(data ? { Data: data } : {}) }]
    })

type HeaderBlock = { values: Map<string, string>; columnRow: number }

/** The header block's name → value pairs and where the column header row is (0-based). */
const headerBlockOf = (table: TableCell[][]): HeaderBlock => {
  const start = table.findIndex((row, at) => at < 5 && /^report_name$/i.test(cellText(row[0])))
  if (start < 0) return refuse(SUSHI_MSG.uploadNoHeader)
  const values = new Map<string, string>()
  let at = start
  for (; at < table.length && !isBlank(table[at]); at++) {
    const row = table[at]!
    if (row.some((cell) => /^metric_type$/i.test(cellText(cell)))) break
    values.set(cellText(row[0]).toLowerCase(), cellText(row[1]))
  }
  for (; at < table.length && at < start + 40; at++) {
    const row = table[at]
    if (isBlank(row)) continue
    if (row!.some((cell) => /^metric_type$/i.test(cellText(cell)))) return { values, columnRow: at }
    break
  }
  return refuse(SUSHI_MSG.uploadNoColumns)
}

const releaseOfHeader = (value: string): Release => {
  if (value === '') return refuse(SUSHI_MSG.uploadNoRelease)
  if (/^5(\.0)*$/.test(value)) return '5'
  if (/^5\.1(\.\d+)*$/.test(value)) return '5.1'
  return refuse(SUSHI_MSG.uploadReleaseUnknown(value))
}

const monthOfDate = (value: string | undefined): string | null =>
  value && /^\d{4}-\d{2}/.test(value) ? value.slice(0, 7) : null

/** The header block as the JSON `Report_Header` of the release. */
const reportHeaderOf = (
  values: Map<string, string>,
  release: Release,
  reportId: string,
): { header: Json; begin: string | null; end: string | null } => {
  const get = (name: string) => values.get(name.toLowerCase()) ?? ''
  const period = Object.fromEntries(
    pairsOf(get('Reporting_Period')).map(([name, value]) => [name.toLowerCase(), value]),
  )
  const begin = period.begin_date || ''
  const end = period.end_date || ''
  const metricTypes = get('Metric_Types')
    .split(/[;|]\s*/)
    .map((value) => value.trim())
    .filter(Boolean)
  const filters = pairsOf(get('Report_Filters')).filter(([name]) => name)
  const attributes = pairsOf(get('Report_Attributes')).filter(([name]) => name)
  const header: Json = { Report_Name: get('Report_Name'), Report_ID: reportId, Release: release }
  if (get('Institution_Name')) header.Institution_Name = get('Institution_Name')
  if (get('Institution_ID')) header.Institution_ID = typedIdsJson(get('Institution_ID'), release)
  if (release === '5') {
    header.Report_Filters = [
      ...(metricTypes.length > 0 ? [{ Name: 'Metric_Type', Value: metricTypes.join('|') }] : []),
      ...filters.map(([Name, Value]) => ({ Name, Value })),
      ...(begin ? [{ Name: 'Begin_Date', Value: begin }] : []),
      ...(end ? [{ Name: 'End_Date', Value: end }] : []),
    ]
    if (attributes.length > 0) header.Report_Attributes = attributes.map(([Name, Value]) => ({ Name, Value }))
  } else {
    header.Report_Filters = {
      ...(metricTypes.length > 0 ? { Metric_Type: metricTypes } : {}),
      ...(begin ? { Begin_Date: begin } : {}),
      ...(end ? { End_Date: end } : {}),
      ...Object.fromEntries(filters.map(([name, value]) => [name, value.split('|').map((v) => v.trim())])),
    }
    if (attributes.length > 0)
      header.Report_Attributes = Object.fromEntries(
        attributes.map(([name, value]) => [
          name,
          name === 'Attributes_To_Show' ? value.split('|').map((v) => v.trim()) : value,
        ]),
      )
    if (get('Registry_Record')) header.Registry_Record = get('Registry_Record')
  }
  const exceptions = exceptionsOf(get('Exceptions'))
  if (exceptions.length > 0) header.Exceptions = exceptions
  if (get('Created')) header.Created = get('Created')
  if (get('Created_By')) header.Created_By = get('Created_By')
  return { header, begin: monthOfDate(begin), end: monthOfDate(end) }
}

// ---------------------------------------------------------------------------------------------
// The data rows

/** The item's name columns, kept under their own names (the parser reads Title, Item, Database, Platform, Publisher). */
const NAME_COLUMNS = ['Title', 'Item', 'Database', 'Platform', 'Publisher'] as const
/** Identifier columns → the JSON `Item_ID` type. */
const ID_COLUMNS: Record<string, string> = {
  DOI: 'DOI',
  Proprietary_ID: 'Proprietary',
  ISBN: 'ISBN',
  Print_ISSN: 'Print_ISSN',
  Online_ISSN: 'Online_ISSN',
  URI: 'URI',
}
/** The row attributes (R5: on the item; R5.1: in `Attribute_Performance`). */
const ATTRIBUTE_COLUMNS = ['Data_Type', 'Section_Type', 'YOP', 'Access_Type', 'Access_Method'] as const

type Columns = {
  names: { name: string; at: number }[]
  ids: { type: string; at: number }[]
  publisherId: number | null
  attributes: { name: string; at: number }[]
  metric: number
  total: number | null
  months: { month: string; at: number; label: string }[]
}

const columnsOf = (row: TableCell[]): Columns => {
  const at = (name: string) => row.findIndex((cell) => cellText(cell).toLowerCase() === name.toLowerCase())
  const names = NAME_COLUMNS.map((name) => ({ name, at: at(name) })).filter((column) => column.at >= 0)
  const ids = Object.entries(ID_COLUMNS)
    .map(([column, type]) => ({ type, at: at(column) }))
    .filter((column) => column.at >= 0)
  const attributes = ATTRIBUTE_COLUMNS.map((name) => ({ name, at: at(name) })).filter((column) => column.at >= 0)
  const months = row.flatMap((cell, index) => {
    const month = monthOfColumn(cell)
    return month ? [{ month, at: index, label: cell instanceof Date ? month : cellText(cell) }] : []
  })
  const total = at('Reporting_Period_Total')
  const publisherId = at('Publisher_ID')
  return {
    names,
    ids,
    publisherId: publisherId >= 0 ? publisherId : null,
    attributes,
    metric: at('Metric_Type'),
    total: total >= 0 ? total : null,
    months,
  }
}

type Counted = { metric: string; month: string; count: number }

/** Item JSON in the release's shape, rows grouped by item (and, in R5.1, by attributes). */
class ItemCollector {
  private readonly items = new Map<string, { item: Json; blocks: Map<string, Json> }>()
  constructor(private readonly release: Release) {}

  add(identity: Json, attributes: Json, counted: Counted[]): void {
    const r5 = this.release === '5'
    const itemKey = JSON.stringify(r5 ? [identity, attributes] : identity)
    let entry = this.items.get(itemKey)
    if (!entry) {
      entry = {
        item: r5 ? { ...identity, ...attributes, Performance: [] } : { ...identity, Attribute_Performance: [] },
        blocks: new Map(),
      }
      this.items.set(itemKey, entry)
    }
    if (r5) {
      const performance = entry.item.Performance as {
        Period: { Begin_Date: string; End_Date: string }
        Instance: { Metric_Type: string; Count: number }[]
      }[]
      for (const { metric, month, count } of counted) {
        let period = performance.find((p) => p.Period.Begin_Date.startsWith(month))
        if (!period) {
          period = { Period: { Begin_Date: `${month}-01`, End_Date: lastDayOf(month) }, Instance: [] }
          performance.push(period)
        }
        period.Instance.push({ Metric_Type: metric, Count: count })
      }
      return
    }
    const blockKey = JSON.stringify(attributes)
    let block = entry.blocks.get(blockKey)
    if (!block) {
      block = { ...attributes, Performance: {} }
      entry.blocks.set(blockKey, block)
      ;(entry.item.Attribute_Performance as Json[]).push(block)
    }
    const performance = block.Performance as Record<string, Record<string, number>>
    for (const { metric, month, count } of counted) {
      const byMonth = (performance[metric] ??= {})
      byMonth[month] = (byMonth[month] ?? 0) + count
    }
  }

  list(): Json[] {
    return [...this.items.values()].map((entry) => {
      if (this.release === '5')
        (entry.item.Performance as { Period: { Begin_Date: string } }[]).sort((a, b) =>
          a.Period.Begin_Date.localeCompare(b.Period.Begin_Date),
        )
      return entry.item
    })
  }
}

const lastDayOf = (month: string): string => {
  const [year, mon] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(year, mon, 0)).getUTCDate()).padStart(2, '0')}`
}

// ---------------------------------------------------------------------------------------------
// The conversion

/** A COUNTER tabular report (its rows of cells) as the COUNTER JSON of its release. */
export const counterJsonOfTable = (table: TableCell[][]): Json => {
  const { values, columnRow } = headerBlockOf(table)
  const reportId = (values.get('report_id') ?? '').toUpperCase()
  if (!reportId) return refuse(SUSHI_MSG.uploadNoReportId)
  const release = releaseOfHeader(values.get('release') ?? '')
  const { header, begin, end } = reportHeaderOf(values, release, reportId)
  const columns = columnsOf(table[columnRow]!)
  if (columns.metric < 0) return refuse(SUSHI_MSG.uploadNoColumns)
  // Without monthly columns (Exclude_Monthly_Details), a one-month period's total is that month.
  const totalMonth = columns.months.length === 0 && columns.total !== null && begin && begin === end ? begin : null
  if (columns.months.length === 0 && !totalMonth) return refuse(SUSHI_MSG.uploadNoMonths)
  const collector = new ItemCollector(release)
  let counts = 0
  for (let at = columnRow + 1; at < table.length; at++) {
    const row = table[at]!
    if (isBlank(row)) continue
    const metric = cellText(row[columns.metric])
    if (!metric) continue
    const counted: Counted[] = []
    const cells = totalMonth
      ? [{ month: totalMonth, at: columns.total!, label: 'Reporting_Period_Total' }]
      : columns.months
    for (const column of cells) {
      const count = countOfCell(row[column.at], { row: at + 1, column: column.label })
      if (count !== null && count !== 0) counted.push({ metric, month: column.month, count })
    }
    if (counted.length === 0) continue
    counts += counted.length
    if (counts > UPLOAD_BOUNDS.usageCounts)
      throw new AppError(413, SUSHI_MSG.uploadTooManyCounts(UPLOAD_BOUNDS.usageCounts))
    const identity: Json = {}
    for (const column of columns.names) {
      const value = cellText(row[column.at])
      if (value) identity[column.name] = value
    }
    if (columns.publisherId !== null && cellText(row[columns.publisherId]))
      identity.Publisher_ID = typedIdsJson(cellText(row[columns.publisherId]), release)
    const ids = columns.ids
      .map((column) => [column.type, cellText(row[column.at])] as const)
      .filter(([, value]) => value)
    if (ids.length > 0)
      identity.Item_ID = release === '5' ? ids.map(([Type, Value]) => ({ Type, Value })) : Object.fromEntries(ids)
    const attributes: Json = {}
    for (const column of columns.attributes) {
      const value = cellText(row[column.at])
      if (value) attributes[column.name] = value
    }
    collector.add(identity, attributes, counted)
  }
  return { Report_Header: header, Report_Items: collector.list() }
}

/** Read a tabular COUNTER file and answer its COUNTER JSON text (what the parser and the raw answer take). */
export const counterJsonOfFile = async (format: TabularFormat, data: Buffer): Promise<string> =>
  JSON.stringify(counterJsonOfTable(await readCounterTable(format, data)))

// ---------------------------------------------------------------------------------------------
// The period a report covers (JSON of either release, however the vendor wrapped it)

const unwrap = (value: unknown): unknown => {
  let current = value
  for (let depth = 0; depth < 4; depth++) {
    if (typeof current === 'string') {
      try {
        current = JSON.parse(current.replace(/^\uFEFF/, '').trim())
      } catch {
        return null
      }
      continue
    }
    if (Array.isArray(current)) {
      current =
        current.find(
          (entry) => field(entry, 'Report_Header') !== undefined || field(entry, 'Report_Items') !== undefined,
        ) ?? null
      continue
    }
    if (
      current &&
      typeof current === 'object' &&
      field(current, 'Report_Header') === undefined &&
      field(current, 'Report_Items') === undefined &&
      field(current, 'body') !== undefined
    ) {
      current = field(current, 'body')
      continue
    }
    return current
  }
  return current
}

/**
 * The months a COUNTER JSON report says it covers (`Begin_Date`/`End_Date` in its filters, R5
 * `[{Name, Value}]` or R5.1 `{Begin_Date}`; or a `Reporting_Period` text), or null.
 */
export const reportingPeriodOf = (body: unknown): { begin: string; end: string } | null => {
  const report = unwrap(body)
  if (!report || typeof report !== 'object') return null
  const header = field(report, 'Report_Header') ?? report
  const filters = field(header, 'Report_Filters')
  let begin: unknown
  let end: unknown
  if (Array.isArray(filters)) {
    for (const entry of filters) {
      const name = String(field(entry, 'Name') ?? '').toLowerCase()
      if (name === 'begin_date') begin = field(entry, 'Value')
      if (name === 'end_date') end = field(entry, 'Value')
    }
  } else if (filters && typeof filters === 'object') {
    begin = field(filters, 'Begin_Date')
    end = field(filters, 'End_Date')
  }
  begin ??= field(header, 'Begin_Date')
  end ??= field(header, 'End_Date')
  const period = field(header, 'Reporting_Period')
  if ((begin === undefined || end === undefined) && typeof period === 'string') {
    const pairs = Object.fromEntries(pairsOf(period).map(([name, value]) => [name.toLowerCase(), value]))
    begin ??= pairs.begin_date
    end ??= pairs.end_date
  }
  const first = typeof begin === 'string' ? monthOfDate(begin.trim()) : null
  const last = typeof end === 'string' ? monthOfDate(end.trim()) : null
  return first && last && first <= last ? { begin: first, end: last } : null
}
