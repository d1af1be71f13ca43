import type { Payload, PayloadRequest, Where } from 'payload'

import { allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import { relationId } from '@/lib/relation'
import type { ReportItem } from '@/modules/reports'
import type { ListQuery, Paginated } from '@/validation/listQuery'
import { type ReportTable, monthColumns } from '../shared/table'
import { exportTables } from '../shared/xlsx'
import { type MergeItem, type SourceRow, mergeItemsProblem, mergeTable, parseSourceKey } from './math'
import { MERGE_MSG } from './messages'
import type { MergeSaveInput, VersionSaveInput } from './schemas'
import { type MergeSourceOption, mergeSourceOptions, sourceRows } from './sources'

/**
 * Merged statistics (合併統計, docs/statistics.md §5): CRUD, the computed report, its structure
 * and its frozen, publishable versions. The version helpers serve the mixed statistics too.
 */

const SLUG = 'merge-statistics'
type Status = 'Enabled' | 'Disabled'

export type MergeRecord = {
  _id: string
  name: string
  mergeItems: MergeItem[]
  status: Status
  remark: string | null
  createdAt?: string
  updatedAt?: string
}

const isMergeItem = (value: unknown): value is MergeItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MergeItem)._id === 'string' &&
  Array.isArray((value as MergeItem).itemIds)

const mergeOf = (doc: {
  id: unknown
  name?: unknown
  mergeItems?: unknown
  status?: unknown
  remark?: unknown
  createdAt?: unknown
  updatedAt?: unknown
}): MergeRecord => ({
  _id: String(doc.id),
  name: String(doc.name ?? ''),
  mergeItems: Array.isArray(doc.mergeItems) ? doc.mergeItems.filter(isMergeItem) : [],
  status: doc.status === 'Disabled' ? 'Disabled' : 'Enabled',
  remark: typeof doc.remark === 'string' ? doc.remark : null,
  ...(typeof doc.createdAt === 'string' ? { createdAt: doc.createdAt } : {}),
  ...(typeof doc.updatedAt === 'string' ? { updatedAt: doc.updatedAt } : {}),
})

