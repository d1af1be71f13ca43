import fs from 'node:fs'
import path from 'node:path'

import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { classifyAnswer } from '@/modules/statistics/sushi/classify'
import { type UsageRow, monthlyTotals, parseSushiBody } from '@/modules/statistics/sushi/parse'
import { counterJsonOfFile, reportingPeriodOf } from '@/modules/statistics/sushi/tabular'
import { counterFixturesDir } from '../../helpers/sushiServer'

/**
 * COUNTER's tabular form (the .tsv/.csv/.xlsx a vendor's admin site offers) converted to the
 * COUNTER JSON of its release and read by the harvest's own parser (docs/statistics.md §2
 * "Uploading a COUNTER file"): every tabular sample gives the rows its JSON twin gives.
 */

const DIR = counterFixturesDir()

const withoutZeros = (totals: Map<string, number>) =>
  new Map([...totals].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)))

/** A row as the comparison sees it (every stored attribute). */
const key = (row: UsageRow) =>
  [
    row.month,
    row.metricType,
    row.count,
    row.title,
    row.platform,
    row.publisher,
    row.database,
    row.dataType,
    row.sectionType,
    row.accessType,
    row.accessMethod,
    row.yop,
  ].join('|')
const sortedRows = (rows: readonly UsageRow[]) => rows.map(key).sort()

const convert = async (format: 'tsv' | 'csv' | 'xlsx', data: Buffer) =>
  parseSushiBody(await counterJsonOfFile(format, data))

/** A .tsv as a .csv: each cell quoted the CSV way. */
const csvOf = (tsv: string) =>
  tsv
    .split(/\r?\n/)
    .map((line) =>
      line
        .split('\t')
        .map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(','),
    )
    .join('\r\n')

/** A .tsv as an .xlsx: text cells, numbers as numbers (as a spreadsheet keeps them). */
const xlsxOf = async (tsv: string, monthsAsDates = false): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Report')
  for (const line of tsv.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    sheet.addRow(
      line.split('\t').map((cell) => {
        const month = /^([A-Z][a-z]{2})-(\d{4})$/.exec(cell)
        if (monthsAsDates && month) return new Date(`${month[1]} 1, ${month[2]} 00:00:00 UTC`)
        return /^\d+$/.test(cell) && cell.length < 10 ? Number(cell) : cell
      }),
    )
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('every tabular sample reads to the rows of its JSON twin', () => {
  for (const folder of ['r5', 'r51']) {
    const files = fs.readdirSync(path.join(DIR, folder)).filter((f) => f.endsWith('.tsv'))
    it(`${folder} holds tabular samples`, () => expect(files.length).toBeGreaterThanOrEqual(16))
    for (const file of files) {
      it(`${folder}/${file}`, async () => {
        const twin = parseSushiBody(fs.readFileSync(path.join(DIR, folder, file.replace(/\.tsv$/, '.json')), 'utf8'))
        const parsed = await convert('tsv', fs.readFileSync(path.join(DIR, folder, file)))
        expect(parsed.kind).toBe('report')
        expect(parsed.release).toBe(twin.release)
        expect(parsed.reportId).toBe(twin.reportId)
        expect(parsed.rows.length).toBeGreaterThan(0)
        expect(withoutZeros(monthlyTotals(parsed.rows))).toEqual(withoutZeros(monthlyTotals(twin.rows)))
        expect(sortedRows(parsed.rows)).toEqual(sortedRows(twin.rows))
      })
    }
  }
})

describe('the other tabular forms and spellings', () => {
  const tsvFile = path.join(DIR, 'r5', 'Sample-TR_J1.tsv')
  const tsv = fs.readFileSync(tsvFile, 'utf8')
  const expected = async () => sortedRows((await convert('tsv', Buffer.from(tsv))).rows)

  it('a .csv reads as its .tsv', async () => {
    expect(sortedRows((await convert('csv', Buffer.from(csvOf(tsv)))).rows)).toEqual(await expected())
  })

  it('an .xlsx reads as its .tsv, month headers as text or as dates', async () => {
    expect(sortedRows((await convert('xlsx', await xlsxOf(tsv))).rows)).toEqual(await expected())
    expect(sortedRows((await convert('xlsx', await xlsxOf(tsv, true))).rows)).toEqual(await expected())
  })

  it('R5.1 month headers may be written YYYY-MM; counts may carry thousands separators', async () => {
    const r51 = fs.readFileSync(path.join(DIR, 'r51', 'TRJ1_sample_r51.tsv'), 'utf8')
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
    const respelled = r51.replace(
      /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{4})\b/g,
      (_m, mon: string, year: string) => `${year}-${String(months.indexOf(mon) + 1).padStart(2, '0')}`,
    )
    expect(respelled).toContain('\t2022-01\t')
    const a = await convert('tsv', Buffer.from(r51))
    const b = await convert('tsv', Buffer.from(respelled))
    expect(sortedRows(b.rows)).toEqual(sortedRows(a.rows))
    const separated = await convert('csv', Buffer.from(csvOf(r51.replace(/\t1050\t/, '\t1,050\t'))))
    expect(withoutZeros(monthlyTotals(separated.rows))).toEqual(withoutZeros(monthlyTotals(a.rows)))
  })

  it('keeps the header: report id, release, period, filters, and exceptions the classifier reads', async () => {
    const text = tsv.replace(
      /^Exceptions\t?$/m,
      'Exceptions\t3030: No Usage Available for Requested Dates (no usage in 2016-02); 3050: Parameter Not Recognized in this Context (foo)',
    )
    const json = JSON.parse(await counterJsonOfFile('tsv', Buffer.from(text))) as {
      Report_Header: Record<string, unknown>
    }
    expect(json.Report_Header).toMatchObject({ Report_ID: 'TR_J1', Release: '5' })
    expect(json.Report_Header.Report_Filters).toEqual(
      expect.arrayContaining([
        { Name: 'Data_Type', Value: 'Journal' },
        { Name: 'Access_Type', Value: 'Controlled' },
        { Name: 'Begin_Date', Value: '2016-01-01' },
        { Name: 'End_Date', Value: '2016-03-31' },
      ]),
    )
    expect(reportingPeriodOf(json)).toEqual({ begin: '2016-01', end: '2016-03' })
    const parsed = parseSushiBody(JSON.stringify(json))
    expect(parsed.exceptions.map((e) => e.code)).toEqual([3030, 3050])
    expect(parsed.exceptions[0]).toMatchObject({
      message: 'No Usage Available for Requested Dates',
      data: 'no usage in 2016-02',
    })
    // An R5.1 header is written the R5.1 way.
    const r51 = JSON.parse(
      await counterJsonOfFile('tsv', fs.readFileSync(path.join(DIR, 'r51', 'TRB1_sample_r51.tsv'))),
    ) as { Report_Header: Record<string, unknown> }
    expect(r51.Report_Header.Report_Filters).toMatchObject({
      Data_Type: ['Book', 'Reference_Work'],
      Begin_Date: '2022-01-01',
      End_Date: '2022-12-31',
    })
    expect(reportingPeriodOf(r51)).toEqual({ begin: '2022-01', end: '2022-12' })
  })

  it('a report with only a period total and a one-month period is that month', async () => {
    const lines = tsv.replace(/^\uFEFF/, '').split(/\r?\n/)
    const at = lines.findIndex((line) => line.startsWith('Title\t'))
    const cut = (line: string) => line.split('\t').slice(0, 11).join('\t')
    const oneMonth = [
      ...lines.slice(0, at).map((line) => line.replace('End_Date=2016-03-31', 'End_Date=2016-01-31')),
      ...lines.slice(at).map(cut),
    ].join('\n')
    const parsed = await convert('tsv', Buffer.from(oneMonth))
    expect(new Set(parsed.rows.map((row) => row.month))).toEqual(new Set(['2016-01']))
    expect(
      parsed.rows.find((row) => row.title === 'Journal 10' && row.metricType === 'Total_Item_Requests')?.count,
    ).toBe(25)
  })

  it('a tabular report of no usage (3030, no rows) classifies as no usage', async () => {
    const lines = tsv.replace(/^\uFEFF/, '').split(/\r?\n/)
    const at = lines.findIndex((line) => line.startsWith('Title\t'))
    const empty = [...lines.slice(0, at + 1)]
      .join('\n')
      .replace(/^Exceptions\t?$/m, 'Exceptions\t3030: No Usage Available for Requested Dates')
    const body = await counterJsonOfFile('tsv', Buffer.from(empty))
    expect(classifyAnswer({ status: 200, body, reportId: 'TR_J1' })).toMatchObject({ state: 'noUsage', code: 3030 })
  })
})

