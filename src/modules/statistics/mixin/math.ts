import { type ReportRow, type ReportTable, sumOrNull } from '../shared/table'
import { sumRows } from '../merge/math'
import { MERGE_MSG } from '../merge/messages'

/**
 * The arithmetic of mixed statistics (docs/statistics.md §5), pure. A mix is laid over one
 * merged report:
 * - `mixinItems` are sections (each becomes a table); each item of a section is either the sum of
 *   merged rows (`countTotalIds`: merge item ids) or, when `hasTotalItemsKeys`, the sum of other
 *   items of the mix, named in `totalItemsKeys` (a total of totals, in any section);
 * - `extraStatistics` are extra summary tables whose items sum mix items by name.
 * Item names are unique across the mix (they are how totals refer to items) and totals may not
 * refer to themselves, directly or around a loop.
 */

export type MixinItem = { name: string; countTotalIds: string[]; hasTotalItemsKeys: boolean; totalItemsKeys: string[] }
export type MixinSection = { name: string; items: MixinItem[] }
export type ExtraItem = { name?: string; totalItemsKeys: string[] }
export type ExtraSection = { name: string; items: ExtraItem[] }
export type MixinShape = { mixinItems: MixinSection[]; extraStatistics: ExtraSection[] }

/** What is wrong with a mix, as one zh-TW message, or null. `mergeItemIds`: the merged report's items. */
export const mixinProblem = (mix: MixinShape, mergeItemIds: ReadonlySet<string>): string | null => {
  const byName = new Map<string, MixinItem>()
  for (const section of mix.mixinItems)
    for (const item of section.items) {
      if (byName.has(item.name)) return MERGE_MSG.duplicateMixinName(item.name)
      byName.set(item.name, item)
    }
  for (const item of byName.values()) {
    if (item.hasTotalItemsKeys) {
      if (item.totalItemsKeys.length === 0) return MERGE_MSG.totalNeedsKeys(item.name)
      for (const key of item.totalItemsKeys) if (!byName.has(key)) return MERGE_MSG.unknownTotalKey(item.name, key)
    } else {
      if (item.countTotalIds.length === 0) return MERGE_MSG.countNeedsIds(item.name)
      for (const id of item.countTotalIds) if (!mergeItemIds.has(id)) return MERGE_MSG.unknownMergeItem(item.name, id)
    }
  }
  const cycle = totalCycle(byName)
  if (cycle) return MERGE_MSG.totalCycle(cycle.join(' → '))
  for (const section of mix.extraStatistics)
    for (const item of section.items) {
      const label = item.name || section.name
      if (item.totalItemsKeys.length === 0) return MERGE_MSG.totalNeedsKeys(label)
      for (const key of item.totalItemsKeys) if (!byName.has(key)) return MERGE_MSG.unknownTotalKey(label, key)
    }
  return null
}

/** A loop among the totals (the names around it, first repeated at the end), or null. */
export const totalCycle = (byName: ReadonlyMap<string, MixinItem>): string[] | null => {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name]
    state.set(name, 'open')
    path.push(name)
    const item = byName.get(name)
    if (item?.hasTotalItemsKeys)
      for (const key of item.totalItemsKeys) {
        const found = visit(key)
        if (found) return found
      }
    path.pop()
    state.set(name, 'done')
    return null
  }
  for (const name of byName.keys()) {
    const found = visit(name)
    if (found) return found
  }
  return null
}

type Line = { values: (number | null)[]; total: number | null }

/**
 * Every mix item's line (values per column and total), by name. Assumes `mixinProblem` found
 * nothing; an unknown merge item counts as no data.
 */
export const mixinLines = (mix: MixinShape, merged: ReportTable): Map<string, Line> => {
  const width = merged.columns.length
  const mergedRows = new Map(merged.rows.map((row) => [row.key, row]))
  const byName = new Map<string, MixinItem>()
  for (const section of mix.mixinItems) for (const item of section.items) byName.set(item.name, item)
  const lines = new Map<string, Line>()
  const lineOf = (name: string, seen: Set<string>): Line => {
    const known = lines.get(name)
    if (known) return known
    const item = byName.get(name)
    let parts: Line[] = []
    if (item && !seen.has(name)) {
      const next = new Set(seen).add(name)
      parts = item.hasTotalItemsKeys
        ? item.totalItemsKeys.map((key) => lineOf(key, next))
        : item.countTotalIds.map((id) => mergedRows.get(id)).filter((row): row is ReportRow => row !== undefined)
    }
    const line = { values: sumRows(parts, width), total: sumOrNull(parts.map((part) => part.total)) }
    lines.set(name, line)
    return line
  }
  for (const name of byName.keys()) lineOf(name, new Set())
  return lines
}

/** The mix as report tables: one per section, then one per extra section. */
export const mixinTables = (mix: MixinShape, merged: ReportTable): ReportTable[] => {
  const lines = mixinLines(mix, merged)
  const width = merged.columns.length
  const empty = (): Line => ({ values: Array.from({ length: width }, () => null), total: null })
  const sections = mix.mixinItems.map((section, sectionIndex) => ({
    title: section.name,
    ...(merged.caption ? { caption: merged.caption } : {}),
    columns: merged.columns,
    rows: section.items.map((item, index): ReportRow => ({
      key: `s${sectionIndex}:${index}`,
      label: item.name,
      ...(lines.get(item.name) ?? empty()),
    })),
  }))
  const extras = mix.extraStatistics.map((section, sectionIndex) => ({
    title: section.name,
    columns: merged.columns,
    rows: section.items.map((item, index): ReportRow => {
      const parts = item.totalItemsKeys.map((key) => lines.get(key) ?? empty())
      return {
        key: `x${sectionIndex}:${index}`,
        label: item.name || item.totalItemsKeys.join(' + '),
        values: sumRows(parts, width),
        total: sumOrNull(parts.map((part) => part.total)),
      }
    }),
  }))
  return [...sections, ...extras]
}
