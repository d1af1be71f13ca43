import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { todayKey } from '@/lib/timeZone'

/**
 * Template databases for the integration tests' apps (tests/helpers/app.ts), made once per run
 * by the project's global setup (tests/int/globalSetup.ts) and copied for every app: an SQLite
 * file copy, or PostgreSQL's `CREATE DATABASE … TEMPLATE`. Without them each of the ~130 apps
 * the integration files start ran every shipped migration (about 3 s on PostgreSQL on 2 cores)
 * and, when seeded, the whole demo seed (about 6 s more).
 *
 * - `bare`: the shipped migrations, nothing else (the rows the start-up wrote are removed
 *   again: each app's own start-up writes them).
 * - `seeded`: bare plus the demo seed, with the archive files the seed stored (copied into the
 *   app's own ARCHIVE_DIR) and the secret it was seeded under (the demo tickets' and bookings'
 *   keys derive from it). The seed counts days from today, so its name carries the library's
 *   day and the UTC day: a run that crosses midnight seeds its later apps itself.
 *
 * A name also carries a hash of the shipped migrations (and of the seed's sources for `seeded`):
 * a template is never used after what made it changed. TEST_SCHEMA=push (work in progress
 * without a migration) and TEST_TEMPLATES=0 use none.
 */

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

export type TemplateKind = 'sqlite' | 'postgres'
export type TemplateLevel = 'bare' | 'seeded'

const hashOf = (roots: string[]): string => {
  const hash = crypto.createHash('sha256')
  const walk = (entry: string) => {
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name))
    else {
      hash.update(path.relative(ROOT, entry))
      hash.update(fs.readFileSync(entry))
    }
  }
  for (const root of roots) walk(path.join(ROOT, root))
  return hash.digest('hex').slice(0, 10)
}

const hashes = new Map<string, string>()
const cachedHash = (key: string, roots: string[]): string => {
  let hash = hashes.get(key)
  if (!hash) hashes.set(key, (hash = hashOf(roots)))
  return hash
}

export const templatesEnabled = (): boolean => process.env.TEST_SCHEMA !== 'push' && process.env.TEST_TEMPLATES !== '0'

/** The template's name: a PostgreSQL database, or the base name of an SQLite file. */
export const templateName = (kind: TemplateKind, level: TemplateLevel, now = new Date()): string => {
  const migrations = cachedHash(kind, [`src/migrations/${kind}`, 'src/migrations/run.ts'])
  if (level === 'bare') return `shennong_template_${migrations}`
  // Everything a seed step may reach lives under src: hash it all (cheap next to a seed).
  const sources = cachedHash('src', ['src'])
  const days = `${todayKey(now).replaceAll('-', '')}_${now.toISOString().slice(0, 10).replaceAll('-', '')}`
  // The demo accounts' hashes are made at the tests' cost unless TEST_REAL_PASSWORD_HASH=1 (tests/helpers/passwordHashing.ts).
  return `shennong_seeded_${migrations}_${sources}_${days}${process.env.TEST_REAL_PASSWORD_HASH === '1' ? '' : '_th'}`
}

const TEMPLATE_DIR = path.join(os.tmpdir(), 'shennong-templates')
const sqliteFile = (name: string): string => path.join(TEMPLATE_DIR, `${name}.db`)
/** The archive files a seeded template's rows refer to. */
export const templateFiles = (name: string): string => path.join(TEMPLATE_DIR, `${name}-files`)
/** The secret a seeded template was made under (its apps must use it too). */
export const templateSecret = (name: string): string =>
  crypto.createHash('sha256').update(`shennong-test-template:${name}`).digest('hex').slice(0, 32)

const pgUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const withAdmin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const pgExists = (client: pg.Client, name: string) =>
  client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((result) => (result.rowCount ?? 0) > 0)

export const templateExists = async (kind: TemplateKind, name: string, adminUrl: string): Promise<boolean> =>
  kind === 'sqlite' ? fs.existsSync(sqliteFile(name)) : withAdmin(adminUrl, (client) => pgExists(client, name))

