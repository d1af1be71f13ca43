import zlib from 'node:zlib'

import yauzl from 'yauzl'

import { AppError } from '@/lib/errors'
import { SUSHI_MSG } from './messages'

/**
 * The bounds of an uploaded COUNTER file, checked before it is parsed (issue 42, Medium 3;
 * docs/security.md "Round three"). The parser and the classifier keep the whole report and
 * every usage row in the server's heap (about 1 KB per row of the harvest's parser), so a file
 * is held to what that heap can take beside everything else: a bound past it answers a 413
 * naming the limit, and the file is never parsed.
 *
 * The figures (a year of a large vendor's TR_J1, 5,000 journals × 2 metrics, is 10,000 table
 * rows and 120,000 usage counts; its .xlsx is about 8 MB of sheet XML, its R5 JSON 12 MB):
 * - an .xlsx: at most 64 MB inflated in all (16 MB of shared strings), 1,000 zip entries;
 * - a table (.xlsx sheet, .csv, .tsv): 30,000 rows, 300 columns, 1,000,000 cells;
 * - a .json, .csv or .tsv file: 16 MB;
 * - a report (JSON as uploaded or converted from a table): 120,000 usage counts (rows × months)
 *   and 2,000,000 JSON values.
 * A larger report is uploaded in shorter periods (a quarter per file).
 */
export const UPLOAD_BOUNDS = {
  xlsxInflatedBytes: 64 * 1024 * 1024,
  xlsxSharedStringsBytes: 16 * 1024 * 1024,
  xlsxEntries: 1000,
  tableRows: 30_000,
  tableColumns: 300,
  tableCells: 1_000_000,
  textBytes: 16 * 1024 * 1024,
  usageCounts: 120_000,
  jsonValues: 2_000_000,
} as const

const MB = 1024 * 1024

const tooLarge = (message: string): never => {
  throw new AppError(413, message)
}

const unreadableXlsx = (): never => {
  throw new AppError(400, SUSHI_MSG.uploadUnreadable('.xlsx'))
}

/** Where an entry lies in the zip: from its local header to the end of its data. */
type Span = { name: string; start: number; end: number; descriptor: boolean }

/** Bytes a data descriptor may take after an entry's data (with or without its signature, zip64 or not). */
const DESCRIPTOR_LENGTHS = new Set([12, 16, 20, 24])

/**
 * An .xlsx (a zip) is inflated entry by entry with yauzl (zlib streams, off the event loop),
 * counting the bytes as they come and stopping past the bound (413), before the spreadsheet
 * reader sees it. The entries must also lie end to end from the first byte to the central
 * directory, each local header agreeing with the directory, so the streaming reader (which
 * walks the local headers) reads exactly the bytes counted here: no entry hidden from the
 * directory, no size told differently to each reader.
 *
 * Answers the zip laid out for ExcelJS's streaming reader: the same entries, the workbook's
 * parts before the sheets (`readerOrder`). The reader parks a sheet that comes before the
 * shared strings in a temporary file that it removes only when the whole workbook has been
 * read, so a sheet left early (past a bound, or the first sheet taken) left a file behind on
 * every upload.
 */
export const boundedXlsx = async (data: Buffer): Promise<Buffer> => {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: true })
  } catch {
    return unreadableXlsx()
  }
  // yauzl starts reading the entries at the central directory (its typings call the cursor a boolean).
  const directoryAt = (zip as unknown as { readEntryCursor: number }).readEntryCursor
  if (zip.entryCount > UPLOAD_BOUNDS.xlsxEntries) return tooLarge(SUSHI_MSG.uploadZipEntries(UPLOAD_BOUNDS.xlsxEntries))
  const limitMb = UPLOAD_BOUNDS.xlsxInflatedBytes / MB
  const spans: Span[] = []
  let inflated = 0
  let sharedStrings = 0
  try {
    for await (const entry of zip.eachEntry()) {
      // The declared sizes first (cheap); the inflated bytes are counted below whatever they say.
      if (inflated + entry.uncompressedSize > UPLOAD_BOUNDS.xlsxInflatedBytes)
        return tooLarge(SUSHI_MSG.uploadZipTooLarge(limitMb))
      const header = await zip.readLocalFileHeaderPromise(entry)
      const descriptor = (header.generalPurposeBitFlag & 0x8) !== 0
      if (
        !descriptor &&
        (header.compressedSize !== entry.compressedSize || header.uncompressedSize !== entry.uncompressedSize)
      )
        return unreadableXlsx()
      spans.push({
        name: entry.fileName,
        start: entry.relativeOffsetOfLocalHeader,
        end: header.fileDataStart + entry.compressedSize,
        descriptor,
      })
      if (entry.fileName.endsWith('/')) continue
      const stream = await zip.openReadStreamPromise(entry)
      const isSharedStrings = entry.fileName.toLowerCase() === 'xl/sharedstrings.xml'
      let over: string | null = null
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length
        if (isSharedStrings) sharedStrings += chunk.length
        if (inflated > UPLOAD_BOUNDS.xlsxInflatedBytes) over = SUSHI_MSG.uploadZipTooLarge(limitMb)
        else if (sharedStrings > UPLOAD_BOUNDS.xlsxSharedStringsBytes)
          over = SUSHI_MSG.uploadZipTooLarge(UPLOAD_BOUNDS.xlsxSharedStringsBytes / MB, '共用字串')
        if (over) {
          stream.destroy()
          break
        }
      }
      if (over) return tooLarge(over)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    return unreadableXlsx()
  } finally {
    zip.close()
  }
  // End to end: from byte 0 to the central directory, a data descriptor the only gap allowed.
  spans.sort((a, b) => a.start - b.start)
  let at = 0
  let descriptor = false
  for (const span of [...spans, { name: '', start: directoryAt, end: directoryAt, descriptor: false }]) {
    const gap = span.start - at
    if (gap !== 0 && !(descriptor && DESCRIPTOR_LENGTHS.has(gap))) return unreadableXlsx()
    at = span.end
    descriptor = span.descriptor
  }
  return readerOrder(data, spans, directoryAt)
}

