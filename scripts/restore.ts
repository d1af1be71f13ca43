/**
 * npm run restore -- <file.tar.gz>: load a backup (npm run backup) into an empty database
 * (DATABASE_URL, the embedded SQLite file by default) and an empty ARCHIVE_DIR (or S3_BUCKET prefix); see
 * src/lib/backup.ts and docs/operations.md. Start the site afterwards with the same secret.
 */
import { DEFAULT_SQLITE_URL } from '../src/config/env'
import { BackupRefused, restoreBackup } from '../src/lib/backup'
import { archiveRoot } from '../src/modules/archives/storage'

const file = process.argv[2]
if (!file) {
  console.error('usage: npm run restore -- <backup.tar.gz>')
  process.exit(2)
}

restoreBackup({ file, databaseUrl: process.env.DATABASE_URL || DEFAULT_SQLITE_URL, archiveDir: archiveRoot() })
  .then((manifest) => {
    console.log(
      `restored ${file} (made ${manifest.createdAt}): ${manifest.database}, ${manifest.migrations.length} migrations, ${manifest.files.length} files checked`,
    )
    console.log(`  ${manifest.secret}`)
  })
  .catch((error: unknown) => {
    console.error(error instanceof BackupRefused ? `restore refused: ${error.message}` : error)
    process.exit(1)
  })
