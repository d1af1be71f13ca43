import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { getTableName, sql } from 'drizzle-orm'
import type { PgDatabase, PgTable } from 'drizzle-orm/pg-core'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { LibSQLDatabase } from 'drizzle-orm/libsql'
import type { Payload } from 'payload'

/**
 * `npm run db:move`: a library that started on the embedded SQLite file grows to
 * PostgreSQL without re-entering anything. Both databases are opened by this code's Payload
 * config, so both have the same tables and columns. The target must have been an empty database
 * before it was opened for the move (scripts/db-move.ts checks, `isEmptyDatabase`): what its
 * own first start wrote is cleared, then every row of every table is copied with its id, in one PostgreSQL transaction (a
 * failure leaves the target as it was), and the sequences of numbered tables continue after the
 * copied ids. Archive files stay where ARCHIVE_DIR (or S3_BUCKET) keeps them: the rows that
 * name them are copied unchanged.
 */

export class MoveRefused extends Error {}

type Counts = Record<string, number>

const adapterOf = (payload: Payload) =>
  payload.db as unknown as DrizzleAdapter & { tables: Record<string, SQLiteTable & PgTable> }

export const moveDatabase = async (
  source: Payload,
  target: Payload,
  log: (line: string) => void = () => undefined,
): Promise<Counts> => {
  if (source.db.name !== 'sqlite') throw new MoveRefused('the source must be the embedded SQLite database')
  if (target.db.name !== 'postgres') throw new MoveRefused('the target must be PostgreSQL')
  const from = adapterOf(source)
  const to = adapterOf(target)
  const fromDb = from.drizzle as LibSQLDatabase
  const toDb = to.drizzle as unknown as PgDatabase<never>
  const names = Object.keys(from.tables).filter((name) => name !== 'payload_migrations')
  const missing = names.filter((name) => !to.tables[name])
  if (missing.length > 0)
    throw new MoveRefused(`the target lacks tables ${missing.join(', ')}: start it once with this version first`)

  const counts: Counts = {}
  const columnsOf = (name: string) => Math.max(1, Object.keys(to.tables[name]!).length)
  await toDb.transaction(async (tx) => {
    // What the target's own first start wrote (its special folders, a first account) makes way
    // for the site's: the caller has made sure the target was an empty database before that start.
    await tx.execute(
      sql.raw(
        `TRUNCATE ${names.map((name) => `"${getTableName(to.tables[name]!)}"`).join(', ')} RESTART IDENTITY CASCADE`,
      ),
    )
    // Foreign keys are checked as rows arrive: a table whose rows name rows of a table not copied
    // yet is tried again in the next pass (each attempt under a savepoint), until every table is in.
    let waiting = [...names]
    while (waiting.length > 0) {
      const later: string[] = []
      for (const name of waiting) {
        const rows = (await fromDb.select().from(from.tables[name]!)) as Record<string, unknown>[]
        // As many rows per statement as PostgreSQL's parameters allow, so a row naming another
        // row of its own table (a folder's parent) mostly arrives in the same statement.
        const chunk = Math.max(1, Math.floor(60_000 / columnsOf(name)))
        await tx.execute(sql.raw('SAVEPOINT move_table'))
        try {
          for (let i = 0; i < rows.length; i += chunk)
            await tx.insert(to.tables[name]!).values(rows.slice(i, i + chunk) as never)
          await tx.execute(sql.raw('RELEASE SAVEPOINT move_table'))
          counts[name] = rows.length
          if (rows.length > 0) log(`${name}: ${rows.length}`)
        } catch (error) {
          await tx.execute(sql.raw('ROLLBACK TO SAVEPOINT move_table'))
          const code =
            (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code
          if (code !== '23503') throw error
          later.push(name)
        }
      }
      if (later.length === waiting.length)
        throw new MoveRefused(`rows of ${later.join(', ')} name rows that are in no table`)
      waiting = later
    }
    // Numbered tables (versions, relationship rows) go on after the copied ids.
    for (const name of names) {
      const table = getTableName(to.tables[name]!)
      const found = (await tx.execute(
        sql.raw(`SELECT pg_get_serial_sequence('"${table}"', 'id') AS sequence`),
      )) as unknown as { rows: { sequence: string | null }[] }
      const sequence = found.rows[0]?.sequence
      if (sequence)
        await tx.execute(
          sql.raw(`SELECT setval('${sequence}', COALESCE((SELECT max(id) FROM "${table}"), 0) + 1, false)`),
        )
    }
  })
  return counts
}
