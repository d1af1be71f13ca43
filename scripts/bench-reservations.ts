/**
 * npm run bench:reservations — public seat bookings under concurrency (issue 13: p95 < 300 ms at
 * 200 concurrent requests, and never a double booking). For each adapter, SQLite (a temporary
 * file) then PostgreSQL (a throwaway database on TEST_PG_URL, default the machine's server), in
 * a child process of its own: the app runs in process on a fresh migrated database behind a real
 * HTTP server on 127.0.0.1 (node:http in front of the same route handlers Next mounts at
 * /api/[...slug]; Next's own routing is not measured), and the load comes over real sockets:
 *   (a) 200 concurrent POST /api/public/reservations/seats for ONE slot → booked must be 1;
 *   (b) 1,000 distinct slots (50 seats × 20 half-hours of one day), at each concurrency of
 *       BENCH_LEVELS (default 50 and 200 patrons at once), each level on a day of its own;
 *   (r) the reference, served by the same process in the same run: 1,000 GET
 *       /api/public/reservations/seats (the day's availability) at the same concurrency, so the
 *       booking's p95 is also given as a ratio to a read of the same board.
 * The booking rules are set so every request is allowed: the library open every day 08:00–22:00,
 * external patrons with no weekly limit and no external quota. The production rate limits stay
 * as they are: each simulated patron comes from an address of its own (X-Forwarded-For, as the
 * tests do), so the per-address limits never trip. Mails are queued as in production (the mail
 * queue writes them to an outbox folder). Prints a table; docs/benchmarks.md records the latest run.
 *
 * BENCH_ADAPTERS=sqlite,postgres picks the adapters; BENCH_CONCURRENCY, BENCH_SEATS, BENCH_SLOTS
 * change the load.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'
import type { Where } from 'payload'

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 200)
const LEVELS = (process.env.BENCH_LEVELS || '50,200')
  .split(',')
  .map((level) => Number(level.trim()))
  .filter((level) => level > 0)
const SEATS = Number(process.env.BENCH_SEATS || 50)
const SLOTS_PER_SEAT = Number(process.env.BENCH_SLOTS || 20)
const SLOT_MINUTES = 30
const OPEN_MINUTES = 8 * 60
const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

type Adapter = 'sqlite' | 'postgres'
type Outcome = { status: number; ms: number }
type Figures = {
  adapter: Adapter
  scenario: string
  requests: number
  booked: number
  refused: number
  failed: number
  p50: number
  p95: number
  max: number
  rps: number
  stored: number
  ratio?: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

// ---------------------------------------------------------------------------------------------
// The app behind node:http

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const serve = async (handlers: Record<string, Handler>) => {
  const server = http.createServer(async (incoming, outgoing) => {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of incoming) chunks.push(chunk as Buffer)
      const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value === undefined) continue
        headers.set(name, Array.isArray(value) ? value.join(', ') : value)
      }
      // As Next does: the socket's address when the request brings no X-Forwarded-For.
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', incoming.socket.remoteAddress ?? '127.0.0.1')
      const method = incoming.method ?? 'GET'
      const handler = handlers[method]
      if (!handler || !url.pathname.startsWith('/api/')) {
        outgoing.writeHead(404).end()
        return
      }
      const body = chunks.length > 0 && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined
      const slug = url.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .filter(Boolean)
      const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve({ slug }) })
      const out = Buffer.from(await response.arrayBuffer())
      outgoing.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      outgoing.end(out)
    } catch (error) {
      console.error(error)
      outgoing.writeHead(500).end()
    }
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // The load generator keeps its sockets alive: end them, or close waits for their timeout.
        server.closeAllConnections()
      }),
  }
}

// ---------------------------------------------------------------------------------------------
// The load

let patron = 0
/** A distinct patron (address, e-mail) per request. */
const nextPatron = () => {
  patron += 1
  return {
    address: `10.${(patron >> 16) & 255}.${(patron >> 8) & 255}.${patron & 255}`,
    email: `patron${patron}@bench.example`,
  }
}

const book = async (baseURL: string, seatId: string, start: Date, end: Date): Promise<Outcome> => {
  const who = nextPatron()
  const started = performance.now()
  const response = await fetch(`${baseURL}/api/public/reservations/seats`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': who.address },
    body: JSON.stringify({
      seatId,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      name: '效能測試讀者',
      email: who.email,
      isExternal: true,
    }),
  })
  const text = await response.text()
  const ms = performance.now() - started
  if (response.status !== 201 && response.status !== 409)
    console.error(`  unexpected ${response.status}: ${text.slice(0, 300)}`)
  return { status: response.status, ms }
}

