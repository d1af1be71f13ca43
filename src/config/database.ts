import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { withBoundedPages } from './boundedPages'
import { withLikeEscape } from './likeEscape'
import { withSessionWrites } from './sessionWrites'
import { withWriteLock } from './sqliteConcurrency'
import { type DatabaseKind, PROJECT_ROOT, databaseKind } from './env'

export type DatabaseOptions = {
  url: string
  /** push: let Payload sync the schema (next dev). migrations: schema only from shipped migrations. */
  schema: 'push' | 'migrations'
}

export const migrationDir = (kind: Exclude<DatabaseKind, 'mongodb'>): string =>
  path.resolve(PROJECT_ROOT, 'src/migrations', kind)

/**
 * The adapter for a DATABASE_URL: postgres://, mongodb://, anything else is an SQLite file URL;
 * its paged reads never skip past every record (src/config/boundedPages.ts), and Payload's session
 * bookkeeping writes the sessions only (src/config/sessionWrites.ts).
 */
export const databaseAdapter = (options: DatabaseOptions): DatabaseAdapterObj =>
  withSessionWrites(withBoundedPages(adapterFor(options)))

const adapterFor = ({ url, schema }: DatabaseOptions): DatabaseAdapterObj => {
  const kind = databaseKind(url)
  const push = schema === 'push'
  if (kind === 'postgres') {
    return postgresAdapter({ pool: { connectionString: url }, push, migrationDir: migrationDir('postgres') })
  }
  if (kind === 'mongodb') return mongooseAdapter({ url })
  // Transactions on (the adapter's default is off) so multi-document writes roll back whole;
  // concurrent writers take turns instead of failing (src/config/sqliteConcurrency.ts); LIKE
  // escapes with `\` as on PostgreSQL (src/config/likeEscape.ts).
  return withLikeEscape(
    withWriteLock(
      sqliteAdapter({
        client: { url },
        push,
        migrationDir: migrationDir('sqlite'),
        transactionOptions: {},
        wal: url.startsWith('file:'),
      }),
    ),
  )
}