/** The parts ExcelJS's streaming reader needs before a sheet, in this order. */
const FIRST_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedstrings.xml', 'xl/styles.xml']

const partRank = (name: string): number => {
  const at = FIRST_PARTS.indexOf(name.toLowerCase())
  return at >= 0 ? at : FIRST_PARTS.length
}

/** A stored (uncompressed) local entry: an empty shared-strings part for a workbook without one. */
const storedEntry = (name: string, text: string): Buffer => {
  const nameBytes = Buffer.from(name)
  const data = Buffer.from(text)
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(10, 4)
  header.writeUInt32LE(zlib.crc32(data) >>> 0, 14)
  header.writeUInt32LE(data.length, 18)
  header.writeUInt32LE(data.length, 22)
  header.writeUInt16LE(nameBytes.length, 26)
  return Buffer.concat([header, nameBytes, data])
}

const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>'

/**
 * The entries' bytes (each local header, data and data descriptor, as checked) with the
 * workbook's relations, the workbook, the shared strings (an empty part when there is none: a
 * workbook of inline strings) and the styles first, then the rest as they were, then the
 * central directory: the streaming reader walks the local headers in order, so it reads every
 * sheet straight through. A workbook without its relations part is no .xlsx (400).
 */
const readerOrder = (data: Buffer, spans: Span[], directoryAt: number): Buffer => {
  const records = spans.map((span, index) => ({
    name: span.name,
    bytes: data.subarray(span.start, spans[index + 1]?.start ?? directoryAt),
  }))
  const names = new Set(spans.map((span) => span.name.toLowerCase()))
  if (!names.has(FIRST_PARTS[0]!)) return unreadableXlsx()
  if (!names.has('xl/sharedstrings.xml'))
    records.push({ name: 'xl/sharedStrings.xml', bytes: storedEntry('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS) })
  const ordered = records
    .map((record, index) => ({ ...record, index }))
    .sort((a, b) => partRank(a.name) - partRank(b.name) || a.index - b.index)
  return Buffer.concat([...ordered.map((record) => record.bytes), data.subarray(directoryAt)])
}

/** Counts a table's rows, columns and cells as they are read; past a bound, a 413. */
export class TableBounds {
  private cells = 0

  /** `row` is the 1-based row number, `columns` the row's width. */
  row(row: number, columns: number): void {
    if (row > UPLOAD_BOUNDS.tableRows) tooLarge(SUSHI_MSG.uploadTooManyRows(UPLOAD_BOUNDS.tableRows))
    if (columns > UPLOAD_BOUNDS.tableColumns) tooLarge(SUSHI_MSG.uploadTooManyColumns(UPLOAD_BOUNDS.tableColumns))
    this.cells += columns
    if (this.cells > UPLOAD_BOUNDS.tableCells) tooLarge(SUSHI_MSG.uploadTooManyCells(UPLOAD_BOUNDS.tableCells))
  }
}

const LF = 0x0a
const CR = 0x0d

/**
 * A .csv or .tsv before it is split: its bytes, its lines (LF or lone CR) and its cells (the
 * delimiters, an upper bound: a quoted delimiter counts too) within the table bounds.
 */
export const checkTextTable = (data: Buffer, kind: string, delimiters: readonly number[]): void => {
  if (data.length > UPLOAD_BOUNDS.textBytes) tooLarge(SUSHI_MSG.uploadTextTooLarge(kind, UPLOAD_BOUNDS.textBytes / MB))
  const bounds = new TableBounds()
  let row = 1
  let columns = 1
  for (let at = 0; at < data.length; at++) {
    const byte = data[at]!
    if (byte === LF || (byte === CR && data[at + 1] !== LF)) {
      bounds.row(row, columns)
      row++
      columns = 1
    } else if (delimiters.includes(byte)) columns++
  }
  bounds.row(row, columns)
}

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const COMMA = 0x2c

/** A .json file's bytes, before they are read as text. */
export const checkJsonBytes = (bytes: number): void => {
  if (bytes > UPLOAD_BOUNDS.textBytes) tooLarge(SUSHI_MSG.uploadTextTooLarge('JSON', UPLOAD_BOUNDS.textBytes / MB))
}

/**
 * A COUNTER JSON before JSON.parse: its values (`{`, `[` and `,` counted, an upper bound of the
 * objects, arrays and items JSON.parse would make) and its usage counts (R5 `"Count":`, R5.1
 * `"2025-01":` month keys, any case, escaped or not: what the parser turns into rows), each
 * within its bound.
 */
export const checkCounterJson = (body: string): void => {
  checkJsonBytes(Buffer.byteLength(body))
  let values = 0
  for (let at = 0; at < body.length; at++) {
    const code = body.charCodeAt(at)
    if (code === OPEN_BRACE || code === OPEN_BRACKET || code === COMMA) values++
  }
  if (values > UPLOAD_BOUNDS.jsonValues) tooLarge(SUSHI_MSG.uploadJsonTooManyValues(UPLOAD_BOUNDS.jsonValues))
  const counts = /\\*"(?:count|\d{4}-\d{2}(?:-\d{2})?)\\*"\s*:/gi
  let found = 0
  while (counts.exec(body)) {
    found++
    if (found > UPLOAD_BOUNDS.usageCounts) tooLarge(SUSHI_MSG.uploadTooManyCounts(UPLOAD_BOUNDS.usageCounts))
  }
}
