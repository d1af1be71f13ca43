import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A real COUNTER_SUSHI service on 127.0.0.1 for tests, e2e and the bench (issue 14 §1): R5 at
 * `/status`, `/reports`, `/reports/{tr,tr_j1,dr,pr,ir,...}` and R5.1 at `/r51/...`. It serves the
 * fixtures of `shared/fixtures/counter` (see its README) and can be told, per report path and
 * month, what to answer: a fixture file, a SUSHI exception, a delay, garbage, a huge body, a
 * redirect, or a synthetic report of any size (the bench).
 *
 * Without a scenario a report request is answered with the official sample of that report,
 * filtered to the requested months, or, when the sample does not cover them, with a small
 * deterministic synthetic report (so any month can be harvested).
 */

export type SushiException = { Code: number; Severity: string; Message: string; Data?: string }

export type Scenario =
  /** A fixture file (relative to the fixtures folder, e.g. 'vendors/partial_data1.json') as is. */
  | { fixture: string; status?: number }
  /** The official sample of the report, filtered to the requested months. */
  | { sample: true }
  /**
   * A SUSHI exception. `form`: 'naked' (the exception object alone, the default for 1xxx/2xxx),
   * 'header' (a report whose header lists it, items from `withData`, the default for 3xxx),
   * 'array' (a list of exceptions at the top).
   */
  | { exception: number; message?: string; status?: number; form?: 'naked' | 'header' | 'array'; withData?: boolean }
  /** Wait before answering with `then` (default: the usual answer). */
  | { delayMs: number; then?: Scenario }
  /** A body that is not JSON. */
  | { garbage: true; status?: number }
  /** A body of this many bytes (a JSON string that never ends being read by a careful client). */
  | { hugeBytes: number }
  /** A synthetic report: `items` items × `metrics` metric types × the requested months. */
  | { generate: { items: number; metrics?: readonly string[]; seed?: number } }
  /** Any status and body. */
  | { status: number; body: string; contentType?: string }
  /** A redirect to this location. */
  | { redirect: string; status?: number }

export type ScenarioMatch = {
  /** The report id ('tr', 'dr_d1'...), 'status' or 'reports'; case-insensitive. */
  report: string
  /** Only for this requested month (the begin_date's 'YYYY-MM'). */
  month?: string
  /** Only for this release. */
  release?: '5' | '5.1'
}

export type SushiRequest = {
  method: string
  path: string
  release: '5' | '5.1'
  report: string
  query: Record<string, string>
  at: Date
}

export type SushiServerOptions = {
  /** The fixtures folder; found upward from this file (…/shared/fixtures/counter) by default. */
  fixturesDir?: string
  /** When given, a request with other credentials answers 2010 (customer) or 2020 (api key). */
  credentials?: { customerId?: string; requestorId?: string; apiKey?: string }
  /** Items of the default synthetic report (default 5). */
  defaultItems?: number
}

export type SushiServer = Awaited<ReturnType<typeof startSushiServer>>

/** The official report ids a service offers (R5 and R5.1 alike). */
export const SUSHI_REPORT_IDS = [
  'PR',
  'PR_P1',
  'DR',
  'DR_D1',
  'DR_D2',
  'TR',
  'TR_B1',
  'TR_B2',
  'TR_B3',
  'TR_J1',
  'TR_J2',
  'TR_J3',
  'TR_J4',
  'IR',
  'IR_A1',
  'IR_M1',
] as const

const REPORT_NAMES: Record<string, string> = {
  PR: 'Platform Master Report',
  PR_P1: 'Platform Usage',
  DR: 'Database Master Report',
  DR_D1: 'Database Search and Item Usage',
  DR_D2: 'Database Access Denied',
  TR: 'Title Master Report',
  TR_B1: 'Book Requests (Excluding OA_Gold)',
  TR_B2: 'Book Access Denied',
  TR_B3: 'Book Usage by Access Type',
  TR_J1: 'Journal Requests (Excluding OA_Gold)',
  TR_J2: 'Journal Access Denied',
  TR_J3: 'Journal Usage by Access Type',
  TR_J4: 'Journal Requests by YOP (Excluding OA_Gold)',
  IR: 'Item Master Report',
  IR_A1: 'Journal Article Requests',
  IR_M1: 'Multimedia Item Requests',
}

/**
 * The COUNTER test data shipped with the project (`tests/fixtures/counter`, its README gives
 * sources and licences); `COUNTER_FIXTURES` may point elsewhere.
 */
