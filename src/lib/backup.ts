import { execFile, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { type DatabaseKind, databaseKind } from '@/config/env'
import { type FileStore, type FileStoreEnv, fileStoreFor, readStored } from '@/lib/fileStore'

/**
 * `npm run backup` and `npm run restore`: one archive (`.tar.gz`) holding a
 * consistent copy of the database — SQLite's online copy (`VACUUM INTO`, safe while the site
 * runs) or `pg_dump`'s custom format — the archive files (ARCHIVE_DIR's folder, or every object
 * under S3_PREFIX in S3_BUCKET: src/lib/fileStore.ts), and a manifest (format,
 * time, database kind, the migrations the dump has run, every file's size and SHA-256). The
 * secret (PAYLOAD_SECRET or data/.payload-secret) is not copied: the manifest says where it is
 * kept, and a restore needs the same one for sessions, mailed links and booking keys.
 *
 * A restore loads an archive into an empty database and an empty file store (folder, or bucket
 * prefix) only (it never overwrites a site), a backup from a folder into a bucket or back too, of the same database kind (moving from SQLite to PostgreSQL is another
 * tool), and checks every restored file against the manifest.
 *
 * A backup is as secret as the database (password and reset-code hashes, visitors' personal
 * data, the SUSHI API keys in clear): the archive is written 0600 into a folder made 0700,
 * whatever the umask, and pg_dump and pg_restore get the database password in their
 * environment (PGPASSWORD), never on their command line. docs/operations.md "Backups".
 */

const run = promisify(execFile)

/** A backup archive's mode (owner read and write only) and its folder's, whatever the umask. */
export const BACKUP_FILE_MODE = 0o600
export const BACKUP_FOLDER_MODE = 0o700

/**
 * How pg_dump and pg_restore reach a PostgreSQL database without its password on their command
 * line (any local user can read a process's arguments, `ps`): the URL without the password, and
 * the password in the child's environment (PGPASSWORD, readable by its owner only).
 */
export const pgConnection = (databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } => {
  const url = new URL(databaseUrl)
  const password = url.password ? decodeURIComponent(url.password) : (url.searchParams.get('password') ?? undefined)
  url.password = ''
  url.searchParams.delete('password')
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (password !== undefined) env.PGPASSWORD = password
  return { dbname: url.toString(), env }
}

/**
 * Make `folder` (and its missing parents) with mode 0700, whatever the umask. A folder that
 * already exists is left as it is (it may be shared, /tmp); answers whether others can enter it.
 */
const privateFolder = async (folder: string): Promise<{ created: boolean; open: boolean }> => {
  const created = (await fsp.mkdir(folder, { recursive: true, mode: BACKUP_FOLDER_MODE })) !== undefined
  if (created) await fsp.chmod(folder, BACKUP_FOLDER_MODE)
  return { created, open: ((await fsp.stat(folder)).mode & 0o077) !== 0 }
}

/**
 * Write the archive of `work` to `out`, opened 0600 before a byte is written (and set so again
 * when the file was there before), so it is never readable by others, whatever the umask.
 */
const writeArchive = async (work: string, out: string): Promise<void> => {
  const handle = await fsp.open(out, 'w', BACKUP_FILE_MODE)
  try {
    await handle.chmod(BACKUP_FILE_MODE)
    await new Promise<void>((resolve, reject) => {
      const child = spawn('tar', ['-czf', '-', '-C', work, '.'], { stdio: ['ignore', handle.fd, 'pipe'] })
      let stderr = ''
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString()
      })
      child.on('error', reject)
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`tar exited with ${String(code)}: ${stderr.trim()}`)),
      )
    })
  } finally {
    await handle.close()
  }
}

export type BackupManifest = {
  format: 1
  createdAt: string
  database: Exclude<DatabaseKind, 'mongodb'>
  migrations: string[]
  files: { path: string; bytes: number; sha256: string }[]
  secret: string
  /** Set when the archive's folder existed and others may enter it: the archive itself is 0600 still. */
  folderWarning?: string
}

export class BackupRefused extends Error {}

const SECRET_NOTE =
  'Not in this archive: the secret (PAYLOAD_SECRET, or data/.payload-secret when it is not set). Keep it apart from the backups; a restore needs the same secret for sessions, mailed links and booking keys.'

const sqlitePath = (url: string): string => path.resolve(url.replace(/^file:/, ''))

const sha256Of = async (file: string): Promise<string> =>
  crypto
    .createHash('sha256')
    .update(await fsp.readFile(file))
    .digest('hex')

const migrationsOf = async (kind: BackupManifest['database'], url: string): Promise<string[]> => {
  if (kind === 'sqlite') {
    const client = createClient({ url: `file:${url}` })
    try {
      const rows = await client.execute('SELECT name FROM payload_migrations ORDER BY name')
      return rows.rows.map((row) => String(row.name))
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')).rows.map(
      (row) => row.name,
    )
  } finally {
    await client.end()
  }
}

