import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_front_report_settings_report_type" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum_front_report_sets_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_data_original_settings_release" AS ENUM('5', '5.1');
  CREATE TYPE "public"."enum_data_original_settings_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_data_original_settings_health" AS ENUM('unknown', 'ok', 'broken');
  CREATE TYPE "public"."enum_merge_versions_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_mixin_versions_status" AS ENUM('Enabled', 'Disabled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sushiHarvest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sushiHarvest';
  CREATE TABLE "front_report_sets" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"setting_id" varchar NOT NULL,
  	"period" varchar NOT NULL,
  	"fields" jsonb,
  	"status" "enum_front_report_sets_status" DEFAULT 'Disabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manual_report_sets" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"setting_id" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"month" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manual_report_items" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"set_id" varchar NOT NULL,
  	"setting_id" varchar NOT NULL,
  	"month" varchar NOT NULL,
  	"field_id" varchar NOT NULL,
  	"item_id" varchar NOT NULL,
  	"writer_id" varchar,
  	"value" numeric,
  	"lines" jsonb,
  	"cell_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manual_report_locks" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"month" varchar NOT NULL,
  	"locked" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "merge_versions" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"version_name" varchar NOT NULL,
  	"merge_statistics_id" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"snapshot" jsonb NOT NULL,
  	"status" "enum_merge_versions_status" DEFAULT 'Disabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mixin_versions" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"version_name" varchar NOT NULL,
  	"mixin_statistics_id" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"snapshot" jsonb NOT NULL,
  	"status" "enum_mixin_versions_status" DEFAULT 'Disabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "front_report_settings" ALTER COLUMN "report_type" SET DEFAULT 'monthly'::"public"."enum_front_report_settings_report_type";
  ALTER TABLE "front_report_settings" ALTER COLUMN "report_type" SET DATA TYPE "public"."enum_front_report_settings_report_type" USING "report_type"::"public"."enum_front_report_settings_report_type";
  ALTER TABLE "front_report_settings" ALTER COLUMN "report_type" SET NOT NULL;
  ALTER TABLE "data_original_settings" ADD COLUMN "release" "enum_data_original_settings_release" DEFAULT '5' NOT NULL;
  ALTER TABLE "data_original_settings" ADD COLUMN "status" "enum_data_original_settings_status" DEFAULT 'Enabled' NOT NULL;
  ALTER TABLE "data_original_settings" ADD COLUMN "health" "enum_data_original_settings_health" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "data_original_settings" ADD COLUMN "last_error" varchar;
  ALTER TABLE "data_original_settings" ADD COLUMN "last_checked_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "front_report_sets_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manual_report_sets_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manual_report_items_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manual_report_locks_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "merge_versions_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mixin_versions_id" varchar;
  ALTER TABLE "front_report_sets" ADD CONSTRAINT "front_report_sets_setting_id_front_report_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."front_report_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manual_report_sets" ADD CONSTRAINT "manual_report_sets_setting_id_manual_report_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."manual_report_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manual_report_items" ADD CONSTRAINT "manual_report_items_set_id_manual_report_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."manual_report_sets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manual_report_items" ADD CONSTRAINT "manual_report_items_setting_id_manual_report_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."manual_report_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manual_report_items" ADD CONSTRAINT "manual_report_items_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "merge_versions" ADD CONSTRAINT "merge_versions_merge_statistics_id_merge_statistics_id_fk" FOREIGN KEY ("merge_statistics_id") REFERENCES "public"."merge_statistics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mixin_versions" ADD CONSTRAINT "mixin_versions_mixin_statistics_id_mixin_statistics_id_fk" FOREIGN KEY ("mixin_statistics_id") REFERENCES "public"."mixin_statistics"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "front_report_sets_setting_idx" ON "front_report_sets" USING btree ("setting_id");
  CREATE INDEX "front_report_sets_period_idx" ON "front_report_sets" USING btree ("period");
  CREATE INDEX "front_report_sets_updated_at_idx" ON "front_report_sets" USING btree ("updated_at");
  CREATE INDEX "front_report_sets_created_at_idx" ON "front_report_sets" USING btree ("created_at");
  CREATE UNIQUE INDEX "setting_period_idx" ON "front_report_sets" USING btree ("setting_id","period");
  CREATE INDEX "manual_report_sets_setting_idx" ON "manual_report_sets" USING btree ("setting_id");
  CREATE INDEX "manual_report_sets_year_idx" ON "manual_report_sets" USING btree ("year");
  CREATE INDEX "manual_report_sets_month_idx" ON "manual_report_sets" USING btree ("month");
  CREATE INDEX "manual_report_sets_updated_at_idx" ON "manual_report_sets" USING btree ("updated_at");
  CREATE INDEX "manual_report_sets_created_at_idx" ON "manual_report_sets" USING btree ("created_at");
  CREATE UNIQUE INDEX "setting_month_idx" ON "manual_report_sets" USING btree ("setting_id","month");
  CREATE INDEX "manual_report_items_set_idx" ON "manual_report_items" USING btree ("set_id");
  CREATE INDEX "manual_report_items_setting_idx" ON "manual_report_items" USING btree ("setting_id");
  CREATE INDEX "manual_report_items_month_idx" ON "manual_report_items" USING btree ("month");
  CREATE INDEX "manual_report_items_writer_idx" ON "manual_report_items" USING btree ("writer_id");
  CREATE UNIQUE INDEX "manual_report_items_cell_key_idx" ON "manual_report_items" USING btree ("cell_key");
  CREATE INDEX "manual_report_items_updated_at_idx" ON "manual_report_items" USING btree ("updated_at");
  CREATE INDEX "manual_report_items_created_at_idx" ON "manual_report_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "manual_report_locks_month_idx" ON "manual_report_locks" USING btree ("month");
  CREATE INDEX "manual_report_locks_updated_at_idx" ON "manual_report_locks" USING btree ("updated_at");
  CREATE INDEX "manual_report_locks_created_at_idx" ON "manual_report_locks" USING btree ("created_at");
  CREATE INDEX "merge_versions_merge_statistics_idx" ON "merge_versions" USING btree ("merge_statistics_id");
  CREATE INDEX "merge_versions_status_idx" ON "merge_versions" USING btree ("status");
  CREATE INDEX "merge_versions_updated_at_idx" ON "merge_versions" USING btree ("updated_at");
  CREATE INDEX "merge_versions_created_at_idx" ON "merge_versions" USING btree ("created_at");
  CREATE INDEX "mixin_versions_mixin_statistics_idx" ON "mixin_versions" USING btree ("mixin_statistics_id");
  CREATE INDEX "mixin_versions_status_idx" ON "mixin_versions" USING btree ("status");
  CREATE INDEX "mixin_versions_updated_at_idx" ON "mixin_versions" USING btree ("updated_at");
  CREATE INDEX "mixin_versions_created_at_idx" ON "mixin_versions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_front_report_sets_fk" FOREIGN KEY ("front_report_sets_id") REFERENCES "public"."front_report_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manual_report_sets_fk" FOREIGN KEY ("manual_report_sets_id") REFERENCES "public"."manual_report_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manual_report_items_fk" FOREIGN KEY ("manual_report_items_id") REFERENCES "public"."manual_report_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manual_report_locks_fk" FOREIGN KEY ("manual_report_locks_id") REFERENCES "public"."manual_report_locks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merge_statistics_versions_fk" FOREIGN KEY ("merge_versions_id") REFERENCES "public"."merge_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mixin_statistics_versions_fk" FOREIGN KEY ("mixin_versions_id") REFERENCES "public"."mixin_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_front_report_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("front_report_sets_id");
  CREATE INDEX "payload_locked_documents_rels_manual_report_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("manual_report_sets_id");
  CREATE INDEX "payload_locked_documents_rels_manual_report_items_id_idx" ON "payload_locked_documents_rels" USING btree ("manual_report_items_id");
  CREATE INDEX "payload_locked_documents_rels_manual_report_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("manual_report_locks_id");
  CREATE INDEX "payload_locked_documents_rels_merge_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("merge_versions_id");
  CREATE INDEX "payload_locked_documents_rels_mixin_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("mixin_versions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "front_report_sets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manual_report_sets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manual_report_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manual_report_locks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merge_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mixin_versions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "front_report_sets" CASCADE;
  DROP TABLE "manual_report_sets" CASCADE;
  DROP TABLE "manual_report_items" CASCADE;
  DROP TABLE "manual_report_locks" CASCADE;
  DROP TABLE "merge_versions" CASCADE;
  DROP TABLE "mixin_versions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_front_report_sets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manual_report_sets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manual_report_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manual_report_locks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_merge_statistics_versions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mixin_statistics_versions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'feedbackMailVisitor', 'feedbackNotifyStaff', 'notifyRecommendation', 'purgeTempFiles', 'reservationMail', 'reservationRelease', 'notifyReviewers');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'feedbackMailVisitor', 'feedbackNotifyStaff', 'notifyRecommendation', 'purgeTempFiles', 'reservationMail', 'reservationRelease', 'notifyReviewers');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_front_report_sets_id_idx";
  DROP INDEX "payload_locked_documents_rels_manual_report_sets_id_idx";
  DROP INDEX "payload_locked_documents_rels_manual_report_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_manual_report_locks_id_idx";
  DROP INDEX "payload_locked_documents_rels_merge_versions_id_idx";
  DROP INDEX "payload_locked_documents_rels_mixin_versions_id_idx";
  ALTER TABLE "front_report_settings" ALTER COLUMN "report_type" SET DATA TYPE varchar;
  ALTER TABLE "front_report_settings" ALTER COLUMN "report_type" DROP DEFAULT;
  ALTER TABLE "front_report_settings" ALTER COLUMN "report_type" DROP NOT NULL;
  ALTER TABLE "data_original_settings" DROP COLUMN "release";
  ALTER TABLE "data_original_settings" DROP COLUMN "status";
  ALTER TABLE "data_original_settings" DROP COLUMN "health";
  ALTER TABLE "data_original_settings" DROP COLUMN "last_error";
  ALTER TABLE "data_original_settings" DROP COLUMN "last_checked_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "front_report_sets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manual_report_sets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manual_report_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manual_report_locks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "merge_versions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mixin_versions_id";
  DROP TYPE "public"."enum_front_report_settings_report_type";
  DROP TYPE "public"."enum_front_report_sets_status";
  DROP TYPE "public"."enum_data_original_settings_release";
  DROP TYPE "public"."enum_data_original_settings_status";
  DROP TYPE "public"."enum_data_original_settings_health";
  DROP TYPE "public"."enum_merge_versions_status";
  DROP TYPE "public"."enum_mixin_versions_status";`)
}
