import fs from 'node:fs'
import path from 'node:path'

import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'

import { monthlyTotals, parseSushiBody } from '@/modules/statistics/sushi/parse'
import { SUSHI_REPORT_IDS, counterFixturesDir } from '../../helpers/sushiServer'
import { admin, app, editor, useModuleCollections } from '../../helpers/moduleCollections'

/**
 * Uploading a COUNTER file into a source (issue 26, beyond 1; docs/statistics.md §2 "Uploading a
 * COUNTER file"): the JSON a harvest gets, or COUNTER's tabular form (.tsv/.csv/.xlsx), through
 * the harvest's parser and checks into the source's group and a set per month. Every tabular
 * sample of the fixtures folder imports to the monthly totals of its JSON twin (a sample added
 * to the folder is tested without editing this file).
 */
useModuleCollections()

const BASE = '/api/shennong/statistics'
const DIR = counterFixturesDir()

type MonthResult = { month: string; setId: string; state: string; stateLabel: string; rowCount: number; total: number }
type UploadResult = {
  settingId: string
  fileName: string
  format: string
  reportType: string
  release: string
  months: MonthResult[]
  rowCount: number
  setsCreated: number
}
type Answer = { result: UploadResult; message?: string }

const createSource = async (
  name: string,
  release: '5' | '5.1',
  reportTypes: readonly string[] = SUSHI_REPORT_IDS,
): Promise<string> => {
  const res = await app.api.put<{ result: { _id: string } }>(
    `${BASE}/data-original-settings`,
    {
      name,
      url: `https://sushi.example.org/${release === '5.1' ? 'r51' : 'r5'}`,
      release,
      reportTypes: [...reportTypes],
    },
    { token: admin },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.result._id
}

const upload = (settingId: string, name: string, data: Buffer | string, token = admin) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(typeof data === 'string' ? Buffer.from(data) : data)]), name)
  return app.api.post<Answer>(`${BASE}/upload-counter-report/${settingId}`, form, { token })
}

