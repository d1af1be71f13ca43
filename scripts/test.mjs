// npm test: every test. Unit and integration (SQLite) first, then end-to-end in Chromium against
// `next start`. Prints a closing line "N passed, N failed".
import fs from 'node:fs'
import path from 'node:path'
import { spawn, spawnSync } from 'node:child_process'

import { ROOT, ensureBuild } from './lib/build.mjs'
import { POSTGRES_E2E_FILES } from '../tests/e2e/postgresFiles.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    )
    process.exit(1)
  }
  console.log('[test] installing Debian chromium for the browser tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status})`)
      process.exit(1)
    }
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 }
// Failed tests, repeated at the very end so that the tail of a CI log names them.
const failures = []

// Each leg's vitest JSON report is kept in .test-reports/ (TEST_REPORT_NAME names it, e.g. the
// PostgreSQL leg of .ci/run), and where its time went is printed after it (scripts/test-report.mjs).
const REPORTS = path.join(ROOT, '.test-reports')

/**
 * One vitest process (a project list, maybe one shard of it, maybe only some files or all but
 * some: `files`, `exclude`, with `env` added); resolves to its report and exit status.
 */
const vitest = (projects, shard, { name: suffix, files = [], exclude = [], env = {} } = {}) =>
  new Promise((resolve) => {
    fs.mkdirSync(REPORTS, { recursive: true })
    const name = [process.env.TEST_REPORT_NAME, ...projects, suffix, shard ? `shard${shard.replace('/', 'of')}` : null]
      .filter(Boolean)
      .join('-')
    const report = path.join(REPORTS, `${name}.json`)
    fs.rmSync(report, { force: true })
    // Each test file's span and its apps' start and close times (tests/helpers/timings.ts).
    const timings = report.replace(/\.json$/, '.timings.jsonl')
    fs.rmSync(timings, { force: true })
    const args = [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...(shard ? [`--shard=${shard}`] : []),
      ...exclude.flatMap((glob) => ['--exclude', glob]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ]
    const child = spawn('npx', args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env, TEST_TIMINGS_FILE: timings },
    })
    child.on('close', (status) => resolve({ report, status }))
  })

const tally = (label, { report, status }) => {
  if (!fs.existsSync(report)) {
    // No report: the run ended before any test file (even with exit code 0).
    counts.failed += 1
    failures.push(`${label}: no test report (the run ended before its tests)`)
    return false
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'))
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/test-report.mjs'), report, '--top', '20'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  counts.passed += json.numPassedTests ?? 0
  counts.failed += json.numFailedTests ?? 0
  counts.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
  // A run that failed outside any test (setup, unhandled error) counts as one failure.
  if (status !== 0 && !json.numFailedTests) counts.failed += 1
  // So does a run that ran nothing (a global setup that failed without a word).
  if (!json.numTotalTests) {
    counts.failed += 1
    failures.push(`${label}: no test ran`)
  }
  for (const file of json.testResults ?? []) {
    const rel = path.relative(ROOT, file.name ?? '')
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) {
      failures.push(`${rel}: ${String(file.message ?? 'failed outside a test').split('\n')[0]}`)
    }
    for (const assertion of file.assertionResults ?? []) {
      if (assertion.status !== 'failed') continue
      const reason = String((assertion.failureMessages ?? [])[0] ?? '')
        .split('\n')
        .slice(0, 3)
        .join(' | ')
      failures.push(`${rel} > ${assertion.fullName}\n    ${reason.slice(0, 600)}`)
    }
  }
  return status === 0 && counts.failed === 0
}

/**
 * TEST_E2E_SHARDS=N runs the browser tests in N processes at once, each with its own production
 * server, database and directory (tests/e2e/globalSetup.ts) and a share of the files. Off by
 * default: on 2 cores a browser file took 2.2–3× as long beside another browser process, so shards
 * gain nothing there (docs/benchmarks.md "Test legs, issue 39"); a machine with more cores can use them.
 */
const E2E_SHARDS = Math.max(1, Number(process.env.TEST_E2E_SHARDS) || 1)

/**
 * TEST_E2E_POSTGRES=1 (.ci/run) runs each browser file once: the files of tests/e2e/postgresFiles.mjs
 * on a PostgreSQL database of their own (TEST_DB=postgres), the rest on SQLite, one after the other.
 */
const E2E_POSTGRES = process.env.TEST_E2E_POSTGRES === '1'
const asGlob = (entry) => (entry.endsWith('.ts') ? entry : `${entry}/**`)

const run = async (label, projects) => {
  console.log(`\n[test] ${label}`)
  if (projects.length === 1 && projects[0] === 'e2e' && E2E_POSTGRES) {
    console.log(`[test] on PostgreSQL: ${POSTGRES_E2E_FILES.join(' ')}; on SQLite: the other files`)
    // One after the other: at once, each browser file took 2.1–2.4× as long (docs/benchmarks.md).
    const sqlite = await vitest(projects, undefined, { exclude: POSTGRES_E2E_FILES.map(asGlob) })
    const postgres = await vitest(projects, undefined, {
      name: 'postgres',
      files: POSTGRES_E2E_FILES,
      env: { TEST_DB: 'postgres' },
    })
    return [tally(`${label}, SQLite`, sqlite), tally(`${label}, PostgreSQL`, postgres)].every(Boolean)
  }
  if (projects.includes('e2e') && E2E_SHARDS > 1) {
    // One build for every shard, before any of them starts its server.
    ensureBuild()
    const shards = Array.from({ length: E2E_SHARDS }, (_, index) => `${index + 1}/${E2E_SHARDS}`)
    const results = await Promise.all(shards.map((shard) => vitest(projects, shard)))
    return results.map((result, index) => tally(`${label}, shard ${shards[index]}`, result)).every(Boolean)
  }
  return tally(label, await vitest(projects))
}

const only = process.argv.slice(2)
const stages = [
  ['unit and integration tests', ['unit', 'int']],
  ['end-to-end tests (Chromium)', ['e2e']],
]
  .map(([label, projects]) => [label, only.length === 0 ? projects : projects.filter((p) => only.includes(p))])
  .filter(([, projects]) => projects.length > 0)

let ok = true
for (const [label, projects] of stages) {
  if (projects.includes('e2e')) ensureChromium()
  ok = (await run(label, projects)) && ok
}
if (failures.length > 0) {
  console.log('\nFailed:')
  for (const line of failures) console.log(`  ${line}`)
}
console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`)
process.exit(ok && counts.failed === 0 ? 0 : 1)
