import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_original_groups_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_data_original_sets_state" AS ENUM('pending', 'done', 'noUsage', 'partial', 'queued', 'rateLimited', 'notReady', 'broken', 'failed');
  CREATE TABLE "data_original_groups" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"setting_id" varchar NOT NULL,
  	"report_type" varchar NOT NULL,
  	"status" "enum_data_original_groups_status" DEFAULT 'Enabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_original_sets" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"setting_id" varchar NOT NULL,
  	"group_id" varchar NOT NULL,
  	"report_type" varchar NOT NULL,
  	"month" varchar NOT NULL,
  	"state" "enum_data_original_sets_state" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"harvested_at" timestamp(3) with time zone,
  	"last_code" numeric,
  	"last_error" varchar,
  	"row_count" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_original_responses" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"set_id" varchar NOT NULL,
  	"url" varchar,
  	"http_status" numeric,
  	"content_type" varchar,
  	"body" varchar,
  	"fetched_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_original_items" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"set_id" varchar NOT NULL,
  	"setting_id" varchar NOT NULL,
  	"report_type" varchar NOT NULL,
  	"month" varchar NOT NULL,
  	"metric_type" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"title" varchar,
  	"item_id" varchar,
  	"platform" varchar,
  	"publisher" varchar,
  	"database" varchar,
  	"data_type" varchar,
  	"section_type" varchar,
  	"access_type" varchar,
  	"access_method" varchar,
  	"yop" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_original_groups_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_original_sets_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_original_responses_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_original_items_id" varchar;
  ALTER TABLE "data_original_groups" ADD CONSTRAINT "data_original_groups_setting_id_data_original_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."data_original_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_original_sets" ADD CONSTRAINT "data_original_sets_setting_id_data_original_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."data_original_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_original_sets" ADD CONSTRAINT "data_original_sets_group_id_data_original_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."data_original_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_original_responses" ADD CONSTRAINT "data_original_responses_set_id_data_original_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."data_original_sets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_original_items" ADD CONSTRAINT "data_original_items_set_id_data_original_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."data_original_sets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_original_items" ADD CONSTRAINT "data_original_items_setting_id_data_original_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."data_original_settings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_original_groups_setting_idx" ON "data_original_groups" USING btree ("setting_id");
  CREATE INDEX "data_original_groups_report_type_idx" ON "data_original_groups" USING btree ("report_type");
  CREATE INDEX "data_original_groups_updated_at_idx" ON "data_original_groups" USING btree ("updated_at");
  CREATE INDEX "data_original_groups_created_at_idx" ON "data_original_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "setting_reportType_idx" ON "data_original_groups" USING btree ("setting_id","report_type");
  CREATE INDEX "data_original_sets_setting_idx" ON "data_original_sets" USING btree ("setting_id");
  CREATE INDEX "data_original_sets_group_idx" ON "data_original_sets" USING btree ("group_id");
  CREATE INDEX "data_original_sets_month_idx" ON "data_original_sets" USING btree ("month");
  CREATE INDEX "data_original_sets_state_idx" ON "data_original_sets" USING btree ("state");
  CREATE INDEX "data_original_sets_next_attempt_at_idx" ON "data_original_sets" USING btree ("next_attempt_at");
  CREATE INDEX "data_original_sets_updated_at_idx" ON "data_original_sets" USING btree ("updated_at");
  CREATE INDEX "data_original_sets_created_at_idx" ON "data_original_sets" USING btree ("created_at");
  CREATE UNIQUE INDEX "group_month_idx" ON "data_original_sets" USING btree ("group_id","month");
  CREATE UNIQUE INDEX "data_original_responses_set_idx" ON "data_original_responses" USING btree ("set_id");
  CREATE INDEX "data_original_responses_updated_at_idx" ON "data_original_responses" USING btree ("updated_at");
  CREATE INDEX "data_original_responses_created_at_idx" ON "data_original_responses" USING btree ("created_at");
  CREATE INDEX "data_original_items_set_idx" ON "data_original_items" USING btree ("set_id");
  CREATE INDEX "data_original_items_setting_idx" ON "data_original_items" USING btree ("setting_id");
  CREATE INDEX "setting_reportType_metricType_month_idx" ON "data_original_items" USING btree ("setting_id","report_type","metric_type","month");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_original_groups_fk" FOREIGN KEY ("data_original_groups_id") REFERENCES "public"."data_original_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_original_sets_fk" FOREIGN KEY ("data_original_sets_id") REFERENCES "public"."data_original_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_original_responses_fk" FOREIGN KEY ("data_original_responses_id") REFERENCES "public"."data_original_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_original_items_fk" FOREIGN KEY ("data_original_items_id") REFERENCES "public"."data_original_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_original_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("data_original_groups_id");
  CREATE INDEX "payload_locked_documents_rels_data_original_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("data_original_sets_id");
  CREATE INDEX "payload_locked_documents_rels_data_original_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("data_original_responses_id");
  CREATE INDEX "payload_locked_documents_rels_data_original_items_id_idx" ON "payload_locked_documents_rels" USING btree ("data_original_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_original_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_original_sets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_original_responses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_original_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_original_groups" CASCADE;
  DROP TABLE "data_original_sets" CASCADE;
  DROP TABLE "data_original_responses" CASCADE;
  DROP TABLE "data_original_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_original_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_original_sets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_original_responses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_original_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_data_original_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_original_sets_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_original_responses_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_original_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_original_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_original_sets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_original_responses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_original_items_id";
  DROP TYPE "public"."enum_data_original_groups_status";
  DROP TYPE "public"."enum_data_original_sets_state";`)
}
