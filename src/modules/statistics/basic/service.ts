import type { Payload, PayloadRequest } from 'payload'

import { allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { ReportItem } from '@/modules/reports'
import type { ListQuery, Paginated } from '@/validation/listQuery'
import { type ReportTable, rowOf } from '../shared/table'
import { exportTables } from '../shared/xlsx'
import { MERGE_MSG } from '../merge/messages'
import type { BasicSaveInput } from '../merge/schemas'
import { BASIC_ITEMS, BASIC_ITEM_KEYS, countByMonth, monthRange } from './items'

/** Basic statistics (基本統計, docs/statistics.md §7): the platform's own counters, month by month. */

const SLUG = 'basic-statistics'
type Status = 'Enabled' | 'Disabled'

export type BasicRecord = {
  _id: string
  name: string
  items: string[]
  status: Status
  createdAt?: string
  updatedAt?: string
}

const basicOf = (doc: {
  id: unknown
  name?: unknown
  items?: unknown
  status?: unknown
  createdAt?: unknown
  updatedAt?: unknown
}): BasicRecord => ({
  _id: String(doc.id),
  name: String(doc.name ?? ''),
  items: Array.isArray(doc.items) ? doc.items.filter((item): item is string => typeof item === 'string') : [],
  status: doc.status === 'Disabled' ? 'Disabled' : 'Enabled',
  ...(typeof doc.createdAt === 'string' ? { createdAt: doc.createdAt } : {}),
  ...(typeof doc.updatedAt === 'string' ? { updatedAt: doc.updatedAt } : {}),
})

const findBasic = async (payload: Payload, id: string, req?: PayloadRequest): Promise<BasicRecord> => {
  const doc = isObjectId(id)
    ? await payload.findByID({ collection: SLUG, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, MERGE_MSG.basicNotFound)
  return basicOf(doc)
}

/** GET basic-statistics-items. */
export const basicStatisticsItems = () =>
  BASIC_ITEMS.map(({ key, label, description }) => ({ key, label, description }))

/** GET basic-statistics (page, limit, keyword, status). */
export const listBasics = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: { status?: Status },
): Promise<Paginated<BasicRecord>> => {
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
  return toPaginated(found, query, basicOf)
}

export const getBasic = (req: PayloadRequest, id: string): Promise<BasicRecord> => findBasic(req.payload, id, req)

/** POST basic-statistics: create (no _id) or update; every item must be a known counter. */
export const saveBasic = async (req: PayloadRequest, input: BasicSaveInput): Promise<BasicRecord> => {
  if (input._id) await findBasic(req.payload, input._id, req)
  const unknown = input.items.find((key) => !BASIC_ITEM_KEYS.has(key))
  if (unknown !== undefined) throw new AppError(400, MERGE_MSG.unknownBasicItem(unknown))
  const data = { name: input.name, items: [...new Set(input.items)], ...(input.status ? { status: input.status } : {}) }
  const doc = input._id
    ? await req.payload.update({ collection: SLUG, id: input._id, data, depth: 0, overrideAccess: true, req })
    : await req.payload.create({
        collection: SLUG,
        data: { ...data, status: input.status ?? 'Enabled' },
        depth: 0,
        overrideAccess: true,
        req,
      })
  return basicOf(doc)
}

export const removeBasic = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const basic = await findBasic(req.payload, id, req)
  await req.payload.delete({ collection: SLUG, id: basic._id, overrideAccess: true, req })
  return { _id: basic._id }
}

/** The report between two library-local days: one row per item, one column per month, totals. */
export const basicReport = async (
  payload: Payload,
  basic: BasicRecord,
  startAt: string,
  endAt: string,
): Promise<ReportTable> => {
  const columns = monthRange(startAt, endAt)
  const items = basic.items
    .map((key) => BASIC_ITEMS.find((item) => item.key === key))
    .filter((item) => item !== undefined)
  const counts = await Promise.all(items.map((item) => countByMonth(payload, item, startAt, endAt)))
  return {
    title: basic.name,
    caption: `${startAt} 至 ${endAt}`,
    columns,
    rows: items.map((item, index) =>
      rowOf(
        item.key,
        item.label,
        columns.map((column) => counts[index]!.get(column.key) ?? 0),
      ),
    ),
  }
}

/** GET basic-statistics/reports/{id}?startAt=&endAt=. */
export const basicReportById = async (
  req: PayloadRequest,
  id: string,
  range: { startAt: string; endAt: string },
): Promise<ReportTable> => basicReport(req.payload, await findBasic(req.payload, id, req), range.startAt, range.endAt)

/** GET export-basic-statistics/{id}?startAt=&endAt=. */
export const exportBasic = async (
  req: PayloadRequest,
  id: string,
  range: { startAt: string; endAt: string },
): Promise<ReportItem> => {
  const table = await basicReportById(req, id, range)
  return exportTables(req.payload, {
    name: `${table.title}（${range.startAt}～${range.endAt}）`,
    tables: [table],
    user: req.user ? { id: String(req.user.id) } : null,
  })
}