describe('refusals name the problem in zh-TW', () => {
  const tsv = fs.readFileSync(path.join(DIR, 'r5', 'Sample-TR_J1.tsv'), 'utf8')
  const refusal = async (format: 'tsv' | 'csv' | 'xlsx', text: string | Buffer) => {
    try {
      await counterJsonOfFile(format, typeof text === 'string' ? Buffer.from(text) : text)
    } catch (error) {
      return { status: (error as { status?: number }).status, message: (error as Error).message }
    }
    return null
  }

  it('a table without the COUNTER header block', async () => {
    expect(await refusal('csv', 'Title,Metric_Type,Jan-2016\nA,Total_Item_Requests,3\n')).toEqual({
      status: 400,
      message: expect.stringContaining('COUNTER 表頭'),
    })
  })
  it('a header without Report_ID or Release', async () => {
    expect(await refusal('tsv', tsv.replace(/^Report_ID\tTR_J1$/m, 'Report_ID\t'))).toEqual({
      status: 400,
      message: expect.stringContaining('Report_ID'),
    })
    expect(await refusal('tsv', tsv.replace(/^Release\t5$/m, 'Release\t'))).toEqual({
      status: 400,
      message: expect.stringContaining('Release'),
    })
  })
  it('no column header row with Metric_Type', async () => {
    expect(await refusal('tsv', tsv.replace(/\tMetric_Type\t/, '\tMetric\t'))).toEqual({
      status: 400,
      message: expect.stringContaining('Metric_Type'),
    })
  })
  it('no month columns and a period of several months', async () => {
    const lines = tsv.replace(/^\uFEFF/, '').split(/\r?\n/)
    const at = lines.findIndex((line) => line.startsWith('Title\t'))
    const cut = [
      ...lines.slice(0, at),
      ...lines.slice(at).map((line) => line.split('\t').slice(0, 11).join('\t')),
    ].join('\n')
    expect(await refusal('tsv', cut)).toEqual({ status: 400, message: expect.stringContaining('月份欄') })
  })
  it('a count that is not a number, naming the row and the column', async () => {
    expect(await refusal('tsv', tsv.replace(/\t6\t9\t10$/m, '\t6\tn/a\t10'))).toEqual({
      status: 400,
      message: expect.stringMatching(/第 15 列.*Feb-2016.*n\/a/),
    })
  })
  it('a file that is no spreadsheet', async () => {
    expect(await refusal('xlsx', Buffer.from('not a zip'))).toEqual({
      status: 400,
      message: expect.stringContaining('無法讀取'),
    })
  })
})
