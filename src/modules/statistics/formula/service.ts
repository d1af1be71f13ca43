import type { Payload, PayloadRequest } from 'payload'

import { type ContractRecord } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import type { FormulaReportSetting } from '@/payload-types'
import type { ReportItem } from '@/modules/reports'
import { exportTables } from '../shared/xlsx'
import type { ReportTable } from '../shared/table'
import { CHOICE_ATTRIBUTES, FILTER_NAMES, type FilterAttribute, isFilterAttribute } from './attributes'
import { type YearCost, costsOf, withCostPerUse } from './cost'
import { FORMULA_MSG } from './messages'
import { type CountItem, type FormulaReport, type Period, formulaReportTable } from './model'
import { harvestedContents, harvestedMonths, sumCountItems } from './query'
import { type FormulaSaveInput, periodProblem } from './schemas'

/**
 * Formula reports (docs/statistics.md §3): the settings, their calculation into a
 * report table, its export, and the choices the form offers.
 */

const SLUG = 'formula-report-settings'

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)

/** The stored count items, read defensively (the column is JSON). */
export const countItemsOf = (value: unknown): CountItem[] => {
  if (!Array.isArray(value)) return []
  return value
    .filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object')
    .map((entry) => ({
      _id: text(entry._id),
      name: text(entry.name),
      source: text(entry.source),
      sourceItem: text(entry.sourceItem),
      target: text(entry.target),
      filters: Array.isArray(entry.filters)
        ? entry.filters
            .filter(
              (filter): filter is { name: FilterAttribute; value: unknown } =>
                !!filter && typeof filter === 'object' && isFilterAttribute(text((filter as { name?: unknown }).name)),
            )
            .map((filter) => ({ name: filter.name, value: text(filter.value) }))
        : [],
    }))
    .filter((item) => item._id !== '')
}

export const formulaOf = (doc: FormulaReportSetting): FormulaReport => ({
  _id: String(doc.id),
  name: doc.name,
  countItems: countItemsOf(doc.countItems),
  status: doc.status === 'Disabled' ? 'Disabled' : 'Enabled',
  costPerUse: doc.costPerUse === true,
})

