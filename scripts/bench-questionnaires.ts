/**
 * npm run bench:questionnaires — the staff's answer statistics and .xlsx export at scale
 * (issue 12: statistics under 1 s; the server's RSS grows by less than 150 MB while the export
 * streams). Runs the app in process on a fresh seeded SQLite database (as bench:archive does),
 * seeds 10,000 responses to a 30-question questionnaire in bulk through the SQL adapter, then
 * calls GET /api/shennong/questionnaire-statistics/{id} and questionnaire-answer-export/{id}
 * through the same route handlers Next mounts, as the demo super-admin. While the export
 * downloads, the process's RSS (the server's: it is the same process) is sampled every 20 ms.
 * Prints a table; docs/benchmarks.md records the latest run.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { getPayload } from 'payload'

import { buildAppConfig } from '@/config/buildAppConfig'
import { restHandlers } from '@/endpoints/restHandlers'
import type { AnswerGroup, AnswerValue, Question, QuestionGroup, QuestionType } from '@/forms/types'
import { newObjectId } from '@/lib/objectId'
import { scanAnswers } from '@/modules/questionnaires/answers'
import { DEMO_ACCOUNTS } from '@/seed/demoAccounts'

const RESPONSES = Number(process.env.BENCH_RESPONSES || 10_000)
const RUNS = Number(process.env.BENCH_RUNS || 5)
const MB = 1024 * 1024

type Row = Record<string, unknown>
type Drizzle = { insert: (table: unknown) => { values: (rows: Row[]) => Promise<unknown> } }

/** 30 questions in 3 groups, every type, 4 Likert (5 x 5) and 4 Number among them. */
const TYPES: QuestionType[] = [
  'MultipleChoices',
  'MultipleAnswers',
  'DropDownList',
  'YesNo',
  'LikertScale',
  'Number',
  'TextBox',
  'TextArea',
  'Date',
  'Time',
  'MultipleChoices',
  'MultipleAnswers',
  'LikertScale',
  'Number',
  'DateTime',
  'YesNo',
  'DropDownList',
  'TextBox',
  'MultipleChoices',
  'LikertScale',
  'Number',
  'MultipleAnswers',
  'YesNo',
  'TextArea',
  'MultipleChoices',
  'LikertScale',
  'Number',
  'DropDownList',
  'Date',
  'TextBox',
]
const CHOICE = new Set<QuestionType>(['MultipleChoices', 'MultipleAnswers', 'DropDownList'])

const buildGroups = (): QuestionGroup[] =>
  [0, 1, 2].map((g) => ({
    _id: newObjectId(),
    title: `題組 ${g + 1}`,
    forward: 'Next',
    forwardGroup: null,
    questions: TYPES.slice(g * 10, g * 10 + 10).map((type, q): Question => ({
      _id: newObjectId(),
      question: `第 ${g * 10 + q + 1} 題（${type}）`,
      type,
      options: CHOICE.has(type)
        ? [1, 2, 3, 4, 5].map((n) => ({
            _id: newObjectId(),
            text: `選項 ${n}`,
            forward: 'Next' as const,
            forwardGroup: null,
          }))
        : [],
      isRequired: false,
      hasOtherOption: type === 'MultipleChoices' || type === 'MultipleAnswers',
      ...(type === 'LikertScale'
        ? {
            likertRows: [1, 2, 3, 4, 5].map((n) => `第 ${n} 列`),
            likertColumns: [1, 2, 3, 4, 5].map((n) => `第 ${n} 欄`),
          }
        : {}),
    })),
  }))

const answerOf = (question: Question, i: number): AnswerValue[] => {
  const pick = (n: number) => question.options[(i + n) % question.options.length]!._id
  switch (question.type) {
    case 'MultipleChoices':
    case 'DropDownList':
      return i % 11 === 0 && question.hasOtherOption ? [{ other: `其他意見 ${i}` }] : [pick(i % 3)]
    case 'MultipleAnswers':
      return i % 13 === 0 ? [pick(0), { other: `自填 ${i}` }] : [pick(0), pick(2)]
    case 'YesNo':
      return [i % 3 !== 0]
    case 'LikertScale':
      return [0, 1, 2, 3, 4].map((row) => (i + row) % 5)
    case 'Number':
      return [(i * 7) % 100]
    case 'Date':
      return [`2026-0${(i % 9) + 1}-1${i % 10}`]
    case 'Time':
      return [`1${i % 10}:${String(i % 60).padStart(2, '0')}`]
    case 'DateTime':
      return [`2026-05-1${i % 10}T09:${String(i % 60).padStart(2, '0')}`]
    default:
      return i % 4 === 0 ? [] : [`第 ${i} 位填答者的意見：館藏豐富，希望延長開館時間。`]
  }
}