export const findMerge = async (payload: Payload, id: string, req?: PayloadRequest): Promise<MergeRecord> => {
  const doc = isObjectId(id)
    ? await payload.findByID({ collection: SLUG, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, MERGE_MSG.mergeNotFound)
  return mergeOf(doc)
}

/** GET merge-statistics-items. */
export const mergeStatisticsItems = (req: PayloadRequest): Promise<MergeSourceOption[]> =>
  mergeSourceOptions(req.payload)

/** GET merge-statistics (page, limit, keyword, status). */
export const listMerges = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: { status?: Status },
): Promise<Paginated<MergeRecord>> => {
  const where = allOf(
    keywordWhere(query.keyword, ['name', 'remark']),
    filters.status ? { status: { equals: filters.status } } : undefined,
  )
  const found = await req.payload.find({
    collection: SLUG,
    where,
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return toPaginated(found, query, mergeOf)
}

export const getMerge = (req: PayloadRequest, id: string): Promise<MergeRecord> => findMerge(req.payload, id, req)

/** PUT merge-statistics: create (no _id) or update; every picked row must be offered by merge-statistics-items. */
export const saveMerge = async (req: PayloadRequest, input: MergeSaveInput): Promise<MergeRecord> => {
  if (input._id) await findMerge(req.payload, input._id, req)
  const mergeItems: MergeItem[] = input.mergeItems.map((item) => ({
    _id: (item._id ?? newObjectId()).toLowerCase(),
    type: item.type,
    name: item.name,
    itemIds: [...new Set(item.itemIds)],
  }))
  const shapeProblem = mergeItemsProblem(mergeItems)
  if (shapeProblem) throw new AppError(400, shapeProblem)
  const known = new Set((await mergeSourceOptions(req.payload)).map((option) => option.key))
  const problem = mergeItemsProblem(mergeItems, known)
  if (problem) throw new AppError(400, problem)
  const data = {
    name: input.name,
    mergeItems,
    remark: input.remark ?? null,
    ...(input.status ? { status: input.status } : {}),
  }
  const doc = input._id
    ? await req.payload.update({ collection: SLUG, id: input._id, data, depth: 0, overrideAccess: true, req })
    : await req.payload.create({
        collection: SLUG,
        data: { ...data, status: input.status ?? 'Enabled' },
        depth: 0,
        overrideAccess: true,
        req,
      })
  return mergeOf(doc)
}

/**
 * DELETE merge-statistics/{id}: refused (409) while a mixed statistics is laid over it; its
 * versions go with it, in one transaction (a version is a view of its report, not a document of
 * its own).
 */
export const removeMerge = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const merge = await findMerge(req.payload, id, req)
  const users = await req.payload.find({
    collection: 'mixin-statistics',
    where: { mergeReportId: { equals: merge._id } },
    limit: 5,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (users.totalDocs > 0)
    throw new AppError(409, MERGE_MSG.mergeUsedByMixin(users.docs.map((doc) => doc.name).join('、')))
  await inTransaction(req, async () => {
    await req.payload.delete({
      collection: 'merge-statistics-versions',
      where: { mergeStatistics: { equals: merge._id } },
      overrideAccess: true,
      req,
    })
    await req.payload.delete({ collection: SLUG, id: merge._id, overrideAccess: true, req })
  })
  return { _id: merge._id }
}

/** The merged report of a year: one row per merge item, twelve month columns, totals. */
export const mergeReport = async (payload: Payload, merge: MergeRecord, year: number): Promise<ReportTable> => {
  const columns = monthColumns(year)
  const keys = [...new Set(merge.mergeItems.flatMap((item) => item.itemIds))]
  const sources = await sourceRows(payload, keys, year, columns)
  return mergeTable({ title: `${merge.name}（${year} 年）`, columns, items: merge.mergeItems, sources })
}

/** GET merge-statistics/reports/{id}?year=. */
export const mergeReportById = async (req: PayloadRequest, id: string, year: number): Promise<ReportTable> =>
  mergeReport(req.payload, await findMerge(req.payload, id, req), year)

export type MergeStructureItem = MergeItem & {
  sources: { key: string; kind: 'formula' | 'manual' | null; label: string; found: boolean }[]
}

/** GET merge-statistics/structure/{id}: the items with their source rows resolved to labels (a gone source says so). */
export const mergeStructure = async (
  req: PayloadRequest,
  id: string,
): Promise<MergeRecord & { mergeItems: MergeStructureItem[] }> => {
  const merge = await findMerge(req.payload, id, req)
  const options = new Map((await mergeSourceOptions(req.payload)).map((option) => [option.key, option]))
  return {
    ...merge,
    mergeItems: merge.mergeItems.map((item) => ({
      ...item,
      sources: item.itemIds.map((key) => {
        const option = options.get(key)
        return {
          key,
          kind: parseSourceKey(key)?.kind ?? null,
          label: option?.label ?? `（已刪除）${key}`,
          found: Boolean(option),
        }
      }),
    })),
  }
}

/** POST export-merge-statistics/{id}?year=: the year's report as .xlsx, filed in report-management. */
export const exportMerge = async (req: PayloadRequest, id: string, year: number): Promise<ReportItem> => {
  const table = await mergeReportById(req, id, year)
  return exportTables(req.payload, {
    name: table.title,
    tables: [table],
    user: req.user ? { id: String(req.user.id) } : null,
  })
}

// ---------------------------------------------------------------- versions (merge and mixin)

export type VersionKind = 'merge' | 'mixin'
type VersionSlug = 'merge-statistics-versions' | 'mixin-statistics-versions'
type ParentField = 'mergeStatistics' | 'mixinStatistics'

export const VERSION_KINDS: Record<VersionKind, { slug: VersionSlug; parent: ParentField }> = {
  merge: { slug: 'merge-statistics-versions', parent: 'mergeStatistics' },
  mixin: { slug: 'mixin-statistics-versions', parent: 'mixinStatistics' },
}

export type VersionRecord = {
  _id: string
  versionName: string
  kind: VersionKind
  /** The merged or mixed statistics the version was made from (both field names, as the spec has them). */
  mergeStatistics?: string | null
  mixinStatistics?: string | null
  year: number
  status: Status
  createdAt?: string
  updatedAt?: string
  /** The frozen tables (detail only). */
  tables?: ReportTable[]
}

type VersionDoc = {
  id: unknown
  versionName?: unknown
  year?: unknown
  status?: unknown
  snapshot?: unknown
  createdAt?: unknown
  updatedAt?: unknown
} & Record<string, unknown>

/** A stored snapshot as tables: a merge version keeps one table, a mixin version a list. */
export const snapshotTables = (snapshot: unknown): ReportTable[] => {
  const list = Array.isArray(snapshot) ? snapshot : snapshot ? [snapshot] : []
  return list.filter(
    (table): table is ReportTable =>
      typeof table === 'object' &&
      table !== null &&
      Array.isArray((table as ReportTable).rows) &&
      Array.isArray((table as ReportTable).columns),
  )
}

export const versionOf = (kind: VersionKind, doc: VersionDoc, withTables = false): VersionRecord => ({
  _id: String(doc.id),
  versionName: String(doc.versionName ?? ''),
  kind,
  [VERSION_KINDS[kind].parent]: relationId(doc[VERSION_KINDS[kind].parent]),
  year: Number(doc.year),
  status: doc.status === 'Enabled' ? 'Enabled' : 'Disabled',
  ...(typeof doc.createdAt === 'string' ? { createdAt: doc.createdAt } : {}),
  ...(typeof doc.updatedAt === 'string' ? { updatedAt: doc.updatedAt } : {}),
  ...(withTables ? { tables: snapshotTables(doc.snapshot) } : {}),
})

const findVersionDoc = async (
  payload: Payload,
  kind: VersionKind,
  id: string,
  req?: PayloadRequest,
): Promise<VersionDoc> => {
  const doc = isObjectId(id)
    ? await payload.findByID({
        collection: VERSION_KINDS[kind].slug,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, MERGE_MSG.versionNotFound)
  return doc as unknown as VersionDoc
}

/** GET <kind>-statistics-versions (page, limit, keyword on the name, the parent's id). */
export const listVersions = async (
  req: PayloadRequest,
  kind: VersionKind,
  query: ListQuery,
  parentId?: string,
): Promise<Paginated<VersionRecord>> => {
  const { slug, parent } = VERSION_KINDS[kind]
  const where: Where = allOf(
    keywordWhere(query.keyword, ['versionName']),
    parentId ? { [parent]: { equals: parentId } } : undefined,
  )
  const found = await req.payload.find({
    collection: slug,
    where,
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    select: { snapshot: false },
    overrideAccess: true,
    req,
  })
  return toPaginated(found, query, (doc) => versionOf(kind, doc as unknown as VersionDoc))
}

/** GET <kind>-statistics-versions/{id}: the version with its frozen tables. */
export const getVersion = async (req: PayloadRequest, kind: VersionKind, id: string): Promise<VersionRecord> =>
  versionOf(kind, await findVersionDoc(req.payload, kind, id, req), true)

/**
 * PUT <kind>-statistics-versions: a new version freezes the report of its year as it is now
 * (`compute`); an existing one may be renamed or (un)published, never recomputed or moved to
 * another report or year (make a new version instead).
 */
export const saveVersion = async (
  req: PayloadRequest,
  kind: VersionKind,
  input: VersionSaveInput,
  compute: (parentId: string, year: number) => Promise<ReportTable | ReportTable[]>,
): Promise<VersionRecord> => {
  const { slug, parent } = VERSION_KINDS[kind]
  if (input._id) {
    const current = versionOf(kind, await findVersionDoc(req.payload, kind, input._id, req))
    if (current[parent] !== input.parent.toLowerCase() || current.year !== input.year)
      throw new AppError(400, MERGE_MSG.versionChange)
    const doc = await req.payload.update({
      collection: slug,
      id: input._id,
      data: { versionName: input.versionName, ...(input.status ? { status: input.status } : {}) },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return versionOf(kind, doc as unknown as VersionDoc, true)
  }
  const snapshot = await compute(input.parent, input.year)
  const data = {
    versionName: input.versionName,
    [parent]: input.parent.toLowerCase(),
    year: input.year,
    snapshot,
    status: input.status ?? 'Disabled',
  }
  const doc = await req.payload.create({ collection: slug, data: data as never, depth: 0, overrideAccess: true, req })
  return versionOf(kind, doc as unknown as VersionDoc, true)
}

/** PUT toggle-<kind>-statistics-versions/{id}: publish or withdraw (the collection hook expires the public page). */
export const toggleVersion = async (req: PayloadRequest, kind: VersionKind, id: string): Promise<VersionRecord> => {
  const current = await findVersionDoc(req.payload, kind, id, req)
  const doc = await req.payload.update({
    collection: VERSION_KINDS[kind].slug,
    id: String(current.id),
    data: { status: current.status === 'Enabled' ? 'Disabled' : 'Enabled' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return versionOf(kind, doc as unknown as VersionDoc)
}

/** DELETE <kind>-statistics-versions/{id}. */
export const removeVersion = async (req: PayloadRequest, kind: VersionKind, id: string): Promise<{ _id: string }> => {
  const current = await findVersionDoc(req.payload, kind, id, req)
  await req.payload.delete({ collection: VERSION_KINDS[kind].slug, id: String(current.id), overrideAccess: true, req })
  return { _id: String(current.id) }
}

/** A version's frozen tables as .xlsx, filed in report-management. */
export const exportVersion = async (req: PayloadRequest, kind: VersionKind, id: string): Promise<ReportItem> => {
  const version = await getVersion(req, kind, id)
  return exportTables(req.payload, {
    name: version.versionName,
    tables: version.tables ?? [],
    user: req.user ? { id: String(req.user.id) } : null,
  })
}

export type { SourceRow }
