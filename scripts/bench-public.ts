/**
 * bench:public — the public site under a busy library's load (issue 11 item 5). Builds when
 * needed, serves the production server (scripts/server.mjs) on a fresh seeded SQLite database,
 * then, in one run against that one server, loads a static asset of the server (the reference),
 * every public page and the public API reads, each with autocannon at 50 connections for a fixed
 * time, then two pages as a signed-in visitor (rendered for them, never kept). Prints req/s,
 * p50, p99 and each path's share of the static asset's req/s, the server's peak RSS (its whole
 * process tree, sampled every 100 ms) and each path's peak. docs/benchmarks.md records the latest figures.
 *
 * BENCH_SECONDS (default 8) sets the time per path; BENCH_CONNECTIONS (default 50) the load.
 * autocannon sends no Accept-Encoding, so every path is measured as its plain answer, as before
 * the public API was compressed (issue 27 item 7): a browser gets kept pages and reads br or gzip,
 * each body encoded once and then sent from memory like the plain one. The warming requests use
 * fetch, which asks for and decodes br and gzip.
 *
 * `npm run bench:public -- --nginx` (issue 30): the deployed shape instead, two instances on one
 * PostgreSQL database with Redis and S3 behind Debian's nginx (tests/helpers/site.ts). For
 * `/news` and `/api/public/news`, in one run: one instance asked directly (the reference), nginx
 * in front of that one instance, and nginx in front of both; with the CPU each process used, so
 * what limits the figure is visible (on 2 cores the load tool, nginx and both instances share them).
 */
import fs from 'node:fs'
import os from 'node:os'

import autocannon from 'autocannon'

import { SESSION_COOKIE } from '@/lib/sessionCookie'
import { startProductionServer } from '../tests/helpers/prodServer'
import { startNginx, startSite } from '../tests/helpers/site'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

/** A process and all its descendants (Linux /proc). */
const processTree = (pid: number): number[] => {
  const found: number[] = []
  const visit = (id: number) => {
    try {
      found.push(id)
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        const children = fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim()
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child))
      }
    } catch {
      /* the process ended meanwhile */
    }
  }
  visit(pid)
  return found
}

/** One number of every process of a tree, added up (0 for a process that ended meanwhile). */
const sumOverTree = (pid: number, read: (id: number) => number): number =>
  processTree(pid).reduce((total, id) => {
    try {
      return total + read(id)
    } catch {
      return total
    }
  }, 0)

/** Resident memory of a process and all its descendants, in bytes. */
const treeRss = (pid: number): number =>
  sumOverTree(
    pid,
    (id) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) * 1024,
  )

type Row = { path: string; rps: number; p50: number; p99: number; failures: number; rssMb: number }

const load = async (url: string, headers: Record<string, string> = {}): Promise<Omit<Row, 'path' | 'rssMb'>> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

const json = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T

