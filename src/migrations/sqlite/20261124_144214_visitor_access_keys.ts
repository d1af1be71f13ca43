import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`feedbacks\` ADD \`access_key_hash\` text;`)
  await db.run(sql`CREATE INDEX \`feedbacks_access_key_hash_idx\` ON \`feedbacks\` (\`access_key_hash\`);`)
  await db.run(sql`ALTER TABLE \`recommendation_answers\` ADD \`access_key_hash\` text;`)
  await db.run(sql`CREATE INDEX \`recommendation_answers_access_key_hash_idx\` ON \`recommendation_answers\` (\`access_key_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`feedbacks_access_key_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`feedbacks\` DROP COLUMN \`access_key_hash\`;`)
  await db.run(sql`DROP INDEX \`recommendation_answers_access_key_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`recommendation_answers\` DROP COLUMN \`access_key_hash\`;`)
}
