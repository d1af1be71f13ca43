/**
 * npm run bench:statistics — the statistics module at scale (issue 14 "Done when"):
 *   1. harvest: 36 months × 5 report types (TR, TR_J1, DR, PR, IR) from the loopback SUSHI server
 *      (tests/helpers/sushiServer.ts, synthetic reports of BENCH_ITEMS items × 4 metrics a month:
 *      278 items → 1,112 rows a set, about 200,000 rows) through POST download-sushi-report, as
 *      staff do, into a fresh database: SQLite by default, PostgreSQL with TEST_DB=postgres;
 *   2. a year's formula report over those rows (goal < 500 ms)   — see formulaReportTime();
 *   3. the public statistics page                                 — see publicPageTime();
 *   4. a 12-month harvest of one source (its five report types, 60 months of reports) into the
 *      same database, timed on its own (issue 26 "Done when") — see yearHarvestTime().
 * The app runs in process (tests/helpers/app.ts: the same route handlers Next mounts). Prints a
 * table; docs/benchmarks.md records the latest run.
 */
import { performance } from 'node:perf_hooks'

import { startTestApp, type TestApp } from '../tests/helpers/app'
import { startSushiServer } from '../tests/helpers/sushiServer'

const ITEMS = Number(process.env.BENCH_ITEMS || 278)
const MONTHS = Number(process.env.BENCH_MONTHS || 36)
const REPORT_TYPES = ['TR', 'TR_J1', 'DR', 'PR', 'IR'] as const
const START_YEAR = 2022
const BASE = '/api/shennong/statistics'

type Envelope<T> = { result: T; message?: string }

const monthOf = (index: number) => `${START_YEAR + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`

export type BenchContext = {
  app: TestApp
  token: string
  settingId: string
  year: number
  rows: number
  formulaId?: string
}

/**
 * The time of a year's formula report over the harvested rows (ms): a report of seven count
 * items over `ctx.settingId` (five report types, one with a filter), GET
 * calculate-formula-report/{id}?year=ctx.year through the route handlers; the median of five
 * calls after a first one (whose figures are printed, to show the report is not empty).
 */
export const formulaReportTime = async (ctx: BenchContext): Promise<number | null> => {
  const item = (name: string, sourceItem: string, target: string, filters: { name: string; value: string }[] = []) => ({
    name,
    source: ctx.settingId,
    sourceItem,
    target,
    filters,
  })
  const saved = await ctx.app.api.put<Envelope<{ _id: string }>>(
    `${BASE}/formula-report-settings`,
    {
      name: 'Bench formula',
      countItems: [
        item('TR requests', 'TR', 'Total_Item_Requests'),
        item('TR unique requests', 'TR', 'Unique_Item_Requests'),
        item('TR controlled requests', 'TR', 'Total_Item_Requests', [{ name: 'Access_Type', value: 'Controlled' }]),
        item('TR_J1 requests', 'TR_J1', 'Total_Item_Requests'),
        item('DR investigations', 'DR', 'Total_Item_Investigations'),
        item('PR requests', 'PR', 'Total_Item_Requests'),
        item('IR requests', 'IR', 'Total_Item_Requests'),
      ],
    },
    { token: ctx.token },
  )
  if (saved.status !== 200) throw new Error(`formula: ${saved.status} ${JSON.stringify(saved.body)}`)
  ctx.formulaId = saved.body.result._id
  const url = `${BASE}/calculate-formula-report/${saved.body.result._id}?year=${ctx.year}`
  const once = async () => {
    const started = performance.now()
    const answer = await ctx.app.api.get<Envelope<{ rows: { label: string; total: number | null }[] }>>(url, {
      token: ctx.token,
    })
    const ms = performance.now() - started
    if (answer.status !== 200) throw new Error(`calculate: ${answer.status} ${JSON.stringify(answer.body)}`)
    return { ms, rows: answer.body.result.rows }
  }
  const first = await once()
  console.log(
    `formula year ${ctx.year}: ${first.rows.map((row) => `${row.label} ${row.total ?? '—'}`).join('; ')} (first call ${first.ms.toFixed(0)} ms)`,
  )
  // The median of five calls after the first.
  const times: number[] = []
  for (let run = 0; run < 5; run += 1) times.push((await once()).ms)
  return times.sort((a, b) => a - b)[2]!
}

/** The median of five timed calls of `call` after a first one. */
const medianOf = async (call: () => Promise<void>): Promise<number> => {
  await call()
  const times: number[] = []
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now()
    await call()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[2]!
}

/**
 * The time of the public statistics page's reads (ms): a merged report over every count item of
 * the formula report is made, a version of the year frozen and published, then the two calls
 * the page makes are timed through the route handlers, uncached: GET /api/public/statistics (the
 * list) and GET /api/public/statistics/{id} (the published tables). The page itself reads the
 * same service through the public data cache, so a repeated view costs less; this is the cold
 * figure. Median of five after a first call.
 */