const main = async () => {
  const server = await startProductionServer()
  let peak = treeRss(server.pid)
  // The peak of the whole run, and of the path under load (to see which load holds memory).
  let pathPeak = 0
  const sampler = setInterval(() => {
    const now = treeRss(server.pid)
    peak = Math.max(peak, now)
    pathPeak = Math.max(pathPeak, now)
  }, 100)
  try {
    const base = server.baseURL
    const home = await (await fetch(`${base}/`)).text()
    const asset = /\/_next\/static\/[^"']+\.css/.exec(home)?.[0]
    if (!asset) throw new Error('no static stylesheet on the home page')
    type Page<T> = { result: { data: T[] } }
    const news = (await json<Page<{ _id: string }>>(`${base}/api/public/news`)).result.data[0]!._id
    const faq = (await json<Page<{ _id: string }>>(`${base}/api/public/faq`)).result.data[0]!._id
    const routes = (await json<{ result: { _id: string; name: string }[] }>(`${base}/api/public/all-routes`)).result
    const single = routes.find((route) => route.name === '本館簡介')!._id

    const pages = [
      '/',
      '/news',
      `/news/${news}`,
      '/faq',
      `/faq/${faq}`,
      '/opening',
      '/album',
      '/catalog',
      '/external-links',
      '/sitemap',
      `/cms/${single}`,
      '/statistics',
      '/questionnaire',
      '/recommendation',
      '/feedback/create',
      '/space/room-reservation',
    ]
    const reads = [
      '/api/public/home',
      '/api/public/news',
      `/api/public/news/${news}`,
      '/api/public/faq',
      '/api/public/all-routes-tree',
      '/api/public/calendar',
      '/api/public/albums',
      '/api/public/catalogs',
    ]

    console.log(
      `bench:public on ${base}: scripts/server.mjs, SQLite with the demo data, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    )
    console.log(`each path: autocannon, ${CONNECTIONS} connections for ${SECONDS} s, after one warming request`)
    const rows: Row[] = []
    for (const path of [asset, ...pages, ...reads]) {
      const warm = await fetch(`${base}${path}`)
      await warm.arrayBuffer()
      if (!warm.ok) throw new Error(`${path} answered ${warm.status}`)
      pathPeak = 0
      const measured = await load(`${base}${path}`)
      rows.push({ path, ...measured, rssMb: pathPeak / 2 ** 20 })
    }
    // A signed-in visitor's pages are rendered for them (never kept): the same pages with a session cookie.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin@12345' }),
    })
    const { token } = ((await login.json()) as { result: { token: string } }).result
    const session = { cookie: `${SESSION_COOKIE}=${token}` }
    const signedIn = ['/', '/news']
    for (const path of signedIn) {
      pathPeak = 0
      const measured = await load(`${base}${path}`, session)
      rows.push({ path: `${path} (signed in)`, ...measured, rssMb: pathPeak / 2 ** 20 })
    }
    const reference = rows[0]!.rps
    const label = (path: string) =>
      path === asset ? 'static asset (css)' : path.length > 34 ? `${path.slice(0, 31)}…` : path
    console.log('')
    console.log(
      `${'path'.padEnd(36)}${'req/s'.padStart(9)}${'share'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(8)}${'RSS MB'.padStart(8)}`,
    )
    for (const row of rows) {
      console.log(
        `${label(row.path).padEnd(36)}${row.rps.toFixed(0).padStart(9)}${(row.rps / reference).toFixed(2).padStart(8)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${String(row.failures).padStart(8)}${row.rssMb.toFixed(0).padStart(8)}`,
      )
    }
    console.log('')
    console.log(`peak RSS of the server: ${(peak / 2 ** 20).toFixed(0)} MB`)
    const pageMisses = rows
      .filter((row) => pages.includes(row.path) && (row.rps / reference < 0.6 || row.p99 >= 250))
      .map((row) => row.path)
    const readMisses = rows
      .filter((row) => reads.includes(row.path) && row.rps / reference < 0.4)
      .map((row) => row.path)
    console.log(
      `goal pages ≥ 0.6 of the static asset with p99 < 250 ms: ${pageMisses.length === 0 ? 'met' : `missed by ${pageMisses.join(', ')}`}`,
    )
    console.log(
      `goal /api/public reads ≥ 0.4 of the static asset: ${readMisses.length === 0 ? 'met' : `missed by ${readMisses.join(', ')}`}`,
    )
    console.log(`goal peak RSS < 600 MB: ${peak < 600 * 2 ** 20 ? 'met' : 'missed'}`)
  } finally {
    clearInterval(sampler)
    server.stop()
  }
}

/** CPU seconds a process and its descendants have used (utime + stime, in clock ticks of 1/100 s): nginx works in its worker, a child of the pid we know. */
const cpuSeconds = (pid: number): number =>
  sumOverTree(pid, (id) => {
    const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  })

const throughNginx = async () => {
  const site = await startSite({ instances: 2 })
  const [a, b] = site.instances as [(typeof site.instances)[number], (typeof site.instances)[number]]
  const single = await startNginx([Number(new URL(a.baseURL).port)])
  try {
    console.log(
      `bench:public --nginx: two instances (scripts/server.mjs, PostgreSQL with the demo data, Redis, s3rver) behind nginx, on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    )
    console.log(
      `each path and target: autocannon, ${CONNECTIONS} connections for ${SECONDS} s, after warming requests; CPU is each process's share of one core over the run`,
    )
    // Each target, with the nginx in front of it (none when asked directly).
    const targets = [
      { label: 'one instance, direct', base: a.baseURL, nginx: null },
      { label: 'nginx → one instance', base: single.url, nginx: single.process.pid! },
      { label: 'nginx → two instances', base: site.url, nginx: site.nginxPid },
    ]
    console.log('')
    console.log(
      `${'path'.padEnd(20)}${'target'.padEnd(24)}${'req/s'.padStart(9)}${'ratio'.padStart(7)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'failed'.padStart(8)}   CPU: load tool, A, B, nginx`,
    )
    const results: Record<string, number[]> = {}
    for (const path of ['/news', '/api/public/news']) {
      let reference = 0
      for (const target of targets) {
        for (let i = 0; i < 4; i += 1) await (await fetch(`${target.base}${path}`)).arrayBuffer()
        const cpuOf = () => ({
          a: cpuSeconds(a.pid),
          b: cpuSeconds(b.pid),
          nginx: target.nginx === null ? 0 : cpuSeconds(target.nginx),
        })
        const before = { self: process.cpuUsage(), ...cpuOf() }
        const started = Date.now()
        const measured = await load(`${target.base}${path}`)
        const wall = (Date.now() - started) / 1000
        const self = process.cpuUsage(before.self)
        const after = cpuOf()
        const share = (seconds: number) => `${Math.round((seconds / wall) * 100)}%`
        const cpu = [
          share((self.user + self.system) / 1e6),
          share(after.a - before.a),
          share(after.b - before.b),
          target.nginx === null ? '—' : share(after.nginx - before.nginx),
        ]
        if (!reference) reference = measured.rps
        ;(results[path] ??= []).push(measured.rps)
        console.log(
          `${path.padEnd(20)}${target.label.padEnd(24)}${measured.rps.toFixed(0).padStart(9)}${(measured.rps / reference).toFixed(2).padStart(7)}${String(measured.p50).padStart(8)}${String(measured.p99).padStart(8)}${String(measured.failures).padStart(8)}   ${cpu.join(', ')}`,
        )
      }
    }
    console.log('')
    for (const [path, [one, , two]] of Object.entries(results))
      console.log(`${path}: two instances behind nginx give ${(two! / one!).toFixed(2)}× one instance asked directly`)
  } finally {
    await single.stop()
    await site.close()
  }
}

const run = process.argv.includes('--nginx') ? throughNginx : main
run().catch((error) => {
  console.error(error)
  process.exit(1)
})
