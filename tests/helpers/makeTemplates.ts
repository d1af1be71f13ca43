import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'

import { buildAppConfig } from '@/config/buildAppConfig'
import { stopInstance } from '@/lib/shutdown'
import { PG_ADMIN_URL } from './database'
import {
  type TemplateKind,
  ensureTemplate,
  removeOtherTemplates,
  templateFiles,
  templateName,
  templateSecret,
  templatesEnabled,
} from './templateDatabase'

type Drizzle = {
  execute?: (query: unknown) => Promise<{ rows: Record<string, string>[] }>
  run?: (query: unknown) => Promise<{ rows: Record<string, string>[] }>
}

/** Empty every table but `keep` (and SQLite's own). */
const emptyTables = async (kind: TemplateKind, drizzle: Drizzle, keep: (table: string) => boolean): Promise<void> => {
  if (kind === 'postgres') {
    const result = await drizzle.execute!(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)
    const tables = result.rows.map((row) => row.tablename!).filter((table) => !keep(table))
    if (tables.length > 0)
      await drizzle.execute!(
        sql.raw(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`),
      )
    return
  }
  const result = await drizzle.run!(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  )
  const tables = result.rows.map((row) => row.name!).filter((table) => !keep(table))
  await drizzle.run!(sql.raw('PRAGMA foreign_keys = OFF'))
  for (const table of tables) await drizzle.run!(sql.raw(`DELETE FROM "${table}"`))
  await drizzle.run!(sql.raw('PRAGMA foreign_keys = ON'))
  if (tables.length > 0)
    await drizzle.run!(
      sql.raw(`DELETE FROM sqlite_sequence WHERE name IN (${tables.map((table) => `'${table}'`).join(', ')})`),
    ).catch(() => undefined)
  // Into the database file itself: the copy is of that file alone (Payload's close leaves the write-ahead log).
  await drizzle.run!(sql.raw('PRAGMA wal_checkpoint(TRUNCATE)'))
}

/**
 * Start one app on the template being made, let `work` change it, close the app. The app runs
 * no queue; the jobs its start-up scheduled are removed (each test app schedules its own).
 */
const withApp = async (
  kind: TemplateKind,
  url: string,
  options: { seed: boolean; secret: string },
  work: (drizzle: Drizzle) => Promise<void>,
) => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-template-outbox-'))
  const config = buildAppConfig({
    databaseUrl: url,
    secret: options.secret,
    schema: 'migrations',
    seed: options.seed,
    outboxDir,
    autoRunJobs: false,
  })
  const payload = await getPayload({ config, key: `template-${Date.now()}` })
  try {
    await work((payload.db as unknown as { drizzle: Drizzle }).drizzle)
  } finally {
    await stopInstance(payload)
    fs.rmSync(outboxDir, { recursive: true, force: true })
  }
}

/**
 * The template databases every integration test app is copied from
 * (tests/helpers/templateDatabase.ts), made when missing: run once per run of the integration
 * project by its global setup (tests/int/globalSetup.ts), in a process of its own.
 */
export const makeTemplates = async (): Promise<void> => {
  if (!templatesEnabled()) return
  const kind: TemplateKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const bare = templateName(kind, 'bare')
  await ensureTemplate(kind, bare, PG_ADMIN_URL, ({ url }) =>
    // What the migrations made stays; the rows the start-up wrote go. (No shipped migration
    // inserts rows of its own; one that did would need its table kept here.)
    withApp(kind, url, { seed: false, secret: templateSecret(bare) }, (drizzle) =>
      emptyTables(kind, drizzle, (table) => table === 'payload_migrations'),
    ),
  )
  const seeded = templateName(kind, 'seeded')
  const files = templateFiles(seeded)
  const saved = process.env.ARCHIVE_DIR
  try {
    await ensureTemplate(
      kind,
      seeded,
      PG_ADMIN_URL,
      async ({ url }) => {
        fs.rmSync(files, { recursive: true, force: true })
        fs.mkdirSync(files, { recursive: true })
        process.env.ARCHIVE_DIR = files
        await withApp(kind, url, { seed: true, secret: templateSecret(seeded) }, (drizzle) =>
          emptyTables(kind, drizzle, (table) => !table.startsWith('payload_jobs')),
        )
      },
      bare,
    )
  } finally {
    if (saved === undefined) delete process.env.ARCHIVE_DIR
    else process.env.ARCHIVE_DIR = saved
  }
  await removeOtherTemplates(kind, [bare, seeded], PG_ADMIN_URL)
}
