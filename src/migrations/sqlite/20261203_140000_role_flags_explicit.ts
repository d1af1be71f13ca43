import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { absentFlags, completeFlags } from '@/modules/accounts/collections/roles/completeFlags'

/**
 * Issue 42: a role stored before a module existed has no key for that module's flags, and the
 * spec reads an absent flag as true, so an upgrade handed every old role the new modules (the
 * SUSHI sources, every booking). This release writes, for every stored role, each catalog flag it
 * has no key for: off (the super-admin role: what it holds). A data migration, written by hand
 * in SQL (the Local API would read the roles table as the newest config sees it, which a later
 * migration may change). The same step runs on every start (the accounts module's onInit), so a
 * future module's flags are written off for existing roles too. docs/decisions.md, "Role flags
 * across upgrades".
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.run(sql`SELECT "id", "is_super_admin", "flags" FROM "roles";`)
  for (const row of rows) {
    const raw = row.flags
    let stored: unknown = null
    try {
      stored = typeof raw === 'string' ? JSON.parse(raw) : null
    } catch {
      stored = null
    }
    if (absentFlags(stored).length === 0) continue
    const flags = JSON.stringify(completeFlags(stored, Boolean(Number(row.is_super_admin))))
    await db.run(sql`UPDATE "roles" SET "flags" = ${flags} WHERE "id" = ${String(row.id)};`)
  }
}

/** Not undone: making the written flags absent again would hand the old roles the new modules again. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
