import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_original_harvests_status" AS ENUM('queued', 'running', 'done', 'cancelled', 'failed');
  CREATE TYPE "public"."enum_data_original_harvests_trigger" AS ENUM('manual', 'auto');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sushiHarvestRun';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sushiHarvestRun';
  CREATE TABLE "data_original_settings_costs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "data_original_harvests" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"setting_id" varchar NOT NULL,
  	"status" "enum_data_original_harvests_status" DEFAULT 'queued' NOT NULL,
  	"trigger" "enum_data_original_harvests_trigger" DEFAULT 'manual' NOT NULL,
  	"scope" varchar,
  	"reharvest" boolean DEFAULT false,
  	"set_ids" jsonb NOT NULL,
  	"total" numeric DEFAULT 0,
  	"finished" numeric DEFAULT 0,
  	"current" varchar,
  	"outcomes" jsonb,
  	"counts" jsonb,
  	"started_by_id" varchar,
  	"started_by_name" varchar,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"heartbeat_at" timestamp(3) with time zone,
  	"cancel_requested" boolean DEFAULT false,
  	"cancelled_by_name" varchar,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "formula_report_settings" ADD COLUMN "cost_per_use" boolean DEFAULT false;
  ALTER TABLE "data_original_sets" ADD COLUMN "auto_attempts" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_original_harvests_id" varchar;
  ALTER TABLE "data_original_settings_costs" ADD CONSTRAINT "data_original_settings_costs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_original_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_original_harvests" ADD CONSTRAINT "data_original_harvests_setting_id_data_original_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."data_original_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_original_harvests" ADD CONSTRAINT "data_original_harvests_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_original_settings_costs_order_idx" ON "data_original_settings_costs" USING btree ("_order");
  CREATE INDEX "data_original_settings_costs_parent_id_idx" ON "data_original_settings_costs" USING btree ("_parent_id");
  CREATE INDEX "data_original_harvests_setting_idx" ON "data_original_harvests" USING btree ("setting_id");
  CREATE INDEX "data_original_harvests_status_idx" ON "data_original_harvests" USING btree ("status");
  CREATE INDEX "data_original_harvests_started_by_idx" ON "data_original_harvests" USING btree ("started_by_id");
  CREATE INDEX "data_original_harvests_finished_at_idx" ON "data_original_harvests" USING btree ("finished_at");
  CREATE INDEX "data_original_harvests_updated_at_idx" ON "data_original_harvests" USING btree ("updated_at");
  CREATE INDEX "data_original_harvests_created_at_idx" ON "data_original_harvests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_original_harvests_fk" FOREIGN KEY ("data_original_harvests_id") REFERENCES "public"."data_original_harvests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_original_harvests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_original_harvests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_original_settings_costs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_original_harvests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_original_settings_costs" CASCADE;
  DROP TABLE "data_original_harvests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_original_harvests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'feedbackMailVisitor', 'feedbackNotifyStaff', 'notifyRecommendation', 'purgeTempFiles', 'reservationMail', 'reservationMineLink', 'reservationRelease', 'notifyReviewers', 'sushiHarvest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'feedbackMailVisitor', 'feedbackNotifyStaff', 'notifyRecommendation', 'purgeTempFiles', 'reservationMail', 'reservationMineLink', 'reservationRelease', 'notifyReviewers', 'sushiHarvest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_original_harvests_id_idx";
  ALTER TABLE "formula_report_settings" DROP COLUMN "cost_per_use";
  ALTER TABLE "data_original_sets" DROP COLUMN "auto_attempts";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_original_harvests_id";
  DROP TYPE "public"."enum_data_original_harvests_status";
  DROP TYPE "public"."enum_data_original_harvests_trigger";`)
}
