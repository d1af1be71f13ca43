import type { MigrateDownArgs as PgDown, MigrateUpArgs as PgUp } from '@payloadcms/db-postgres'
import type { MigrateDownArgs as SqliteDown, MigrateUpArgs as SqliteUp } from '@payloadcms/db-sqlite'
import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

type Shipped<Up, Down> = { name: string; up: (args: Up) => Promise<void>; down: (args: Down) => Promise<void> }

/** Payload's generic Migration type takes `unknown` args; each adapter calls with its own. */
const asMigrations = <Up, Down>(shipped: Shipped<Up, Down>[]): Migration[] =>
  shipped.map((m) => ({ name: m.name, up: (args) => m.up(args as Up), down: (args) => m.down(args as Down) }))

/** Run the shipped migrations that have not run yet (production start and tests). */
export const runMigrations = async (payload: Payload, kind: 'sqlite' | 'postgres'): Promise<void> => {
  const migrations =
    kind === 'postgres' ? asMigrations<PgUp, PgDown>(postgresMigrations) : asMigrations<SqliteUp, SqliteDown>(sqliteMigrations)
  await payload.db.migrate({ migrations })
}