/** Per month and metric type, the sum of a source's stored rows of one report type (zeros left out). */
const storedTotals = async (settingId: string, reportType: string): Promise<Map<string, number>> => {
  const rows = await app.payload.find({
    collection: 'data-original-items',
    where: { and: [{ setting: { equals: settingId } }, { reportType: { equals: reportType } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const totals = new Map<string, number>()
  for (const row of rows.docs)
    totals.set(`${row.month}|${row.metricType}`, (totals.get(`${row.month}|${row.metricType}`) ?? 0) + row.count)
  return new Map([...totals].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)))
}

const withoutZeros = (totals: Map<string, number>) =>
  new Map([...totals].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)))

const setsOf = async (settingId: string) =>
  (
    await app.payload.find({
      collection: 'data-original-sets',
      where: { setting: { equals: settingId } },
      pagination: false,
      depth: 0,
      sort: 'month',
      overrideAccess: true,
    })
  ).docs

const itemCount = async (settingId: string) =>
  (
    await app.payload.count({
      collection: 'data-original-items',
      where: { setting: { equals: settingId } },
      overrideAccess: true,
    })
  ).totalDocs

/** A .tsv as a .csv (each cell quoted the CSV way) and as an .xlsx (numbers as numbers). */
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
const xlsxOf = async (tsv: string): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Report')
  for (const line of tsv.replace(/^\uFEFF/, '').split(/\r?\n/))
    sheet.addRow(line.split('\t').map((cell) => (/^[1-9]\d{0,8}$|^0$/.test(cell) ? Number(cell) : cell)))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('every tabular fixture uploads to the monthly totals of its JSON twin', () => {
  for (const folder of ['r5', 'r51'] as const) {
    const release = folder === 'r5' ? '5' : '5.1'
    const files = fs.readdirSync(path.join(DIR, folder)).filter((f) => f.endsWith('.tsv'))
    let tsvSource = ''
    let jsonSource = ''
    beforeAll(async () => {
      tsvSource = await createSource(`表格上傳 ${folder}`, release)
      jsonSource = await createSource(`JSON 上傳 ${folder}`, release)
    })
    it(`${folder} holds tabular fixtures`, () => expect(files.length).toBeGreaterThanOrEqual(16))
    for (const file of files) {
      it(`${folder}/${file}`, async () => {
        const jsonText = fs.readFileSync(path.join(DIR, folder, file.replace(/\.tsv$/, '.json')), 'utf8')
        const twin = parseSushiBody(jsonText)
        const reportType = twin.reportId!
        const fromTsv = await upload(tsvSource, file, fs.readFileSync(path.join(DIR, folder, file)))
        expect(fromTsv.status, fromTsv.body.message).toBe(200)
        const fromJson = await upload(jsonSource, file.replace(/\.tsv$/, '.json'), jsonText)
        expect(fromJson.status, fromJson.body.message).toBe(200)
        expect(fromTsv.body.result).toMatchObject({ format: 'tsv', reportType, release })
        expect(fromJson.body.result).toMatchObject({ format: 'json', reportType, release })
        // The same months, each stored.
        const months = fromJson.body.result.months.map((m) => m.month)
        expect(fromTsv.body.result.months.map((m) => m.month)).toEqual(months)
        expect(months.length).toBe(folder === 'r5' ? 3 : 12)
        const expected = withoutZeros(monthlyTotals(twin.rows))
        expect(expected.size).toBeGreaterThan(0)
        expect(await storedTotals(tsvSource, reportType)).toEqual(expected)
        expect(await storedTotals(jsonSource, reportType)).toEqual(expected)
        // The answer's row counts are the stored rows.
        const stored = await app.payload.count({
          collection: 'data-original-items',
          where: { and: [{ setting: { equals: tsvSource } }, { reportType: { equals: reportType } }] },
          overrideAccess: true,
        })
        expect(fromTsv.body.result.rowCount).toBe(stored.totalDocs)
        expect(fromTsv.body.result.months.reduce((sum, m) => sum + m.rowCount, 0)).toBe(stored.totalDocs)
      })
    }
  }
})

describe('upload-counter-report', () => {
  const tsvFile = path.join(DIR, 'r5', 'Sample-TR_J1.tsv')
  const tsv = fs.readFileSync(tsvFile, 'utf8')

  it('a .csv and an .xlsx made from a .tsv import to the .tsv totals', async () => {
    const fromTsv = await createSource('TSV 來源', '5', ['TR_J1'])
    const fromCsv = await createSource('CSV 來源', '5', ['TR_J1'])
    const fromXlsx = await createSource('XLSX 來源', '5', ['TR_J1'])
    expect((await upload(fromTsv, 'tr_j1.tsv', tsv)).status).toBe(200)
    const csv = await upload(fromCsv, 'tr_j1.csv', csvOf(tsv))
    expect(csv.status, csv.body.message).toBe(200)
    expect(csv.body.result.format).toBe('csv')
    const xlsx = await upload(fromXlsx, 'tr_j1.xlsx', await xlsxOf(tsv))
    expect(xlsx.status, xlsx.body.message).toBe(200)
    expect(xlsx.body.result.format).toBe('xlsx')
    const expected = await storedTotals(fromTsv, 'TR_J1')
    expect(expected.get('2016-01|Total_Item_Requests')).toBeGreaterThan(0)
    expect(await storedTotals(fromCsv, 'TR_J1')).toEqual(expected)
    expect(await storedTotals(fromXlsx, 'TR_J1')).toEqual(expected)
  })

  it('creates the group and a set per month as init does, each done with its rows, total and the raw answer kept', async () => {
    const source = await createSource('月份格', '5', ['TR_J1', 'DR'])
    const res = await upload(source, 'Sample-TR_J1.tsv', tsv)
    expect(res.status).toBe(200)
    expect(res.body.result.setsCreated).toBe(3)
    expect(res.body.result.months.map((m) => [m.month, m.state, m.stateLabel])).toEqual([
      ['2016-01', 'done', '已完成'],
      ['2016-02', 'done', '已完成'],
      ['2016-03', 'done', '已完成'],
    ])
    // The screen's grid: the source's TR_J1 group and its three months.
    const groups = await app.api.get<{ result: { _id: string; reportType: string; months: number }[] }>(
      `${BASE}/data-original-groups/${source}`,
      { token: admin },
    )
    const group = groups.body.result.find((g) => g.reportType === 'TR_J1')!
    expect(group.months).toBe(3)
    const sets = await app.api.get<{ result: { month: string; state: string; rowCount: number; total: number }[] }>(
      `${BASE}/data-original-sets/${group._id}`,
      { token: admin },
    )
    expect(sets.body.result.map((s) => s.month)).toEqual(['2016-01', '2016-02', '2016-03'])
    for (const set of sets.body.result) {
      const answered = res.body.result.months.find((m) => m.month === set.month)!
      expect(set).toMatchObject({ state: 'done', rowCount: answered.rowCount, total: answered.total })
      expect(set.rowCount).toBeGreaterThan(0)
    }
    // The raw answer is the report as COUNTER JSON: re-parsing it gives the same month.
    const january = res.body.result.months[0]!
    const raw = await app.payload.find({
      collection: 'data-original-responses',
      where: { set: { equals: january.setId } },
      depth: 0,
      overrideAccess: true,
    })
    expect(raw.docs[0]).toMatchObject({ url: 'upload:Sample-TR_J1.tsv', httpStatus: 200 })
    expect(JSON.parse(raw.docs[0]!.body as string)).toMatchObject({
      Report_Header: { Report_ID: 'TR_J1', Release: '5' },
    })
    const reparsed = await app.api.post<{ result: { state: string; rowCount: number } }>(
      `${BASE}/reparse-sushi-report/${january.setId}`,
      {},
      { token: admin },
    )
    expect(reparsed.body.result).toMatchObject({ state: 'done', rowCount: january.rowCount })
  })

  it('an upload fills months already created, and a second upload replaces their rows (no duplicates)', async () => {
    const source = await createSource('再次上傳', '5', ['TR_J1'])
    const init = await app.api.post(
      `${BASE}/init-original-groups-and-sets`,
      { _id: source, startMonth: '2015-12', endMonth: '2016-02' },
      { token: admin },
    )
    expect(init.status).toBe(200)
    const first = await upload(source, 'a.tsv', tsv)
    expect(first.body.result.setsCreated).toBe(1)
    const rows = await itemCount(source)
    const again = await upload(source, 'b.tsv', tsv)
    expect(again.status).toBe(200)
    expect(again.body.result.setsCreated).toBe(0)
    expect(await itemCount(source)).toBe(rows)
    const sets = await setsOf(source)
    expect(sets.map((s) => [s.month, s.state])).toEqual([
      ['2015-12', 'pending'],
      ['2016-01', 'done'],
      ['2016-02', 'done'],
      ['2016-03', 'done'],
    ])
  })

  it('two uploads of one report at once (the screen sends several files) store each month once', async () => {
    const source = await createSource('同時上傳', '5', ['TR_J1'])
    const [a, b] = await Promise.all([upload(source, 'a.tsv', tsv), upload(source, 'b.csv', csvOf(tsv))])
    expect([a.status, b.status], JSON.stringify([a.body.message, b.body.message])).toEqual([200, 200])
    expect((await setsOf(source)).map((set) => set.month)).toEqual(['2016-01', '2016-02', '2016-03'])
    expect(await itemCount(source)).toBe(a.body.result.rowCount)
  })

  it('a month of the period without rows is stored as no usage', async () => {
    const source = await createSource('無使用量月份', '5', ['TR_J1'])
    const emptied = tsv.replace(
      /^Reporting_Period\tBegin_Date=2016-01-01; End_Date=2016-03-31$/m,
      'Reporting_Period\tBegin_Date=2016-01-01; End_Date=2016-04-30',
    )
    const res = await upload(source, 'four-months.tsv', emptied)
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result.months.map((m) => [m.month, m.state, m.rowCount])).toEqual([
      ['2016-01', 'done', expect.any(Number)],
      ['2016-02', 'done', expect.any(Number)],
      ['2016-03', 'done', expect.any(Number)],
      ['2016-04', 'noUsage', 0],
    ])
  })

  it('an upload into a source whose credentials are broken keeps it broken (the vendor still refuses SUSHI)', async () => {
    const source = await createSource('憑證錯誤', '5', ['TR_J1'])
    await app.payload.update({
      collection: 'data-original-settings',
      id: source,
      data: { health: 'broken', lastError: '申請者未獲授權' },
      overrideAccess: true,
      context: { sushiHarvesterWrite: true },
    })
    const before = await app.payload.findByID({
      collection: 'data-original-settings',
      id: source,
      depth: 0,
      overrideAccess: true,
    })
    expect(before.health).toBe('broken')
    expect((await upload(source, 'tr_j1.tsv', tsv)).status).toBe(200)
    const after = await app.payload.findByID({
      collection: 'data-original-settings',
      id: source,
      depth: 0,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ health: 'broken', lastError: '申請者未獲授權' })
  })

  describe('refusals: 4xx in zh-TW naming the problem, nothing stored, nothing lost', () => {
    let source = ''
    let rowsBefore = 0
    beforeAll(async () => {
      source = await createSource('拒絕測試', '5', ['TR_J1'])
      expect((await upload(source, 'tr_j1.tsv', tsv)).status).toBe(200)
      rowsBefore = await itemCount(source)
    })
    const refused = async (res: Awaited<ReturnType<typeof upload>>, status: number, words: RegExp | string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      expect(res.body.message).toMatch(words)
      expect(await itemCount(source)).toBe(rowsBefore)
      expect((await setsOf(source)).every((s) => s.state === 'done')).toBe(true)
    }

    it('a report type the source does not list', async () => {
      await refused(
        await upload(source, 'dr.tsv', fs.readFileSync(path.join(DIR, 'r5', 'Sample-DR.tsv'))),
        400,
        /此來源沒有設定報表類型 DR（已設定：TR_J1）/,
      )
      await refused(
        await upload(source, 'dr.json', fs.readFileSync(path.join(DIR, 'r5', 'Sample-DR.json'))),
        400,
        /報表類型 DR/,
      )
      expect((await setsOf(source)).every((s) => s.reportType === 'TR_J1')).toBe(true)
    })
    it('a report of another release', async () => {
      await refused(
        await upload(source, 'r51.tsv', fs.readFileSync(path.join(DIR, 'r51', 'TRJ1_sample_r51.tsv'))),
        400,
        /檔案是 COUNTER R5\.1 報表，但此來源設定為 R5/,
      )
      await refused(
        await upload(source, 'r51.json', fs.readFileSync(path.join(DIR, 'r51', 'TRJ1_sample_r51.json'))),
        400,
        /R5\.1/,
      )
    })
    it('an unreadable file: not JSON, not a spreadsheet, no COUNTER header, a bad count, another extension', async () => {
      await refused(await upload(source, 'broken.json', '{"Report_Header": '), 400, /無法讀取檔案/)
      await refused(await upload(source, 'broken.xlsx', 'not a zip'), 400, /無法讀取檔案/)
      await refused(
        await upload(source, 'plain.csv', 'Title,Metric_Type,Jan-2016\nA,Total_Item_Requests,3\n'),
        400,
        /COUNTER 表頭/,
      )
      await refused(
        await upload(source, 'bad.tsv', tsv.replace(/\t6\t9\t10$/m, '\t6\tn/a\t10')),
        400,
        /第 15 列「Feb-2016」的數值「n\/a」/,
      )
      await refused(await upload(source, 'report.pdf', '%PDF-1.4'), 400, /不支援的檔案類型「pdf」/)
    })
    it('a file of exceptions only, or a report the vendor says is not ready', async () => {
      await refused(
        await upload(source, 'naked.json', fs.readFileSync(path.join(DIR, 'vendors', 'naked_error.json'))),
        400,
        /只有 COUNTER 例外訊息/,
      )
      const notReady = tsv.replace(/^Exceptions\t?$/m, 'Exceptions\t3031: Usage Not Ready for Requested Dates')
      await refused(await upload(source, 'not-ready.tsv', notReady), 400, /無法匯入：該月份資料尚未備妥/)
    })
    it('no file, or a JSON body instead of a file', async () => {
      await refused(
        await app.api.post<Answer>(`${BASE}/upload-counter-report/${source}`, new FormData(), { token: admin }),
        400,
        /請選擇要上傳的 COUNTER 報表檔案/,
      )
      await refused(
        await app.api.post<Answer>(`${BASE}/upload-counter-report/${source}`, { file: 'x' }, { token: admin }),
        400,
        /multipart\/form-data/,
      )
    })
    it('an unknown source is 404; without statistics.edit 403; signed out 401', async () => {
      expect((await upload('aaaaaaaaaaaaaaaaaaaaaaaa', 'tr_j1.tsv', tsv)).status).toBe(404)
      await refused(await upload(source, 'tr_j1.tsv', tsv, editor), 403, /權限/)
      const form = new FormData()
      form.append('file', new Blob([tsv]), 'tr_j1.tsv')
      expect((await app.api.post(`${BASE}/upload-counter-report/${source}`, form)).status).toBe(401)
    })
  })
})