const kindOf = (databaseUrl: string): BackupManifest['database'] => {
  const kind = databaseKind(databaseUrl)
  if (kind === 'mongodb')
    throw new BackupRefused('MongoDB: use mongodump and mongorestore; this tool backs up SQLite and PostgreSQL')
  return kind
}

/**
 * The file store a backup reads or a restore writes: the S3 bucket `env` configures, or else the
 * folder `archiveDir` (which stands for ARCHIVE_DIR).
 */
const storeOf = (archiveDir: string, env: FileStoreEnv | undefined): FileStore => {
  const settings = env ?? process.env
  return fileStoreFor(settings.S3_BUCKET ? settings : { ARCHIVE_DIR: archiveDir })
}

/** Write one backup archive to `out` and answer its manifest. */
export const createBackup = async (options: {
  databaseUrl: string
  archiveDir: string
  out: string
  env?: FileStoreEnv
}): Promise<BackupManifest> => {
  const kind = kindOf(options.databaseUrl)
  const store = storeOf(options.archiveDir, options.env)
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'shennong-backup-'))
  try {
    let migrations: string[]
    if (kind === 'sqlite') {
      // An online, consistent copy, even while the site writes (SQLite's VACUUM INTO).
      const client = createClient({ url: `file:${sqlitePath(options.databaseUrl)}` })
      try {
        await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(work, 'database.sqlite')] })
      } finally {
        client.close()
      }
      migrations = await migrationsOf('sqlite', path.join(work, 'database.sqlite'))
    } else {
      const connection = pgConnection(options.databaseUrl)
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          '--file',
          path.join(work, 'database.pgdump'),
          '--dbname',
          connection.dbname,
        ],
        { env: connection.env },
      )
      migrations = await migrationsOf('postgres', options.databaseUrl)
    }
    const files: BackupManifest['files'] = []
    for (const key of await store.list()) {
      const target = path.join(work, 'files', key)
      await fsp.mkdir(path.dirname(target), { recursive: true })
      await fsp.writeFile(target, await readStored(store, key))
      files.push({ path: key, bytes: (await fsp.stat(target)).size, sha256: await sha256Of(target) })
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      migrations,
      files,
      secret: SECRET_NOTE,
    }
    await fsp.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2))
    const folder = path.dirname(path.resolve(options.out))
    const { open } = await privateFolder(folder)
    await writeArchive(work, path.resolve(options.out))
    return open
      ? {
          ...manifest,
          folderWarning: `${folder} can be entered by other users: keep backups in a folder of mode 0700 (the archive itself is 0600)`,
        }
      : manifest
  } finally {
    await fsp.rm(work, { recursive: true, force: true })
  }
}

/** An SQLite file that does not exist or is empty, or a PostgreSQL database without tables. */
export const isEmptyDatabase = async (kind: BackupManifest['database'], url: string): Promise<boolean> => {
  if (kind === 'sqlite') {
    const file = sqlitePath(url)
    return !fs.existsSync(file) || fs.statSync(file).size === 0
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = 'public'",
    )
    return Number(rows[0]?.count ?? 0) === 0
  } finally {
    await client.end()
  }
}

/** Load a backup archive into an empty database and an empty file store; answers its manifest. */
export const restoreBackup = async (options: {
  file: string
  databaseUrl: string
  archiveDir: string
  env?: FileStoreEnv
}): Promise<BackupManifest> => {
  const kind = kindOf(options.databaseUrl)
  const store = storeOf(options.archiveDir, options.env)
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'shennong-restore-'))
  try {
    await run('tar', ['-xzf', path.resolve(options.file), '-C', work])
    const manifest = JSON.parse(await fsp.readFile(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest
    if (manifest.format !== 1) throw new BackupRefused(`unknown backup format ${String(manifest.format)}`)
    if (manifest.database !== kind)
      throw new BackupRefused(
        `the backup holds a ${manifest.database} database and DATABASE_URL names ${kind}: restore into the same kind`,
      )
    if (!(await isEmptyDatabase(kind, options.databaseUrl)))
      throw new BackupRefused('the target database is not empty: a restore never overwrites a site')
    if ((await store.list()).length > 0)
      throw new BackupRefused(`the file store ${store.where} is not empty: a restore never overwrites files`)
    if (kind === 'sqlite') {
      const target = sqlitePath(options.databaseUrl)
      await fsp.mkdir(path.dirname(target), { recursive: true })
      await fsp.copyFile(path.join(work, 'database.sqlite'), target)
    } else {
      const connection = pgConnection(options.databaseUrl)
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--dbname',
          connection.dbname,
          path.join(work, 'database.pgdump'),
        ],
        { env: connection.env },
      )
    }
    for (const entry of manifest.files) {
      await store.put(entry.path, await fsp.readFile(path.join(work, 'files', entry.path)), 'application/octet-stream')
      const restored = crypto
        .createHash('sha256')
        .update(await readStored(store, entry.path))
        .digest('hex')
      if (restored !== entry.sha256) throw new BackupRefused(`${entry.path}: restored bytes differ from the backup`)
    }
    return manifest
  } finally {
    await fsp.rm(work, { recursive: true, force: true })
  }
}
