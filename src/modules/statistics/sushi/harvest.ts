import { type Payload, type PayloadRequest, type Where, createLocalReq } from 'payload'

import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { DataOriginalSet } from '@/payload-types'
import { HARVESTER_WRITE } from '../collections/data-original-settings'
import type { HarvestState } from '../shared/harvestState'
import { type Classification, classifyAnswer, failedClassification } from './classify'
import { SushiRequestError, fetchReport } from './client'
import { SUSHI_MSG } from './messages'
import { isDue, nextAttemptAt, retryAfterMs } from './policy'
import { replaceRows } from './rows'
import { GROUPS, RESPONSES, SETS, SETTINGS, ensureGroupsAndSets, findSetting, previousMonth, setRecord, setsOfSetting, sourceOf } from './service'

/**
 * Harvesting (docs/statistics.md §2): one set now (ask the vendor, classify, store with the retry
 * policy), re-parsing the stored raw answer, a harvest started from the screen with its progress,
 * and the monthly harvest the job runs.
 */

export type HarvestOutcome = { setId: string; month: string; reportType: string; state: HarvestState; rowCount: number; message: string; nextAttemptAt: string | null }

const totalOf = (classification: Classification) => classification.rows.reduce((sum, row) => sum + row.count, 0)

/**
 * Store a classified answer for a set, in one transaction: the raw answer, the rows (replaced),
 * the set's state, attempts, next attempt and words; a credentials refusal marks the source broken.
 */
