import type { Payload, Where } from 'payload'

import { LIBRARY_TIME_ZONE, libraryMidnight } from '@/lib/timeZone'
import type { BasicCounterSpec, ModuleManifest } from '@/modules/define'
import { MANIFESTS } from '@/modules/manifests'
import type { ReportColumn } from '../shared/table'

/**
 * The counters the platform keeps by itself (docs/statistics.md §7): each counts documents of
 * another module's collection (read through the Local API by slug), by the library-local month
 * of one date field. Each counting module declares its counters in its manifest (plain data,
 * typed against the collection slugs); this is their list, in their declared order.
 */
export type BasicItem = Omit<BasicCounterSpec, 'position'>

export const basicItems = (manifests: readonly ModuleManifest[]): BasicItem[] =>
  manifests
    .flatMap((manifest) => manifest.counters ?? [])
    .sort((a, b) => a.position - b.position)
    .map(({ position: _position, ...item }) => item)

export const BASIC_ITEMS: readonly BasicItem[] = basicItems(MANIFESTS)

export const BASIC_ITEM_KEYS = new Set(BASIC_ITEMS.map((item) => item.key))

/** `YYYY-MM` of an instant in the library's time zone. */
export const libraryMonthOf = (instant: string | Date): string | null => {
  const time = new Date(instant)
  if (Number.isNaN(time.getTime())) return null
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: LIBRARY_TIME_ZONE, year: 'numeric', month: '2-digit' })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}`
}

/** The month columns from one day's month to another's, both included (`2026-01` / `2026年1月`). */
export const monthRange = (startAt: string, endAt: string): ReportColumn[] => {
  const columns: ReportColumn[] = []
  let year = Number(startAt.slice(0, 4))
  let month = Number(startAt.slice(5, 7))
  const last = Number(endAt.slice(0, 4)) * 12 + Number(endAt.slice(5, 7))
  while (year * 12 + month <= last) {
    columns.push({ key: `${year}-${String(month).padStart(2, '0')}`, label: `${year}年${month}月` })
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return columns
}

/** Count an item's documents by month between two library-local days (both included). */
export const countByMonth = async (
  payload: Payload,
  item: BasicItem,
  startAt: string,
  endAt: string,
): Promise<Map<string, number>> => {
  const from = libraryMidnight(startAt).toISOString()
  const to = new Date(libraryMidnight(endAt).getTime() + 24 * 60 * 60 * 1000).toISOString()
  const range: Where = {
    and: [{ [item.dateField]: { greater_than_equal: from } }, { [item.dateField]: { less_than: to } }],
  }
  const found = await payload.find({
    collection: item.collection,
    where: item.where ? { and: [range, item.where] } : range,
    pagination: false,
    depth: 0,
    select: { [item.dateField]: true } as never,
    overrideAccess: true,
  })
  const counts = new Map<string, number>()
  for (const doc of found.docs as Record<string, unknown>[]) {
    const month = libraryMonthOf(String(doc[item.dateField] ?? ''))
    if (month) counts.set(month, (counts.get(month) ?? 0) + 1)
  }
  return counts
}