const recordOf = (doc: FormulaReportSetting): ContractRecord => ({
  ...formulaOf(doc),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const findFormula = async (payload: Payload, id: string, req?: PayloadRequest): Promise<FormulaReportSetting> => {
  const doc = isObjectId(id)
    ? await payload.findByID({ collection: SLUG, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, FORMULA_MSG.notFound)
  return doc
}

export const listFormulaReports = async (req: PayloadRequest, query: ListQuery): Promise<Paginated<ContractRecord>> => {
  const found = await req.payload.find({
    collection: SLUG,
    where: allOf(keywordWhere(query.keyword, ['name'])),
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return toPaginated(found, query, recordOf)
}

export const getFormulaReport = async (req: PayloadRequest, id: string): Promise<ContractRecord> =>
  recordOf(await findFormula(req.payload, id, req))

/** Every count item's source must be an existing data-original setting. */
const checkSources = async (req: PayloadRequest, items: FormulaSaveInput['countItems']): Promise<void> => {
  const ids = [...new Set(items.map((item) => item.source.toLowerCase()))]
  if (ids.length === 0) return
  const found = await req.payload.find({
    collection: 'data-original-settings',
    where: { id: { in: ids } },
    pagination: false,
    select: {},
    depth: 0,
    overrideAccess: true,
    req,
  })
  const present = new Set(found.docs.map((doc) => String(doc.id)))
  const missing = items.find((item) => !present.has(item.source.toLowerCase()))
  if (missing) throw new AppError(400, FORMULA_MSG.sourceNotFound(missing.name))
}

/** PUT formula-report-settings: create (no id) or update (id) a formula report. */
export const saveFormulaReport = async (req: PayloadRequest, input: FormulaSaveInput): Promise<ContractRecord> => {
  const id = input._id
  if (id) await findFormula(req.payload, id, req)
  await checkSources(req, input.countItems)
  const seen = new Set<string>()
  const countItems: CountItem[] = input.countItems.map((item) => {
    const itemId = (item._id ?? newObjectId()).toLowerCase()
    if (seen.has(itemId)) throw new AppError(400, FORMULA_MSG.duplicateItem(itemId))
    seen.add(itemId)
    return {
      _id: itemId,
      name: item.name,
      source: item.source.toLowerCase(),
      sourceItem: item.sourceItem,
      target: item.target,
      filters: item.filters,
    }
  })
  const data = {
    name: input.name,
    countItems: countItems as unknown as FormulaReportSetting['countItems'],
    ...(input.status ? { status: input.status } : {}),
    ...(input.costPerUse !== undefined ? { costPerUse: input.costPerUse } : {}),
  }
  const doc = id
    ? await req.payload.update({ collection: SLUG, id, data, depth: 0, overrideAccess: true, req })
    : await req.payload.create({
        collection: SLUG,
        data: { ...data, status: input.status ?? 'Enabled' },
        depth: 0,
        overrideAccess: true,
        req,
      })
  return recordOf(doc)
}

/** DELETE formula-report-settings/{id}. Front reports that show it lose the block when computed. */
export const removeFormulaReport = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const doc = await findFormula(req.payload, id, req)
  await req.payload.delete({ collection: SLUG, id: doc.id, overrideAccess: true, req })
  return { _id: String(doc.id) }
}

/**
 * A formula report computed for a year (twelve month columns) or one month: one row per count
 * item, `row.key` = the count item's _id. Used by the calculate call, the export, front reports
 * and merged statistics.
 */
export const formulaTable = async (payload: Payload, id: string, period: Period): Promise<ReportTable> => {
  const problem = periodProblem(period)
  if (problem) throw new AppError(400, problem)
  const report = formulaOf(await findFormula(payload, id))
  const [sums, harvested] = await Promise.all([
    sumCountItems(payload, report.countItems, period),
    harvestedMonths(payload, report.countItems, period),
  ])
  const table = formulaReportTable(report, period, sums, harvested)
  // Cost per use is a yearly figure: only a year table (no month) shows it.
  return report.costPerUse && !period.month
    ? withCostPerUse(table, report.countItems, period.year, await sourceCosts(payload, report.countItems))
    : table
}

/** The yearly costs of the count items' sources (data-original-settings `costs`), by source id. */
const sourceCosts = async (payload: Payload, items: readonly CountItem[]): Promise<Map<string, YearCost[]>> => {
  const ids = [...new Set(items.map((item) => item.source))]
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'data-original-settings',
    where: { id: { in: ids } },
    select: { costs: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(found.docs.map((doc) => [String(doc.id), costsOf(doc.costs)]))
}

/** Every count item of every formula report, for the merge screen's choices (row key = the count item's _id). */
export const listFormulaRows = async (
  payload: Payload,
): Promise<{ key: string; label: string; reportId: string; reportName: string }[]> => {
  const found = await payload.find({
    collection: SLUG,
    pagination: false,
    sort: 'name',
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.flatMap((doc) => {
    const report = formulaOf(doc)
    return report.countItems.map((item) => ({
      key: item._id,
      label: item.name,
      reportId: report._id,
      reportName: report.name,
    }))
  })
}

export const calculateFormulaReport = (req: PayloadRequest, id: string, period: Period): Promise<ReportTable> =>
  formulaTable(req.payload, id, period)

/** GET export-formula-report/{id}?year=[&month=]: the table as .xlsx, filed in report-management. */
export const exportFormulaReport = async (req: PayloadRequest, id: string, period: Period): Promise<ReportItem> => {
  const table = await formulaTable(req.payload, id, period)
  return exportTables(req.payload, {
    name: table.title,
    tables: [table],
    user: req.user ? { id: String(req.user.id) } : null,
  })
}

export type OriginalSource = {
  _id: string
  name: string
  platform: string | null
  status: 'Enabled' | 'Disabled'
  /** Report types to harvest (the setting's own list) and those present in harvested rows, with their metric types. */
  reportTypes: { name: string; metricTypes: string[]; harvested: boolean }[]
  /** Values present in the harvested rows per choice attribute (Title and Item_ID are typed). */
  filterValues: Partial<Record<FilterAttribute, string[]>>
  filterNames: FilterAttribute[]
}

/**
 * GET formula-original-settings (default limit 10000): the sources a count item can point at,
 * with what their harvested rows hold, so the form offers real choices.
 */
export const formulaOriginalSettings = async (
  req: PayloadRequest,
  query: ListQuery,
): Promise<Paginated<OriginalSource>> => {
  const found = await req.payload.find({
    collection: 'data-original-settings',
    where: allOf(keywordWhere(query.keyword, ['name', 'platform'])),
    page: query.page,
    limit: query.limit,
    sort: 'name',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const contents = await harvestedContents(req.payload)
  return toPaginated(found, query, (doc): OriginalSource => {
    const held = contents.get(String(doc.id))
    const names = new Set<string>([...(doc.reportTypes ?? []), ...(held ? held.reportTypes.keys() : [])])
    const record = doc as unknown as { status?: unknown }
    return {
      _id: String(doc.id),
      name: doc.name,
      platform: doc.platform ?? null,
      status: record.status === 'Disabled' ? 'Disabled' : 'Enabled',
      reportTypes: [...names].sort().map((name) => ({
        name,
        metricTypes: [...(held?.reportTypes.get(name) ?? [])].sort(),
        harvested: held?.reportTypes.has(name) ?? false,
      })),
      filterValues: Object.fromEntries(
        CHOICE_ATTRIBUTES.map((attribute) => [attribute, [...(held?.values.get(attribute) ?? [])].sort()]),
      ),
      filterNames: FILTER_NAMES,
    }
  })
}
