// Where a test leg's time goes, from vitest's JSON report and the per-file timings beside it
// (scripts/test.mjs keeps both in .test-reports/): the leg's wall clock, the slowest files, and
// per file its whole span against the time in its tests, in starting and closing its test apps
// (copying the template database, Payload's start), and in its other hooks.
//
//   node scripts/test-report.mjs .test-reports/unit-int.json [--top 20] [--markdown]
import fs from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args[topAt + 1]) : 20
const markdown = args.includes('--markdown')
const reports = args.filter((arg) => arg.endsWith('.json'))
if (reports.length === 0) {
  console.error('usage: node scripts/test-report.mjs REPORT.json [...] [--top N] [--markdown]')
  process.exit(2)
}

const s = (ms) => (ms / 1000).toFixed(1)

const summarise = (reportFile) => {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
  const timingsFile = reportFile.replace(/\.json$/, '.timings.jsonl')
  const timings = new Map()
  if (fs.existsSync(timingsFile)) {
    for (const line of fs.readFileSync(timingsFile, 'utf8').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line)
      timings.set(path.resolve(entry.file), entry)
    }
  }
  const rows = (report.testResults ?? []).map((file) => {
    const inTests = (file.assertionResults ?? []).reduce((sum, test) => sum + (test.duration ?? 0), 0)
    const timing = timings.get(path.resolve(file.name ?? ''))
    // Without a timing line (a project that records none): the span of its tests.
    const span = timing?.span ?? Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0))
    const apps = timing ? timing.appStart + timing.appClose : 0
    return {
      file: path.relative(process.cwd(), file.name ?? ''),
      tests: (file.assertionResults ?? []).length,
      span,
      inTests,
      apps,
      appCount: timing?.apps ?? 0,
      otherHooks: Math.max(0, span - inTests - apps),
    }
  })
  rows.sort((a, b) => b.span - a.span)
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0)
  const starts = (report.testResults ?? []).map((file) => file.startTime).filter(Boolean)
  const ends = (report.testResults ?? []).map((file) => file.endTime).filter(Boolean)
  return {
    name: path.basename(reportFile, '.json'),
    files: rows.length,
    tests: report.numTotalTests ?? 0,
    wall: starts.length ? Math.max(...ends) - (report.startTime ?? Math.min(...starts)) : 0,
    span: sum('span'),
    inTests: sum('inTests'),
    apps: sum('apps'),
    appCount: sum('appCount'),
    otherHooks: sum('otherHooks'),
    rows,
  }
}

for (const reportFile of reports) {
  const leg = summarise(reportFile)
  const title =
    `${leg.name}: ${leg.files} files, ${leg.tests} tests, ${s(leg.wall)} s from start to last test; worker time in files ${s(leg.span)} s = ` +
    `tests ${s(leg.inTests)} s + ${leg.appCount} test apps started and closed ${s(leg.apps)} s + other hooks ${s(leg.otherHooks)} s (imports not counted)`
  if (markdown) {
    console.log(
      `\n${title}\n\n| file | tests | s | in tests | apps (n) | other hooks |\n|---|---:|---:|---:|---:|---:|`,
    )
    for (const row of leg.rows.slice(0, top))
      console.log(
        `| ${row.file} | ${row.tests} | ${s(row.span)} | ${s(row.inTests)} | ${s(row.apps)} (${row.appCount}) | ${s(row.otherHooks)} |`,
      )
  } else {
    console.log(`\n[report] ${title}`)
    for (const row of leg.rows.slice(0, top)) {
      console.log(
        `  ${s(row.span).padStart(7)} s  tests ${s(row.inTests).padStart(6)}  apps ${s(row.apps).padStart(5)} (${row.appCount})  hooks ${s(row.otherHooks).padStart(5)}  ${String(row.tests).padStart(3)} tests  ${row.file}`,
      )
    }
  }
}
