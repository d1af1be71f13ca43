import type { Payload, PayloadRequest } from 'payload'

import type { ContractRecord } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import type { FrontReportSet, FrontReportSetting } from '@/payload-types'
import { formulaTable } from '../formula'
import { countItemsOf } from '../formula/service'
import { listManualRows, manualTable } from '../manual'
import type { ReportTable } from '../shared/table'
import type { FrontBlockType, FrontReportType } from './constants'
import { FRONT_MSG } from './messages'
import type { FrontChild, FrontSetSaveInput, FrontSettingSaveInput } from './schemas'
import { type ChildTableOptions, childTable, colItemsProblem, parsePeriod, periodsOf, setNameOf } from './tables'

/**
 * Front reports (docs/statistics.md §6): settings made of formula and manual blocks,
 * their report-set combinations (one per month or year), published by toggling, and the tables
 * the public page shows.
 */

const SETTINGS = 'front-report-settings'
const SETS = 'front-report-sets'

export type FrontBlock = { _id: string; type: FrontBlockType; refId: string; children: FrontChild[] }
export type FrontSetting = {
  _id: string
  name: string
  reportType: FrontReportType
  fields: FrontBlock[]
  status: 'Enabled' | 'Disabled'
}
export type FrontSetField = { _id: string; type: FrontBlockType }

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)
const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((entry) => entry !== '') : []
const relationId = (value: unknown): string =>
  value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : text(value)
const isBlockType = (value: unknown): value is FrontBlockType => value === 'formula' || value === 'manual'

const blocksOf = (value: unknown): FrontBlock[] =>
  (Array.isArray(value) ? value : [])
    .filter(
      (entry): entry is Record<string, unknown> =>
        !!entry && typeof entry === 'object' && isBlockType((entry as { type?: unknown }).type),
    )
    .map((entry) => ({
      _id: text(entry._id),
      type: entry.type as FrontBlockType,
      refId: text(entry.refId),
      children: (Array.isArray(entry.children) ? entry.children : [])
        .filter((child): child is Record<string, unknown> => !!child && typeof child === 'object')
        .map((child) => ({
          name: text(child.name),
          rowItems: textList(child.rowItems),
          colItems: textList(child.colItems),
        })),
    }))

const setFieldsOf = (value: unknown): FrontSetField[] =>
  (Array.isArray(value) ? value : [])
    .filter(
      (entry): entry is Record<string, unknown> =>
        !!entry && typeof entry === 'object' && isBlockType((entry as { type?: unknown }).type),
    )
    .map((entry) => ({ _id: text(entry._id), type: entry.type as FrontBlockType }))

export const frontSettingOf = (doc: FrontReportSetting): FrontSetting => ({
  _id: String(doc.id),
  name: doc.name,
  reportType: doc.reportType === 'yearly' ? 'yearly' : 'monthly',
  fields: blocksOf(doc.fields),
  status: doc.status === 'Disabled' ? 'Disabled' : 'Enabled',
})

