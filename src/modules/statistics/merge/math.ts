import { type ReportColumn, type ReportRow, type ReportTable, sumOrNull } from '../shared/table'
import { MERGE_MSG } from './messages'

/**
 * The arithmetic of merged statistics (docs/statistics.md §5), pure: no database, no HTTP.
 * A merged report picks rows from other reports (formula count items, manual field items) and
 * lays them out as one table; a `single` item is one source row as it is, a `multiple` item is
 * the sum of several.
 */

export const MERGE_ITEM_TYPES = ['single', 'multiple'] as const
export type MergeItemType = (typeof MERGE_ITEM_TYPES)[number]

export type MergeItem = { _id: string; type: MergeItemType; name: string; itemIds: string[] }

/** A row offered by `merge-statistics-items`, its values laid on the year's twelve month columns. */
export type SourceRow = { key: string; label: string; values: (number | null)[]; total: number | null }

/** Source row keys: `formula:<reportId>:<countItemId>` and `manual:<settingId>:<fieldId>:<itemId>`. */
export type SourceKey =
  | { kind: 'formula'; reportId: string; countItemId: string }
  | { kind: 'manual'; settingId: string; fieldId: string; itemId: string }

export const formulaKey = (reportId: string, countItemId: string): string => `formula:${reportId}:${countItemId}`
export const manualKey = (settingId: string, fieldId: string, itemId: string): string =>
  `manual:${settingId}:${fieldId}:${itemId}`

/** Read a source key; null when it is not one of the two shapes. */
export const parseSourceKey = (key: string): SourceKey | null => {
  const parts = key.split(':')
  if (parts.some((part) => part === '')) return null
  if (parts[0] === 'formula' && parts.length === 3)
    return { kind: 'formula', reportId: parts[1]!, countItemId: parts[2]! }
  if (parts[0] === 'manual' && parts.length === 4)
    return { kind: 'manual', settingId: parts[1]!, fieldId: parts[2]!, itemId: parts[3]! }
  return null
}

/**
 * What is wrong with a list of merge items, as one zh-TW message, or null: a single item has
 * exactly one source row, a multiple item at least one; every key must be well formed and,
 * when `known` is given, offered.
 */
export const mergeItemsProblem = (items: readonly MergeItem[], known?: ReadonlySet<string>): string | null => {
  const ids = new Set<string>()
  for (const item of items) {
    if (ids.has(item._id)) return MERGE_MSG.duplicateMergeItem
    ids.add(item._id)
    if (item.type === 'single' && item.itemIds.length !== 1) return MERGE_MSG.singleOneItem(item.name)
    if (item.type === 'multiple' && item.itemIds.length < 1) return MERGE_MSG.multipleItems(item.name)
    for (const key of item.itemIds) {
      if (!parseSourceKey(key)) return MERGE_MSG.badSourceKey(key)
      if (known && !known.has(key)) return MERGE_MSG.unknownSource(key)
    }
  }
  return null
}

/** The cell-wise sum of rows laid on the same columns (null where every row is null). */
export const sumRows = (rows: readonly { values: readonly (number | null)[] }[], width: number): (number | null)[] =>
  Array.from({ length: width }, (_, index) => sumOrNull(rows.map((row) => row.values[index] ?? null)))

/**
 * One merge item's row: a single item shows its source row's values and total as they are (a
 * manual "latest value" total stays the latest value); a multiple item sums the months, and its
 * total is the sum of its sources' totals. A source with no row (deleted since) counts as no data.
 */
export const mergeItemRow = (item: MergeItem, sources: ReadonlyMap<string, SourceRow>, width: number): ReportRow => {
  const rows = item.itemIds.map((key) => sources.get(key)).filter((row): row is SourceRow => row !== undefined)
  return {
    key: item._id,
    label: item.name,
    values: sumRows(rows, width),
    total: sumOrNull(rows.map((row) => row.total)),
  }
}

/** The merged report: one row per merge item, in their order, over the given columns. */
export const mergeTable = (input: {
  title: string
  caption?: string
  columns: ReportColumn[]
  items: readonly MergeItem[]
  sources: ReadonlyMap<string, SourceRow>
}): ReportTable => ({
  title: input.title,
  ...(input.caption ? { caption: input.caption } : {}),
  columns: input.columns,
  rows: input.items.map((item) => mergeItemRow(item, input.sources, input.columns.length)),
})

/**
 * Lay a source table's row on other columns by column key (a month the source does not have is
 * null), so rows from reports with different column sets add up month by month.
 */
export const alignRow = (
  table: Pick<ReportTable, 'columns'>,
  row: ReportRow,
  columns: readonly ReportColumn[],
): (number | null)[] => {
  const at = new Map(table.columns.map((column, index) => [column.key, index]))
  return columns.map((column) => {
    const index = at.get(column.key)
    return index === undefined ? null : (row.values[index] ?? null)
  })
}
