/**
 * npm run db:move -- --to postgres://user@host:5432/library: copy this site's embedded SQLite
 * database (DATABASE_URL, data/shennong.db by default) into an empty PostgreSQL database, every
 * row with its id (src/lib/dbMove.ts). Archive files stay in ARCHIVE_DIR (or the S3 bucket).
 * Stop the site (or at least its writes) while it runs, then start it with DATABASE_URL set to
 * the PostgreSQL URL and the same secret. See docs/operations.md.
 */
import { getPayload } from 'payload'

import { buildAppConfig } from '../src/config/buildAppConfig'
import { DEFAULT_SQLITE_URL, databaseKind } from '../src/config/env'
import { isEmptyDatabase } from '../src/lib/backup'
import { MoveRefused, moveDatabase } from '../src/lib/dbMove'

const args = process.argv.slice(2)
const to = args[args.indexOf('--to') + 1]
const from = process.env.DATABASE_URL || DEFAULT_SQLITE_URL

const main = async () => {
  if (!args.includes('--to') || !to)
    throw new MoveRefused('usage: npm run db:move -- --to postgres://user@host:5432/database')
  if (databaseKind(from) !== 'sqlite')
    throw new MoveRefused(`DATABASE_URL names ${databaseKind(from)}: the source is the embedded SQLite database`)
  if (databaseKind(to) !== 'postgres') throw new MoveRefused('--to must be a postgres:// URL')
  if (!(await isEmptyDatabase('postgres', to)))
    throw new MoveRefused('the target database is not empty: create an empty one (createdb) and move into it')
  const open = (databaseUrl: string, key: string) =>
    getPayload({ config: buildAppConfig({ databaseUrl, schema: 'migrations', seed: false, autoRunJobs: false }), key })
  const source = await open(from, 'db-move-source')
  const target = await open(to, 'db-move-target')
  const counts = await moveDatabase(source, target, (line) => console.log(`  ${line}`))
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0)
  console.log(`moved ${rows} rows of ${Object.keys(counts).length} tables from ${from} to PostgreSQL.`)
  console.log(
    'Next: start the site with DATABASE_URL set to that URL and the same PAYLOAD_SECRET (or data/.payload-secret); ARCHIVE_DIR stays as it is.',
  )
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof MoveRefused ? `db:move refused: ${error.message}` : error)
    process.exit(1)
  })