/** Copy template `name` into a new PostgreSQL database `target`, or into the SQLite file `target`. */
export const copyTemplate = async (
  kind: TemplateKind,
  name: string,
  target: string,
  adminUrl: string,
): Promise<void> => {
  if (kind === 'sqlite') {
    fs.copyFileSync(sqliteFile(name), target)
    return
  }
  await withAdmin(adminUrl, async (client) => {
    // Two workers copying at once: PostgreSQL refuses a template another session is copying
    // ("source database … is being accessed by other users", 55006); try again shortly.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${target}" TEMPLATE "${name}"`)
        return
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150))
      }
    }
  })
}

/**
 * The best template there is for an app: the seeded one when the app seeds (and stores its
 * files on disk), else the bare one; null when there is none (the app then migrates an empty
 * database, as before).
 */
export const templateFor = async (
  kind: TemplateKind,
  seeded: boolean,
  adminUrl: string,
): Promise<{ name: string; level: TemplateLevel } | null> => {
  if (!templatesEnabled()) return null
  const levels: TemplateLevel[] = seeded && !process.env.S3_BUCKET ? ['seeded', 'bare'] : ['bare']
  for (const level of levels) {
    const name = templateName(kind, level)
    if (await templateExists(kind, name, adminUrl)) return { name, level }
  }
  return null
}

/**
 * Make template `name` when it is missing: a database (or file) under a building name, filled
 * by `make` (given its URL), then renamed, so a half-made template is never copied.
 */
export const ensureTemplate = async (
  kind: TemplateKind,
  name: string,
  adminUrl: string,
  make: (target: { url: string }) => Promise<void>,
  from?: string,
): Promise<void> => {
  if (await templateExists(kind, name, adminUrl)) return
  if (kind === 'sqlite') {
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true })
    const building = `${sqliteFile(name)}.${process.pid}.building`
    try {
      if (from) fs.copyFileSync(sqliteFile(from), building)
      await make({ url: `file:${building}` })
      // Everything must be in the file itself; an unmerged write-ahead log would be lost.
      if (fs.existsSync(`${building}-wal`) && fs.statSync(`${building}-wal`).size > 0)
        throw new Error(`the SQLite template ${building} left a write-ahead log`)
      fs.renameSync(building, sqliteFile(name))
    } finally {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(building + suffix, { force: true })
    }
    return
  }
  const building = `${name.slice(0, 50)}_b${process.pid}`
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
    await client.query(from ? `CREATE DATABASE "${building}" TEMPLATE "${from}"` : `CREATE DATABASE "${building}"`)
  })
  try {
    await make({ url: pgUrl(adminUrl, building) })
    await withAdmin(adminUrl, async (client) => {
      // The closed app may leave a pooled connection behind (Payload's destroy does not end its pool).
      const left = await client.query(
        `SELECT pid, state, query FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [building],
      )
      if (process.env.DEBUG_TEMPLATES) console.log('left', left.rows)
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [building],
      )
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`)
    })
  } catch (error) {
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)).catch(
      () => undefined,
    )
    // Another run made it meanwhile: use theirs.
    if (!(await templateExists(kind, name, adminUrl))) throw error
  }
}

/** Remove the templates of earlier runs (other migrations, sources or days) but `keep`, with their files. */
export const removeOtherTemplates = async (kind: TemplateKind, keep: string[], adminUrl: string): Promise<void> => {
  const stale = (name: string) => /^shennong_(template|seeded)_/.test(name) && !keep.includes(name)
  const removed: string[] = []
  if (kind === 'sqlite') {
    for (const entry of fs.existsSync(TEMPLATE_DIR) ? fs.readdirSync(TEMPLATE_DIR) : []) {
      const name = entry.endsWith('.db') ? entry.slice(0, -3) : null
      if (name && stale(name)) {
        fs.rmSync(path.join(TEMPLATE_DIR, entry), { force: true })
        removed.push(name)
      }
    }
  } else {
    await withAdmin(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'shennong\\_%'",
      )
      for (const { datname } of rows) {
        if (!stale(datname) || /_b\d+$/.test(datname)) continue
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
        removed.push(datname)
      }
    })
  }
  for (const name of removed) fs.rmSync(templateFiles(name), { recursive: true, force: true })
}
