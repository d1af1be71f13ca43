import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup, restoreBackup } from '@/lib/backup'
import { PG_ADMIN_URL, createTestDatabase, type TestDatabase } from '../../helpers/database'

/**
 * Issue 42 (Low): `npm run backup` wrote `-rw-r--r--` archives holding password hashes,
 * reset-code hashes, visitors' personal data and the SUSHI API keys, and ran `pg_dump --dbname
 * <DATABASE_URL>`, the database password on a command line any local user reads (`ps`). An
 * archive is written 0600 in a folder made 0700 whatever the umask, pg_dump and pg_restore get
 * the password in PGPASSWORD, and the archive still restores. The PostgreSQL half runs with
 * TEST_DB=postgres.
 */

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
const HASH = `pbkdf2$${crypto.randomBytes(16).toString('hex')}`
const PASSWORD = `Backup-${crypto.randomBytes(6).toString('hex')}`
const ROLE = `backup_secrecy_${crypto.randomBytes(3).toString('hex')}`

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-backup-secrecy-'))
const emptyFiles = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-backup-files-'))
const spyLog = path.join(work, 'spy.log')
const savedPath = process.env.PATH
const created: TestDatabase[] = []
let source: string

const pgUrl = (database: string, withPassword: boolean) => {
  const url = new URL(PG_ADMIN_URL)
  url.username = ROLE
  if (withPassword) url.password = PASSWORD
  url.pathname = `/${new URL(database).pathname.slice(1)}`
  return url.toString()
}

/** A database of a site's shape (migrations, an account's hash), owned by a role with a password on PostgreSQL. */
const siteDatabase = async (): Promise<string> => {
  const db = await createTestDatabase('backup_secrecy', kind)
  created.push(db)
  const statements = [
    'CREATE TABLE payload_migrations (name varchar(100))',
    "INSERT INTO payload_migrations (name) VALUES ('20261203_000000_secrecy')",
    'CREATE TABLE users (username varchar(100), hash varchar(200))',
    `INSERT INTO users (username, hash) VALUES ('admin', '${HASH}')`,
  ]
  if (kind === 'sqlite') {
    const client = createClient({ url: db.url })
    for (const sql of statements) await client.execute(sql)
    client.close()
    return db.url
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${PASSWORD}'`)
  await admin.query(`ALTER DATABASE "${new URL(db.url).pathname.slice(1)}" OWNER TO ${ROLE}`)
  await admin.end()
  const client = new pg.Client({ connectionString: pgUrl(db.url, true) })
  await client.connect()
  for (const sql of statements) await client.query(sql)
  await client.end()
  return pgUrl(db.url, true)
}

/** pg_dump and pg_restore first on PATH: each records its arguments and PGPASSWORD, then runs the real one. */
const spyOnPgTools = () => {
  const bin = path.join(work, 'bin')
  fs.mkdirSync(bin)
  for (const tool of ['pg_dump', 'pg_restore']) {
    const real = execFileSync('sh', ['-c', `command -v ${tool}`])
      .toString()
      .trim()
    fs.writeFileSync(
      path.join(bin, tool),
      `#!/bin/sh\nprintf 'argv %s %s\\n' "${tool}" "$*" >> '${spyLog}'\nprintf 'env PGPASSWORD=%s\\n' "$PGPASSWORD" >> '${spyLog}'\nexec '${real}' "$@"\n`,
      { mode: 0o755 },
    )
  }
  process.env.PATH = `${bin}:${savedPath}`
}

beforeAll(async () => {
  source = await siteDatabase()
  if (kind === 'postgres') spyOnPgTools()
})
afterAll(async () => {
  process.env.PATH = savedPath
  for (const db of created) await db.drop().catch(() => undefined)
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`DROP ROLE IF EXISTS ${ROLE}`).catch(() => undefined)
    await admin.end()
  }
  fs.rmSync(work, { recursive: true, force: true })
})

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

/** Run `fn` under a permissive umask (022, the usual default), as `npm run backup` from a shell. */
const underUmask = async <T>(fn: () => Promise<T>): Promise<T> => {
  const saved = process.umask(0o022)
  try {
    return await fn()
  } finally {
    process.umask(saved)
  }
}

describe('a backup archive', () => {
  it('is written 0600 into a folder made 0700, whatever the umask', async () => {
    const out = path.join(work, 'new', 'backups', 'site.tar.gz')
    await underUmask(() => createBackup({ databaseUrl: source, archiveDir: emptyFiles, out, env: {} }))
    expect(modeOf(out).toString(8)).toBe('600')
    expect(modeOf(path.dirname(out)).toString(8)).toBe('700')
    expect(modeOf(path.join(work, 'new')).toString(8)).toBe('700')
  })

  it('replacing a readable file, leaves it 0600', async () => {
    const out = path.join(work, 'old.tar.gz')
    fs.writeFileSync(out, 'an older archive', { mode: 0o644 })
    fs.chmodSync(out, 0o644)
    await underUmask(() => createBackup({ databaseUrl: source, archiveDir: emptyFiles, out, env: {} }))
    expect(modeOf(out).toString(8)).toBe('600')
  })

  it('restores into an empty database: the account is back', async () => {
    const out = path.join(work, 'restore', 'site.tar.gz')
    await createBackup({ databaseUrl: source, archiveDir: emptyFiles, out, env: {} })
    const target = await createTestDatabase('backup_restored', kind)
    created.push(target)
    let url = target.url
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
      await admin.connect()
      await admin.query(`ALTER DATABASE "${new URL(target.url).pathname.slice(1)}" OWNER TO ${ROLE}`)
      await admin.end()
      url = pgUrl(target.url, true)
    }
    const manifest = await restoreBackup({
      file: out,
      databaseUrl: url,
      archiveDir: fs.mkdtempSync(path.join(work, 'files-')),
      env: {},
    })
    expect(manifest.migrations).toEqual(['20261203_000000_secrecy'])
    if (kind === 'sqlite') {
      const client = createClient({ url })
      expect((await client.execute('SELECT hash FROM users')).rows[0]?.hash).toBe(HASH)
      client.close()
    } else {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      expect((await client.query('SELECT hash FROM users')).rows[0]?.hash).toBe(HASH)
      await client.end()
    }
  })
})

describe.runIf(kind === 'postgres')('pg_dump and pg_restore', () => {
  it('never get the database password on their command line; they read it from PGPASSWORD', () => {
    const lines = fs.readFileSync(spyLog, 'utf8').trim().split('\n')
    const argv = lines.filter((line) => line.startsWith('argv '))
    expect(argv.some((line) => line.startsWith('argv pg_dump '))).toBe(true)
    expect(argv.some((line) => line.startsWith('argv pg_restore '))).toBe(true)
    for (const line of argv) expect(line).not.toContain(PASSWORD)
    for (const line of lines.filter((entry) => entry.startsWith('env ')))
      expect(line).toBe(`env PGPASSWORD=${PASSWORD}`)
  })
})
