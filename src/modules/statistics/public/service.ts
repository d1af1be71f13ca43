import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { MERGE_MSG } from '../merge/messages'
import { VERSION_KINDS, type VersionKind, snapshotTables } from '../merge/service'
import { publishedFrontSets } from '../front'
import type { ReportTable } from '../shared/table'

/**
 * The public statistics (docs/statistics.md §6): what staff published, read by anyone through
 * GET /api/public/statistics[/{id}] and the /statistics page. Published = a merge or mixin
 * version toggled on (status Enabled) of an enabled merge or mix, or an enabled front report set
 * of an enabled front report (the front module's `publishedFrontSets`). A version's tables are
 * the snapshot frozen when it was made, so the page shows exactly what staff checked; a front
 * set is computed from the current data.
 */

export type PublicStatisticsKind = VersionKind | 'front'

export type PublicStatisticsItem = {
  _id: string
  kind: PublicStatisticsKind
  /** The version's name (what staff called this publication). */
  title: string
  /** The merged or mixed statistics it was made from, or a front report set's front report. */
  reportName: string
  /** The version's year, or the year of a front report set's period. */
  year: number | null
  /** When the version or the front report set last changed. */
  updatedAt: string | null
}

export type PublicStatisticsDetail = PublicStatisticsItem & { tables: ReportTable[] }

const KIND_ORDER: VersionKind[] = ['merge', 'mixin']

type Doc = Record<string, unknown> & { id: unknown }

const itemOf = (kind: VersionKind, doc: Doc): PublicStatisticsItem => {
  const parent = doc[VERSION_KINDS[kind].parent]
  return {
    _id: String(doc.id),
    kind,
    title: String(doc.versionName ?? ''),
    reportName:
      parent && typeof parent === 'object' && 'name' in parent ? String((parent as { name: unknown }).name ?? '') : '',
    year: Number(doc.year),
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
  }
}

const PARENT_SLUG: Record<VersionKind, 'merge-statistics' | 'mixin-statistics'> = {
  merge: 'merge-statistics',
  mixin: 'mixin-statistics',
}

/**
 * The published versions of a kind: toggled on (status Enabled) and made from a merge or mix that
 * is itself enabled; switching the merge or mix off withdraws its versions,
 * switching it on again brings back the ones still toggled on.
 */
const publishedDocs = async (
  payload: Payload,
  kind: VersionKind,
  withSnapshot: boolean,
  id?: string,
): Promise<Doc[]> => {
  const { slug, parent } = VERSION_KINDS[kind]
  const parents = await payload.find({
    collection: PARENT_SLUG[kind],
    where: { status: { equals: 'Enabled' } },
    select: {},
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (parents.docs.length === 0) return []
  const found = await payload.find({
    collection: slug,
    where: {
      and: [
        { status: { equals: 'Enabled' } },
        { [parent]: { in: parents.docs.map((doc) => doc.id) } },
        ...(id ? [{ id: { equals: id } }] : []),
      ],
    },
    sort: ['-year', '-updatedAt'],
    pagination: false,
    depth: 1,
    populate: { [PARENT_SLUG[kind]]: { name: true } } as never,
    select: {
      versionName: true,
      year: true,
      updatedAt: true,
      [parent]: true,
      status: true,
      ...(withSnapshot ? { snapshot: true } : {}),
    } as never,
    overrideAccess: true,
  })
  return found.docs as unknown as Doc[]
}

/** GET /api/public/statistics: every published report, newest year first (no tables). */
export const publicStatisticsList = async (payload: Payload): Promise<PublicStatisticsItem[]> => {
  const lists = await Promise.all(
    KIND_ORDER.map(async (kind) => (await publishedDocs(payload, kind, false)).map((doc) => itemOf(kind, doc))),
  )
  const front = (await frontDetails(payload)).map(({ tables: _tables, ...item }) => item)
  return [...lists.flat().sort(newestFirst), ...front]
}

const newestFirst = (a: PublicStatisticsItem, b: PublicStatisticsItem) =>
  (b.year ?? 0) - (a.year ?? 0) || (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '')

/** The enabled front report sets, as public items with their tables. */
const frontDetails = async (payload: Payload): Promise<PublicStatisticsDetail[]> =>
  (await publishedFrontSets(payload)).map((set) => ({
    _id: set.id,
    kind: 'front' as const,
    title: set.name,
    reportName: set.settingName,
    year: set.year,
    updatedAt: set.updatedAt,
    tables: set.tables,
  }))

/** GET /api/public/statistics/{id}: one published report with its tables; a withdrawn or unknown one is a 404. */
export const publicStatisticsOne = async (payload: Payload, id: string): Promise<PublicStatisticsDetail> => {
  if (!isObjectId(id)) throw new AppError(404, MERGE_MSG.publicNotFound)
  for (const kind of KIND_ORDER) {
    const [doc] = await publishedDocs(payload, kind, true, id.toLowerCase())
    if (doc) return { ...itemOf(kind, doc), tables: snapshotTables(doc.snapshot) }
  }
  const front = (await frontDetails(payload)).find((set) => set._id === id.toLowerCase())
  if (front) return front
  throw new AppError(404, MERGE_MSG.publicNotFound)
}

/** Every published report with its tables (the /statistics page shows them all): versions newest year first, then the front report sets. */
export const publicStatisticsAll = async (payload: Payload): Promise<PublicStatisticsDetail[]> => {
  const lists = await Promise.all(
    KIND_ORDER.map(async (kind) =>
      (await publishedDocs(payload, kind, true)).map((doc) => ({
        ...itemOf(kind, doc),
        tables: snapshotTables(doc.snapshot),
      })),
    ),
  )
  return [...lists.flat().sort(newestFirst), ...(await frontDetails(payload))]
}
