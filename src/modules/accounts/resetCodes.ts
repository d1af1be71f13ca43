import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { type Column, compareAndSet } from '@/crud/compareAndSet'
import { RESET_CODE_MAX_ATTEMPTS } from './accountRules'

/**
 * The one-time forgot-password code as compare-and-set writes on the user's row, so parallel
 * requests cannot all pass a check that reads, compares and then writes:
 *
 * - `claimSendSlot`: store a new code only when the last one is older than the resend pause;
 * - `claimAttempt`: count one guess only while fewer than the maximum were counted, and hand
 *   back the stored hash only then: at most RESET_CODE_MAX_ATTEMPTS guesses are ever evaluated;
 * - `consumeCode`: clear the code only if it is still the one that matched: used once.
 *
 * Each is one compare-and-set write (src/crud/compareAndSet.ts).
 */

type Row = { id: string; resetCodeHash: string | null; resetCodeExpiresAt: string | null }

type UsersColumn = 'id' | 'resetCodeHash' | 'resetCodeExpiresAt' | 'resetCodeAttempts'

const asIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString()

/** One conditional update on the user's row (src/crud/compareAndSet.ts); the row when it matched. */
const casUpdate = async (
  req: PayloadRequest,
  id: string,
  build: (t: Record<UsersColumn, Column>) => { where: unknown; set: Record<string, unknown> },
  mongo: { filter: Record<string, unknown>; update: Record<string, unknown> },
): Promise<Row | undefined> => {
  const row = await compareAndSet<UsersColumn>(req, 'users', {
    sql: (t) => {
      const { where, set } = build(t)
      return { where: and(eq(t.id, id), where as Parameters<typeof and>[0]), set }
    },
    mongo: { filter: { _id: id, ...mongo.filter }, update: mongo.update },
    returning: ['id', 'resetCodeHash', 'resetCodeExpiresAt'],
  })
  return row
    ? {
        id: String(row.id),
        resetCodeHash: (row.resetCodeHash as string | null) ?? null,
        resetCodeExpiresAt: asIso(row.resetCodeExpiresAt),
      }
    : undefined
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
      filter: {
        resetCodeHash: { $ne: null },
        $or: [{ resetCodeAttempts: null }, { resetCodeAttempts: { $lt: RESET_CODE_MAX_ATTEMPTS } }],
      },
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
