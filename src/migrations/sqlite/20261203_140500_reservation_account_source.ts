import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Issue 42 (Low): a booking of an internal patron records which accounts proved its username
 * (`local`, the platform's own; `directory`, the hospital directory), so a directory patron and
 * a platform account of one username are two people to reservations. Bookings made before knew
 * only the username: each internal one gets `local` when a platform account has that username
 * (case-insensitively), else `directory` (the rule of src/modules/reservations/accountSource.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`account_source\` text;`)
  await db.run(sql`
    UPDATE \`reservations\`
    SET \`account_source\` = CASE
      WHEN EXISTS (
        SELECT 1 FROM \`users\` WHERE lower(trim(\`users\`.\`username\`)) = lower(trim(\`reservations\`.\`username\`))
      ) THEN 'local'
      ELSE 'directory'
    END
    WHERE coalesce(\`is_external\`, 0) = 0 AND \`username\` IS NOT NULL AND trim(\`username\`) <> '';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`account_source\`;`)
}
