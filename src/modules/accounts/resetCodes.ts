import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/crud/transaction'
import { RESET_CODE_MAX_ATTEMPTS } from './accountRules'

/**
 * The one-time forgot-password code as compare-and-set writes on the user's row, so parallel
 * requests cannot all pass a check that reads, compares and then writes (issue 10 item 2):
 *
 * - `claimSendSlot`: store a new code only when the last one is older than the resend pause;
 * - `claimAttempt`: count one guess only while fewer than the maximum were counted, and hand
 *   back the stored hash only then: at most RESET_CODE_MAX_ATTEMPTS guesses are ever evaluated;
 * - `consumeCode`: clear the code only if it is still the one that matched: used once.
 *
 * On SQL adapters each is one `UPDATE ... WHERE <condition> RETURNING` inside a Payload
 * transaction (which on SQLite also takes the process's write lock, src/config/sqliteConcurrency.ts;
 * on PostgreSQL the row lock re-checks the condition); on MongoDB one `findOneAndUpdate`.
 */

type Row = { id: string; resetCodeHash: string | null; resetCodeExpiresAt: string | null }

type SqlDb = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<Record<string, unknown>[]> }
    }
  }
}

type UsersTable = Record<'id' | 'resetCodeHash' | 'resetCodeExpiresAt' | 'resetCodeAttempts', never>

type MongoModel = {
  findOneAndUpdate: (filter: Record<string, unknown>, update: Record<string, unknown>, options: Record<string, unknown>) => Promise<Record<string, unknown> | null>
}

const mongoUsers = (payload: Payload): MongoModel | undefined =>
  (payload.db as unknown as { collections?: Record<string, MongoModel> }).collections?.users

const sqlParts = (payload: Payload) => {
  const db = payload.db as unknown as { tables?: Record<string, UsersTable>; sessions?: Record<string, { db: SqlDb }>; drizzle: SqlDb }
  const table = db.tables?.users
  if (!table) throw new Error('users table missing')
  return { db, table: table as unknown as Record<keyof UsersTable, Parameters<typeof eq>[0]> }
}

const asIso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString())

const toRow = (raw: Record<string, unknown> | null | undefined): Row | undefined =>
  raw
    ? {
        id: String(raw.id ?? raw._id),
        resetCodeHash: (raw.resetCodeHash as string | null) ?? null,
        resetCodeExpiresAt: asIso(raw.resetCodeExpiresAt),
      }
    : undefined

/** One conditional update on the users row, in a transaction of the request; the row when it matched. */
const casUpdate = async (
  req: PayloadRequest,
  id: string,
  build: (t: Record<keyof UsersTable, Parameters<typeof eq>[0]>) => { where: unknown; set: Record<string, unknown> },
  mongo: { filter: Record<string, unknown>; update: Record<string, unknown> },
): Promise<Row | undefined> => {
  const model = mongoUsers(req.payload)
  if (model && !(req.payload.db as unknown as { tables?: unknown }).tables) {
    return toRow(await model.findOneAndUpdate({ _id: id, ...mongo.filter }, mongo.update, { new: true, lean: true }))
  }
  const { db, table } = sqlParts(req.payload)
  const { where, set } = build(table)
  return inTransaction(req, async () => {
    const transactionId = req.transactionID ? await req.transactionID : undefined
    const handle = (transactionId !== undefined && transactionId !== null && db.sessions?.[String(transactionId)]?.db) || db.drizzle
    const rows = await handle
      .update(table)
      .set(set)
      .where(and(eq(table.id, id), where as Parameters<typeof and>[0]))
      .returning({ id: table.id, resetCodeHash: table.resetCodeHash, resetCodeExpiresAt: table.resetCodeExpiresAt })
    return toRow(rows[0])
  })
}

/** Store a new code unless one was issued after `issuedBefore`'s matching expiry; true when stored. */
export const claimSendSlot = async (
  req: PayloadRequest,
  id: string,
  input: { hash: string; expiresAt: Date; latestExpiryAllowed: Date },
): Promise<boolean> => {
  const latest = input.latestExpiryAllowed.toISOString()
  const row = await casUpdate(
    req,
    id,
    (t) => ({
      where: or(isNull(t.resetCodeExpiresAt), lte(t.resetCodeExpiresAt, latest)),
      set: { resetCodeHash: input.hash, resetCodeExpiresAt: input.expiresAt.toISOString(), resetCodeAttempts: 0 },
    }),
    {
      filter: { $or: [{ resetCodeExpiresAt: null }, { resetCodeExpiresAt: { $lte: input.latestExpiryAllowed } }] },
      update: { $set: { resetCodeHash: input.hash, resetCodeExpiresAt: input.expiresAt, resetCodeAttempts: 0 } },
    },
  )
  return row !== undefined
}

/** Count one guess if the code still has tries left; the stored code then, else undefined (burnt or none). */
export const claimAttempt = async (req: PayloadRequest, id: string): Promise<Row | undefined> =>
  casUpdate(
    req,
    id,
    (t) => ({
      where: and(isNotNull(t.resetCodeHash), sql`coalesce(${t.resetCodeAttempts}, 0) < ${RESET_CODE_MAX_ATTEMPTS}`),
      set: { resetCodeAttempts: sql`coalesce(${t.resetCodeAttempts}, 0) + 1` },
    }),
    {
      filter: { resetCodeHash: { $ne: null }, $or: [{ resetCodeAttempts: null }, { resetCodeAttempts: { $lt: RESET_CODE_MAX_ATTEMPTS } }] },
      update: { $inc: { resetCodeAttempts: 1 } },
    },
  )

/** Clear the code if it is still `hash`: true for exactly one caller. */
export const consumeCode = async (req: PayloadRequest, id: string, hash: string): Promise<boolean> =>
  (await casUpdate(
    req,
    id,
    (t) => ({ where: eq(t.resetCodeHash, hash), set: { resetCodeHash: null, resetCodeExpiresAt: null } }),
    { filter: { resetCodeHash: hash }, update: { $set: { resetCodeHash: null, resetCodeExpiresAt: null } } },
  )) !== undefined
