import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`is_lab\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`checked_in_at\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`resource_key\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`access_key_hash\` text;`)
  await db.run(sql`CREATE INDEX \`reservations_resource_key_idx\` ON \`reservations\` (\`resource_key\`);`)
  await db.run(sql`CREATE INDEX \`reservations_access_key_hash_idx\` ON \`reservations\` (\`access_key_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`roomId_number_idx\` ON \`seats\` (\`room_id_id\`,\`number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`roomId_number_idx\`;`)
  await db.run(sql`DROP INDEX \`reservations_resource_key_idx\`;`)
  await db.run(sql`DROP INDEX \`reservations_access_key_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`checked_in_at\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`resource_key\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`access_key_hash\`;`)
  await db.run(sql`ALTER TABLE \`rooms\` DROP COLUMN \`is_lab\`;`)
}