const storeOutcome = async (
  payload: Payload,
  set: DataOriginalSet,
  classification: Classification,
  raw: { url: string; status: number; contentType: string; body: string } | null,
  options: { now: Date; attempts: number; retryAfter?: number | null },
): Promise<HarvestOutcome> => {
  const req = await createLocalReq({}, payload)
  const setId = String(set.id)
  const settingId = relationId(set.setting) ?? ''
  const keepsRows = classification.state === 'done' || classification.state === 'partial' || classification.state === 'noUsage'
  const next = nextAttemptAt({ state: classification.state, code: classification.code, attempts: options.attempts, now: options.now, retryAfterMs: options.retryAfter })
  await inTransaction(req, async () => {
    if (raw) {
      const existing = await payload.find({ collection: RESPONSES, where: { set: { equals: setId } }, limit: 1, depth: 0, overrideAccess: true, req })
      const data = { set: setId, url: raw.url, httpStatus: raw.status, contentType: raw.contentType.slice(0, 200), body: raw.body, fetchedAt: options.now.toISOString() }
      if (existing.docs[0]) await payload.update({ collection: RESPONSES, id: existing.docs[0].id, data, depth: 0, overrideAccess: true, req })
      else await payload.create({ collection: RESPONSES, data, depth: 0, overrideAccess: true, req })
    }
    if (keepsRows) await replaceRows(req, { setId, settingId, reportType: set.reportType }, classification.rows.filter((row) => row.month === set.month))
    const rowCount = keepsRows ? classification.rows.filter((row) => row.month === set.month).length : (set.rowCount ?? 0)
    const total = keepsRows ? totalOf({ ...classification, rows: classification.rows.filter((row) => row.month === set.month) }) : (set.total ?? 0)
    await payload.update({
      collection: SETS,
      id: setId,
      data: {
        state: classification.state,
        attempts: options.attempts,
        lastCode: classification.code,
        lastError: classification.state === 'done' && classification.code === null ? null : classification.message,
        nextAttemptAt: next ? next.toISOString() : null,
        harvestedAt: keepsRows ? options.now.toISOString() : set.harvestedAt,
        rowCount,
        total,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (classification.state === 'broken') {
      await payload.update({ collection: SETTINGS, id: settingId, data: { health: 'broken', lastError: classification.message, lastCheckedAt: options.now.toISOString() }, overrideAccess: true, req, context: { [HARVESTER_WRITE]: true } })
    } else if (keepsRows) {
      await payload.update({ collection: SETTINGS, id: settingId, data: { health: 'ok', lastError: null, lastCheckedAt: options.now.toISOString() }, overrideAccess: true, req, context: { [HARVESTER_WRITE]: true } })
    }
  })
  return {
    setId,
    month: set.month,
    reportType: set.reportType,
    state: classification.state,
    rowCount: keepsRows ? classification.rows.filter((row) => row.month === set.month).length : 0,
    message: classification.message,
    nextAttemptAt: next ? next.toISOString() : null,
  }
}

/** Harvest one set now: ask the vendor, classify, store. Never throws for the vendor's failures. */
export const harvestSet = async (payload: Payload, setId: string, now: Date = new Date()): Promise<HarvestOutcome> => {
  const set = await payload.findByID({ collection: SETS, id: setId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!set) throw new AppError(404, SUSHI_MSG.setNotFound)
  const setting = await findSetting(payload, relationId(set.setting) ?? '')
  const attempts = (set.attempts ?? 0) + 1
  try {
    const answer = await fetchReport(sourceOf(setting), set.reportType, set.month)
    const classification = classifyAnswer({ status: answer.status, body: answer.body, reportId: set.reportType })
    return await storeOutcome(payload, set, classification, answer, { now, attempts, retryAfter: retryAfterMs(answer.retryAfter, now) })
  } catch (error) {
    if (error instanceof AppError) throw error
    const message = error instanceof SushiRequestError ? error.message : SUSHI_MSG.network(error instanceof Error ? error.message : String(error))
    return storeOutcome(payload, set, failedClassification(message), null, { now, attempts })
  }
}

/** POST reparse-sushi-report/{setId}: classify and store the kept raw answer again (no vendor call). */
export const reparseSet = async (req: PayloadRequest, setId: string): Promise<HarvestOutcome> => {
  const set = await req.payload.findByID({ collection: SETS, id: setId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!set) throw new AppError(404, SUSHI_MSG.setNotFound)
  const response = (await req.payload.find({ collection: RESPONSES, where: { set: { equals: setId } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  if (!response || typeof response.body !== 'string') throw new AppError(409, SUSHI_MSG.noRawAnswer)
  const classification = classifyAnswer({ status: response.httpStatus ?? 200, body: response.body, reportId: set.reportType })
  return storeOutcome(req.payload, set, classification, null, { now: new Date(), attempts: set.attempts ?? 0 })
}

// ---- progress of a harvest started from the screen ----

export type HarvestProgress = {
  settingId: string
  running: boolean
  total: number
  finished: number
  counts: Partial<Record<HarvestState, number>>
  current: string | null
  startedAt: string
  finishedAt: string | null
  error: string | null
}

/** The harvests of this server process (one per source at a time); the screen polls them. */
const progressBySetting = new Map<string, HarvestProgress>()

export const harvestProgress = (settingId: string): HarvestProgress | null => progressBySetting.get(settingId) ?? null

/** Harvest sets one after the other, recording progress. */
export const harvestSets = async (payload: Payload, settingId: string, sets: readonly Pick<DataOriginalSet, 'id' | 'month' | 'reportType'>[], now?: Date): Promise<HarvestProgress> => {
  const progress: HarvestProgress = {
    settingId,
    running: true,
    total: sets.length,
    finished: 0,
    counts: {},
    current: null,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    error: null,
  }
  progressBySetting.set(settingId, progress)
  try {
    for (const set of sets) {
      progress.current = `${set.reportType} ${set.month}`
      const outcome = await harvestSet(payload, String(set.id), now ?? new Date())
      progress.finished += 1
      progress.counts[outcome.state] = (progress.counts[outcome.state] ?? 0) + 1
      // A source refusing its credentials refuses them for every month: stop asking.
      if (outcome.state === 'broken') break
    }
  } catch (error) {
    progress.error = error instanceof Error ? error.message : String(error)
  } finally {
    progress.running = false
    progress.current = null
    progress.finishedAt = new Date().toISOString()
  }
  return progress
}

/** The sets a "harvest now" call takes: the listed ones, a month's, or all due ones. */
const setsToHarvest = async (payload: Payload, settingId: string, body: { setIds?: string[]; month?: string }, now: Date): Promise<DataOriginalSet[]> => {
  const where: Where[] = [{ setting: { equals: settingId } }]
  if (body.setIds) where.push({ id: { in: body.setIds } })
  if (body.month) where.push({ month: { equals: body.month } })
  const sets = (await payload.find({ collection: SETS, where: { and: where }, pagination: false, depth: 0, sort: 'month', overrideAccess: true })).docs
  if (body.setIds) {
    if (sets.length !== new Set(body.setIds).size) throw new AppError(404, SUSHI_MSG.setNotFound)
    return sets
  }
  if (body.month) return sets
  return sets.filter((set) => isDue(set, now))
}

/** POST download-sushi-report/{id}: harvest now; waits with `wait`, else runs on and the screen polls. */
export const harvestNow = async (req: PayloadRequest, settingId: string, body: { setIds?: string[]; month?: string; wait?: boolean }) => {
  const setting = await findSetting(req.payload, settingId)
  if (setting.health === 'broken') throw new AppError(409, SUSHI_MSG.sourceBroken)
  if (harvestProgress(settingId)?.running) throw new AppError(409, SUSHI_MSG.harvestRunning)
  const now = new Date()
  const sets = await setsToHarvest(req.payload, settingId, body, now)
  if (body.wait) {
    const progress = await harvestSets(req.payload, settingId, sets, now)
    const after = await req.payload.find({ collection: SETS, where: { id: { in: sets.map((set) => set.id) } }, pagination: false, depth: 0, sort: 'month', overrideAccess: true })
    return { ...progress, sets: after.docs.map(setRecord) }
  }
  const payload = req.payload
  void harvestSets(payload, settingId, sets, now).catch((error: unknown) => payload.logger.error({ err: error, msg: `sushi harvest of ${settingId} failed` }))
  return harvestProgress(settingId)
}

/**
 * The monthly harvest (the job): for every enabled source that is not broken, create last
 * month's set of each of its groups, then harvest every due set (pending ones and those whose
 * retry time has come).
 */
export const monthlyHarvest = async (payload: Payload, now: Date = new Date()) => {
  const settings = (await payload.find({ collection: SETTINGS, where: { status: { not_equals: 'Disabled' } }, pagination: false, depth: 0, overrideAccess: true })).docs
  const summary = { sources: 0, created: 0, harvested: 0, skippedBroken: 0, states: {} as Partial<Record<HarvestState, number>> }
  for (const setting of settings) {
    if (setting.health === 'broken') {
      summary.skippedBroken += 1
      continue
    }
    if (harvestProgress(String(setting.id))?.running) continue
    summary.sources += 1
    const groups = (await payload.find({ collection: GROUPS, where: { setting: { equals: setting.id } }, pagination: false, depth: 0, overrideAccess: true })).docs
    const active = groups.filter((group) => group.status !== 'Disabled').map((group) => group.reportType)
    if (active.length > 0) {
      const req = await createLocalReq({}, payload)
      const created = await inTransaction(req, () => ensureGroupsAndSets(req, String(setting.id), active, [previousMonth(now)]))
      summary.created += created.setsCreated
    }
    const disabled = new Set(groups.filter((group) => group.status === 'Disabled').map((group) => String(group.id)))
    const due = (await setsOfSetting(payload, String(setting.id))).filter((set) => !disabled.has(relationId(set.group) ?? '') && isDue(set, now))
    const progress = await harvestSets(payload, String(setting.id), due, now)
    summary.harvested += progress.finished
    for (const [state, n] of Object.entries(progress.counts)) summary.states[state as HarvestState] = (summary.states[state as HarvestState] ?? 0) + (n ?? 0)
  }
  return summary
}