export const publicPageTime = async (ctx: BenchContext): Promise<number | null> => {
  if (!ctx.formulaId) return null
  const options = await ctx.app.api.get<Envelope<{ key: string; label: string }[]>>(`${BASE}/merge-statistics-items`, {
    token: ctx.token,
  })
  const keys = options.body.result.filter((option) => option.key.startsWith(`formula:${ctx.formulaId}:`))
  const merge = await ctx.app.api.put<Envelope<{ _id: string }>>(
    `${BASE}/merge-statistics`,
    {
      name: 'Bench merge',
      mergeItems: keys.map((option) => ({ type: 'single', name: option.label.slice(0, 100), itemIds: [option.key] })),
    },
    { token: ctx.token },
  )
  if (merge.status >= 300) throw new Error(`merge: ${merge.status} ${JSON.stringify(merge.body)}`)
  const version = await ctx.app.api.put<Envelope<{ _id: string }>>(
    `${BASE}/merge-statistics-versions`,
    { versionName: `Bench ${ctx.year}`, mergeStatistics: merge.body.result._id, year: ctx.year, status: 'Enabled' },
    { token: ctx.token },
  )
  if (version.status >= 300) throw new Error(`version: ${version.status} ${JSON.stringify(version.body)}`)
  const list = await ctx.app.api.get<Envelope<{ _id: string }[]>>('/api/public/statistics')
  const published = list.body.result.find((item) => item._id === version.body.result._id)
  if (!published) throw new Error('the published version is not listed')
  return medianOf(async () => {
    const [all, one] = await Promise.all([
      ctx.app.api.get('/api/public/statistics'),
      ctx.app.api.get(`/api/public/statistics/${published._id}`),
    ])
    if (all.status !== 200 || one.status !== 200) throw new Error(`public: ${all.status} ${one.status}`)
  })
}

/**
 * A 12-month harvest of one source (ms): a second source at the same loopback server, its five
 * report types over the twelve months after the bench's range, harvested through POST
 * download-sushi-report with `wait` as staff start it.
 */
export const yearHarvestTime = async (
  app: TestApp,
  token: string,
  url: string,
): Promise<{ ms: number; sets: number }> => {
  const created = await app.api.put<Envelope<{ _id: string }>>(
    `${BASE}/data-original-settings`,
    { name: 'Bench vendor (one year)', url, customerId: 'bench-year', apiKey: 'bench' },
    { token },
  )
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`)
  const id = created.body.result._id
  const init = await app.api.post(
    `${BASE}/init-original-groups-and-sets`,
    { _id: id, reportTypes: [...REPORT_TYPES], startMonth: monthOf(MONTHS), endMonth: monthOf(MONTHS + 11) },
    { token },
  )
  if (init.status !== 200) throw new Error(`init: ${init.status} ${JSON.stringify(init.body)}`)
  const started = performance.now()
  const harvested = await app.api.post<Envelope<{ finished: number }>>(
    `${BASE}/download-sushi-report/${id}`,
    { wait: true },
    { token },
  )
  const ms = performance.now() - started
  if (harvested.status !== 200) throw new Error(`year harvest: ${harvested.status} ${JSON.stringify(harvested.body)}`)
  return { ms, sets: harvested.body.result.finished }
}

const main = async () => {
  process.env.SUSHI_ALLOWED_HOSTS = '127.0.0.1'
  const sushi = await startSushiServer()
  for (const type of REPORT_TYPES) sushi.setScenario({ report: type.toLowerCase() }, { generate: { items: ITEMS } })
  const app = await startTestApp({ autoRunJobs: false })
  const adapter = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  try {
    const token = await app.login('admin', 'Admin@12345')
    const created = await app.api.put<Envelope<{ _id: string }>>(
      `${BASE}/data-original-settings`,
      { name: 'Bench vendor', url: sushi.url, customerId: 'bench', apiKey: 'bench' },
      { token },
    )
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`)
    const settingId = created.body.result._id
    const init = await app.api.post(
      `${BASE}/init-original-groups-and-sets`,
      { _id: settingId, reportTypes: [...REPORT_TYPES], startMonth: monthOf(0), endMonth: monthOf(MONTHS - 1) },
      { token },
    )
    if (init.status !== 200) throw new Error(`init: ${init.status} ${JSON.stringify(init.body)}`)

    const started = performance.now()
    const harvested = await app.api.post<Envelope<{ finished: number; counts: Record<string, number> }>>(
      `${BASE}/download-sushi-report/${settingId}`,
      { wait: true },
      { token },
    )
    const harvestMs = performance.now() - started
    if (harvested.status !== 200) throw new Error(`harvest: ${harvested.status} ${JSON.stringify(harvested.body)}`)
    const rows = (
      await app.payload.count({
        collection: 'data-original-items',
        where: { setting: { equals: settingId } },
        overrideAccess: true,
      })
    ).totalDocs
    const sets = harvested.body.result.finished
    const failed = await app.payload.find({
      collection: 'data-original-sets',
      where: { state: { not_in: ['done'] } },
      limit: 1,
      overrideAccess: true,
    })
    if (failed.docs[0])
      console.warn(
        `not harvested: ${failed.totalDocs} sets, e.g. ${failed.docs[0].reportType} ${failed.docs[0].month}: ${failed.docs[0].lastError}`,
      )
    const ctx: BenchContext = { app, token, settingId, year: START_YEAR + 1, rows }
    const formulaMs = await formulaReportTime(ctx)
    const publicMs = await publicPageTime(ctx)
    const year = await yearHarvestTime(app, token, sushi.url)

    const fmt = (ms: number | null) => (ms === null ? 'n/a' : `${ms.toFixed(0)} ms`)
    console.log(`\nbench:statistics on ${adapter} (Node ${process.version})`)
    console.table([
      {
        adapter,
        sets,
        states: JSON.stringify(harvested.body.result.counts),
        rows,
        'harvest s': (harvestMs / 1000).toFixed(1),
        'ms / set': (harvestMs / Math.max(1, sets)).toFixed(0),
        'rows / s': Math.round(rows / (harvestMs / 1000)),
        'formula year': fmt(formulaMs),
        'public page': fmt(publicMs),
        '12-month harvest, one source': `${(year.ms / 1000).toFixed(1)} s (${year.sets} sets)`,
      },
    ])
  } finally {
    await app.close()
    await sushi.close()
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
