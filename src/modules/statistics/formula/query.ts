import { type AnyColumn, type SQL, and, between, eq, or, sql } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import { CHOICE_ATTRIBUTES, FILTER_ATTRIBUTES, type FilterAttribute, MAX_CHOICES, type RowField } from './attributes'
import type { CountItem, HarvestedMonth, ItemMonthSum, Period } from './model'
import { HARVESTED_STATES, periodMonths } from './model'

/**
 * The formula report's database work (docs/statistics.md §3 "How a formula is computed").
 *
 * On the SQL adapters a report is ONE aggregate query over `data_original_items`, read straight
 * through the adapter's Drizzle table: one SUM(CASE …) column per count item, grouped by month,
 * restricted to the period's months and to the rows some count item can match (its source,
 * report type and metric: the [setting, reportType, metricType, month] index). Count items that
 * overlap (same rows) are each summed in full, since every item has its own column. A cell is
 * NULL (no data) when no row matched, 0 when the matching rows sum to 0.
 *
 * MongoDB has no Drizzle table: there the rows are read through the Local API, one find per
 * count item (correct, not fast).
 */

type Column = AnyColumn
type Query<T> = PromiseLike<T> & {
  where(condition: SQL | undefined): Query<T>
  groupBy(...columns: (Column | SQL)[]): Query<T>
}
type DrizzleLike = {
  select<F extends Record<string, unknown>>(fields: F): { from(table: unknown): Query<Record<keyof F, unknown>[]> }
}
type ItemsTable = Record<'setting' | 'reportType' | 'metricType' | 'month' | 'count' | RowField, Column>
type SqlAdapter = { name: string; drizzle: DrizzleLike; tables: { data_original_items: ItemsTable } }

