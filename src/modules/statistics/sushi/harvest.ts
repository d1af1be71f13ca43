import { and, eq } from 'drizzle-orm'
import { type Payload, type PayloadRequest, type Where, createLocalReq } from 'payload'

import { compareAndSet } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { DataOriginalHarvest, DataOriginalSet } from '@/payload-types'
import { HARVESTER_WRITE } from '../collections/data-original-settings'
import {
  HARVEST_RUN_STATUS_LABEL,
  HARVEST_STATE_LABEL,
  HARVEST_TRIGGER_LABEL,
  STALE_RUN_MS,
  type HarvestRunStatus,
  type HarvestState,
  type HarvestTrigger,
} from '../shared/harvestState'
import { type Classification, classifyAnswer, failedClassification } from './classify'
import { SushiRequestError, fetchReport, maxResponseBytes, megabytes } from './client'
import { SUSHI_MSG } from './messages'
import {
  type RetryDecision,
  RETRY_STATES,
  countedAttempts,
  isDue,
  nextHarvestRunAt,
  retryAfterMs,
  retryDecision,
  retryWords,
} from './policy'
import { replaceRows } from './rows'
import {
  ACTIVE_STATUSES,
  RUNS,
  SUSHI_HARVEST_TASK,
  WAITING_CHECK,
  activeRuns,
  expireStaleRuns,
  isHarvesting,
} from './runs'
import {
  GROUPS,
  RESPONSES,
  SETS,
  SETTINGS,
  ensureGroupsAndSets,
  findSetting,
  previousMonth,
  setRecord,
  setsOfSetting,
  sourceOf,
} from './service'

/**
 * Harvesting (docs/statistics.md §2): one set now (ask the vendor, classify, store with the retry
 * policy), re-parsing the stored raw answer, harvest runs (a harvest of some months of a source,
 * run as a job, its progress in the database: `data-original-harvests`), and the hourly harvest
 * job with its schedule.
 */

export { SUSHI_HARVEST_TASK } from './runs'
export const SUSHI_HARVEST_RUN_TASK = 'sushiHarvestRun'
/** One queue for both: the hourly check (woken sooner when a retry is due) and the runs started by hand. */
export const SUSHI_HARVEST_QUEUE = 'statistics-harvest'

export { RUNS } from './runs'

export type HarvestOutcome = {
  setId: string
  month: string
  reportType: string
  state: HarvestState
  rowCount: number
  message: string
  nextAttemptAt: string | null
  /** The vendor refused the source's credentials: the source is marked broken (stop asking it). */
  sourceBroken: boolean
}

/** The states in which a month holds what the vendor reported (rows, or none for no usage). */
const HOLDS_DATA: ReadonlySet<HarvestState> = new Set(['done', 'noUsage', 'partial'])

const totalOf = (rows: Classification['rows']) => rows.reduce((sum, row) => sum + row.count, 0)

const withWords = (message: string, words: string | null) => (words ? `${message}；${words}` : message)

/**
 * Store a classified answer for a set (a harvest, a re-parse, an upload), in one transaction: the raw answer, the rows (replaced),
 * the set's state, attempts, next attempt and words; a credentials refusal marks the source broken.
 *
 * A month that holds data keeps it when a new attempt brings none (a re-harvest that fails keeps
 * the old figures): a done or no-usage month keeps its state and rows and says why in its last
 * message; a partial month keeps its rows and stays partial (retried daily until the deadline).
 */
