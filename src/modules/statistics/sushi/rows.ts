import { eq, inArray } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { newObjectId } from '@/lib/objectId'
import type { UsageRow } from './parse'

/**
 * The parsed rows of one set written in bulk (docs/statistics.md §2 "Storing rows"): a month of
 * a large report is thousands of rows, so they skip the Local API's per-document pipeline and go
 * through the SQL adapter's Drizzle table in chunks, inside the caller's transaction (the set's
 * old rows deleted first: a set's rows are replaced as a whole). MongoDB uses the model's
 * insertMany. The items collection is written by nothing else (its access refuses writes).
 */

const CHUNK = 200

type Table = Record<string, Parameters<typeof eq>[0]>
type Drizzle = {
  delete(table: unknown): { where(condition: unknown): PromiseLike<unknown> }
  insert(table: unknown): { values(rows: Record<string, unknown>[]): PromiseLike<unknown> }
}
type SqlDb = { tables?: Record<string, Table>; sessions?: Record<string, { db: Drizzle }>; drizzle: Drizzle }
type MongoModel = {
  deleteMany(filter: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>
  insertMany(docs: Record<string, unknown>[], options?: Record<string, unknown>): Promise<unknown>
}

const TABLE = 'data_original_items'

const handleOf = async (req: PayloadRequest): Promise<{ db: Drizzle; table: Table } | null> => {
  const adapter = req.payload.db as unknown as SqlDb
  const table = adapter.tables?.[TABLE]
  if (!table) return null
  const transactionId = req.transactionID ? await req.transactionID : undefined
  const session =
    transactionId !== undefined && transactionId !== null ? adapter.sessions?.[String(transactionId)]?.db : undefined
  return { db: session ?? adapter.drizzle, table }
}

const mongoModel = (req: PayloadRequest): MongoModel | undefined =>
  (req.payload.db as unknown as { collections?: Record<string, MongoModel> }).collections?.['data-original-items']

const mongoSession = async (req: PayloadRequest): Promise<unknown> => {
  const transactionId = req.transactionID ? await req.transactionID : undefined
  return transactionId
    ? (req.payload.db as unknown as { sessions?: Record<string, unknown> }).sessions?.[String(transactionId)]
    : undefined
}

export type RowContext = { setId: string; settingId: string; reportType: string }

/** Delete the rows of these sets (a set re-harvested, a source deleted). */
export const deleteRowsOfSets = async (req: PayloadRequest, setIds: readonly string[]): Promise<void> => {
  if (setIds.length === 0) return
  const sql = await handleOf(req)
  if (sql) {
    for (let at = 0; at < setIds.length; at += 500)
      await sql.db.delete(sql.table).where(inArray(sql.table.set!, setIds.slice(at, at + 500)))
    return
  }
  const model = mongoModel(req)
  if (!model) throw new Error('data-original-items: no SQL table and no MongoDB model')
  await model.deleteMany({ set: { $in: [...setIds] } }, { session: await mongoSession(req) })
}

/** Replace a set's rows by these (call inside the set's transaction). */
export const replaceRows = async (
  req: PayloadRequest,
  context: RowContext,
  rows: readonly UsageRow[],
): Promise<void> => {
  await deleteRowsOfSets(req, [context.setId])
  if (rows.length === 0) return
  const records = rows.map((row) => ({
    id: newObjectId(),
    set: context.setId,
    setting: context.settingId,
    reportType: context.reportType,
    month: row.month,
    metricType: row.metricType,
    count: row.count,
    title: row.title,
    itemId: row.itemId,
    platform: row.platform,
    publisher: row.publisher,
    database: row.database,
    dataType: row.dataType,
    sectionType: row.sectionType,
    accessType: row.accessType,
    accessMethod: row.accessMethod,
    yop: row.yop,
  }))
  const sql = await handleOf(req)
  if (sql) {
    for (let at = 0; at < records.length; at += CHUNK)
      await sql.db.insert(sql.table).values(records.slice(at, at + CHUNK))
    return
  }
  const model = mongoModel(req)
  if (!model) throw new Error('data-original-items: no SQL table and no MongoDB model')
  const session = await mongoSession(req)
  for (let at = 0; at < records.length; at += 1000) {
    await model.insertMany(
      records.slice(at, at + 1000).map(({ id, ...rest }) => ({ _id: id, ...rest })),
      { session },
    )
  }
}