const sqlAdapter = (payload: Payload): SqlAdapter | null => {
  const db = payload.db as unknown as Partial<SqlAdapter>
  return db.drizzle && db.tables?.data_original_items ? (db as SqlAdapter) : null
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

const monthCondition = (t: ItemsTable, period: Period): SQL => {
  const months = periodMonths(period)
  return months.length === 1 ? eq(t.month, months[0]!) : between(t.month, months[0]!, months[months.length - 1]!)
}

const itemCondition = (t: ItemsTable, item: CountItem): SQL =>
  and(
    eq(t.setting, item.source),
    eq(t.reportType, item.sourceItem),
    eq(t.metricType, item.target),
    ...item.filters.map((filter) => eq(t[FILTER_ATTRIBUTES[filter.name]], filter.value)),
  )!

/** The monthly sums of every count item over a period: one SQL query on the SQL adapters. */
export const sumCountItems = async (
  payload: Payload,
  items: readonly CountItem[],
  period: Period,
): Promise<ItemMonthSum[]> => {
  if (items.length === 0) return []
  const db = sqlAdapter(payload)
  if (!db) return sumCountItemsLocal(payload, items, period)
  const t = db.tables.data_original_items
  const conditions = items.map((item) => itemCondition(t, item))
  const select: Record<string, Column | SQL> = { month: t.month }
  conditions.forEach((condition, index) => {
    select[`c${index}`] = sql`sum(case when ${condition} then ${t.count} end)`
  })
  const rows = await db.drizzle
    .select(select)
    .from(t)
    .where(and(monthCondition(t, period), conditions.length === 1 ? conditions[0] : or(...conditions)))
    .groupBy(t.month)
  const sums: ItemMonthSum[] = []
  for (const row of rows) {
    items.forEach((item, index) => {
      const total = numberOf(row[`c${index}`])
      if (total !== null) sums.push({ item: item._id, month: String(row.month), total })
    })
  }
  return sums
}

const itemWhere = (item: CountItem, period: Period): Where => {
  const months = periodMonths(period)
  return {
    and: [
      { setting: { equals: item.source } },
      { reportType: { equals: item.sourceItem } },
      { metricType: { equals: item.target } },
      months.length === 1 ? { month: { equals: months[0] } } : { month: { in: months } },
      ...item.filters.map((filter) => ({ [FILTER_ATTRIBUTES[filter.name]]: { equals: filter.value } })),
    ],
  }
}

const sumCountItemsLocal = async (
  payload: Payload,
  items: readonly CountItem[],
  period: Period,
): Promise<ItemMonthSum[]> => {
  const sums: ItemMonthSum[] = []
  for (const item of items) {
    const found = await payload.find({
      collection: 'data-original-items',
      where: itemWhere(item, period),
      select: { month: true, count: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const byMonth = new Map<string, number>()
    for (const doc of found.docs) byMonth.set(doc.month, (byMonth.get(doc.month) ?? 0) + (Number(doc.count) || 0))
    for (const [month, total] of byMonth) sums.push({ item: item._id, month, total })
  }
  return sums
}

/**
 * The months of the period in which the count items' sources and report types were harvested
 * (their set is done, noUsage or partial): there a month without matching rows is 0, not "no
 * data" (docs/statistics.md §3). One small read of the sets (sources × report types × months).
 */
export const harvestedMonths = async (
  payload: Payload,
  items: readonly CountItem[],
  period: Period,
): Promise<HarvestedMonth[]> => {
  if (items.length === 0) return []
  const months = periodMonths(period)
  const found = await payload.find({
    collection: 'data-original-sets',
    where: {
      and: [
        { setting: { in: [...new Set(items.map((item) => item.source))] } },
        { reportType: { in: [...new Set(items.map((item) => item.sourceItem))] } },
        months.length === 1 ? { month: { equals: months[0] } } : { month: { in: months } },
        { state: { in: [...HARVESTED_STATES] } },
      ],
    },
    select: { setting: true, reportType: true, month: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({
    source: typeof doc.setting === 'object' && doc.setting !== null ? String(doc.setting.id) : String(doc.setting),
    reportType: doc.reportType,
    month: doc.month,
  }))
}

/** What a source holds: per report type the metric types, and per attribute the values present. */
export type SourceContents = {
  reportTypes: Map<string, Set<string>>
  values: Map<FilterAttribute, Set<string>>
}

const contentsOf = (map: Map<string, SourceContents>, setting: string): SourceContents => {
  let found = map.get(setting)
  if (!found) {
    found = { reportTypes: new Map(), values: new Map() }
    map.set(setting, found)
  }
  return found
}

const addValue = (contents: SourceContents, attribute: FilterAttribute, value: unknown) => {
  if (value === null || value === undefined || value === '') return
  let set = contents.values.get(attribute)
  if (!set) {
    set = new Set()
    contents.values.set(attribute, set)
  }
  if (set.size < MAX_CHOICES) set.add(String(value))
}

/**
 * The report types, metric types and choice-attribute values present in the harvested rows, per
 * source: one grouped query for the types and one per choice attribute.
 */
export const harvestedContents = async (payload: Payload): Promise<Map<string, SourceContents>> => {
  const map = new Map<string, SourceContents>()
  const db = sqlAdapter(payload)
  if (db) {
    const t = db.tables.data_original_items
    const types = await db.drizzle
      .select({ setting: t.setting, reportType: t.reportType, metricType: t.metricType })
      .from(t)
      .groupBy(t.setting, t.reportType, t.metricType)
    for (const row of types) {
      const contents = contentsOf(map, String(row.setting))
      const reportType = String(row.reportType)
      const metrics = contents.reportTypes.get(reportType) ?? new Set<string>()
      metrics.add(String(row.metricType))
      contents.reportTypes.set(reportType, metrics)
    }
    for (const attribute of CHOICE_ATTRIBUTES) {
      const column = t[FILTER_ATTRIBUTES[attribute]]
      const values = await db.drizzle.select({ setting: t.setting, value: column }).from(t).groupBy(t.setting, column)
      for (const row of values) addValue(contentsOf(map, String(row.setting)), attribute, row.value)
    }
    return map
  }
  const found = await payload.find({
    collection: 'data-original-items',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of found.docs) {
    const setting = typeof doc.setting === 'string' ? doc.setting : String(doc.setting.id)
    const contents = contentsOf(map, setting)
    const metrics = contents.reportTypes.get(doc.reportType) ?? new Set<string>()
    metrics.add(doc.metricType)
    contents.reportTypes.set(doc.reportType, metrics)
    for (const attribute of CHOICE_ATTRIBUTES) addValue(contents, attribute, doc[FILTER_ATTRIBUTES[attribute]])
  }
  return map
}
