/**
 * npm run audit:public — the public site under outside auditors (issue 27 "Done when"): builds when
 * the sources changed, starts `next start` on a fresh demo database (tests/helpers/prodServer.ts),
 * and runs on every public page (the spec's routes plus a detail page of each kind):
 *   1. Lighthouse 12 (mobile and desktop; the median of AUDIT_RUNS runs, default 3) — performance,
 *      accessibility, best practices, SEO;
 *   2. axe-core with wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa at 375 and 1280 px (tests/helpers/axe.ts);
 *   3. pa11y with HTML_CodeSniffer (WCAG2AA) at 375 and 1280 px;
 *   4. the Nu HTML Checker (vnu-jar, needs Java: installed with apt when run as root) on the
 *      served HTML;
 *   5. linkinator over the whole site from `/` (the back office and the API skipped).
 * Prints one table per tool; docs/audits.md keeps the latest tables. Every tool drives Debian's
 * Chromium (/usr/bin/chromium, or CHROMIUM_PATH). AUDIT_PAGES=/,/news limits the pages;
 * AUDIT_TOOLS=lighthouse,axe,pa11y,vnu,links limits the tools.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { LinkChecker } from 'linkinator'
import pa11y from 'pa11y'
import { chromium } from 'playwright-core'
import vnu from 'vnu-jar'

import { axeViolations } from '../tests/helpers/axe'
import { startProductionServer } from '../tests/helpers/prodServer'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const RUNS = Number(process.env.AUDIT_RUNS || 3)
const TOOLS = new Set((process.env.AUDIT_TOOLS || 'lighthouse,axe,pa11y,vnu,links').split(','))
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Java for the Nu HTML Checker: there, or installed from Debian's packages when run as root. */
const ensureJava = (): boolean => {
  if (spawnSync('java', ['-version']).status === 0) return true
  if (process.getuid?.() !== 0) return false
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return spawnSync('java', ['-version']).status === 0
}

type Listed = { result: { data?: { _id: string }[] } | { _id: string; name?: string }[] }

/** The pages: the spec's public routes and one detail page of each kind the demo data holds. */
const pagesOf = async (base: string): Promise<string[]> => {
  const first = async (api: string, detail: (id: string) => string): Promise<string[]> => {
    const answer = (await (await fetch(`${base}${api}`)).json()) as Listed
    const list = Array.isArray(answer.result) ? answer.result : (answer.result.data ?? [])
    return list[0] ? [detail(list[0]._id)] : []
  }
  const routes = (
    (await (await fetch(`${base}/api/public/all-routes`)).json()) as {
      result: { _id: string; name: string; type?: string }[]
    }
  ).result
  const single = routes.find((route) => route.type === 'SinglePage')
  const pages = [
    '/',
    '/news',
    ...(await first('/api/public/news', (id) => `/news/${id}`)),
    '/faq',
    ...(await first('/api/public/faq', (id) => `/faq/${id}`)),
    '/opening',
    '/album',
    ...(await first('/api/public/albums', (id) => `/album?albumId=${id}`)),
    '/catalog',
    ...(await first('/api/public/catalogs', (id) => `/catalog?catalogId=${id}`)),
    '/external-links',
    '/sitemap',
    ...(single ? [`/cms/${single._id}`] : []),
    '/statistics',
    '/questionnaire',
    ...(await first('/api/public/questionnaires', (id) => `/questionnaire/${id}`)),
    '/recommendation',
    '/feedback/create',
    '/space/room-reservation',
    '/space/seat-reservation',
    '/space/my-reservations',
    '/accessibility',
  ]
  const only = process.env.AUDIT_PAGES?.split(',').filter(Boolean)
  return only ? pages.filter((page) => only.includes(page)) : pages
}

type LighthouseRow = {
  page: string
  form: string
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  failing: string
  'LCP / TBT / CLS': string
}

/** The metrics behind a performance score, medians of the runs: what to look at when it misses. */
const METRICS = [
  ['largest-contentful-paint', (value: number) => `${(value / 1000).toFixed(1)} s`],
  ['total-blocking-time', (value: number) => `${Math.round(value)} ms`],
  ['cumulative-layout-shift', (value: number) => value.toFixed(2)],
] as const

