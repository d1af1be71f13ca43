import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feedbacks" ADD COLUMN "access_key_hash" varchar;
  ALTER TABLE "recommendation_answers" ADD COLUMN "access_key_hash" varchar;
  CREATE INDEX "feedbacks_access_key_hash_idx" ON "feedbacks" USING btree ("access_key_hash");
  CREATE INDEX "recommendation_answers_access_key_hash_idx" ON "recommendation_answers" USING btree ("access_key_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "feedbacks_access_key_hash_idx";
  DROP INDEX "recommendation_answers_access_key_hash_idx";
  ALTER TABLE "feedbacks" DROP COLUMN "access_key_hash";
  ALTER TABLE "recommendation_answers" DROP COLUMN "access_key_hash";`)
}
