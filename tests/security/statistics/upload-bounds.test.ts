import fs from 'node:fs'
import { once } from 'node:events'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import zlib from 'node:zlib'

import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { counterFixturesDir } from '../../helpers/sushiServer'
import { admin, app, useModuleCollections } from '../../helpers/moduleCollections'

/**
 * Issue 42, Medium 3: a small spreadsheet could stop the server. The COUNTER upload unzipped each
 * sheet in full (a 424 KB .xlsx holding 126 MB of sheet XML exhausted the 384 MB heap; a 62 KB
 * one blocked the event loop for 7 s before its 400) and a 45 MB COUNTER JSON peaked near the
 * heap limit. Each file is bounded before it is parsed: the inflated bytes of the zip, the rows,
 * columns and cells of the table, the bytes, values and usage counts of the JSON; past a bound,
 * a 413 naming it in zh-TW, the heap untouched, and other requests answered meanwhile. The zip
 * bombs are made here (no binary fixture); a real COUNTER file is still taken.
 */
useModuleCollections()

const BASE = '/api/shennong/statistics'
const MB = 1024 * 1024
type Answer = { result?: { rowCount: number; months: unknown[] }; message?: string }

const createSource = async (name: string, release: '5' | '5.1', reportTypes: string[]): Promise<string> => {
  const res = await app.api.put<{ result: { _id: string } }>(
    `${BASE}/data-original-settings`,
    { name, url: `https://sushi.example.org/${release === '5.1' ? 'r51' : 'r5'}`, release, reportTypes },
    { token: admin },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.result._id
}

const upload = (settingId: string, name: string, data: Buffer | string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(typeof data === 'string' ? Buffer.from(data) : data)]), name)
  return app.api.post<Answer>(`${BASE}/upload-counter-report/${settingId}`, form, { token: admin })
}

// ---------------------------------------------------------------------------------------------
// A zip made here: each entry deflated from chunks as they come (a 120 MB entry never exists whole).

type ZipEntry = { name: string; chunks: () => Iterable<Buffer>; hidden?: boolean }

const deflated = async (chunks: Iterable<Buffer>) => {
  const deflate = zlib.createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  let crc = 0
  let size = 0
  for (const chunk of chunks) {
    crc = zlib.crc32(chunk, crc)
    size += chunk.length
    if (!deflate.write(chunk)) await once(deflate, 'drain')
  }
  deflate.end()
  await once(deflate, 'end')
  return { data: Buffer.concat(out), crc, size }
}