const lighthouseOf = async (base: string, pages: string[]): Promise<LighthouseRow[]> => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  const rows: LighthouseRow[] = []
  try {
    for (const page of pages) {
      for (const form of ['mobile', 'desktop'] as const) {
        const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] }
        const metrics: Record<string, number[]> = Object.fromEntries(METRICS.map(([id]) => [id, []]))
        const failing = new Set<string>()
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `${base}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            form === 'desktop' ? desktopConfig : undefined,
          )
          if (!result) throw new Error(`lighthouse gave no result for ${page}`)
          for (const [id] of METRICS) metrics[id]!.push(result.lhr.audits[id]?.numericValue ?? Number.NaN)
          for (const [key, category] of Object.entries(result.lhr.categories)) {
            scores[key]?.push(Math.round((category.score ?? 0) * 100))
            if (key !== 'performance')
              for (const ref of category.auditRefs)
                if (ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1) failing.add(ref.id)
          }
        }
        rows.push({
          page,
          form,
          performance: median(scores.performance!),
          accessibility: median(scores.accessibility!),
          'best-practices': median(scores['best-practices']!),
          seo: median(scores.seo!),
          failing: [...failing].join(' '),
          'LCP / TBT / CLS': METRICS.map(([id, format]) => format(median(metrics[id]!))).join(' / '),
        })
      }
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

const axeOf = async (base: string, pages: string[]) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  })
  const rows: { page: string; '375 px': number; '1280 px': number; violations: string }[] = []
  try {
    for (const page of pages) {
      const found: Record<number, string[]> = {}
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        const tab = await context.newPage()
        await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' })
        found[width] = await axeViolations(tab)
        await context.close()
      }
      rows.push({
        page,
        '375 px': found[375]!.length,
        '1280 px': found[1280]!.length,
        violations: [...new Set([...found[375]!, ...found[1280]!])].join(' | '),
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}

const pa11yOf = async (base: string, pages: string[]) => {
  const rows: { page: string; '375 px': number | string; '1280 px': number | string; errors: string }[] = []
  for (const page of pages) {
    const found: Record<number, string[] | string> = {}
    for (const width of [375, 1280]) {
      try {
        const result = await pa11y(`${base}${page}`, {
          standard: 'WCAG2AA',
          runners: ['htmlcs'],
          includeWarnings: false,
          viewport: { width, height: 900 },
          chromeLaunchConfig: { executablePath: CHROMIUM, args: CHROME_FLAGS },
        })
        found[width] = result.issues
          .filter((issue) => issue.type === 'error')
          .map((issue) => `${issue.code} ${issue.selector}`)
      } catch (error) {
        // The tool failing on a page is reported on its row, never taken for "0 errors".
        found[width] = `tool error: ${error instanceof Error ? error.message : String(error)}`
      }
    }
    const count = (value: string[] | string | undefined) => (Array.isArray(value) ? value.length : 'error')
    const listed = [found[375], found[1280]].flatMap((value) => (Array.isArray(value) ? value : value ? [value] : []))
    rows.push({
      page,
      '375 px': count(found[375]),
      '1280 px': count(found[1280]),
      errors: [...new Set(listed)].slice(0, 5).join(' | '),
    })
  }
  return rows
}

const vnuOf = async (base: string, pages: string[]) => {
  if (!ensureJava())
    return [{ page: '(all)', errors: -1, messages: 'Java is missing: apt-get install default-jre-headless' }]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-vnu-'))
  const files = new Map<string, string>()
  for (const [index, page] of pages.entries()) {
    const file = path.join(dir, `page-${index}.html`)
    fs.writeFileSync(file, await (await fetch(`${base}${page}`)).text())
    files.set(file, page)
  }
  const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--errors-only', ...files.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const messages = (
    JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
      messages: { url: string; message: string; type: string }[]
    }
  ).messages
  fs.rmSync(dir, { recursive: true, force: true })
  return pages.map((page) => {
    const own = messages.filter(
      (message) =>
        files.get(decodeURIComponent(message.url.replace(/^file:/, ''))) === page && message.type === 'error',
    )
    return {
      page,
      errors: own.length,
      messages: own
        .map((message) => message.message)
        .slice(0, 3)
        .join(' | '),
    }
  })
}

const linksOf = async (base: string) => {
  const checker = new LinkChecker()
  const result = await checker.check({
    path: `${base}/`,
    recurse: true,
    linksToSkip: ['/shennong', '/api/', '^(?!http://127\\.0\\.0\\.1)'],
    concurrency: 4,
    timeout: 20_000,
  })
  const broken = result.links.filter((link) => link.state === 'BROKEN')
  return [
    {
      checked: result.links.length,
      ok: result.links.filter((link) => link.state === 'OK').length,
      skipped: result.links.filter((link) => link.state === 'SKIPPED').length,
      broken: broken.length,
      examples: broken
        .slice(0, 5)
        .map((link) => `${link.status} ${link.url} (from ${link.parent})`)
        .join(' | '),
    },
  ]
}

const main = async () => {
  const server = await startProductionServer()
  try {
    const base = server.baseURL
    const pages = await pagesOf(base)
    console.log(
      `audit:public on ${base}: next start, a fresh demo database, ${pages.length} pages, Node ${process.version}, ${os.cpus().length} cores`,
    )
    if (TOOLS.has('lighthouse')) {
      console.log(
        `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (median of ${RUNS} runs; goals: performance ≥ 90 mobile / ≥ 95 desktop, the rest 100)`,
      )
      console.table(await lighthouseOf(base, pages))
    }
    if (TOOLS.has('axe')) {
      console.log('\naxe-core (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa): violations per width (goal 0)')
      console.table(await axeOf(base, pages))
    }
    if (TOOLS.has('pa11y')) {
      console.log('\npa11y, HTML_CodeSniffer WCAG2AA: errors per width (goal 0)')
      console.table(await pa11yOf(base, pages))
    }
    if (TOOLS.has('vnu')) {
      console.log('\nNu HTML Checker (vnu-jar): errors in the served HTML (goal 0)')
      console.table(await vnuOf(base, pages))
    }
    if (TOOLS.has('links')) {
      console.log('\nlinkinator from / (the back office and the API skipped): broken links (goal 0)')
      console.table(await linksOf(base))
    }
  } finally {
    server.stop()
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