const responseOf = (groups: QuestionGroup[], i: number): AnswerGroup[] =>
  groups.map((group) => ({
    _id: group._id,
    questions: group.questions.map((question) => ({ _id: question._id, answers: answerOf(question, i) })),
  }))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const main = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-bench-q-'))
  process.env.ARCHIVE_DIR = path.join(dir, 'archives')
  const config = buildAppConfig({
    databaseUrl: `file:${path.join(dir, 'bench.db')}`,
    secret: crypto.randomBytes(16).toString('hex'),
    schema: 'migrations',
    seed: true,
    outboxDir: path.join(dir, 'outbox'),
  })
  const payload = await getPayload({ config })
  const rest = restHandlers(payload.config)
  const call = async (method: 'GET' | 'POST', pathname: string, init: { token?: string; body?: unknown } = {}) => {
    const url = new URL(pathname, 'http://localhost:3000')
    const headers = new Headers(init.body === undefined ? {} : { 'Content-Type': 'application/json' })
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    return rest[method](
      new Request(url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
      { params: Promise.resolve({ slug }) },
    )
  }
  const login = await call('POST', '/api/auth/login', {
    body: { username: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
  })
  const token = ((await login.json()) as { result: { token: string } }).result.token

  const groups = buildGroups()
  const questionnaire = await payload.create({
    collection: 'questionnaires',
    overrideAccess: true,
    draft: false,
    data: {
      title: '效能測試問卷',
      status: 'Published',
      rounds: [{ title: '全年', start: '2026-01-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' }],
      questionGroups: groups,
    },
  })
  const roundId = String(questionnaire.rounds?.[0]?.id)

  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, unknown> }
  const seedStart = performance.now()
  const now = Date.now()
  for (let start = 0; start < RESPONSES; start += 500) {
    const rows: Row[] = []
    for (let i = start; i < Math.min(RESPONSES, start + 500); i++) {
      const stamp = new Date(now - (RESPONSES - i) * 60_000).toISOString()
      rows.push({
        id: newObjectId(),
        questionnaireId: questionnaire.id,
        roundId,
        questionGroups: responseOf(groups, i),
        respondent_name: `填答者 ${i}`,
        respondent_email: `reader${i}@example.com`,
        respondent_primaryDepartment: ['內科部', '外科部', '護理部'][i % 3],
        updatedAt: stamp,
        createdAt: stamp,
      })
    }
    await db.drizzle.insert(db.tables.questionnaire_answers).values(rows)
  }
  const seeded = await payload.count({
    collection: 'questionnaire-answers',
    where: { questionnaireId: { equals: questionnaire.id } },
    overrideAccess: true,
  })
  if (seeded.totalDocs !== RESPONSES) throw new Error(`seeded ${seeded.totalDocs}, expected ${RESPONSES}`)
  console.log(
    `seeded ${RESPONSES} responses to a 30-question questionnaire in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  )

  // Statistics: one warm-up, then RUNS timed calls (the whole handler: auth, reads, figures, JSON).
  const statsPath = `/api/shennong/questionnaire-statistics/${questionnaire.id}`
  const statsTimes: number[] = []
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now()
    const response = await call('GET', statsPath, { token })
    const body = (await response.json()) as { result: { respondents: number } }
    if (response.status !== 200 || body.result.respondents !== RESPONSES)
      throw new Error(`statistics answered ${response.status}`)
    if (run > 0) statsTimes.push(performance.now() - started)
  }

  // Of which the database read: the lean keyset scan of the answers' JSON alone.
  const scanTimes: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    let rows = 0
    for await (const docs of scanAnswers(payload, { questionnaireId: String(questionnaire.id) }, ['questionGroups']))
      rows += docs.length
    if (rows !== RESPONSES) throw new Error(`scanned ${rows}`)
    scanTimes.push(performance.now() - started)
  }

  // Export: RSS sampled every 20 ms while the body is read (and thrown away) chunk by chunk.
  global.gc?.()
  await new Promise((resolve) => setTimeout(resolve, 500))
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const exportStart = performance.now()
  const response = await call('GET', `/api/shennong/questionnaire-answer-export/${questionnaire.id}`, { token })
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`)
  let bytes = 0
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    peak = Math.max(peak, process.memoryUsage().rss)
  }
  const exportMs = performance.now() - exportStart
  clearInterval(sampler)

  const statsMedian = median(statsTimes)
  const growth = (peak - baseline) / MB
  console.log(
    `\nSQLite, in process, ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)}), Node ${process.version}, ${RESPONSES} responses x 30 questions`,
  )
  console.log('| measurement | goal | figure |')
  console.log('|---|---|---|')
  console.log(
    `| statistics call (median of ${RUNS}, min ${Math.min(...statsTimes).toFixed(0)} ms, max ${Math.max(...statsTimes).toFixed(0)} ms) | < 1000 ms | ${statsMedian.toFixed(0)} ms |`,
  )
  console.log(
    `| of which reading the ${RESPONSES} answers (lean keyset scan, median) | - | ${median(scanTimes).toFixed(0)} ms |`,
  )
  console.log(
    `| export: ${RESPONSES} rows, ${(bytes / MB).toFixed(1)} MB .xlsx, time to last byte | - | ${(exportMs / 1000).toFixed(2)} s |`,
  )
  console.log(`| RSS before the export (baseline) | - | ${(baseline / MB).toFixed(0)} MB |`)
  console.log(`| RSS peak while streaming | - | ${(peak / MB).toFixed(0)} MB |`)
  console.log(`| RSS growth while streaming | < 150 MB | ${growth.toFixed(0)} MB |`)
  console.log(
    `\nRESULT statistics=${statsMedian.toFixed(0)}ms export=${exportMs.toFixed(0)}ms rssGrowth=${growth.toFixed(0)}MB`,
  )
  await payload.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
