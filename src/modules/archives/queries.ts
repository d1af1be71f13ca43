import { type AnyColumn, type SQL, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Archive } from '@/payload-types'
import { relationId } from '@/lib/relation'

/**
 * The hot read of the archive manager — one folder's children — straight through the SQL
 * adapter's Drizzle tables, skipping the Local API's per-field document pipeline (10,000 rows:
 * ~1 s through payload.find, a few tens of ms here; figures in docs/benchmarks.md). Only
 * columns of our own `archives` collection are read; MongoDB uses the Local API instead.
 */

type Query<T> = PromiseLike<T> & {
  where(condition: SQL | undefined): Query<T>
  orderBy(...order: SQL[]): Query<T>
  limit(n: number): Query<T>
  offset(n: number): Query<T>
}
type DrizzleLike = {
  select<F extends Record<string, unknown>>(fields: F): { from(table: unknown): Query<Record<keyof F, unknown>[]> }
}
type Column = AnyColumn
type ArchivesTable = Record<
  | 'id'
  | 'name'
  | 'type'
  | 'parent'
  | 'path'
  | 'rootFolder'
  | 'systemKey'
  | 'isModuleFolder'
  | 'module'
  | 'extension'
  | 'mimeType'
  | 'size'
  | 'thumbnailKey'
  | 'storageKey'
  | 'downloadCount'
  | 'auth'
  | 'effectiveAuth'
  | 'createdUser'
  | 'inRecycleBin'
  | 'deletedFrom'
  | 'deletedAt'
  | 'createdAt'
  | 'updatedAt',
  Column
>
type SqlAdapter = { name: string; drizzle: DrizzleLike; tables: { archives: ArchivesTable } }

const sqlAdapter = (payload: Payload): SqlAdapter | null => {
  const db = payload.db as unknown as Partial<SqlAdapter>
  return db.drizzle && db.tables?.archives ? (db as SqlAdapter) : null
}

export type ChildQuery = {
  folder: Archive
  keyword?: string
  extensions?: readonly string[]
  page: number
  limit: number
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

/**
 * Children of a (non-recycle-bin) folder, folders first then newest first; `null` when the
 * adapter is not SQL. Only the columns that differ between siblings are read: parent, path, root
 * and auth are the folder's, and a folder's children are never system, module or recycled items.
 */
export const findChildren = async (
  payload: Payload,
  query: ChildQuery,
): Promise<{ docs: Archive[]; total: number } | null> => {
  const db = sqlAdapter(payload)
  if (!db) return null
  const t = db.tables.archives
  const { folder } = query
  // Keywords match literally: % and _ are escaped (PostgreSQL's escape character is the backslash).
  const match = (column: AnyColumn, pattern: string): SQL =>
    db.name === 'postgres' ? ilike(column, pattern) : sql`${column} like ${pattern} escape '\\'`
  const condition = and(
    eq(t.parent, folder.id),
    query.keyword ? match(t.name, `%${escapeLike(query.keyword)}%`) : undefined,
    query.extensions ? or(eq(t.type, 'Folder'), inArray(t.extension, [...query.extensions])) : undefined,
  )
  const all = query.limit >= Number.MAX_SAFE_INTEGER
  let select = db.drizzle
    .select({
      id: t.id,
      name: t.name,
      type: t.type,
      extension: t.extension,
      size: t.size,
      thumbnailKey: t.thumbnailKey,
      downloadCount: t.downloadCount,
      createdUser: t.createdUser,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(condition)
    .orderBy(desc(t.type), desc(t.createdAt), desc(t.id))
  if (!all) select = select.limit(query.limit).offset((query.page - 1) * query.limit)
  const rows = await select
  let total = rows.length
  if (!all) {
    const counted = await db.drizzle.select({ n: count() }).from(t).where(condition)
    total = Number(counted[0]?.n ?? 0)
  }
  const path = `${folder.path || '/'}${folder.id}/`
  const rootFolder = relationId(folder.rootFolder) ?? folder.id
  const docs: Archive[] = rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    type: row.type === 'Folder' ? 'Folder' : 'File',
    parent: folder.id,
    path,
    rootFolder,
    systemKey: null,
    isModuleFolder: false,
    extension: str(row.extension),
    size: num(row.size),
    thumbnailKey: str(row.thumbnailKey),
    downloadCount: num(row.downloadCount) ?? 0,
    effectiveAuth: folder.effectiveAuth,
    createdUser: str(row.createdUser),
    inRecycleBin: false,
    deletedFrom: null,
    createdAt: String(row.createdAt),
    updatedAt: String(row.createdAt),
  }))
  return { docs, total }
}
