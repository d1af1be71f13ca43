/**
 * npm run backup [-- --out <file.tar.gz>]: one archive of this site's database (DATABASE_URL,
 * the embedded SQLite file by default) and archive files (ARCHIVE_DIR, or S3_BUCKET), with a manifest; see
 * src/lib/backup.ts and docs/operations.md. Safe while the site runs.
 */
import path from 'node:path'

import { DEFAULT_SQLITE_URL } from '../src/config/env'
import { BackupRefused, createBackup } from '../src/lib/backup'
import { archiveRoot } from '../src/modules/archives/storage'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const out = path.resolve(outAt >= 0 && args[outAt + 1] ? args[outAt + 1]! : `backups/shennong-${stamp}.tar.gz`)

createBackup({ databaseUrl: process.env.DATABASE_URL || DEFAULT_SQLITE_URL, archiveDir: archiveRoot(), out })
  .then((manifest) => {
    console.log(`backup written: ${out}`)
    console.log(
      `  database: ${manifest.database}, ${manifest.migrations.length} migrations; files: ${manifest.files.length}`,
    )
    console.log(`  ${manifest.secret}`)
  })
  .catch((error: unknown) => {
    console.error(error instanceof BackupRefused ? `backup refused: ${error.message}` : error)
    process.exit(1)
  })
