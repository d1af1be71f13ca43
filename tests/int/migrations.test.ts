import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { startTestApp, type TestApp } from '../helpers/app'

/** What this test needs of a Drizzle-based Payload adapter. */
type DrizzleAdapter = {
  schema: Record<string, unknown>
  drizzle: unknown
  schemaName?: string
  requireDrizzleKit: () => {
    pushSchema: (
      schema: Record<string, unknown>,
      drizzle: unknown,
      schemaFilters?: string[],
    ) => Promise<{ statementsToExecute: string[]; hasDataLoss: boolean }>
  }
}

/**
 * drizzle-kit re-proposes `SET DEFAULT 0` for PostgreSQL numeric columns whose default already is
 * 0 (it compares the introspected '0'::numeric text with the number 0). Such a statement is
 * dropped only after checking the live column default really equals the proposed one.
 */
const withoutNumericDefaultEchoes = async (statements: string[]): Promise<string[]> => {
  if (app.database.kind !== 'postgres') return statements
  const kept: string[] = []
  for (const statement of statements) {
    const match = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (-?[\d.]+);$/.exec(statement)
    if (match) {
      const [, table, column, value] = match
      const client = new pg.Client({ connectionString: app.database.url })
      await client.connect()
      const rows = await client.query<{ column_default: string | null }>(
        'SELECT column_default FROM information_schema.columns WHERE table_name = $1 AND column_name = $2',
        [table, column],
      )
      await client.end()
      const current = rows.rows[0]?.column_default
      const numeric = current ? Number(current.replace(/^'?(-?[\d.]+)'?(::numeric)?$/, '$1')) : NaN
      if (numeric === Number(value)) continue
    }
    kept.push(statement)
  }
  return kept
}

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ seed: false })
})
afterAll(async () => app?.close())

describe('shipped migrations', () => {
  it('ran every shipped migration on a fresh database', async () => {
    const shipped = (app.database.kind === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)
    const ran = await app.payload.find({ collection: 'payload-migrations', limit: 1000, sort: 'createdAt' })
    expect(ran.docs.map((doc) => doc.name)).toEqual(shipped)
  })

  it('leave no pending schema change against the current config', async () => {
    const adapter = app.payload.db as unknown as DrizzleAdapter
    const { pushSchema } = adapter.requireDrizzleKit()
    const diff =
      app.database.kind === 'postgres'
        ? await pushSchema(adapter.schema, adapter.drizzle, [adapter.schemaName ?? 'public'])
        : await pushSchema(adapter.schema, adapter.drizzle)
    expect(await withoutNumericDefaultEchoes(diff.statementsToExecute)).toEqual([])
  })
})
