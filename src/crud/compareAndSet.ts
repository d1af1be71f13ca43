import crypto from 'node:crypto'

import { type SQL, eq, sql } from 'drizzle-orm'
import type { CollectionSlug, PayloadRequest } from 'payload'

import { inTransaction } from './transaction'

/**
 * One compare-and-set write on a collection's rows: a check that reads, compares and then writes
 * lets parallel callers (two requests, two queue runners, two server processes) all pass it; a
 * single conditional write cannot. Used for what must happen once: a password-reset code's
 * guesses and its use (accounts/resetCodes.ts), a booking's reminder (reservations/reminders.ts),
 * a mailed one-time link (reservations/mine.ts).
 *
 * On SQL adapters it is one `UPDATE <table> SET … WHERE <condition> RETURNING …` inside a Payload
 * transaction of `req` (which on SQLite also takes the process's write lock,
 * src/config/sqliteConcurrency.ts; on PostgreSQL the row lock re-checks the condition); on MongoDB
 * one `findOneAndUpdate`. Answers the changed row's `returning` columns, or undefined when no row
 * matched.
 */

export type Column = Parameters<typeof eq>[0]

export type CompareAndSet<C extends string> = {
  /** SQL adapters: the whole condition and the values to set, built from the table's columns. */
  sql: (table: Record<C, Column>) => { where: unknown; set: Record<string, unknown> }
  /** MongoDB: the same as one filter and one update. */
  mongo: { filter: Record<string, unknown>; update: Record<string, unknown> }
  /** The columns to answer with (`id` answers the row's id as a string). */
  returning: readonly C[]
}

type SqlDb = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => {
        returning: (fields: Record<string, unknown>) => Promise<Record<string, unknown>[]>
      }
    }
  }
}

type MongoModel = {
  findOneAndUpdate: (
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
    options: Record<string, unknown>,
  ) => Promise<Record<string, unknown> | null>
}

type Adapter = {
  tables?: Record<string, Record<string, Column>>
  tableNameMap?: Map<string, string>
  sessions?: Record<string, { db: SqlDb }>
  drizzle?: SqlDb
  collections?: Record<string, MongoModel>
}

/** The drizzle table of a collection (Payload names it after the slug in snake case). */
const tableOf = (adapter: Adapter, collection: CollectionSlug): Record<string, Column> | undefined => {
  const snake = collection.replace(/-/g, '_')
  return adapter.tables?.[adapter.tableNameMap?.get(snake) ?? snake]
}

export const compareAndSet = async <C extends string>(
  req: PayloadRequest,
  collection: CollectionSlug,
  spec: CompareAndSet<C>,
): Promise<Record<C, unknown> | undefined> => {
  const adapter = req.payload.db as unknown as Adapter
  const table = tableOf(adapter, collection)
  if (table && adapter.drizzle) {
    const drizzle = adapter.drizzle
    return inTransaction(req, async () => {
      const transactionId = req.transactionID ? await req.transactionID : undefined
      const handle =
        (transactionId !== undefined && transactionId !== null && adapter.sessions?.[String(transactionId)]?.db) ||
        drizzle
      const { where, set } = spec.sql(table as Record<C, Column>)
      const rows = await handle
        .update(table)
        .set(set)
        .where(where)
        .returning(Object.fromEntries(spec.returning.map((column) => [column, table[column]])))
      const row = rows[0]
      return row
        ? (Object.fromEntries(
            spec.returning.map((column) => [column, column === 'id' ? String(row[column]) : row[column]]),
          ) as Record<C, unknown>)
        : undefined
    })
  }
  const model = adapter.collections?.[collection]
  if (!model) throw new Error(`${collection}: neither a table nor a model`)
  const doc = await model.findOneAndUpdate(spec.mongo.filter, spec.mongo.update, { new: true, lean: true })
  return doc
    ? (Object.fromEntries(
        spec.returning.map((column) => [column, column === 'id' ? String(doc._id ?? doc.id) : doc[column]]),
      ) as Record<C, unknown>)
    : undefined
}

/**
 * Read-decide-write on one record as one step: call inside `inTransaction(req, …)`, before the
 * record is read for the decision. It takes the record's row for this transaction (a write that
 * changes nothing: `UPDATE <table> SET id = id WHERE id = ?`), so a second caller's lock waits
 * until this transaction ends, and its read then sees what this one stored: two messages both
 * appended, one decision of two, a close after a message or before it, never a write-back of a
 * stale read. On PostgreSQL the row lock is held to the commit (READ COMMITTED reads the committed
 * row after it); on SQLite the transactions already take turns (src/config/sqliteConcurrency.ts),
 * and the read inside one sees the previous one's commit. On MongoDB it is a `$inc` of a lock
 * field, inside the transaction where the adapter has one. Answers whether the record exists.
 */
export const lockRecord = async (req: PayloadRequest, collection: CollectionSlug, id: string | number) =>
  (await compareAndSet<'id'>(req, collection, {
    sql: (t) => ({ where: eq(t.id, id), set: { id: sql`${t.id}` } }),
    mongo: { filter: { _id: id }, update: { $inc: { _rowLock: 1 } } },
    returning: ['id'],
  })) !== undefined

/**
 * Read-decide-write where the invariant spans rows that may not exist yet (a count of bookings
 * against a limit, the names of the root folders): one lock per key, taken inside the request's
 * transaction (`inTransaction`) before the rows are read, and held to its end.
 *
 * - PostgreSQL: a transaction-scoped advisory lock (`pg_advisory_xact_lock`) per key, released by
 *   the commit or rollback. Under READ COMMITTED the read that follows is a new snapshot, so it
 *   sees what the previous holder committed. The locks are taken in the order of their numbers,
 *   so two callers never wait on each other in a circle. No table or row is added: the lock lives
 *   in the database server.
 * - SQLite: nothing to add. A write transaction begins with BEGIN IMMEDIATE (the database's one
 *   writer, across processes too) and this process's transactions take turns
 *   (src/config/sqliteConcurrency.ts), so the read and the write are one step already.
 * - MongoDB: no lock.
 */
export const lockKeys = async (req: PayloadRequest, keys: readonly string[]): Promise<void> => {
  if (keys.length === 0) return
  const adapter = req.payload.db as unknown as KeyLockAdapter
  if (adapter.name !== 'postgres') return
  const transactionId = req.transactionID ? await req.transactionID : undefined
  const session =
    transactionId === undefined || transactionId === null ? undefined : adapter.sessions?.[String(transactionId)]?.db
  // Outside a transaction the lock would end with its statement: refuse rather than decide unguarded.
  if (!session) throw new Error('key locks are taken only inside a transaction')
  const ids = [...new Set(keys.map(keyLockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  for (const id of ids) await session.execute(sql`SELECT pg_advisory_xact_lock(${id.toString()}::bigint)`)
}

/** A key's advisory lock number: the first 64 bits of its SHA-256, signed as PostgreSQL's bigint. */
export const keyLockId = (key: string): bigint =>
  crypto.createHash('sha256').update(key, 'utf8').digest().readBigInt64BE(0)

type KeyLockSession = { execute: (query: SQL) => Promise<unknown> }
type KeyLockAdapter = { name?: string; sessions?: Record<string, { db?: KeyLockSession } | undefined> }