/** The reference: the board's read, as a patron's page makes it. */
const readBoard = async (baseURL: string, day: string): Promise<Outcome> => {
  const who = nextPatron()
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(`${baseURL}/api/public/reservations/seats?from=${day}&days=1`, {
      headers: { 'X-Forwarded-For': who.address },
    })
    await response.arrayBuffer()
  } catch (error) {
    console.error(`  read failed: ${(error as Error).message} (${String((error as { cause?: unknown }).cause)})`)
    return { status: 0, ms: performance.now() - started }
  }
  const ms = performance.now() - started
  // A read answers 200; it counts as "booked" in the table's columns only to keep one shape.
  return { status: response.status === 200 ? 201 : response.status, ms }
}

/** Run the jobs with at most `concurrency` in flight. */
const pool = async <T>(jobs: (() => Promise<T>)[], concurrency: number): Promise<T[]> => {
  const results: T[] = new Array(jobs.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, jobs.length) }, async () => {
      while (next < jobs.length) {
        const index = next
        next += 1
        results[index] = await jobs[index]!()
      }
    }),
  )
  return results
}

const figures = (adapter: Adapter, scenario: string, outcomes: Outcome[], wallMs: number, stored: number): Figures => {
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b)
  return {
    adapter,
    scenario,
    requests: outcomes.length,
    booked: outcomes.filter((outcome) => outcome.status === 201).length,
    refused: outcomes.filter((outcome) => outcome.status === 409).length,
    failed: outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 409).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    rps: outcomes.length / (wallMs / 1000),
    stored,
  }
}

// ---------------------------------------------------------------------------------------------
// One adapter (in a child process)