export const counterFixturesDir = (): string => {
  const dir =
    process.env.COUNTER_FIXTURES ||
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'counter')
  if (!fs.existsSync(path.join(dir, 'vendors'))) throw new Error(`COUNTER fixtures not found at ${dir}`)
  return dir
}

const sampleFile = (release: '5' | '5.1', report: string): string => {
  const id = report.toUpperCase()
  return release === '5'
    ? path.join('r5', `Sample-${id}.json`)
    : path.join('r51', `${id.replace('_', '')}_sample_r51.json`)
}

const monthOf = (date: string | undefined): string | undefined =>
  date && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : undefined

/** The months from `begin` to `end` ('YYYY-MM'), both included. */
const monthsBetween = (begin: string, end: string): string[] => {
  const out: string[] = []
  let [year, month] = begin.split('-').map(Number) as [number, number]
  const [endYear, endMonth] = end.split('-').map(Number) as [number, number]
  while (year < endYear || (year === endYear && month <= endMonth)) {
    out.push(`${year}-${String(month).padStart(2, '0')}`)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return out.slice(0, 240)
}

const lastDay = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`
}

const exceptionObject = (code: number, message?: string): SushiException => ({
  Code: code,
  Severity: code >= 3000 || code === 1011 ? 'Warning' : 'Error',
  Message: message ?? EXCEPTION_MESSAGES[code] ?? 'Exception',
  Data: `test exception ${code}`,
})

const EXCEPTION_MESSAGES: Record<number, string> = {
  1000: 'Service Not Available',
  1010: 'Service Busy',
  1011: 'Report Queued for Processing',
  1020: 'Client has made too many requests',
  1030: 'Insufficient Information to Process Request',
  2000: 'Requestor Not Authorized to Access Service',
  2010: 'Requestor is Not Authorized to Access Usage for Institution',
  2020: 'APIKey Invalid',
  3000: 'Report Not Supported',
  3010: 'Report Version Not Supported',
  3020: 'Invalid Date Arguments',
  3030: 'No Usage Available for Requested Dates',
  3031: 'Usage Not Ready for Requested Dates',
  3032: 'Usage No Longer Available for Requested Dates',
  3040: 'Partial Data Returned',
}

const DEFAULT_METRICS: Record<string, readonly string[]> = {
  PR: ['Searches_Platform', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Requests'],
  DR: ['Searches_Regular', 'Searches_Automated', 'Total_Item_Investigations', 'Total_Item_Requests'],
  TR: ['Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'],
  IR: ['Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
}

/** A deterministic count in 0..999 from the numbers given (the synthetic reports' usage). */
const countOf = (...parts: number[]): number => {
  let h = 2166136261
  for (const part of parts) {
    h ^= part
    h = Math.imul(h, 16777619) >>> 0
  }
  return h % 1000
}

const hashText = (text: string): number =>
  [...text].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261)

/**
 * A synthetic report of `items` items, each with every metric in every month (R5: Performance /
 * Instance; R5.1: Attribute_Performance). Counts are deterministic, never all zero.
 */
export const syntheticReport = (
  release: '5' | '5.1',
  report: string,
  months: readonly string[],
  options: { items: number; metrics?: readonly string[]; seed?: number },
): Record<string, unknown> => {
  const id = report.toUpperCase()
  const family = id.slice(0, 2)
  const metrics = options.metrics ?? DEFAULT_METRICS[family] ?? DEFAULT_METRICS.TR!
  const seed = options.seed ?? 1
  const begin = months[0] ?? '2020-01'
  const end = months[months.length - 1] ?? begin
  const items: Record<string, unknown>[] = []
  for (let n = 0; n < options.items; n++) {
    const count = (metric: number, month: string) => 1 + countOf(seed, hashText(id), n, metric, hashText(month))
    const name =
      family === 'PR'
        ? { Platform: `Platform ${n + 1}` }
        : family === 'DR'
          ? { Database: `Database ${n + 1}`, Platform: 'Loopback' }
          : family === 'IR'
            ? { Item: `Item ${n + 1}`, Platform: 'Loopback' }
            : { Title: `Title ${n + 1}`, Platform: 'Loopback' }
    if (release === '5') {
      items.push({
        ...name,
        Publisher: `Publisher ${(n % 7) + 1}`,
        Item_ID: family === 'PR' ? undefined : [{ Type: 'Proprietary', Value: `LB:${id}:${n + 1}` }],
        Data_Type: family === 'PR' ? 'Platform' : family === 'DR' ? 'Database' : 'Journal',
        YOP: family === 'TR' || family === 'IR' ? String(2000 + (n % 20)) : undefined,
        Access_Type: family === 'TR' || family === 'IR' ? 'Controlled' : undefined,
        Access_Method: 'Regular',
        Performance: months.map((month) => ({
          Period: { Begin_Date: `${month}-01`, End_Date: lastDay(month) },
          Instance: metrics.map((metric, m) => ({ Metric_Type: metric, Count: count(m, month) })),
        })),
      })
    } else {
      const performance: Record<string, Record<string, number>> = {}
      metrics.forEach((metric, m) => {
        performance[metric] = Object.fromEntries(months.map((month) => [month, count(m, month)]))
      })
      items.push({
        ...name,
        Publisher: `Publisher ${(n % 7) + 1}`,
        Item_ID: family === 'PR' ? undefined : { Proprietary: `LB:${id}:${n + 1}` },
        Attribute_Performance: [
          {
            Data_Type: family === 'PR' ? 'Platform' : family === 'DR' ? 'Database' : 'Journal',
            ...(family === 'TR' || family === 'IR' ? { YOP: String(2000 + (n % 20)), Access_Type: 'Controlled' } : {}),
            Access_Method: 'Regular',
            Performance: performance,
          },
        ],
      })
    }
  }
  return { Report_Header: reportHeader(release, id, begin, end, []), Report_Items: items }
}

const reportHeader = (release: '5' | '5.1', id: string, begin: string, end: string, exceptions: SushiException[]) => ({
  Created: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  Created_By: 'Loopback SUSHI',
  Customer_ID: 'loopback',
  Report_ID: id,
  Release: release,
  Report_Name: REPORT_NAMES[id] ?? id,
  Institution_Name: 'Test Library',
  Report_Filters:
    release === '5'
      ? [
          { Name: 'Begin_Date', Value: `${begin}-01` },
          { Name: 'End_Date', Value: lastDay(end) },
        ]
      : { Begin_Date: `${begin}-01`, End_Date: lastDay(end) },
  ...(exceptions.length > 0 ? { Exceptions: exceptions } : {}),
})

/** Keep only the requested months of a sample (R5 Performance periods, R5.1 month keys). */
const filterSample = (
  report: Record<string, unknown>,
  months: ReadonlySet<string>,
): { report: Record<string, unknown>; rows: number } => {
  let rows = 0
  const filterItem = (item: Record<string, unknown>): Record<string, unknown> | undefined => {
    const out: Record<string, unknown> = { ...item }
    if (Array.isArray(item.Items)) {
      out.Items = (item.Items as Record<string, unknown>[]).map(filterItem).filter(Boolean)
      if ((out.Items as unknown[]).length === 0) return undefined
    }
    if (Array.isArray(item.Performance)) {
      out.Performance = (item.Performance as { Period?: { Begin_Date?: string } }[]).filter((p) => {
        const keep = months.has(monthOf(p.Period?.Begin_Date) ?? '')
        if (keep) rows += 1
        return keep
      })
      if ((out.Performance as unknown[]).length === 0) return undefined
    }
    if (Array.isArray(item.Attribute_Performance)) {
      out.Attribute_Performance = (item.Attribute_Performance as Record<string, unknown>[])
        .map((attrs) => {
          const perf = (attrs.Performance ?? {}) as Record<string, Record<string, number>>
          const kept: Record<string, Record<string, number>> = {}
          for (const [metric, byMonth] of Object.entries(perf)) {
            const m = Object.fromEntries(Object.entries(byMonth).filter(([month]) => months.has(month)))
            if (Object.keys(m).length > 0) {
              kept[metric] = m
              rows += 1
            }
          }
          return Object.keys(kept).length > 0 ? { ...attrs, Performance: kept } : undefined
        })
        .filter(Boolean)
      if ((out.Attribute_Performance as unknown[]).length === 0) return undefined
    }
    return out
  }
  const items = ((report.Report_Items as Record<string, unknown>[] | undefined) ?? []).map(filterItem).filter(Boolean)
  return { report: { ...report, Report_Items: items }, rows }
}

type Reply = { status: number; body: string | Buffer; contentType: string; headers?: Record<string, string> }

const json = (value: unknown, status = 200): Reply => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json',
})

/** Start the service on 127.0.0.1 (a free port). */
export const startSushiServer = async (options: SushiServerOptions = {}) => {
  const fixturesDir = options.fixturesDir ?? counterFixturesDir()
  const requests: SushiRequest[] = []
  const scenarios: { match: ScenarioMatch; answers: Scenario[]; used: number }[] = []
  const sockets = new Set<import('node:net').Socket>()

  const findScenario = (release: '5' | '5.1', report: string, month: string | undefined): Scenario | undefined => {
    // The newest matching scenario wins; a month-specific one over a report-wide one.
    const candidates = scenarios.filter(
      (s) =>
        s.match.report.toLowerCase() === report &&
        (!s.match.release || s.match.release === release) &&
        (!s.match.month || s.match.month === month),
    )
    const chosen = candidates
      .reverse()
      .sort((a, b) => Number(Boolean(b.match.month)) - Number(Boolean(a.match.month)))[0]
    if (!chosen) return undefined
    const answer = chosen.answers[Math.min(chosen.used, chosen.answers.length - 1)]
    chosen.used += 1
    return answer
  }

  const credentialProblem = (query: Record<string, string>): SushiException | undefined => {
    const wanted = options.credentials
    if (!wanted) return undefined
    if (wanted.requestorId !== undefined && query.requestor_id !== wanted.requestorId) return exceptionObject(2000)
    if (wanted.customerId !== undefined && query.customer_id !== wanted.customerId) return exceptionObject(2010)
    if (wanted.apiKey !== undefined && query.api_key !== wanted.apiKey) return exceptionObject(2020)
    return undefined
  }

  const exceptionReply = (
    release: '5' | '5.1',
    report: string,
    months: string[],
    scenario: Extract<Scenario, { exception: number }>,
  ): Reply => {
    const code = scenario.exception
    const form = scenario.form ?? (code >= 3000 ? 'header' : 'naked')
    const exception = exceptionObject(code, scenario.message)
    const status =
      scenario.status ??
      (form !== 'naked'
        ? 200
        : code === 1011
          ? 202
          : code === 1020
            ? 429
            : code >= 2000 && code < 3000
              ? 401
              : code < 2000
                ? 503
                : 400)
    if (form === 'naked') return json(exception, status)
    if (form === 'array') return json([exception], status)
    const begin = months[0] ?? '2020-01'
    const end = months[months.length - 1] ?? begin
    const items =
      (scenario.withData ?? code === 3040)
        ? (syntheticReport(release, report, months, { items: options.defaultItems ?? 5 }).Report_Items as unknown[])
        : []
    return json(
      { Report_Header: reportHeader(release, report.toUpperCase(), begin, end, [exception]), Report_Items: items },
      status,
    )
  }

  const answer = async (
    release: '5' | '5.1',
    report: string,
    months: string[],
    scenario: Scenario | undefined,
  ): Promise<Reply> => {
    if (!scenario) {
      const file = path.join(fixturesDir, sampleFile(release, report))
      if (months.length > 0 && fs.existsSync(file)) {
        const filtered = filterSample(
          JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>,
          new Set(months),
        )
        if (filtered.rows > 0) return json(filtered.report)
      }
      if (!SUSHI_REPORT_IDS.includes(report.toUpperCase() as (typeof SUSHI_REPORT_IDS)[number]))
        return json(exceptionObject(3000), 400)
      return json(syntheticReport(release, report, months, { items: options.defaultItems ?? 5 }))
    }
    if ('delayMs' in scenario) {
      await new Promise((resolve) => setTimeout(resolve, scenario.delayMs))
      return answer(release, report, months, scenario.then)
    }
    if ('fixture' in scenario) {
      const body = fs.readFileSync(path.join(fixturesDir, scenario.fixture))
      return {
        status: scenario.status ?? 200,
        body,
        contentType: scenario.fixture.endsWith('.json') ? 'application/json' : 'text/plain',
      }
    }
    if ('sample' in scenario) {
      const report5 = JSON.parse(
        fs.readFileSync(path.join(fixturesDir, sampleFile(release, report)), 'utf8'),
      ) as Record<string, unknown>
      return json(months.length > 0 ? filterSample(report5, new Set(months)).report : report5)
    }
    if ('exception' in scenario) return exceptionReply(release, report, months, scenario)
    if ('garbage' in scenario)
      return { status: scenario.status ?? 200, body: '<html><body>Internal error<', contentType: 'application/json' }
    if ('hugeBytes' in scenario)
      return { status: 200, body: Buffer.alloc(scenario.hugeBytes, 0x20), contentType: 'application/json' }
    if ('generate' in scenario)
      return json(syntheticReport(release, report, months.length > 0 ? months : ['2020-01'], scenario.generate))
    if ('redirect' in scenario)
      return {
        status: scenario.status ?? 302,
        body: '',
        contentType: 'text/plain',
        headers: { Location: scenario.redirect },
      }
    return { status: scenario.status, body: scenario.body, contentType: scenario.contentType ?? 'application/json' }
  }

  const handle = async (request: http.IncomingMessage): Promise<Reply> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const query = Object.fromEntries(url.searchParams.entries())
    let pathname = url.pathname.replace(/\/+$/, '')
    let release: '5' | '5.1' = '5'
    if (pathname.startsWith('/r51')) {
      release = '5.1'
      pathname = pathname.slice(4)
    }
    const parts = pathname.split('/').filter(Boolean)
    const report = parts[0] === 'reports' && parts[1] ? parts[1].toLowerCase() : (parts[0] ?? '').toLowerCase()
    requests.push({ method: request.method ?? 'GET', path: url.pathname, release, report, query, at: new Date() })
    const begin = monthOf(query.begin_date)
    const end = monthOf(query.end_date) ?? begin
    const months = begin && end ? monthsBetween(begin, end) : []
    const scenario = findScenario(release, report, begin)

    if (parts[0] === 'status' && parts.length === 1) {
      if (scenario) return answer(release, report, months, scenario)
      const problem = credentialProblem(query)
      if (problem) return json(problem, 401)
      return json([
        release === '5'
          ? {
              Description: 'Loopback SUSHI service',
              Service_Active: true,
              Registry_URL: 'https://registry.projectcounter.org/',
              Note: `Release ${release}`,
              Alerts: [],
            }
          : {
              Description: 'Loopback SUSHI service',
              Service_Active: true,
              Registry_Record: 'https://registry.projectcounter.org/',
              Note: `Release ${release}`,
              Alerts: [],
            },
      ])
    }
    if (parts[0] === 'reports' && parts.length === 1) {
      if (scenario) return answer(release, 'reports', months, scenario)
      const problem = credentialProblem(query)
      if (problem) return json(problem, 401)
      return json(
        SUSHI_REPORT_IDS.map((id) => ({
          Report_Name: REPORT_NAMES[id],
          Report_ID: id,
          Release: release,
          Report_Description: REPORT_NAMES[id],
          Path: `${release === '5.1' ? '/r51' : ''}/reports/${id.toLowerCase()}`,
        })),
      )
    }
    if (parts[0] === 'reports' && parts.length === 2) {
      if (!scenario) {
        const problem = credentialProblem(query)
        if (problem) return json(problem, 401)
      }
      return answer(release, report, months, scenario)
    }
    return { status: 404, body: 'Not found', contentType: 'text/plain' }
  }

  const server = http.createServer((request, response) => {
    handle(request)
      .then((reply) => {
        if (response.destroyed) return
        response.writeHead(reply.status, { 'Content-Type': reply.contentType, ...reply.headers })
        response.end(reply.body)
      })
      .catch((error: unknown) => {
        if (response.destroyed) return
        response.writeHead(500, { 'Content-Type': 'text/plain' })
        response.end(String(error))
      })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`

  return {
    /** The R5 base url (`${url}/r51` is the R5.1 one). */
    url,
    port,
    r51Url: `${url}/r51`,
    fixturesDir,
    /** Every request received, oldest first. */
    requests,
    /**
     * Tell the service what to answer for a report (and month). An array is a sequence: each
     * request takes the next answer, the last one repeats. Newer scenarios override older ones.
     */
    setScenario(match: ScenarioMatch | string, answers: Scenario | readonly Scenario[]): void {
      const m = typeof match === 'string' ? { report: match } : match
      scenarios.push({ match: m, answers: Array.isArray(answers) ? [...answers] : [answers as Scenario], used: 0 })
    },
    /** Forget every scenario (and, with `requests`, the request log). */
    reset(options: { requests?: boolean } = {}): void {
      scenarios.splice(0)
      if (options.requests) requests.splice(0)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