const settingRecord = (doc: FrontReportSetting): ContractRecord => ({
  ...frontSettingOf(doc),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const setRecord = (doc: FrontReportSet): ContractRecord => ({
  _id: String(doc.id),
  name: doc.name,
  setting: relationId(doc.setting),
  period: doc.period,
  fields: setFieldsOf(doc.fields),
  status: doc.status === 'Enabled' ? 'Enabled' : 'Disabled',
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const findSetting = async (payload: Payload, id: string, req?: PayloadRequest): Promise<FrontReportSetting> => {
  const doc = isObjectId(id)
    ? await payload.findByID({ collection: SETTINGS, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, FRONT_MSG.notFound)
  return doc
}

const findSet = async (payload: Payload, id: string, req?: PayloadRequest): Promise<FrontReportSet> => {
  const doc = isObjectId(id)
    ? await payload.findByID({ collection: SETS, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, FRONT_MSG.setNotFound)
  return doc
}

// ---------------------------------------------------------------------------------------------
// The blocks' reports
// ---------------------------------------------------------------------------------------------

/**
 * A block's report over a year (twelve months): the formula report (rows = count items) or the
 * manual report (rows = `fieldId:itemId`).
 */
const blockReport = async (
  payload: Payload,
  block: Pick<FrontBlock, 'type' | 'refId'>,
  year: number,
): Promise<ReportTable> =>
  block.type === 'formula' ? formulaTable(payload, block.refId, { year }) : manualTable(payload, block.refId, year)

/**
 * How a block's tables are captioned and totalled: a formula block says what it counts (its
 * metric types); a manual block whose report says 以最新值計算 totals by the latest figure.
 */
const blockTableOptions = async (
  payload: Payload,
  block: Pick<FrontBlock, 'type' | 'refId'>,
  source: ReportTable,
): Promise<ChildTableOptions> => {
  if (block.type === 'formula') return source.caption ? { what: source.caption } : {}
  const setting = await payload.findByID({
    collection: 'manual-report-settings',
    id: block.refId,
    select: { basedLatestValue: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return { latest: setting?.basedLatestValue === true }
}

/** The row keys a block's report offers (for checking rowItems when a setting is saved). */
const blockRowKeys = async (
  req: PayloadRequest,
  block: FrontSettingSaveInput['fields'][number],
  index: number,
): Promise<Set<string>> => {
  if (block.type === 'manual') {
    const exists = await req.payload.findByID({
      collection: 'manual-report-settings',
      id: block.refId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!exists) throw new AppError(400, FRONT_MSG.manualNotFound(index))
    return new Set(
      (await listManualRows(req.payload)).filter((row) => row.reportId === String(exists.id)).map((row) => row.key),
    )
  }
  const doc = await req.payload.findByID({
    collection: 'formula-report-settings',
    id: block.refId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doc) throw new AppError(400, FRONT_MSG.formulaNotFound(index))
  return new Set(countItemsOf(doc.countItems).map((item) => item._id))
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

export const listFrontSettings = async (req: PayloadRequest, query: ListQuery): Promise<Paginated<ContractRecord>> => {
  const found = await req.payload.find({
    collection: SETTINGS,
    where: allOf(keywordWhere(query.keyword, ['name'])),
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return toPaginated(found, query, settingRecord)
}

export const getFrontSetting = async (req: PayloadRequest, id: string): Promise<ContractRecord> =>
  settingRecord(await findSetting(req.payload, id, req))

const setCountOf = async (req: PayloadRequest, settingId: string): Promise<number> =>
  (await req.payload.count({ collection: SETS, where: { setting: { equals: settingId } }, overrideAccess: true, req }))
    .totalDocs

/** PUT front-report-settings: create or update; blocks point at existing reports and their rows. */
export const saveFrontSetting = async (req: PayloadRequest, input: FrontSettingSaveInput): Promise<ContractRecord> => {
  const id = input._id
  if (id) {
    const existing = await findSetting(req.payload, id, req)
    if (existing.reportType !== input.reportType && (await setCountOf(req, String(existing.id))) > 0)
      throw new AppError(400, FRONT_MSG.typeLocked)
  }
  const seen = new Set<string>()
  const fields: FrontBlock[] = []
  for (const [index, block] of input.fields.entries()) {
    const blockId = (block._id ?? newObjectId()).toLowerCase()
    if (seen.has(blockId)) throw new AppError(400, FRONT_MSG.duplicateBlock(blockId))
    seen.add(blockId)
    const keys = await blockRowKeys(req, block, index + 1)
    for (const child of block.children) {
      const missing = child.rowItems.find((key) => !keys.has(key))
      if (missing) throw new AppError(400, FRONT_MSG.rowItem(index + 1, missing))
      const problem = colItemsProblem(input.reportType, child.colItems)
      if (problem) throw new AppError(400, problem)
    }
    fields.push({ _id: blockId, type: block.type, refId: block.refId.toLowerCase(), children: block.children })
  }
  const data = {
    name: input.name,
    reportType: input.reportType,
    fields: fields as unknown as FrontReportSetting['fields'],
  }
  const doc = id
    ? await req.payload.update({
        collection: SETTINGS,
        id,
        data: { ...data, ...(input.status ? { status: input.status } : {}) },
        depth: 0,
        overrideAccess: true,
        req,
      })
    : await req.payload.create({
        collection: SETTINGS,
        data: { ...data, status: input.status ?? 'Enabled' },
        depth: 0,
        overrideAccess: true,
        req,
      })
  return settingRecord(doc)
}

/** DELETE front-report-settings/{id}: the setting and its sets, together. */
export const removeFrontSetting = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const doc = await findSetting(req.payload, id, req)
  await inTransaction(req, async () => {
    await req.payload.delete({ collection: SETS, where: { setting: { equals: doc.id } }, overrideAccess: true, req })
    await req.payload.delete({ collection: SETTINGS, id: doc.id, overrideAccess: true, req })
  })
  return { _id: String(doc.id) }
}

// ---------------------------------------------------------------------------------------------
// Sets
// ---------------------------------------------------------------------------------------------

/** POST init-front-sets {id, year}: the year's sets (12 monthly or 1 yearly), Disabled, every block; existing periods are kept. */
export const initFrontSets = async (
  req: PayloadRequest,
  input: { id: string; year: number },
): Promise<{ created: number; data: ContractRecord[] }> => {
  const setting = frontSettingOf(await findSetting(req.payload, input.id, req))
  const periods = periodsOf(setting.reportType, input.year)
  return inTransaction(req, async () => {
    const existing = await req.payload.find({
      collection: SETS,
      where: { and: [{ setting: { equals: setting._id } }, { period: { in: periods } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const have = new Set(existing.docs.map((doc) => doc.period))
    const fields = setting.fields.map((block) => ({ _id: block._id, type: block.type }))
    let created = 0
    for (const period of periods) {
      if (have.has(period)) continue
      await req.payload.create({
        collection: SETS,
        data: { name: setNameOf(setting.name, period), setting: setting._id, period, fields, status: 'Disabled' },
        depth: 0,
        overrideAccess: true,
        req,
      })
      created += 1
    }
    const all = await req.payload.find({
      collection: SETS,
      where: { and: [{ setting: { equals: setting._id } }, { period: { in: periods } }] },
      sort: 'period',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { created, data: all.docs.map(setRecord) }
  })
}

/** GET front-report-sets/{settingId}: the setting's sets, newest period first. */
export const listFrontSets = async (
  req: PayloadRequest,
  settingId: string,
  query: ListQuery,
): Promise<Paginated<ContractRecord>> => {
  const setting = await findSetting(req.payload, settingId, req)
  const found = await req.payload.find({
    collection: SETS,
    where: allOf({ setting: { equals: setting.id } }, keywordWhere(query.keyword, ['name', 'period'])),
    page: query.page,
    limit: query.limit,
    sort: '-period',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return toPaginated(found, query, setRecord)
}

/** PUT front-report-sets/{setId}: rename it or choose which of the setting's blocks it shows. */
export const saveFrontSet = async (
  req: PayloadRequest,
  setId: string,
  input: FrontSetSaveInput,
): Promise<ContractRecord> => {
  const set = await findSet(req.payload, setId, req)
  const data: { name?: string; fields?: FrontSetField[] } = {}
  if (input.name !== undefined) data.name = input.name
  if (input.fields !== undefined) {
    const setting = frontSettingOf(await findSetting(req.payload, relationId(set.setting), req))
    const blocks = new Map(setting.fields.map((block) => [block._id, block]))
    data.fields = input.fields.map((field) => {
      const id = field._id.toLowerCase()
      const block = blocks.get(id)
      if (!block) throw new AppError(400, FRONT_MSG.setBlock(id))
      if (block.type !== field.type) throw new AppError(400, FRONT_MSG.setBlockType(id))
      return { _id: id, type: field.type }
    })
  }
  const doc = await req.payload.update({
    collection: SETS,
    id: set.id,
    data: data as Partial<FrontReportSet>,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return setRecord(doc)
}

/** PUT toggle-front-report-sets/{id}: Enabled (published) ⇄ Disabled. */
export const toggleFrontSet = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const set = await findSet(req.payload, id, req)
  return setRecord(
    await req.payload.update({
      collection: SETS,
      id: set.id,
      data: { status: set.status === 'Enabled' ? 'Disabled' : 'Enabled' },
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
}

/**
 * The tables of a set: one per child of each block the set shows, in the setting's block order.
 * A block whose report is gone is skipped (its report was deleted after the set was made).
 */
export const frontSetTables = async (
  payload: Payload,
  setting: FrontSetting,
  set: FrontReportSet,
): Promise<ReportTable[]> => {
  const period = parsePeriod(set.period)
  if (!period) return []
  const shown = new Set(setFieldsOf(set.fields).map((field) => field._id))
  const tables: ReportTable[] = []
  for (const block of setting.fields) {
    if (!shown.has(block._id)) continue
    let source: ReportTable
    try {
      source = await blockReport(payload, block, period.year)
    } catch (error) {
      if (error instanceof AppError && error.status < 500) continue
      throw error
    }
    const options = await blockTableOptions(payload, block, source)
    for (const child of block.children) tables.push(childTable(source, child, period, options))
  }
  return tables
}

/** GET front-report-sets/detail/{id}: the set with its computed tables. */
export const getFrontSet = async (
  req: PayloadRequest,
  id: string,
): Promise<ContractRecord & { tables: ReportTable[] }> => {
  const set = await findSet(req.payload, id, req)
  const setting = frontSettingOf(await findSetting(req.payload, relationId(set.setting), req))
  return {
    ...setRecord(set),
    settingName: setting.name,
    reportType: setting.reportType,
    tables: await frontSetTables(req.payload, setting, set),
  }
}

/** A published front report set: its name, its front report's name, its period's year, when it last changed, its tables. */
export type PublishedFrontSet = {
  id: string
  name: string
  settingName: string
  year: number | null
  updatedAt: string | null
  tables: ReportTable[]
}

/**
 * The published front report sets for the public page: Enabled sets of Enabled settings, newest
 * period first within each setting, each with its tables.
 */
export const publishedFrontSets = async (payload: Payload): Promise<PublishedFrontSet[]> => {
  const settings = await payload.find({
    collection: SETTINGS,
    where: { status: { equals: 'Enabled' } },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (settings.docs.length === 0) return []
  const sets = await payload.find({
    collection: SETS,
    where: { and: [{ status: { equals: 'Enabled' } }, { setting: { in: settings.docs.map((doc) => doc.id) } }] },
    sort: '-period',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const out: PublishedFrontSet[] = []
  for (const doc of settings.docs) {
    const setting = frontSettingOf(doc)
    for (const set of sets.docs.filter((entry) => relationId(entry.setting) === setting._id)) {
      out.push({
        id: String(set.id),
        name: set.name,
        settingName: setting.name,
        year: parsePeriod(set.period)?.year ?? null,
        updatedAt: typeof set.updatedAt === 'string' ? set.updatedAt : null,
        tables: await frontSetTables(payload, setting, set),
      })
    }
  }
  return out
}