const zipOf = async (entries: ZipEntry[]): Promise<Buffer> => {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const { data, crc, size } = await deflated(entry.chunks())
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc >>> 0, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc >>> 0, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    // A hidden entry: in the file, not in the central directory.
    if (!entry.hidden) centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  const listed = entries.filter((entry) => !entry.hidden).length
  end.writeUInt16LE(listed, 8)
  end.writeUInt16LE(listed, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const once1 = (text: string) => () => [Buffer.from(text)]
const repeated = (head: string, body: string, bytes: number, tail: string) =>
  function* () {
    yield Buffer.from(head)
    const chunk = Buffer.from(body.repeat(Math.max(1, Math.floor(65536 / body.length))))
    for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk
    yield Buffer.from(tail)
  }

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
const SHEET_TAIL = '</sheetData></worksheet>'

/** A minimal .xlsx (one sheet, inline strings) whose sheet is `sheet`. */
const xlsxWith = (sheet: () => Iterable<Buffer>, hidden: ZipEntry[] = []) =>
  zipOf([
    ...hidden,
    {
      name: '[Content_Types].xml',
      chunks: once1(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: once1(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: once1(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Report" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: once1(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', chunks: sheet },
  ])

/** A COUNTER TR_J1 header block as inline-string rows 1-6 (the data rows start at row 7). */
const HEADER_ROWS = [
  ['Report_Name', 'Journal Requests (Excluding OA_Gold)'],
  ['Report_ID', 'TR_J1'],
  ['Release', '5'],
  ['Reporting_Period', 'Begin_Date=2025-01-01; End_Date=2025-01-31'],
  [],
  ['Title', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2025'],
]
  .map(
    (cells, at) =>
      `<row r="${at + 1}">${cells.map((text, column) => `<c r="${'ABCD'[column]}${at + 1}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`,
  )
  .join('')

/** Rows 7, 8, … of one number each, `bytes` of them. */
const numberedRows = (bytes: number) =>
  function* () {
    yield Buffer.from(SHEET_HEAD + HEADER_ROWS)
    let row = 7
    for (let sent = 0; sent < bytes;) {
      let chunk = ''
      for (let n = 0; n < 1000; n++, row++) chunk += `<row r="${row}"><c r="D${row}"><v>1</v></c></row>`
      sent += chunk.length
      yield Buffer.from(chunk)
    }
    yield Buffer.from(SHEET_TAIL)
  }

const BOMB_SHEET_MB = Number(process.env.BOMB_SHEET_MB ?? 120)

/** The temporary files of this process (ExcelJS's streaming reader parks a sheet in one: `tmp-<pid>-…`). */
const temporaryFiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`))

/** The heap and the event loop while `work` runs, and how long a list call made meanwhile waited. */
const watched = async <T>(work: () => Promise<T>) => {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const before = process.memoryUsage().heapUsed
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }, 5)
  const pending = work()
  // Another request, made while the upload is read.
  await new Promise((resolve) => setTimeout(resolve, 20))
  const askedAt = performance.now()
  const other = await app.api.get(`${BASE}/data-original-settings?limit=5`, { token: admin })
  const otherMs = performance.now() - askedAt
  const result = await pending
  clearInterval(sampler)
  delay.disable()
  peak = Math.max(peak, process.memoryUsage().heapUsed)
  return {
    result,
    otherStatus: other.status,
    otherMs,
    heapGrowthMb: (peak - before) / MB,
    maxBlockMs: delay.max / 1e6,
  }
}

describe('an .xlsx is bounded before it is parsed', () => {
  it(`a ${BOMB_SHEET_MB} MB sheet in a small zip is refused 413 (zh-TW, the limit named): heap bounded, others answered`, async () => {
    const source = await createSource('壓縮炸彈', '5', ['TR_J1'])
    const bomb = await xlsxWith(
      // One cell of BOMB_SHEET_MB of text.
      repeated(
        `${SHEET_HEAD}${HEADER_ROWS}<row r="7"><c r="A7" t="inlineStr"><is><t>`,
        'x',
        BOMB_SHEET_MB * MB,
        `</t></is></c></row>${SHEET_TAIL}`,
      ),
    )
    expect(bomb.length).toBeLessThan(1 * MB)
    const seen = await watched(() => upload(source, 'bomb.xlsx', bomb))
    expect(seen.result.status, seen.result.body.message).toBe(413)
    expect(seen.result.body.message).toMatch(/解壓縮後超過 \d+ MB 上限/)
    expect(seen.otherStatus).toBe(200)
    expect(seen.otherMs, `a list call waited ${Math.round(seen.otherMs)} ms`).toBeLessThan(2000)
    expect(seen.heapGrowthMb, `heap grew ${Math.round(seen.heapGrowthMb)} MB`).toBeLessThan(64)
    expect(seen.maxBlockMs, `the event loop was blocked ${Math.round(seen.maxBlockMs)} ms`).toBeLessThan(1000)
  }, 120_000)

  it('a sheet of too many rows (small once inflated) is refused 413 as it is read, not parsed whole', async () => {
    const source = await createSource('列數炸彈', '5', ['TR_J1'])
    const temporary = temporaryFiles()
    // 10 MB of one-cell rows: about 250,000 rows.
    const rows = await xlsxWith(numberedRows(10 * MB))
    const seen = await watched(() => upload(source, 'rows.xlsx', rows))
    expect(seen.result.status, seen.result.body.message).toBe(413)
    expect(seen.result.body.message).toMatch(/超過 [\d,]+ 列上限/)
    expect(seen.otherMs, `a list call waited ${Math.round(seen.otherMs)} ms`).toBeLessThan(2000)
    // A single row numbered past the limit (a sparse sheet) is refused too.
    const far = await xlsxWith(
      once1(`${SHEET_HEAD}${HEADER_ROWS}<row r="1048576"><c r="D1048576"><v>1</v></c></row>${SHEET_TAIL}`),
    )
    const res = await upload(source, 'far.xlsx', far)
    expect(res.status, res.body.message).toBe(413)
    expect(res.body.message).toMatch(/超過 [\d,]+ 列上限/)
    // A row of 16,384 columns.
    const wide = await xlsxWith(
      once1(`${SHEET_HEAD}${HEADER_ROWS}<row r="7"><c r="XFD7"><v>1</v></c></row>${SHEET_TAIL}`),
    )
    const wideRes = await upload(source, 'wide.xlsx', wide)
    expect(wideRes.status, wideRes.body.message).toBe(413)
    expect(wideRes.body.message).toMatch(/超過 [\d,]+ 欄上限/)
    // A sheet left early leaves no temporary file behind.
    expect(temporaryFiles()).toEqual(temporary)
  }, 120_000)

  it('an entry hidden from the central directory (read by a streaming reader, not by the count) is refused', async () => {
    const source = await createSource('隱藏項目', '5', ['TR_J1'])
    const hidden = await xlsxWith(once1(`${SHEET_HEAD}${HEADER_ROWS}${SHEET_TAIL}`), [
      { name: 'xl/worksheets/sheet1.xml', chunks: repeated(SHEET_HEAD, '<row/>', 8 * MB, SHEET_TAIL), hidden: true },
    ])
    const res = await upload(source, 'hidden.xlsx', hidden)
    expect(res.status, res.body.message).toBe(400)
    expect(res.body.message).toBe('無法讀取檔案：不是有效的 .xlsx 檔案')
  })

  it('a .tsv or .csv of too many lines is refused 413 before it is split', async () => {
    const source = await createSource('文字列數', '5', ['TR_J1'])
    const lines = 'x\n'.repeat(200_000)
    for (const name of ['rows.tsv', 'rows.csv']) {
      const res = await upload(source, name, lines)
      expect(res.status, res.body.message).toBe(413)
      expect(res.body.message).toMatch(/超過 [\d,]+ 列上限/)
    }
  })
})

describe('a COUNTER JSON is bounded before JSON.parse', () => {
  it('past the byte limit: 413 naming it, the heap untouched', async () => {
    const source = await createSource('JSON 大小', '5', ['TR_J1'])
    const big = Buffer.from(`{"Report_Header":{"Report_ID":"TR_J1","Release":"5"},"pad":"${'a'.repeat(24 * MB)}"}`)
    const seen = await watched(() => upload(source, 'big.json', big))
    expect(seen.result.status, seen.result.body.message).toBe(413)
    expect(seen.result.body.message).toMatch(/超過 \d+ MB 上限/)
    expect(seen.heapGrowthMb, `heap grew ${Math.round(seen.heapGrowthMb)} MB`).toBeLessThan(40)
  }, 60_000)

  it('within the bytes but past the usage counts (rows × months): 413 before the report is parsed', async () => {
    // R5.1, compact: 9,000 items × 2 metrics × 12 months = 216,000 counts in about 3.5 MB.
    const source = await createSource('JSON 數值', '5.1', ['DR'])
    const months = Array.from({ length: 12 }, (_, m) => `"2025-${String(m + 1).padStart(2, '0')}":${m + 1}`).join(',')
    const item = (n: number) =>
      `{"Title":"J${n}","Attribute_Performance":[{"Data_Type":"Journal","Performance":{"Total_Item_Requests":{${months}},"Unique_Item_Requests":{${months}}}}]}`
    const body = `{"Report_Header":{"Report_Name":"Title Report","Report_ID":"TR","Release":"5.1","Report_Filters":{"Begin_Date":"2025-01-01","End_Date":"2025-12-31"}},"Report_Items":[${Array.from({ length: 9_000 }, (_, n) => item(n)).join(',')}]}`
    expect(body.length).toBeLessThan(16 * MB)
    const seen = await watched(() => upload(source, 'counts.json', body))
    expect(seen.result.status, seen.result.body.message).toBe(413)
    expect(seen.result.body.message).toMatch(/使用量數值超過 [\d,]+ 筆上限/)
    expect(seen.maxBlockMs, `the event loop was blocked ${Math.round(seen.maxBlockMs)} ms`).toBeLessThan(1000)
  }, 60_000)

  it('a JSON of millions of empty values is refused 413 before JSON.parse', async () => {
    const source = await createSource('JSON 結構', '5', ['TR_J1'])
    const body = `[${Array.from({ length: 3_000_000 }, () => '{}').join(',')}]`
    const seen = await watched(() => upload(source, 'values.json', body))
    expect(seen.result.status, seen.result.body.message).toBe(413)
    expect(seen.result.body.message).toMatch(/超過 [\d,]+ 個值的上限/)
    expect(seen.heapGrowthMb, `heap grew ${Math.round(seen.heapGrowthMb)} MB`).toBeLessThan(64)
  }, 60_000)
})

describe('real COUNTER files are still taken', () => {
  const DIR = counterFixturesDir()
  const tsv = fs.readFileSync(path.join(DIR, 'r5', 'Sample-TR_J1.tsv'), 'utf8')

  it('the TR_J1 fixture as .xlsx, .tsv and .json', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Report')
    for (const line of tsv.replace(/^\uFEFF/, '').split(/\r?\n/))
      sheet.addRow(line.split('\t').map((cell) => (/^[1-9]\d{0,8}$|^0$/.test(cell) ? Number(cell) : cell)))
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
    const json = fs.readFileSync(path.join(DIR, 'r5', 'Sample-TR_J1.json'))
    const temporary = temporaryFiles()
    for (const [name, data] of [
      ['Sample-TR_J1.xlsx', xlsx],
      ['Sample-TR_J1.tsv', tsv],
      ['Sample-TR_J1.json', json],
    ] as const) {
      const source = await createSource(`真實檔案 ${name}`, '5', ['TR_J1'])
      const res = await upload(source, name, data)
      expect(res.status, `${name}: ${res.body.message}`).toBe(200)
      expect(res.body.result!.rowCount).toBeGreaterThan(0)
      expect(res.body.result!.months).toHaveLength(3)
    }
    expect(temporaryFiles()).toEqual(temporary)
  }, 60_000)
})
