import { type AnyColumn, type SQL, eq, sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { STATISTICS_STATUS_LABEL } from '@/i18n/modules'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { DataOriginalGroup, DataOriginalSet, DataOriginalSetting } from '@/payload-types'
import type { ListQuery, Paginated } from '@/validation/listQuery'
import {
  HARVESTER_WRITE,
  KEY_FOR_NEW_URL,
  SOURCE_HEALTH_LABEL,
  sameServiceUrl,
} from '../collections/data-original-settings'
import { HARVEST_STATE_LABEL, type HarvestState, STALE_RUN_MS } from '../shared/harvestState'
import { isCredentialCode, wordsOf } from './classify'
import { type SushiRelease, type SushiSource, SushiRequestError, releaseOfUrl, sushiCall } from './client'
import { SUSHI_MSG } from './messages'
import { field, parseSushiBody } from './parse'
import { suspendedWords } from './policy'
import { deleteRowsOfSets } from './rows'
import { RUNS as HARVESTS, isHarvesting, nextHarvestCheckAt } from './runs'
import type { SettingInput } from './schemas'

/**
 * The data-original (COUNTER SUSHI) service (docs/statistics.md §2): sources, their
 * groups (report types) and sets (months), and the vendor's status and report list. Harvesting,
 * re-parsing and the monthly harvest the job runs are in ./harvest.ts.
 */

export const SETTINGS = 'data-original-settings' as const
export const GROUPS = 'data-original-groups' as const
export const SETS = 'data-original-sets' as const
export const RESPONSES = 'data-original-responses' as const
const ITEMS = 'data-original-items' as const

/** The spec's list size for sources. */
export const SETTING_LIST_LIMIT = 30
/** At most this many months per init call. */
export const MAX_INIT_MONTHS = 120

// ---------------------------------------------------------------------------------------------
// Records

export type SettingRecord = Omit<DataOriginalSetting, 'id' | 'apiKey'> & {
  _id: string
  hasApiKey: boolean
  release: SushiRelease
  statusLabel: string
  healthLabel: string
}

const settingRecord = (doc: DataOriginalSetting): SettingRecord => {
  const { id, apiKey, ...rest } = doc
  return {
    ...rest,
    _id: String(id),
    hasApiKey: Boolean(apiKey),
    release: releaseOfUrl(doc.url, (doc.release as SushiRelease | undefined) ?? '5'),
    statusLabel: STATISTICS_STATUS_LABEL[doc.status ?? 'Enabled'],
    healthLabel: SOURCE_HEALTH_LABEL[doc.health ?? 'unknown'],
  }
}

export type SetRecord = {
  _id: string
  group: string
  setting: string
  reportType: string
  month: string
  state: HarvestState
  stateLabel: string
  attempts: number
  /** The automatic attempts counted in the current state (each retried state has its cap, policy.ts). */
  autoAttempts: number
  lastCode: number | null
  lastError: string | null
  rowCount: number
  total: number
  nextAttemptAt: string | null
  harvestedAt: string | null
}

export const setRecord = (doc: DataOriginalSet): SetRecord => ({
  _id: String(doc.id),
  group: relationId(doc.group) ?? '',
  setting: relationId(doc.setting) ?? '',
  reportType: doc.reportType,
  month: doc.month,
  state: doc.state,
  stateLabel: HARVEST_STATE_LABEL[doc.state],
  attempts: doc.attempts ?? 0,
  autoAttempts: doc.autoAttempts ?? 0,
  lastCode: doc.lastCode ?? null,
  lastError: doc.lastError ?? null,
  rowCount: doc.rowCount ?? 0,
  total: doc.total ?? 0,
  nextAttemptAt: doc.nextAttemptAt ?? null,
  harvestedAt: doc.harvestedAt ?? null,
})

// ---------------------------------------------------------------------------------------------
// Reads

export const findSetting = async (payload: Payload, id: string, req?: PayloadRequest): Promise<DataOriginalSetting> => {
  const doc = await payload.findByID({
    collection: SETTINGS,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doc) throw new AppError(404, SUSHI_MSG.settingNotFound)
  return doc
}

export const sourceOf = (
  doc: Pick<DataOriginalSetting, 'url' | 'customerId' | 'requestorId' | 'apiKey' | 'platform' | 'release'>,
): SushiSource => ({
  url: doc.url,
  customerId: doc.customerId,
  requestorId: doc.requestorId,
  apiKey: doc.apiKey,
  platform: doc.platform,
  release: (doc.release as SushiRelease | null | undefined) ?? null,
})

/** GET data-original-settings: name, platform or url holding the keyword; 30 a page by default. */
export const listSettings = async (
  req: PayloadRequest,
  query: ListQuery,
  limitGiven: boolean,
): Promise<Paginated<SettingRecord>> => {
  const effective = { ...query, limit: limitGiven ? query.limit : SETTING_LIST_LIMIT }
  const found = await req.payload.find({
    collection: SETTINGS,
    where: allOf(keywordWhere(effective.keyword, ['name', 'platform', 'url'])),
    sort: 'name',
    page: effective.page,
    limit: effective.limit,
    depth: 0,
    overrideAccess: true,
  })
  const summaries = await harvestSummaries(req.payload, found.docs)
  return toPaginated(found, effective, (doc) => withHarvestSummary(settingRecord(doc), summaries.get(String(doc.id))))
}

// ---------------------------------------------------------------------------------------------
// A source's harvest summary: its harvest in progress, and the failure of a
// source nothing was stored from (every month failed) instead of 未檢查 and `—`.

/** The states of a month the vendor has not delivered (yet). */
const FAILING_STATES: HarvestState[] = ['failed', 'rateLimited', 'queued', 'notReady']

export type SourceHarvestSummary = {
  /** The source's harvest queued or running (on any process). */
  harvestRun: { _id: string; status: 'queued' | 'running'; finished: number; total: number } | null
  /** For a source nothing was stored from yet (health unknown): its latest failing month, and how many months fail. */
  harvestIssue: {
    state: HarvestState
    stateLabel: string
    reportType: string
    month: string
    message: string | null
    months: number
  } | null
}

const harvestSummaries = async (
  payload: Payload,
  docs: readonly DataOriginalSetting[],
): Promise<Map<string, SourceHarvestSummary>> => {
  const out = new Map<string, SourceHarvestSummary>(
    docs.map((doc) => [String(doc.id), { harvestRun: null, harvestIssue: null }]),
  )
  if (docs.length === 0) return out
  const cutoff = Date.now() - STALE_RUN_MS
  const runs = await payload.find({
    collection: HARVESTS,
    where: { and: [{ setting: { in: [...out.keys()] } }, { status: { in: ['queued', 'running'] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const run of runs.docs) {
    const entry = out.get(relationId(run.setting) ?? '')
    const heardAt = Date.parse(run.status === 'running' ? (run.heartbeatAt ?? run.updatedAt) : run.createdAt)
    if (!entry || heardAt < cutoff || (run.status !== 'queued' && run.status !== 'running')) continue
    entry.harvestRun = { _id: String(run.id), status: run.status, finished: run.finished ?? 0, total: run.total ?? 0 }
  }
  const unknown = docs.filter((doc) => (doc.health ?? 'unknown') === 'unknown').map((doc) => String(doc.id))
  if (unknown.length > 0) {
    const failing = await payload.find({
      collection: SETS,
      where: { and: [{ setting: { in: unknown } }, { state: { in: FAILING_STATES } }] },
      sort: '-updatedAt',
      pagination: false,
      depth: 0,
      select: { setting: true, state: true, reportType: true, month: true, lastError: true },
      overrideAccess: true,
    })
    for (const set of failing.docs) {
      const entry = out.get(relationId(set.setting) ?? '')
      if (!entry) continue
      if (entry.harvestIssue) entry.harvestIssue.months += 1
      else
        entry.harvestIssue = {
          state: set.state,
          stateLabel: HARVEST_STATE_LABEL[set.state],
          reportType: set.reportType,
          month: set.month,
          message: set.lastError ?? null,
          months: 1,
        }
    }
  }
  return out
}

/** A source record with its harvest summary: a source whose months all failed shows that failure, not 未檢查. */
const withHarvestSummary = (
  record: SettingRecord,
  summary: SourceHarvestSummary | undefined,
): SettingRecord & SourceHarvestSummary => {
  const issue = summary?.harvestIssue ?? null
  return {
    ...record,
    harvestRun: summary?.harvestRun ?? null,
    harvestIssue: issue,
    ...(issue && (record.health ?? 'unknown') === 'unknown'
      ? {
          healthLabel: issue.stateLabel,
          lastError: record.lastError ?? `${issue.reportType} ${issue.month}：${issue.message ?? issue.stateLabel}`,
        }
      : {}),
  }
}

const countsOf = (sets: Pick<DataOriginalSet, 'state'>[]): Record<HarvestState, number> => {
  const counts = Object.fromEntries(Object.keys(HARVEST_STATE_LABEL).map((state) => [state, 0])) as Record<
    HarvestState,
    number
  >
  for (const set of sets) counts[set.state] += 1
  return counts
}

/** A source's month sets by month, all of them or those of one report type and some months. */
export const setsOfSetting = async (
  payload: Payload,
  settingId: string,
  req?: PayloadRequest,
  only?: { reportType: string; months: string[] },
): Promise<DataOriginalSet[]> =>
  (
    await payload.find({
      collection: SETS,
      where: only
        ? {
            and: [
              { setting: { equals: settingId } },
              { reportType: { equals: only.reportType } },
              { month: { in: only.months } },
            ],
          }
        : { setting: { equals: settingId } },
      pagination: false,
      depth: 0,
      sort: 'month',
      overrideAccess: true,
      req,
    })
  ).docs

/** GET data-original-settings/detail/{id}: the source with its per-state month counts. */
export const settingDetail = async (req: PayloadRequest, id: string) => {
  const doc = await findSetting(req.payload, id)
  const sets = await setsOfSetting(req.payload, id)
  const summaries = await harvestSummaries(req.payload, [doc])
  const usedBy = await formulaReportsUsing(req.payload, id)
  return {
    ...withHarvestSummary(settingRecord(doc), summaries.get(id)),
    counts: countsOf(sets),
    months: sets.length,
    usedBy,
  }
}

/**
 * The formula reports whose count items count this source's rows (such a source is
 * not deleted; the screen names them before asking). Sorted by name (zh-TW collation).
 */
export const formulaReportsUsing = async (
  payload: Payload,
  settingId: string,
): Promise<{ _id: string; name: string }[]> => {
  const reports = await payload.find({
    collection: 'formula-report-settings',
    pagination: false,
    depth: 0,
    select: { name: true, countItems: true },
    overrideAccess: true,
  })
  const id = settingId.toLowerCase()
  return reports.docs
    .filter(
      (report) =>
        Array.isArray(report.countItems) &&
        report.countItems.some(
          (item) =>
            typeof item === 'object' &&
            item !== null &&
            String((item as { source?: unknown }).source ?? '').toLowerCase() === id,
        ),
    )
    .map((report) => ({ _id: String(report.id), name: report.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-Hant'))
}

/** GET data-original-groups/{id}: the groups (report types) of a source with per-state counts. */
export const listGroups = async (req: PayloadRequest, settingId: string) => {
  await findSetting(req.payload, settingId)
  const groups = await req.payload.find({
    collection: GROUPS,
    where: { setting: { equals: settingId } },
    pagination: false,
    depth: 0,
    sort: 'reportType',
    overrideAccess: true,
  })
  const sets = await setsOfSetting(req.payload, settingId)
  return groups.docs.map((group: DataOriginalGroup) => {
    const own = sets.filter((set) => relationId(set.group) === String(group.id))
    return {
      _id: String(group.id),
      setting: settingId,
      reportType: group.reportType,
      status: group.status ?? 'Enabled',
      months: own.length,
      counts: countsOf(own),
      rowCount: own.reduce((sum, set) => sum + (set.rowCount ?? 0), 0),
      firstMonth: own[0]?.month ?? null,
      lastMonth: own[own.length - 1]?.month ?? null,
    }
  })
}

/** GET data-original-sets/{id}: the months of a group, oldest first. */
export const listSets = async (req: PayloadRequest, groupId: string): Promise<SetRecord[]> => {
  const group = await req.payload.findByID({
    collection: GROUPS,
    id: groupId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!group) throw new AppError(404, SUSHI_MSG.groupNotFound)
  const sets = await req.payload.find({
    collection: SETS,
    where: { group: { equals: groupId } },
    pagination: false,
    depth: 0,
    sort: 'month',
    overrideAccess: true,
  })
  // 下次嘗試 is the attempt that will happen: none while the source or the
  // report type is disabled or the source broken (the words promising one say so instead); a
  // pending month is harvested at the harvest check's next run.
  const setting = await req.payload.findByID({
    collection: SETTINGS,
    id: relationId(group.setting) ?? '',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const automatic =
    Boolean(setting) && setting?.status !== 'Disabled' && setting?.health !== 'broken' && group.status !== 'Disabled'
  const now = new Date()
  const checkAt =
    automatic && sets.docs.some((doc) => doc.state === 'pending') ? await nextHarvestCheckAt(req.payload) : null
  return sets.docs.map((doc) => {
    const record = setRecord(doc)
    if (!automatic)
      return {
        ...record,
        nextAttemptAt: null,
        lastError: record.lastError ? suspendedWords(record.lastError) : null,
      }
    if (record.state === 'pending' && checkAt)
      return { ...record, nextAttemptAt: new Date(Math.max(checkAt.getTime(), now.getTime())).toISOString() }
    return record
  })
}

/** GET data-original-items/{id}: the parsed rows of a set, paginated. */
export const listItems = async (
  req: PayloadRequest,
  setId: string,
  query: ListQuery,
  filters: { metricType?: string },
) => {
  const set = await req.payload.findByID({
    collection: SETS,
    id: setId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!set) throw new AppError(404, SUSHI_MSG.setNotFound)
  const found = await req.payload.find({
    collection: ITEMS,
    where: allOf(
      { set: { equals: setId } },
      filters.metricType ? { metricType: { equals: filters.metricType } } : undefined,
      keywordWhere(query.keyword, ['title', 'itemId', 'database', 'platform']),
    ),
    page: query.page,
    limit: query.limit,
    sort: 'title',
    depth: 0,
    overrideAccess: true,
  })
  const page = toPaginated(found, query, (doc) => {
    const { id, set: _set, setting: _setting, ...rest } = doc
    return { _id: String(id), set: setId, setting: relationId(doc.setting), ...rest }
  })
  return { ...page, metrics: await metricTotalsOfSet(req.payload, setId) }
}

export type MetricTotal = { metricType: string; rows: number; total: number }

type MetricQuery = PromiseLike<{ metricType: unknown; rows: unknown; total: unknown }[]> & {
  where(condition: SQL): MetricQuery
  groupBy(column: AnyColumn): MetricQuery
}
type MetricDb = {
  drizzle: { select(fields: Record<string, AnyColumn | SQL>): { from(table: unknown): MetricQuery } }
  tables?: Record<string, Record<string, AnyColumn>>
}

/**
 * A month's rows and total per metric type (one sum over every metric type would
 * read as usage): one grouped SQL query on the SQL adapters, the rows read through the Local API on
 * MongoDB. Sorted by metric type.
 */
export const metricTotalsOfSet = async (payload: Payload, setId: string): Promise<MetricTotal[]> => {
  const db = payload.db as unknown as Partial<MetricDb>
  const table = db.tables?.data_original_items
  let totals: MetricTotal[]
  if (db.drizzle && table?.set && table.metricType && table.count) {
    const found = await db.drizzle
      .select({ metricType: table.metricType, rows: sql`count(*)`, total: sql`coalesce(sum(${table.count}), 0)` })
      .from(table)
      .where(eq(table.set, setId))
      .groupBy(table.metricType)
    totals = found.map((entry) => ({
      metricType: String(entry.metricType),
      rows: Number(entry.rows),
      total: Number(entry.total),
    }))
  } else {
    const rows = await payload.find({
      collection: ITEMS,
      where: { set: { equals: setId } },
      pagination: false,
      depth: 0,
      select: { metricType: true, count: true },
      overrideAccess: true,
    })
    const byMetric = new Map<string, MetricTotal>()
    for (const row of rows.docs) {
      const entry = byMetric.get(row.metricType) ?? { metricType: row.metricType, rows: 0, total: 0 }
      entry.rows += 1
      entry.total += row.count ?? 0
      byMetric.set(row.metricType, entry)
    }
    totals = [...byMetric.values()]
  }
  return totals.sort((a, b) => a.metricType.localeCompare(b.metricType))
}

// ---------------------------------------------------------------------------------------------
// Writes

/** PUT data-original-settings: create without `_id`, update with it (blank apiKey keeps the stored one). */
export const saveSetting = async (req: PayloadRequest, input: SettingInput): Promise<SettingRecord> => {
  const { _id, ...rest } = input
  const data = {
    ...rest,
    reportTypes: rest.reportTypes ? [...new Set(rest.reportTypes)] : undefined,
    apiKey: rest.apiKey === '' ? undefined : rest.apiKey,
  }
  if (!_id) {
    const created = await req.payload.create({
      collection: SETTINGS,
      data: {
        ...data,
        name: input.name,
        url: input.url,
        status: data.status ?? 'Enabled',
        release: data.release ?? releaseOfUrl(input.url),
        health: 'unknown',
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return settingRecord(created)
  }
  const stored = await findSetting(req.payload, _id, req)
  // A stored key goes only to the URL it was saved with: a new URL needs it typed again.
  if (!data.apiKey && stored.apiKey && !sameServiceUrl(stored.url, input.url)) throw new AppError(400, KEY_FOR_NEW_URL)
  const updated = await inTransaction(req, () =>
    req.payload.update({ collection: SETTINGS, id: _id, data, depth: 0, overrideAccess: true, req }),
  )
  return settingRecord(updated)
}

/** DELETE data-original-settings/{id}: the source with its groups, months, raw answers and rows, in one transaction. */
export const removeSetting = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  await findSetting(req.payload, id)
  // Not while formula reports count its rows (docs/decisions.md): name them.
  const usedBy = await formulaReportsUsing(req.payload, id)
  if (usedBy.length > 0) throw new AppError(409, SUSHI_MSG.sourceInUse(usedBy.map((report) => report.name)))
  // Not while a harvest writes into it: cancel it first or wait for it.
  if (await isHarvesting(req.payload, id)) throw new AppError(409, SUSHI_MSG.deleteWhileHarvesting)
  await inTransaction(req, async () => {
    const sets = await setsOfSetting(req.payload, id, req)
    const setIds = sets.map((set) => String(set.id))
    await deleteRowsOfSets(req, setIds)
    if (setIds.length > 0)
      await req.payload.delete({ collection: RESPONSES, where: { set: { in: setIds } }, overrideAccess: true, req })
    await req.payload.delete({ collection: SETS, where: { setting: { equals: id } }, overrideAccess: true, req })
    await req.payload.delete({ collection: GROUPS, where: { setting: { equals: id } }, overrideAccess: true, req })
    await req.payload.delete({ collection: HARVESTS, where: { setting: { equals: id } }, overrideAccess: true, req })
    await req.payload.delete({ collection: SETTINGS, id, overrideAccess: true, req })
  })
  return { _id: id }
}

/** The months from `start` to `end` ('YYYY-MM'), both included. */
export const monthRange = (start: string, end: string): string[] => {
  const out: string[] = []
  let [year, month] = start.split('-').map(Number) as [number, number]
  const [endYear, endMonth] = end.split('-').map(Number) as [number, number]
  while (year < endYear || (year === endYear && month <= endMonth)) {
    out.push(`${year}-${String(month).padStart(2, '0')}`)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
    if (out.length > MAX_INIT_MONTHS) break
  }
  return out
}

/** The month before `now`'s ('YYYY-MM', UTC). */
export const previousMonth = (now: Date): string => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/** Create the missing groups and sets (pending) of a source; idempotent. */
export const ensureGroupsAndSets = async (
  req: PayloadRequest,
  settingId: string,
  reportTypes: readonly string[],
  months: readonly string[],
) => {
  let groupsCreated = 0
  let setsCreated = 0
  for (const reportType of reportTypes) {
    const existing = await req.payload.find({
      collection: GROUPS,
      where: { and: [{ setting: { equals: settingId } }, { reportType: { equals: reportType } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    let group = existing.docs[0]
    if (!group) {
      group = await req.payload.create({
        collection: GROUPS,
        data: { setting: settingId, reportType, status: 'Enabled' },
        depth: 0,
        overrideAccess: true,
        req,
      })
      groupsCreated += 1
    }
    const have = new Set(
      (
        await req.payload.find({
          collection: SETS,
          where: { group: { equals: group.id } },
          pagination: false,
          depth: 0,
          select: { month: true },
          overrideAccess: true,
          req,
        })
      ).docs.map((set) => set.month),
    )
    for (const month of months) {
      if (have.has(month)) continue
      await req.payload.create({
        collection: SETS,
        data: { setting: settingId, group: group.id, reportType, month, state: 'pending', attempts: 0 },
        depth: 0,
        overrideAccess: true,
        req,
      })
      setsCreated += 1
    }
  }
  return { groupsCreated, setsCreated }
}

/** POST init-original-groups-and-sets `{_id, reportTypes?, startMonth, endMonth}`: groups per report type, sets per month. */
export const initGroupsAndSets = async (
  req: PayloadRequest,
  body: { _id: string; reportTypes?: string[]; startMonth: string; endMonth: string },
) => {
  const setting = await findSetting(req.payload, body._id)
  const reportTypes = [...new Set((body.reportTypes ?? setting.reportTypes ?? []).map((type) => type.toUpperCase()))]
  if (reportTypes.length === 0) throw new AppError(400, SUSHI_MSG.noReportTypes)
  const months = monthRange(body.startMonth, body.endMonth)
  if (months.length > MAX_INIT_MONTHS) throw new AppError(400, SUSHI_MSG.tooManyMonths)
  const result = await inTransaction(req, async () => {
    const created = await ensureGroupsAndSets(req, body._id, reportTypes, months)
    const known = new Set(setting.reportTypes ?? [])
    if (reportTypes.some((type) => !known.has(type))) {
      await req.payload.update({
        collection: SETTINGS,
        id: body._id,
        data: { reportTypes: [...known, ...reportTypes.filter((type) => !known.has(type))] },
        overrideAccess: true,
        req,
      })
    }
    return created
  })
  return { ...result, reportTypes, months: months.length }
}

// ---------------------------------------------------------------------------------------------
// Vendor calls

const refusedAsBadRequest = (error: unknown): never => {
  if (error instanceof SushiRequestError) throw new AppError(400, error.message)
  throw error
}

/** GET check-service-status/{id}: the vendor's /status, and the source's health from it. */
export const checkServiceStatus = async (req: PayloadRequest, id: string) => {
  const setting = await findSetting(req.payload, id)
  const now = new Date()
  let health: 'ok' | 'broken' | 'unknown' = 'unknown'
  let message: string
  let services: { description: string; active: boolean; note: string; alerts: string[] }[] = []
  try {
    const answer = await sushiCall(sourceOf(setting), 'status')
    const parsed = parseSushiBody(answer.body)
    const credential = parsed.exceptions.find((e) => isCredentialCode(e.code))
    let list: unknown[] = []
    try {
      const value: unknown = JSON.parse(answer.body)
      list = Array.isArray(value)
        ? value
        : value && typeof value === 'object' && field(value, 'Service_Active') !== undefined
          ? [value]
          : []
    } catch {
      list = []
    }
    services = list
      .filter((entry) => field(entry, 'Service_Active') !== undefined)
      .map((entry) => ({
        description: String(field(entry, 'Description') ?? ''),
        active: field(entry, 'Service_Active') === true || field(entry, 'Service_Active') === 'true',
        note: String(field(entry, 'Note') ?? ''),
        alerts: ((field(entry, 'Alerts') as unknown[] | undefined) ?? []).map((alert) =>
          String(field(alert, 'Alert') ?? JSON.stringify(alert)),
        ),
      }))
    if (credential || answer.status === 401 || answer.status === 403) {
      health = 'broken'
      message = credential ? wordsOf(credential) : `廠商拒絕存取（HTTP ${answer.status}），請檢查憑證`
    } else if (services.length > 0 && services.every((service) => service.active)) {
      health = 'ok'
      message = '服務正常'
    } else if (services.length > 0) {
      message = SUSHI_MSG.statusBad('服務暫停中')
    } else {
      const first = parsed.exceptions[0]
      message = SUSHI_MSG.statusBad(
        first ? wordsOf(first) : answer.status >= 400 ? `HTTP ${answer.status}` : SUSHI_MSG.notJson,
      )
    }
  } catch (error) {
    if (error instanceof SushiRequestError && error.kind === 'refused') refusedAsBadRequest(error)
    message = error instanceof Error ? error.message : String(error)
  }
  await req.payload.update({
    collection: SETTINGS,
    id,
    data: { health, lastError: health === 'ok' ? null : message, lastCheckedAt: now.toISOString() },
    overrideAccess: true,
    req,
    context: { [HARVESTER_WRITE]: true },
  })
  return {
    _id: id,
    ok: health === 'ok',
    health,
    healthLabel: SOURCE_HEALTH_LABEL[health],
    message,
    services,
    checkedAt: now.toISOString(),
  }
}

/** POST check-url-and-list-report-types: the vendor's /reports for the given connection. */
export const listReportTypes = async (
  req: PayloadRequest,
  body: {
    _id?: string
    url: string
    customerId?: string | null
    requestorId?: string | null
    apiKey?: string | null
    platform?: string | null
    release?: SushiRelease
  },
) => {
  let apiKey = body.apiKey
  if (body._id && !apiKey) {
    // A stored key goes only to the URL it was saved with.
    const stored = await findSetting(req.payload, body._id)
    if (stored.apiKey && !sameServiceUrl(stored.url, body.url)) throw new AppError(400, KEY_FOR_NEW_URL)
    apiKey = stored.apiKey
  }
  const source: SushiSource = { ...body, apiKey }
  const release = releaseOfUrl(body.url, body.release)
  let answer
  try {
    answer = await sushiCall({ ...source, release }, 'reports')
  } catch (error) {
    return refusedAsBadRequest(error)
  }
  let value: unknown
  try {
    value = JSON.parse(answer.body.replace(/^\uFEFF/, ''))
  } catch {
    throw new AppError(400, answer.status >= 400 ? `廠商回應錯誤（HTTP ${answer.status}）` : SUSHI_MSG.notJson)
  }
  const list = Array.isArray(value) ? value : []
  const reports = list
    .filter((entry) => field(entry, 'Report_ID') !== undefined)
    .map((entry) => ({
      id: String(field(entry, 'Report_ID')).toUpperCase(),
      name: String(field(entry, 'Report_Name') ?? ''),
      release: String(field(entry, 'Release') ?? release),
      path: String(field(entry, 'Path') ?? ''),
    }))
  if (reports.length === 0) {
    const parsed = parseSushiBody(answer.body)
    const first = parsed.exceptions[0]
    throw new AppError(
      400,
      first
        ? `廠商回應：${wordsOf(first)}`
        : answer.status >= 400
          ? `廠商回應錯誤（HTTP ${answer.status}）`
          : '廠商沒有列出任何報表',
    )
  }
  return { release, reportTypes: reports }
}
