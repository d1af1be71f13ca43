import type { Payload, PayloadRequest } from 'payload'

import { allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { relationId } from '@/lib/relation'
import type { ReportItem } from '@/modules/reports'
import type { ListQuery, Paginated } from '@/validation/listQuery'
import type { ReportTable } from '../shared/table'
import { exportTables } from '../shared/xlsx'
import { MERGE_MSG } from '../merge/messages'
import type { MixinSaveInput } from '../merge/schemas'
import { findMerge, mergeReport } from '../merge/service'
import { type ExtraSection, type MixinSection, type MixinShape, mixinProblem, mixinTables } from './math'

/** Mixed statistics (混合統計, docs/statistics.md §5): totals and sub-totals over a merged report. */

const SLUG = 'mixin-statistics'
type Status = 'Enabled' | 'Disabled'

export type MixinRecord = MixinShape & {
  _id: string
  name: string
  mergeReportId: string | null
  status: Status
  createdAt?: string
  updatedAt?: string
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

const mixinOf = (doc: {
  id: unknown
  name?: unknown
  mergeReportId?: unknown
  mixinItems?: unknown
  extraStatistics?: unknown
  status?: unknown
  createdAt?: unknown
  updatedAt?: unknown
}): MixinRecord => ({
  _id: String(doc.id),
  name: String(doc.name ?? ''),
  mergeReportId: relationId(doc.mergeReportId),
  mixinItems: list<MixinSection>(doc.mixinItems).map((section) => ({
    name: String(section.name ?? ''),
    items: list<MixinSection['items'][number]>(section.items).map((item) => ({
      name: String(item.name ?? ''),
      countTotalIds: list<string>(item.countTotalIds),
      hasTotalItemsKeys: item.hasTotalItemsKeys === true,
      totalItemsKeys: list<string>(item.totalItemsKeys),
    })),
  })),
  extraStatistics: list<ExtraSection>(doc.extraStatistics).map((section) => ({
    name: String(section.name ?? ''),
    items: list<ExtraSection['items'][number]>(section.items).map((item) => ({
      ...(item.name ? { name: String(item.name) } : {}),
      totalItemsKeys: list<string>(item.totalItemsKeys),
    })),
  })),
  status: doc.status === 'Disabled' ? 'Disabled' : 'Enabled',
  ...(typeof doc.createdAt === 'string' ? { createdAt: doc.createdAt } : {}),
  ...(typeof doc.updatedAt === 'string' ? { updatedAt: doc.updatedAt } : {}),
})

export const findMixin = async (payload: Payload, id: string, req?: PayloadRequest): Promise<MixinRecord> => {
  const doc = isObjectId(id)
    ? await payload.findByID({ collection: SLUG, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, MERGE_MSG.mixinNotFound)
  return mixinOf(doc)
}

/** GET mixin-statistics (page, limit, keyword, status, mergeReportId). */
export const listMixins = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: { status?: Status },
): Promise<Paginated<MixinRecord>> => {
  const where = allOf(
    keywordWhere(query.keyword, ['name']),
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
  return toPaginated(found, query, mixinOf)
}

export const getMixin = (req: PayloadRequest, id: string): Promise<MixinRecord> => findMixin(req.payload, id, req)

/** PUT mixin-statistics: the merged report must exist and the mix must add up (no unknown names, no loops). */
export const saveMixin = async (req: PayloadRequest, input: MixinSaveInput): Promise<MixinRecord> => {
  if (input._id) await findMixin(req.payload, input._id, req)
  let merge
  try {
    merge = await findMerge(req.payload, input.mergeReportId, req)
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError(400, MERGE_MSG.mergeNotFound)
    throw error
  }
  const shape: MixinShape = {
    mixinItems: input.mixinItems.map((section) => ({
      name: section.name,
      items: section.items.map((item) => ({
        name: item.name,
        countTotalIds: item.hasTotalItemsKeys ? [] : item.countTotalIds.map((id) => id.toLowerCase()),
        hasTotalItemsKeys: item.hasTotalItemsKeys,
        totalItemsKeys: item.hasTotalItemsKeys ? item.totalItemsKeys : [],
      })),
    })),
    extraStatistics: input.extraStatistics.map((section) => ({
      name: section.name,
      items: section.items.map((item) => ({
        ...(item.name ? { name: item.name } : {}),
        totalItemsKeys: item.totalItemsKeys,
      })),
    })),
  }
  const problem = mixinProblem(shape, new Set(merge.mergeItems.map((item) => item._id)))
  if (problem) throw new AppError(400, problem)
  const data = {
    name: input.name,
    mergeReportId: merge._id,
    ...shape,
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
  return mixinOf(doc)
}

/** DELETE mixin-statistics/{id}: with its versions, in one transaction. */
export const removeMixin = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const mixin = await findMixin(req.payload, id, req)
  await inTransaction(req, async () => {
    await req.payload.delete({
      collection: 'mixin-statistics-versions',
      where: { mixinStatistics: { equals: mixin._id } },
      overrideAccess: true,
      req,
    })
    await req.payload.delete({ collection: SLUG, id: mixin._id, overrideAccess: true, req })
  })
  return { _id: mixin._id }
}

/** The mix of a year: one table per section, then one per extra section. */
export const mixinReport = async (payload: Payload, mixin: MixinRecord, year: number): Promise<ReportTable[]> => {
  if (!mixin.mergeReportId) throw new AppError(404, MERGE_MSG.mergeNotFound)
  const merged = await mergeReport(payload, await findMerge(payload, mixin.mergeReportId), year)
  return mixinTables(mixin, merged).map((table) => ({ ...table, title: `${mixin.name}：${table.title}（${year} 年）` }))
}

/** GET mixin-statistics/reports/{id}?year=. */
export const mixinReportById = async (req: PayloadRequest, id: string, year: number): Promise<ReportTable[]> =>
  mixinReport(req.payload, await findMixin(req.payload, id, req), year)

/** GET export-mixin-statistics/{id}?year=: every table of the mix as one .xlsx, filed in report-management. */
export const exportMixin = async (req: PayloadRequest, id: string, year: number): Promise<ReportItem> => {
  const mixin = await findMixin(req.payload, id, req)
  const tables = await mixinReport(req.payload, mixin, year)
  return exportTables(req.payload, {
    name: `${mixin.name}（${year} 年）`,
    tables,
    user: req.user ? { id: String(req.user.id) } : null,
  })
}
