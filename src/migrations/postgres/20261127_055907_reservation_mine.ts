import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_room_reservation_settings_rooms_self_check_in" AS ENUM('off', 'link', 'code');
  CREATE TYPE "public"."enum_seat_reservation_settings_seats_self_check_in" AS ENUM('off', 'link', 'code');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reservationMineLink' BEFORE 'reservationRelease';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reservationMineLink' BEFORE 'reservationRelease';
  CREATE TABLE "reservation_links" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"key_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservation_links_id" varchar;
  ALTER TABLE "room_reservation_settings" ADD COLUMN "rooms_self_check_in" "enum_room_reservation_settings_rooms_self_check_in" DEFAULT 'off';
  ALTER TABLE "seat_reservation_settings" ADD COLUMN "seats_self_check_in" "enum_seat_reservation_settings_seats_self_check_in" DEFAULT 'off';
  CREATE INDEX "reservation_links_email_idx" ON "reservation_links" USING btree ("email");
  CREATE UNIQUE INDEX "reservation_links_key_hash_idx" ON "reservation_links" USING btree ("key_hash");
  CREATE INDEX "reservation_links_expires_at_idx" ON "reservation_links" USING btree ("expires_at");
  CREATE INDEX "reservation_links_updated_at_idx" ON "reservation_links" USING btree ("updated_at");
  CREATE INDEX "reservation_links_created_at_idx" ON "reservation_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservation_links_fk" FOREIGN KEY ("reservation_links_id") REFERENCES "public"."reservation_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservation_links_id_idx" ON "payload_locked_documents_rels" USING btree ("reservation_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservation_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservation_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservation_links_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'feedbackMailVisitor', 'feedbackNotifyStaff', 'notifyRecommendation', 'purgeTempFiles', 'reservationMail', 'reservationRelease', 'notifyReviewers', 'sushiHarvest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'feedbackMailVisitor', 'feedbackNotifyStaff', 'notifyRecommendation', 'purgeTempFiles', 'reservationMail', 'reservationRelease', 'notifyReviewers', 'sushiHarvest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reservation_links_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservation_links_id";
  ALTER TABLE "room_reservation_settings" DROP COLUMN "rooms_self_check_in";
  ALTER TABLE "seat_reservation_settings" DROP COLUMN "seats_self_check_in";
  DROP TYPE "public"."enum_room_reservation_settings_rooms_self_check_in";
  DROP TYPE "public"."enum_seat_reservation_settings_seats_self_check_in";`)
}