const createDatabase = async (adapter: Adapter, dir: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  if (adapter === 'sqlite') return { url: `file:${path.join(dir, 'bench.db')}`, drop: async () => undefined }
  const name = `shennong_bench_resv_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}

const runAdapter = async (adapter: Adapter): Promise<Figures[]> => {
  // Imported here, in the child only: loading the app's module graph now and then ends the
  // process with exit code 13 (an unsettled top-level await in a dependency under tsx), and the
  // parent retries a child that does so.
  const { getPayload } = await import('payload')
  const { buildAppConfig } = await import('@/config/buildAppConfig')
  const { restHandlers } = await import('@/endpoints/restHandlers')
  const { addDays, libraryClock, libraryInstant } = await import('@/modules/reservations/slots')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-bench-resv-'))
  process.env.ARCHIVE_DIR = path.join(dir, 'archives')
  const database = await createDatabase(adapter, dir)
  const config = buildAppConfig({
    databaseUrl: database.url,
    secret: crypto.randomBytes(16).toString('hex'),
    schema: 'migrations',
    seed: false,
    outboxDir: path.join(dir, 'outbox'),
  })
  const payload = await getPayload({ config })
  const rest = restHandlers(payload.config)
  const server = await serve({
    GET: rest.GET as Handler,
    POST: rest.POST as Handler,
    PUT: rest.PUT as Handler,
    PATCH: rest.PATCH as Handler,
    DELETE: rest.DELETE as Handler,
  })
  try {
    // Rules that allow every request: open daily 08:00–22:00, 30-minute slots, external patrons
    // without a weekly limit or a daily quota (empty limits are no limit).
    await payload.updateGlobal({
      slug: 'opening-settings',
      data: {
        openingTime: '08:00',
        closingTime: '22:00',
        openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'seat-reservation-settings',
      data: {
        seatsMaximumReservationDays: 30,
        seatsMinimumReservationMinutes: SLOT_MINUTES,
        multiplierForSeatsMinimumReservationMinutes: 1,
        seatsMaximumWeeklyReservationMinutes: null,
        seatsAllowedExternalReservationCount: null,
      },
      overrideAccess: true,
    })
    const room = await payload.create({ collection: 'rooms', data: { name: '效能測試自修室' }, overrideAccess: true })
    const seats: string[] = []
    for (let i = 0; i < SEATS; i += 1) {
      seats.push(
        String(
          (
            await payload.create({
              collection: 'seats',
              data: { roomId: room.id, number: `B${String(i + 1).padStart(3, '0')}` },
              overrideAccess: true,
            })
          ).id,
        ),
      )
    }
    const today = libraryClock(new Date()).day
    const slot = (day: string, index: number) => ({
      start: libraryInstant(day, OPEN_MINUTES + index * SLOT_MINUTES),
      end: libraryInstant(day, OPEN_MINUTES + (index + 1) * SLOT_MINUTES),
    })
    const count = async (where: Where) =>
      (
        await payload.count({
          collection: 'reservations',
          where: { and: [{ status: { equals: 'Reserved' } }, where] },
          overrideAccess: true,
        })
      ).totalDocs

    // Warm up (first requests compile queries, open connections): a few bookings on another day.
    const warmDay = addDays(today, 3)
    await pool(
      Array.from(
        { length: 10 },
        (_, i) => () => book(server.baseURL, seats[i % seats.length]!, slot(warmDay, i).start, slot(warmDay, i).end),
      ),
      10,
    )

    const progress = (what: string) => process.stderr.write(`[${adapter}] ${what}\n`)
    progress('warmed up')
    const results: Figures[] = []
    // (0) The cost of one booking alone: 40 in a row.
    const soloDay = addDays(today, 4)
    let started = performance.now()
    const solo = await pool(
      Array.from(
        { length: 40 },
        (_, i) => () =>
          book(
            server.baseURL,
            seats[i % seats.length]!,
            slot(soloDay, Math.floor(i / seats.length)).start,
            slot(soloDay, Math.floor(i / seats.length)).end,
          ),
      ),
      1,
    )
    results.push(
      figures(
        adapter,
        '(0) 40 one at a time',
        solo,
        performance.now() - started,
        await count({
          startDate: { greater_than_equal: libraryInstant(soloDay, 0).toISOString() },
          endDate: { less_than_equal: libraryInstant(addDays(soloDay, 1), 0).toISOString() },
        }),
      ),
    )

    progress('one at a time done')
    // (a) One slot, 200 at once.
    const hotDay = addDays(today, 1)
    const hot = slot(hotDay, 4)
    const hotJobs = Array.from({ length: CONCURRENCY }, () => () => book(server.baseURL, seats[0]!, hot.start, hot.end))
    started = performance.now()
    const hotOutcomes = await pool(hotJobs, CONCURRENCY)
    results.push(
      figures(
        adapter,
        `(a) ${CONCURRENCY} × one slot`,
        hotOutcomes,
        performance.now() - started,
        await count({ seatId: { equals: seats[0] }, startDate: { equals: hot.start.toISOString() } }),
      ),
    )

    progress('one slot done')
    // (b) 1,000 distinct slots at each level, each level on a day of its own; (r) its reference.
    for (const [index, level] of LEVELS.entries()) {
      const spreadDay = addDays(today, 5 + index)
      const spreadJobs = seats.flatMap((seatId) =>
        Array.from(
          { length: SLOTS_PER_SEAT },
          (_, i) => () => book(server.baseURL, seatId, slot(spreadDay, i).start, slot(spreadDay, i).end),
        ),
      )
      // Interleave seats so concurrent requests hit different seats and times.
      spreadJobs.sort(() => Math.random() - 0.5)
      started = performance.now()
      const spreadOutcomes = await pool(spreadJobs, level)
      const spreadStored = await count({
        startDate: { greater_than_equal: libraryInstant(spreadDay, 0).toISOString() },
        endDate: { less_than_equal: libraryInstant(addDays(spreadDay, 1), 0).toISOString() },
      })
      const booking = figures(
        adapter,
        `(b) ${spreadJobs.length} distinct slots @${level}`,
        spreadOutcomes,
        performance.now() - started,
        spreadStored,
      )
      started = performance.now()
      const reads = await pool(
        Array.from({ length: spreadJobs.length }, () => () => readBoard(server.baseURL, spreadDay)),
        level,
      )
      const reference = figures(
        adapter,
        `(r) ${reads.length} board reads @${level}`,
        reads,
        performance.now() - started,
        0,
      )
      booking.ratio = reference.p95 > 0 ? booking.p95 / reference.p95 : undefined
      results.push(booking, reference)
      progress(`distinct slots @${level} done`)
    }
    // Reported before the cleanup: dropping the database ends connections the job crons still hold.
    console.log(`${RESULT_PREFIX}${JSON.stringify(results)}`)
    // Once the figures are out, a connection the database drop ends must not turn into a crash.
    process.on('uncaughtException', (error) => process.stderr.write(`[${adapter}] after the run: ${error.message}\n`))
    return results
  } finally {
    process.stderr.write(`[${adapter}] closing\n`)
    // As the tests' app.close: Payload's destroy and the pool's end may wait on the job crons; bounded.
    const bounded = (work: Promise<unknown>) =>
      Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))])
    await bounded(server.close())
    await bounded(payload.destroy())
    const poolOf = (
      payload.db as unknown as {
        pool?: { end: () => Promise<void>; on: (event: string, listener: () => void) => void }
      }
    ).pool
    poolOf?.on('error', () => undefined)
    await bounded(poolOf?.end() ?? Promise.resolve())
    await database.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// The parent: one child process per adapter, then the table

const RESULT_PREFIX = 'BENCH_RESULT '

const UNSETTLED_TOP_LEVEL_AWAIT = 13

const child = async (adapter: Adapter, attempt = 1): Promise<Figures[]> => {
  try {
    return await childOnce(adapter)
  } catch (error) {
    // Exit 13, or 0 without a result (the same stall inside a dynamic import): load again.
    if (error instanceof ChildExit && (error.code === UNSETTLED_TOP_LEVEL_AWAIT || error.code === 0) && attempt < 4) {
      console.log(`(the ${adapter} run ended without a result, exit ${error.code}; retrying)`)
      return child(adapter, attempt + 1)
    }
    throw error
  }
}

class ChildExit extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message)
  }
}

const childOnce = (adapter: Adapter): Promise<Figures[]> =>
  new Promise((resolve, reject) => {
    const tsx = path.resolve(path.dirname(process.argv[1]!), '../node_modules/.bin/tsx')
    const proc = spawn(tsx, [process.argv[1]!, adapter], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    proc.on('exit', (code) => {
      const line = out.split('\n').find((entry) => entry.startsWith(RESULT_PREFIX))
      if (!line) return reject(new ChildExit(`the ${adapter} run failed (exit ${code})\n${out.slice(-2000)}`, code))
      resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as Figures[])
    })
  })

const main = async () => {
  const only = process.argv[2] as Adapter | undefined
  if (only === 'sqlite' || only === 'postgres') {
    await runAdapter(only)
    process.exit(0)
  }
  const adapters = (process.env.BENCH_ADAPTERS || 'sqlite,postgres').split(',').map((name) => name.trim()) as Adapter[]
  console.log(
    `bench:reservations — POST /api/public/reservations/seats over HTTP on 127.0.0.1, ${os.cpus().length} cores, Node ${process.version}`,
  )
  const all: Figures[] = []
  for (const adapter of adapters) all.push(...(await child(adapter)))
  console.log('')
  console.log(
    [
      'adapter',
      'scenario',
      'requests',
      'ok',
      '409',
      'other',
      'stored',
      'p50 ms',
      'p95 ms',
      'max ms',
      'req/s',
      'p95/ref',
    ]
      .map((h, i) => (i < 2 ? h.padEnd(i === 0 ? 9 : 30) : h.padStart(8)))
      .join(''),
  )
  for (const row of all) {
    console.log(
      [
        row.adapter.padEnd(9),
        row.scenario.padEnd(30),
        ...[row.requests, row.booked, row.refused, row.failed, row.stored].map((n) => String(n).padStart(8)),
        ...[row.p50, row.p95, row.max, row.rps].map((n) => n.toFixed(0).padStart(8)),
        (row.ratio === undefined ? '' : `${row.ratio.toFixed(1)}×`).padStart(8),
      ].join(''),
    )
  }
  const problems = all
    .filter((row) => !row.scenario.startsWith('(0)') && !row.scenario.startsWith('(r)'))
    .flatMap((row) => [
      ...(row.scenario.startsWith('(a)') && (row.booked !== 1 || row.stored !== 1)
        ? [`${row.adapter} ${row.scenario}: booked ${row.booked}, stored ${row.stored} (must be 1)`]
        : []),
      ...(row.failed > 0 ? [`${row.adapter} ${row.scenario}: ${row.failed} requests failed`] : []),
      ...(row.p95 >= 300 ? [`${row.adapter} ${row.scenario}: p95 ${row.p95.toFixed(0)} ms (goal < 300 ms)`] : []),
    ])
  console.log(problems.length === 0 ? '\nall goals met' : `\n${problems.join('\n')}`)
  process.exit(problems.some((problem) => problem.includes('must be 1') || problem.includes('failed')) ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