export const storeOutcome = async (
  payload: Payload,
  set: DataOriginalSet,
  classification: Classification,
  raw: { url: string; status: number; contentType: string; body: string } | null,
  options: { now: Date; attempts: number; automatic?: boolean; retryAfter?: number | null },
): Promise<HarvestOutcome> => {
  const req = await createLocalReq({}, payload)
  const setId = String(set.id)
  const settingId = relationId(set.setting) ?? ''
  const keepsRows = HOLDS_DATA.has(classification.state)
  const keepsOld = !keepsRows && HOLDS_DATA.has(set.state)
  const state: HarvestState = keepsOld ? set.state : classification.state
  const counted = countedAttempts({
    previousState: set.state,
    previousCount: set.autoAttempts ?? 0,
    state,
    automatic: options.automatic ?? false,
  })
  const decision: RetryDecision =
    keepsOld && set.state !== 'partial'
      ? { at: null, reason: 'final', why: 'kept' }
      : retryDecision({
          state,
          code: keepsOld ? (set.lastCode ?? null) : classification.code,
          attempts: counted,
          month: set.month,
          now: options.now,
          retryAfterMs: options.retryAfter,
          final: keepsOld ? null : classification.final,
        })
  // Every failure says whether it is asked again, when and why (issue 43, item 11).
  const words = retryWords(decision, {
    month: set.month,
    attempts: counted,
    state,
    code: classification.code,
    maxMb: megabytes(maxResponseBytes()),
  })
  const message = keepsOld
    ? set.state === 'partial'
      ? withWords(`${classification.message}；${SUSHI_MSG.keptPartial}`, words)
      : withWords(SUSHI_MSG.keptOld(classification.message), words)
    : withWords(classification.message, words)
  const rows = keepsRows ? classification.rows.filter((row) => row.month === set.month) : []
  await inTransaction(req, async () => {
    // The raw answer kept is the one the month's rows came from: an answer without data does not replace it.
    if (raw && !keepsOld) {
      const existing = await payload.find({
        collection: RESPONSES,
        where: { set: { equals: setId } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const data = {
        set: setId,
        url: raw.url,
        httpStatus: raw.status,
        contentType: raw.contentType.slice(0, 200),
        body: raw.body,
        fetchedAt: options.now.toISOString(),
      }
      if (existing.docs[0])
        await payload.update({
          collection: RESPONSES,
          id: existing.docs[0].id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
      else await payload.create({ collection: RESPONSES, data, depth: 0, overrideAccess: true, req })
    }
    // The month's old rows stay until its new rows replace them, in this one transaction.
    if (keepsRows) await replaceRows(req, { setId, settingId, reportType: set.reportType }, rows)
    await payload.update({
      collection: SETS,
      id: setId,
      data: {
        state,
        attempts: options.attempts,
        autoAttempts: counted,
        lastCode: classification.code,
        lastError: classification.state === 'done' && classification.code === null ? null : message,
        nextAttemptAt: decision.at ? decision.at.toISOString() : null,
        harvestedAt: keepsRows ? options.now.toISOString() : set.harvestedAt,
        rowCount: keepsRows ? rows.length : (set.rowCount ?? 0),
        total: keepsRows ? totalOf(rows) : (set.total ?? 0),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (classification.state === 'broken') {
      await payload.update({
        collection: SETTINGS,
        id: settingId,
        data: { health: 'broken', lastError: classification.message, lastCheckedAt: options.now.toISOString() },
        overrideAccess: true,
        req,
        context: { [HARVESTER_WRITE]: true },
      })
    } else if (keepsRows) {
      await payload.update({
        collection: SETTINGS,
        id: settingId,
        data: { health: 'ok', lastError: null, lastCheckedAt: options.now.toISOString() },
        overrideAccess: true,
        req,
        context: { [HARVESTER_WRITE]: true },
      })
    }
  })
  return {
    setId,
    month: set.month,
    reportType: set.reportType,
    state,
    rowCount: keepsRows ? rows.length : keepsOld ? (set.rowCount ?? 0) : 0,
    message,
    nextAttemptAt: decision.at ? decision.at.toISOString() : null,
    sourceBroken: classification.state === 'broken',
  }
}

/**
 * Harvest one set now: ask the vendor, classify, store. Never throws for the vendor's failures.
 * `automatic`: the job's attempt, counted against the state's cap (a harvest by hand is not).
 */
export const harvestSet = async (
  payload: Payload,
  setId: string,
  now: Date = new Date(),
  options: { automatic?: boolean } = {},
): Promise<HarvestOutcome> => {
  const set = await payload.findByID({
    collection: SETS,
    id: setId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!set) throw new AppError(404, SUSHI_MSG.setNotFound)
  const setting = await findSetting(payload, relationId(set.setting) ?? '')
  const attempts = (set.attempts ?? 0) + 1
  const automatic = options.automatic ?? false
  try {
    const answer = await fetchReport(sourceOf(setting), set.reportType, set.month)
    const classification = classifyAnswer({ status: answer.status, body: answer.body, reportId: set.reportType })
    return await storeOutcome(payload, set, classification, answer, {
      now,
      attempts,
      automatic,
      retryAfter: retryAfterMs(answer.retryAfter, now),
    })
  } catch (error) {
    if (error instanceof AppError) throw error
    const message =
      error instanceof SushiRequestError
        ? error.message
        : SUSHI_MSG.network(error instanceof Error ? error.message : String(error))
    // The same month answers as large again, and a url refused is refused again: neither is retried.
    const final =
      error instanceof SushiRequestError
        ? error.kind === 'tooLarge'
          ? 'tooLarge'
          : error.kind === 'refused'
            ? 'urlRefused'
            : undefined
        : undefined
    return storeOutcome(payload, set, failedClassification(message, final), null, { now, attempts, automatic })
  }
}

/** POST reparse-sushi-report/{setId}: classify and store the kept raw answer again (no vendor call). */
export const reparseSet = async (req: PayloadRequest, setId: string): Promise<HarvestOutcome> => {
  const set = await req.payload.findByID({
    collection: SETS,
    id: setId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!set) throw new AppError(404, SUSHI_MSG.setNotFound)
  const response = (
    await req.payload.find({
      collection: RESPONSES,
      where: { set: { equals: setId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!response || typeof response.body !== 'string') throw new AppError(409, SUSHI_MSG.noRawAnswer)
  const classification = classifyAnswer({
    status: response.httpStatus ?? 200,
    body: response.body,
    reportId: set.reportType,
  })
  return storeOutcome(req.payload, set, classification, null, {
    now: new Date(),
    attempts: set.attempts ?? 0,
    automatic: false,
  })
}

// ---------------------------------------------------------------------------------------------
// Harvest runs: progress in the database, one run per source at a time, cancellable

/** Finished runs are kept this long (the screen shows the latest). */
const RUN_RETENTION_MS = 90 * 24 * 3_600_000

export type HarvestRunOutcome = {
  setId: string
  reportType: string
  month: string
  state: HarvestState
  stateLabel: string
  rowCount: number
  message: string
}

/** A harvest run as the calls answer it (GET/POST/DELETE download-sushi-report/{id}). */
export type HarvestProgress = {
  _id: string | null
  settingId: string
  status: HarvestRunStatus
  statusLabel: string
  /** Queued or running. */
  running: boolean
  trigger: HarvestTrigger
  triggerLabel: string
  scope: string
  reharvest: boolean
  total: number
  finished: number
  counts: Partial<Record<HarvestState, number>>
  /** The month in flight ('TR 2026-03'). */
  current: string | null
  outcomes: HarvestRunOutcome[]
  startedBy: string | null
  startedAt: string
  finishedAt: string | null
  cancelRequested: boolean
  cancelledBy: string | null
  error: string | null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isHarvestState = (value: unknown): value is HarvestState =>
  typeof value === 'string' && value in HARVEST_STATE_LABEL

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []

const outcomeList = (value: unknown): HarvestRunOutcome[] =>
  (Array.isArray(value) ? value : []).filter(isRecord).flatMap((entry) =>
    isHarvestState(entry.state)
      ? [
          {
            setId: String(entry.setId ?? ''),
            reportType: String(entry.reportType ?? ''),
            month: String(entry.month ?? ''),
            state: entry.state,
            stateLabel: HARVEST_STATE_LABEL[entry.state],
            rowCount: typeof entry.rowCount === 'number' ? entry.rowCount : 0,
            message: String(entry.message ?? ''),
          },
        ]
      : [],
  )

const countsOf = (outcomes: readonly Pick<HarvestRunOutcome, 'state'>[]): Partial<Record<HarvestState, number>> => {
  const counts: Partial<Record<HarvestState, number>> = {}
  for (const outcome of outcomes) counts[outcome.state] = (counts[outcome.state] ?? 0) + 1
  return counts
}

export const runView = (doc: DataOriginalHarvest): HarvestProgress => {
  const outcomes = outcomeList(doc.outcomes)
  return {
    _id: String(doc.id),
    settingId: relationId(doc.setting) ?? '',
    status: doc.status,
    statusLabel: HARVEST_RUN_STATUS_LABEL[doc.status],
    running: ACTIVE_STATUSES.includes(doc.status),
    trigger: doc.trigger,
    triggerLabel: HARVEST_TRIGGER_LABEL[doc.trigger],
    scope: doc.scope ?? '',
    reharvest: doc.reharvest ?? false,
    total: doc.total ?? 0,
    finished: doc.finished ?? 0,
    counts: countsOf(outcomes),
    current: doc.current ?? null,
    outcomes,
    startedBy: doc.startedByName ?? null,
    startedAt: doc.startedAt ?? doc.createdAt,
    finishedAt: doc.finishedAt ?? null,
    cancelRequested: doc.cancelRequested ?? false,
    cancelledBy: doc.cancelledByName ?? null,
    error: doc.error ?? null,
  }
}

/** The answer when nothing was to be harvested (no run is made). */
const emptyProgress = (settingId: string, now: Date): HarvestProgress => ({
  _id: null,
  settingId,
  status: 'done',
  statusLabel: HARVEST_RUN_STATUS_LABEL.done,
  running: false,
  trigger: 'manual',
  triggerLabel: HARVEST_TRIGGER_LABEL.manual,
  scope: '',
  reharvest: false,
  total: 0,
  finished: 0,
  counts: {},
  current: null,
  outcomes: [],
  startedBy: null,
  startedAt: now.toISOString(),
  finishedAt: now.toISOString(),
  cancelRequested: false,
  cancelledBy: null,
  error: null,
})

/**
 * Record a new run (queued) for a source; 409 while another is queued or running. Two callers at
 * once (two processes) both write theirs and then look: the older stays, the younger withdraws.
 */
const startRun = async (
  payload: Payload,
  input: {
    settingId: string
    setIds: string[]
    trigger: HarvestTrigger
    scope: string
    reharvest: boolean
    user?: { id: string; name: string } | null
    now: Date
  },
): Promise<DataOriginalHarvest> => {
  if (await isHarvesting(payload, input.settingId, input.now)) throw new AppError(409, SUSHI_MSG.harvestRunning)
  const run = await payload.create({
    collection: RUNS,
    data: {
      setting: input.settingId,
      status: 'queued',
      trigger: input.trigger,
      scope: input.scope,
      reharvest: input.reharvest,
      setIds: input.setIds,
      total: input.setIds.length,
      finished: 0,
      outcomes: [],
      counts: {},
      startedBy: input.user?.id ?? null,
      startedByName: input.user?.name ?? null,
      cancelRequested: false,
    },
    depth: 0,
    overrideAccess: true,
  })
  const first = (await activeRuns(payload, input.settingId))[0]
  if (first && String(first.id) !== String(run.id)) {
    await payload.delete({ collection: RUNS, id: run.id, overrideAccess: true })
    throw new AppError(409, SUSHI_MSG.harvestRunning)
  }
  return run
}

/** Claim a queued run for this runner (one compare-and-set write): false when another runner has it, or it was cancelled. */
const claimRun = async (payload: Payload, runId: string, now: Date): Promise<boolean> => {
  const req = await createLocalReq({}, payload)
  const at = now.toISOString()
  const claimed = await compareAndSet<'id' | 'status'>(req, RUNS, {
    sql: (t) => ({
      where: and(eq(t.id, runId), eq(t.status, 'queued')),
      set: { status: 'running', startedAt: at, heartbeatAt: at },
    }),
    mongo: {
      filter: { _id: runId, status: 'queued' },
      update: { $set: { status: 'running', startedAt: now, heartbeatAt: now } },
    },
    returning: ['id'],
  })
  return claimed !== undefined
}

const updateRun = async (
  payload: Payload,
  runId: string,
  data: Partial<Omit<DataOriginalHarvest, 'id' | 'setting' | 'createdAt' | 'updatedAt'>>,
): Promise<boolean> => {
  try {
    await payload.update({ collection: RUNS, id: runId, data, depth: 0, overrideAccess: true })
    return true
  } catch {
    // The run was deleted with its source.
    return false
  }
}

/**
 * Run a harvest run: claim it, harvest its months one after the other, recording the progress
 * after each, reading `cancelRequested` before each (a cancel stops after the month in flight).
 * A credentials refusal stops the run (every month would say the same). Null when another runner
 * has the run.
 */
export const executeRun = async (
  payload: Payload,
  runId: string,
  options: { now?: Date } = {},
): Promise<HarvestProgress | null> => {
  if (!(await claimRun(payload, runId, options.now ?? new Date()))) return null
  const run = await payload.findByID({ collection: RUNS, id: runId, depth: 0, overrideAccess: true })
  const automatic = run.trigger === 'auto'
  const outcomes: HarvestRunOutcome[] = []
  let finished = 0
  let status: HarvestRunStatus = 'done'
  let error: string | null = null
  try {
    for (const setId of stringList(run.setIds)) {
      const flags = await payload.findByID({
        collection: RUNS,
        id: runId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { cancelRequested: true },
      })
      if (!flags) {
        status = 'failed'
        error = SUSHI_MSG.settingNotFound
        break
      }
      if (flags.cancelRequested) {
        status = 'cancelled'
        break
      }
      const set = await payload.findByID({
        collection: SETS,
        id: setId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { reportType: true, month: true },
      })
      if (set) {
        await updateRun(payload, runId, {
          current: `${set.reportType} ${set.month}`,
          heartbeatAt: new Date().toISOString(),
        })
        const outcome = await harvestSet(payload, setId, options.now ?? new Date(), { automatic })
        outcomes.push({
          setId,
          reportType: outcome.reportType,
          month: outcome.month,
          state: outcome.state,
          stateLabel: HARVEST_STATE_LABEL[outcome.state],
          rowCount: outcome.rowCount,
          message: outcome.message,
        })
        if (outcome.sourceBroken) error = SUSHI_MSG.sourceBrokenStopped
      }
      finished += 1
      await updateRun(payload, runId, {
        finished,
        outcomes,
        counts: countsOf(outcomes),
        heartbeatAt: new Date().toISOString(),
      })
      if (error) break
    }
  } catch (failure) {
    status = 'failed'
    error = failure instanceof Error ? failure.message : String(failure)
  }
  await updateRun(payload, runId, {
    status,
    error,
    finished,
    outcomes,
    counts: countsOf(outcomes),
    current: null,
    finishedAt: new Date().toISOString(),
  })
  // A harvest by hand may have set earlier retries (a 1020 back-off): wake the job for them.
  if (!automatic)
    await scheduleNextHarvestCheck(payload).catch((failure: unknown) =>
      payload.logger.error({ err: failure, msg: 'could not schedule the SUSHI harvest check' }),
    )
  const after = await payload.findByID({
    collection: RUNS,
    id: runId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return after ? runView(after) : null
}

/** GET download-sushi-report/{id}: the source's running harvest, else its latest one; null when never harvested. */
export const harvestProgress = async (payload: Payload, settingId: string): Promise<HarvestProgress | null> => {
  await findSetting(payload, settingId)
  await expireStaleRuns(payload, new Date(), settingId)
  const latest = await payload.find({
    collection: RUNS,
    where: { setting: { equals: settingId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return latest.docs[0] ? runView(latest.docs[0]) : null
}

/**
 * DELETE download-sushi-report/{id}: cancel the source's harvest. A queued run is cancelled at
 * once; a running one stops after the month in flight (its months so far are kept).
 */
export const cancelHarvest = async (req: PayloadRequest, settingId: string): Promise<HarvestProgress> => {
  const payload = req.payload
  await findSetting(payload, settingId)
  await expireStaleRuns(payload, new Date(), settingId)
  const run = (await activeRuns(payload, settingId))[0]
  if (!run) throw new AppError(409, SUSHI_MSG.harvestNotRunning)
  const runId = String(run.id)
  const by = userOf(req)?.name ?? null
  const local = await createLocalReq({}, payload)
  const now = new Date()
  const cancelledQueued = await compareAndSet<'id' | 'status'>(local, RUNS, {
    sql: (t) => ({
      where: and(eq(t.id, runId), eq(t.status, 'queued')),
      set: { status: 'cancelled', cancelRequested: true, cancelledByName: by, finishedAt: now.toISOString() },
    }),
    mongo: {
      filter: { _id: runId, status: 'queued' },
      update: { $set: { status: 'cancelled', cancelRequested: true, cancelledByName: by, finishedAt: now } },
    },
    returning: ['id'],
  })
  if (!cancelledQueued)
    await payload.update({
      collection: RUNS,
      id: runId,
      data: { cancelRequested: true, cancelledByName: by },
      depth: 0,
      overrideAccess: true,
    })
  return runView(await payload.findByID({ collection: RUNS, id: runId, depth: 0, overrideAccess: true }))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Wait until a run has ended (another runner may have taken it). */
const waitForRun = async (payload: Payload, runId: string): Promise<HarvestProgress> => {
  for (let round = 0; ; round++) {
    const run = await payload.findByID({
      collection: RUNS,
      id: runId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!run) throw new AppError(404, SUSHI_MSG.settingNotFound)
    if (!ACTIVE_STATUSES.includes(run.status)) return runView(run)
    // A runner elsewhere that died: its run is marked interrupted (looked at every few seconds).
    if (round % 25 === 24) await expireStaleRuns(payload, new Date(), relationId(run.setting) ?? undefined)
    await sleep(200)
  }
}

export type HarvestRequest = {
  setIds?: string[]
  month?: string
  startMonth?: string
  endMonth?: string
  reportTypes?: string[]
  wait?: boolean
}

/** The sets a "harvest now" call takes: the listed ones, a month's, a range's (again, whatever their state), or all due ones. */
const setsToHarvest = async (
  payload: Payload,
  settingId: string,
  body: HarvestRequest,
  now: Date,
): Promise<DataOriginalSet[]> => {
  const where: Where[] = [{ setting: { equals: settingId } }]
  if (body.setIds) where.push({ id: { in: body.setIds } })
  if (body.month) where.push({ month: { equals: body.month } })
  if (body.startMonth) where.push({ month: { greater_than_equal: body.startMonth } })
  if (body.endMonth) where.push({ month: { less_than_equal: body.endMonth } })
  if (body.reportTypes && body.reportTypes.length > 0) where.push({ reportType: { in: body.reportTypes } })
  const found = (
    await payload.find({
      collection: SETS,
      where: { and: where },
      pagination: false,
      depth: 0,
      sort: 'month',
      overrideAccess: true,
    })
  ).docs
  const sets = [...found].sort((a, b) => a.month.localeCompare(b.month) || a.reportType.localeCompare(b.reportType))
  if (body.setIds) {
    if (sets.length !== new Set(body.setIds).size) throw new AppError(404, SUSHI_MSG.setNotFound)
    return sets
  }
  if (body.startMonth || body.endMonth) {
    if (sets.length === 0) throw new AppError(400, SUSHI_MSG.noSetsInRange)
    return sets
  }
  if (body.month) return sets
  return sets.filter((set) => isDue(set, now))
}

/** The words for what a run harvests (shown with its progress). */
const scopeOf = (body: HarvestRequest, sets: readonly DataOriginalSet[]): string => {
  const types = body.reportTypes && body.reportTypes.length > 0 ? `（${body.reportTypes.join('、')}）` : ''
  if (body.startMonth || body.endMonth)
    return `重新收割 ${body.startMonth ?? sets[0]?.month ?? ''} 至 ${body.endMonth ?? sets[sets.length - 1]?.month ?? ''}${types}`
  if (body.month) return `重新收割 ${body.month}`
  if (body.setIds)
    return sets.length === 1 ? `重新收割 ${sets[0]!.reportType} ${sets[0]!.month}` : `指定的 ${sets.length} 個月份`
  return '待收割及到期重試的月份'
}

const userOf = (req: PayloadRequest): { id: string; name: string } | null => {
  const user = req.user as { id?: string | number; name?: string | null; username?: string | null } | null | undefined
  if (!user?.id) return null
  return { id: String(user.id), name: user.name || user.username || String(user.id) }
}

/**
 * Queue a run's job for this process to start at once. The job waits STALE_RUN_MS before a queue
 * runner may take it: Payload claims a job with a read and then a write, so the lead instance's
 * schedule, reading between the queueing and this process's claim, took the same job (the run's
 * own claim kept the months from being asked twice, but one of the two runners then failed inside
 * Payload on a job the other had finished and deleted). Should this process stop before it starts
 * the job, a runner takes it after that wait, when the run would be shown as interrupted anyway.
 */
const launchRun = async (payload: Payload, runId: string): Promise<string | number> => {
  const waitUntil = new Date(Date.now() + STALE_RUN_MS)
  const job = await payload.jobs.queue({
    task: SUSHI_HARVEST_RUN_TASK,
    input: { run: runId },
    queue: SUSHI_HARVEST_QUEUE,
    waitUntil,
  })
  return job.id
}

/**
 * POST download-sushi-report/{id}: harvest now, as a job whose progress is stored (the run). With
 * `wait` it answers when the run has ended (tests, scripts) with the months' new state; otherwise
 * at once, and the screen polls GET download-sushi-report/{id}.
 */
export const harvestNow = async (
  req: PayloadRequest,
  settingId: string,
  body: HarvestRequest,
): Promise<HarvestProgress & { sets?: ReturnType<typeof setRecord>[] }> => {
  const payload = req.payload
  const setting = await findSetting(payload, settingId)
  if (setting.health === 'broken') throw new AppError(409, SUSHI_MSG.sourceBroken)
  const now = new Date()
  if (await isHarvesting(payload, settingId, now)) throw new AppError(409, SUSHI_MSG.harvestRunning)
  const sets = await setsToHarvest(payload, settingId, body, now)
  if (sets.length === 0) return { ...emptyProgress(settingId, now), ...(body.wait ? { sets: [] } : {}) }
  const run = await startRun(payload, {
    settingId,
    setIds: sets.map((set) => String(set.id)),
    trigger: 'manual',
    scope: scopeOf(body, sets),
    reharvest: Boolean(body.setIds || body.month || body.startMonth || body.endMonth),
    user: userOf(req),
    now,
  })
  const runId = String(run.id)
  const jobId = await launchRun(payload, runId)
  if (body.wait) {
    await payload.jobs.runByID({ id: jobId, silent: true })
    const progress = await waitForRun(payload, runId)
    const after = await payload.find({
      collection: SETS,
      where: { id: { in: sets.map((set) => set.id) } },
      pagination: false,
      depth: 0,
      sort: 'month',
      overrideAccess: true,
    })
    return { ...progress, sets: after.docs.map(setRecord) }
  }
  void payload.jobs
    .runByID({ id: jobId, silent: true })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `sushi harvest run ${runId} failed` }))
  return runView(run)
}

// ---------------------------------------------------------------------------------------------
// The hourly harvest (the job) and its schedule

/**
 * The monthly harvest (the job): for every enabled source that is not broken and not being
 * harvested, create last month's set of each of its groups, then harvest every due set (pending
 * ones and those whose retry time has come) as an automatic run (its attempts count against the
 * states' caps). Runs interrupted by a stopped process are marked, old finished runs removed.
 */
export const monthlyHarvest = async (payload: Payload, now: Date = new Date()) => {
  await expireStaleRuns(payload, now)
  await payload.delete({
    collection: RUNS,
    where: { finishedAt: { less_than: new Date(now.getTime() - RUN_RETENTION_MS).toISOString() } },
    overrideAccess: true,
  })
  const settings = (
    await payload.find({
      collection: SETTINGS,
      where: { status: { not_equals: 'Disabled' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  const summary = {
    sources: 0,
    created: 0,
    harvested: 0,
    skippedBroken: 0,
    busy: 0,
    states: {} as Partial<Record<HarvestState, number>>,
  }
  for (const setting of settings) {
    const settingId = String(setting.id)
    if (setting.health === 'broken') {
      summary.skippedBroken += 1
      continue
    }
    if ((await activeRuns(payload, settingId)).length > 0) {
      summary.busy += 1
      continue
    }
    summary.sources += 1
    const groups = (
      await payload.find({
        collection: GROUPS,
        where: { setting: { equals: setting.id } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    const active = groups.filter((group) => group.status !== 'Disabled').map((group) => group.reportType)
    if (active.length > 0) {
      const req = await createLocalReq({}, payload)
      const created = await inTransaction(req, () => ensureGroupsAndSets(req, settingId, active, [previousMonth(now)]))
      summary.created += created.setsCreated
    }
    const disabled = new Set(groups.filter((group) => group.status === 'Disabled').map((group) => String(group.id)))
    const due = (await setsOfSetting(payload, settingId)).filter(
      (set) => !disabled.has(relationId(set.group) ?? '') && isDue(set, now),
    )
    if (due.length === 0) continue
    let run: DataOriginalHarvest
    try {
      run = await startRun(payload, {
        settingId,
        setIds: due.map((set) => String(set.id)),
        trigger: 'auto',
        scope: scopeOf({}, due),
        reharvest: false,
        now,
      })
    } catch (error) {
      if (error instanceof AppError && error.status === 409) {
        summary.busy += 1
        continue
      }
      throw error
    }
    const progress = await executeRun(payload, String(run.id), { now })
    if (!progress) continue
    summary.harvested += progress.finished
    for (const [state, n] of Object.entries(progress.counts))
      summary.states[state as HarvestState] = (summary.states[state as HarvestState] ?? 0) + (n ?? 0)
  }
  return summary
}

/** The earliest retry still to come (of any set), or null. */
const earliestRetry = async (payload: Payload, now: Date): Promise<Date | null> => {
  const found = await payload.find({
    collection: SETS,
    where: { and: [{ state: { in: [...RETRY_STATES] } }, { nextAttemptAt: { greater_than: now.toISOString() } }] },
    sort: 'nextAttemptAt',
    limit: 1,
    depth: 0,
    select: { nextAttemptAt: true },
    overrideAccess: true,
  })
  const at = found.docs[0]?.nextAttemptAt
  return at ? new Date(at) : null
}

/**
 * Keep one harvest check waiting in the queue, to run at the next hourly run or when the earliest
 * retry is due, whichever comes first (so a retry due seconds after the hourly
 * run does not wait an hour). A waiting check due later is brought forward.
 */
export const scheduleNextHarvestCheck = async (payload: Payload, now: Date = new Date()): Promise<Date> => {
  const at = nextHarvestRunAt(now, await earliestRetry(payload, now))
  const waiting = await payload.find({
    collection: 'payload-jobs',
    where: WAITING_CHECK,
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const job = waiting.docs[0]
  if (!job) {
    await payload.jobs.queue({ task: SUSHI_HARVEST_TASK, input: {}, queue: SUSHI_HARVEST_QUEUE, waitUntil: at })
    return at
  }
  if (job.waitUntil && new Date(job.waitUntil).getTime() > at.getTime()) {
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: at.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return at
  }
  return job.waitUntil ? new Date(job.waitUntil) : now
}
