import { z } from 'zod'

import type { ReportExtraColumn, ReportTable } from '../shared/table'
import type { CountItem } from './model'

/**
 * Cost per use (docs/statistics.md §3 "Cost per use"), pure: a source's
 * yearly cost in TWD (data-original-settings `costs: [{ year, amount }]`) divided by a count
 * item's total for that year. Shown only in a formula report's year table, and only when the
 * report asks for it (`costPerUse`).
 */

export type YearCost = { year: number; amount: number }

export const COST_MSG = {
  list: '年度費用須為清單',
  year: '年度費用的年度須為 2000 到 2100 的整數',
  amount: '年度費用的金額須為 0 以上的數字',
  duplicate: (year: number) => `年度費用的年度 ${year} 重複`,
  tooMany: '年度費用最多 100 筆',
} as const

/** The columns a formula year table gains when it shows cost per use. */
export const COST_COLUMNS: ReportExtraColumn[] = [
  { key: 'cost', label: '年度費用（新臺幣）' },
  { key: 'costPerUse', label: '每次使用成本（新臺幣）', decimals: 2 },
]

const yearCostSchema = z
  .strictObject({
    // A stored row's id (Payload's array rows) may come back with an edit; it is not kept.
    id: z.string().optional().nullable(),
    _id: z.string().optional().nullable(),
    year: z
      .number({ error: COST_MSG.year })
      .int({ error: COST_MSG.year })
      .min(2000, { error: COST_MSG.year })
      .max(2100, { error: COST_MSG.year }),
    amount: z.number({ error: COST_MSG.amount }).min(0, { error: COST_MSG.amount }),
  })
  .transform(({ year, amount }): YearCost => ({ year, amount }))

/** `costs` of PUT data-original-settings: each year once, sorted by year. */
export const costsSchema = z
  .array(yearCostSchema, { error: COST_MSG.list })
  .max(100, { error: COST_MSG.tooMany })
  .superRefine((costs, context) => {
    const seen = new Set<number>()
    for (const cost of costs) {
      if (seen.has(cost.year)) context.addIssue({ code: 'custom', message: COST_MSG.duplicate(cost.year) })
      seen.add(cost.year)
    }
  })
  .transform((costs) => [...costs].sort((a, b) => a.year - b.year))

/** Cost ÷ use, rounded to 2 decimals; null (shown —) when there is no cost or no use. */
export const costPerUse = (cost: number | null | undefined, total: number | null | undefined): number | null => {
  if (
    cost === null ||
    cost === undefined ||
    !Number.isFinite(cost) ||
    total === null ||
    total === undefined ||
    !(total > 0)
  )
    return null
  return Math.round((cost * 100) / total) / 100
}

/** The stored costs of a source, read defensively. */
export const costsOf = (value: unknown): YearCost[] =>
  (Array.isArray(value) ? value : [])
    .map((entry) => ({
      year: Number((entry as { year?: unknown })?.year),
      amount: Number((entry as { amount?: unknown })?.amount),
    }))
    .filter((entry) => Number.isInteger(entry.year) && Number.isFinite(entry.amount) && entry.amount >= 0)

/**
 * A formula year table with its cost columns: per count item (row key = the item's _id), the
 * year's cost of its source and that cost ÷ the row's total. Every count item counts one source;
 * an item whose source has no cost for the year shows — in both.
 */
export const withCostPerUse = (
  table: ReportTable,
  items: readonly CountItem[],
  year: number,
  costs: ReadonlyMap<string, readonly YearCost[]>,
): ReportTable => {
  const sourceOf = new Map(items.map((item) => [item._id, item.source]))
  return {
    ...table,
    extraColumns: COST_COLUMNS,
    rows: table.rows.map((row) => {
      const source = sourceOf.get(row.key)
      const cost = (source ? costs.get(source) : undefined)?.find((entry) => entry.year === year)?.amount ?? null
      return { ...row, extras: [cost, costPerUse(cost, row.total)] }
    }),
  }
}
