/**
 * npm run backup [-- --out <file.tar.gz>]: one archive of this site's database (DATABASE_URL,
 * the embedded SQLite file by default) and archive files (ARCHIVE_DIR, or S3_BUCKET), with a manifest; see
 * src/lib/backup.ts and docs/operations.md. Safe while the site runs. The archive is written 0600 in a
 * folder of mode 0700: it holds everything the database holds.
 */
import fs from 'node:fs'
import path from 'node:path'

import { DEFAULT_SQLITE_URL } from '../src/config/env'
import { BACKUP_FOLDER_MODE, BackupRefused, createBackup } from '../src/lib/backup'
import { archiveRoot } from '../src/modules/archives/storage'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const given = outAt >= 0 && args[outAt + 1] ? args[outAt + 1]! : null
const out = path.resolve(given ?? `backups/shennong-${stamp}.tar.gz`)

/**
 * The default folder, backups/, is this site's own: made (or tightened, after an older release
 * made it 0755) to 0700, so earlier archives in it are closed to others too.
 */
const privateDefaultFolder = () => {
  if (given) return
  const folder = path.dirname(out)
  fs.mkdirSync(folder, { recursive: true, mode: BACKUP_FOLDER_MODE })
  fs.chmodSync(folder, BACKUP_FOLDER_MODE)
}

Promise.resolve()
  .then(privateDefaultFolder)
  .then(() =>
    createBackup({ databaseUrl: process.env.DATABASE_URL || DEFAULT_SQLITE_URL, archiveDir: archiveRoot(), out }),
  )
  .then((manifest) => {
    console.log(`backup written: ${out}`)
    console.log(
      `  database: ${manifest.database}, ${manifest.migrations.length} migrations; files: ${manifest.files.length}`,
    )
    console.log(`  ${manifest.secret}`)
    console.log('  The archive is as secret as the database (mode 0600): keep it where only the site operator reads.')
    if (manifest.folderWarning) console.warn(`  warning: ${manifest.folderWarning}`)
  })
  .catch((error: unknown) => {
    console.error(error instanceof BackupRefused ? `backup refused: ${error.message}` : error)
    process.exit(1)
  })
