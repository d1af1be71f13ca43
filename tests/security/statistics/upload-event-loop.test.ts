import { monitorEventLoopDelay } from 'node:perf_hooks'

import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { admin, app, useModuleCollections } from '../../helpers/moduleCollections'

/**
 * Issue 42, Medium 3, the part left after the bounds: a COUNTER file within the limits must not
 * stop the server while it is read. A file right at the limits (10,000 table rows × 12 months,
 * 120,000 usage counts: a year of a large vendor's TR_J1) blocked the event loop for about 3 s
 * in one piece (the conversion to COUNTER JSON, the checks, the parser and the classifier, all
 * synchronous), so no other request of the server was answered meanwhile. The heavy loops now
 * yield to the event loop between chunks of rows: while such a file is uploaded, the event
 * loop's longest block stays short and GET /api/health keeps being answered.
 */
useModuleCollections()

const BASE = '/api/shennong/statistics'
/**
 * The longest single block of the event loop allowed during the upload. Before: 25–27 s. After,
 * alone: 0.4–0.5 s (the month's raw answer written, docs/benchmarks.md); on 2 cores shared with
 * other legs a block stretches to about 2 s, hence the margin (UPLOAD_MAX_BLOCK_MS tightens it).
 */
const MAX_BLOCK_MS = Number(process.env.UPLOAD_MAX_BLOCK_MS ?? 4000)

const createSource = async (name: string): Promise<string> => {
  const res = await app.api.put<{ result: { _id: string } }>(
    `${BASE}/data-original-settings`,
    { name, url: 'https://sushi.example.org/r5', release: '5', reportTypes: ['TR_J1'] },
    { token: admin },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.result._id
}

type Answer = { result?: { rowCount: number; months: { month: string; rowCount: number }[] }; message?: string }

const upload = (settingId: string, name: string, data: Buffer) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)]), name)
  return app.api.post<Answer>(`${BASE}/upload-counter-report/${settingId}`, form, { token: admin })
}

const MONTHS = Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`)
const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
  (name) => `${name}-2025`,
)
const JOURNALS = 5_000
const METRICS = ['Total_Item_Requests', 'Unique_Item_Requests']

/** The at-limit TR_J1 as table rows: 5,000 journals × 2 metrics × 12 months, every count non-zero. */
const atLimitTable = (): (string | number)[][] => {
  const rows: (string | number)[][] = [
    ['Report_Name', 'Journal Requests (Excluding OA_Gold)'],
    ['Report_ID', 'TR_J1'],
    ['Release', '5'],
    ['Institution_Name', 'Hospital Library'],
    ['Metric_Types', 'Total_Item_Requests; Unique_Item_Requests'],
    ['Report_Filters', 'Data_Type=Journal; Access_Type=Controlled; Access_Method=Regular'],
    ['Reporting_Period', 'Begin_Date=2025-01-01; End_Date=2025-12-31'],
    ['Created', '2026-01-05T10:00:00Z'],
    ['Created_By', 'Vendor Platform'],
    [],
    [
      'Title',
      'Publisher',
      'Platform',
      'Proprietary_ID',
      'Print_ISSN',
      'Online_ISSN',
      'Metric_Type',
      'Reporting_Period_Total',
      ...MONTH_LABELS,
    ],
  ]
  for (let journal = 0; journal < JOURNALS; journal++)
    for (const [m, metric] of METRICS.entries()) {
      const counts = MONTHS.map((_, month) => 1 + ((journal * 7 + month * 3 + m) % 50))
      rows.push([
        `Journal of Clinical Medicine ${journal}`,
        `Publisher ${journal % 97}`,
        'VendorPlatform',
        `vendor:${journal}`,
        `${String(1000 + (journal % 9000)).padStart(4, '0')}-${String(journal % 10000).padStart(4, '0')}`,
        `${String(2000 + (journal % 7000)).padStart(4, '0')}-${String(journal % 10000).padStart(4, '0')}`,
        metric,
        counts.reduce((sum, count) => sum + count, 0),
        ...counts,
      ])
    }
  return rows
}

const atLimitTsv = (): Buffer =>
  Buffer.from(
    atLimitTable()
      .map((row) => row.join('\t'))
      .join('\n'),
  )

const atLimitXlsx = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Report')
  for (const row of atLimitTable()) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/**
 * The event loop's longest block while `work` runs (monitorEventLoopDelay, and a 10 ms timer's
 * drift), and GET /api/health asked every 50 ms meanwhile: the longest any waited.
 */
const watched = async <T>(work: () => Promise<T>) => {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let last = performance.now()
  let drift = 0
  const probe = setInterval(() => {
    const now = performance.now()
    drift = Math.max(drift, now - last - 10)
    last = now
  }, 10)
  let done = false
  const waits: number[] = []
  const statuses = new Set<number>()
  const asking = (async () => {
    // Each wait counts from when the call was due: a blocked loop delays the timer too.
    let dueAt = performance.now()
    while (!done) {
      const res = await app.api.get('/api/health')
      waits.push(performance.now() - dueAt)
      statuses.add(res.status)
      dueAt = performance.now() + 50
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const startedAt = performance.now()
  const result = await work()
  const tookMs = performance.now() - startedAt
  done = true
  await asking
  clearInterval(probe)
  delay.disable()
  return {
    result,
    tookMs,
    maxBlockMs: Math.max(delay.max / 1e6 - 10, drift),
    healthAnswered: waits.length,
    healthMaxMs: Math.max(...waits),
    healthStatuses: [...statuses],
  }
}

// SQLite is the worst case (its driver does its work on the event loop; PostgreSQL's waits on a
// socket), and the test is a minute of CI per leg: the PostgreSQL leg skips it.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'a COUNTER upload within the limits does not block the server',
  () => {
    for (const format of ['tsv', 'xlsx'] as const)
      it(`an at-limit .${format} (10,000 rows × 12 months, 120,000 counts): stored, the event loop never blocked long, /api/health answered`, async () => {
        const source = await createSource(`事件迴圈 ${format}`)
        const data = format === 'tsv' ? atLimitTsv() : await atLimitXlsx()
        const seen = await watched(() => upload(source, `TR_J1-2025.${format}`, data))
        console.info(
          `[upload-event-loop] .${format} ${(data.length / 1024 / 1024).toFixed(1)} MB: ${Math.round(seen.tookMs)} ms in all, ` +
            `longest block ${Math.round(seen.maxBlockMs)} ms, /api/health answered ${seen.healthAnswered}×, ` +
            `longest wait ${Math.round(seen.healthMaxMs)} ms`,
        )
        expect(seen.result.status, seen.result.body.message).toBe(200)
        expect(seen.result.body.result!.rowCount).toBe(JOURNALS * METRICS.length * MONTHS.length)
        expect(seen.result.body.result!.months.map((month) => month.month)).toEqual(MONTHS)
        expect(seen.healthStatuses).toEqual([200])
        expect(seen.maxBlockMs, `the event loop was blocked ${Math.round(seen.maxBlockMs)} ms`).toBeLessThan(
          MAX_BLOCK_MS,
        )
        expect(seen.healthAnswered).toBeGreaterThan(3)
        expect(seen.healthMaxMs, `/api/health waited ${Math.round(seen.healthMaxMs)} ms`).toBeLessThan(MAX_BLOCK_MS)
      }, 180_000)
  },
)
