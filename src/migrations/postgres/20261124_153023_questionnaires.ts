import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_questionnaires_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__questionnaires_v_version_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum__questionnaires_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_questionnaires_v_version_rounds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questionnaires_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_blocks" jsonb,
  	"version_block_text" varchar,
  	"version_status" "enum__questionnaires_v_version_content_status" DEFAULT 'Drafting',
  	"version_enabled_statement" boolean DEFAULT false,
  	"version_is_enable" boolean DEFAULT false,
  	"version_is_fillable" boolean DEFAULT false,
  	"version_conclusion" varchar,
  	"version_question_groups" jsonb,
  	"version_modified_user_id" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__questionnaires_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "questionnaires" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "questionnaires" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "questionnaires" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "questionnaires" ADD COLUMN "_status" "enum_questionnaires_status" DEFAULT 'draft';
  UPDATE "questionnaires" SET "_status" = 'published' WHERE "status" = 'Published';
  ALTER TABLE "_questionnaires_v_version_rounds" ADD CONSTRAINT "_questionnaires_v_version_rounds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questionnaires_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questionnaires_v" ADD CONSTRAINT "_questionnaires_v_parent_id_questionnaires_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questionnaires_v" ADD CONSTRAINT "_questionnaires_v_version_modified_user_id_users_id_fk" FOREIGN KEY ("version_modified_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_questionnaires_v_version_rounds_order_idx" ON "_questionnaires_v_version_rounds" USING btree ("_order");
  CREATE INDEX "_questionnaires_v_version_rounds_parent_id_idx" ON "_questionnaires_v_version_rounds" USING btree ("_parent_id");
  CREATE INDEX "_questionnaires_v_parent_idx" ON "_questionnaires_v" USING btree ("parent_id");
  CREATE INDEX "_questionnaires_v_version_version_status_idx" ON "_questionnaires_v" USING btree ("version_status");
  CREATE INDEX "_questionnaires_v_version_version_modified_user_idx" ON "_questionnaires_v" USING btree ("version_modified_user_id");
  CREATE INDEX "_questionnaires_v_version_version_updated_at_idx" ON "_questionnaires_v" USING btree ("version_updated_at");
  CREATE INDEX "_questionnaires_v_version_version_created_at_idx" ON "_questionnaires_v" USING btree ("version_created_at");
  CREATE INDEX "_questionnaires_v_version_version__status_idx" ON "_questionnaires_v" USING btree ("version__status");
  CREATE INDEX "_questionnaires_v_created_at_idx" ON "_questionnaires_v" USING btree ("created_at");
  CREATE INDEX "_questionnaires_v_updated_at_idx" ON "_questionnaires_v" USING btree ("updated_at");
  CREATE INDEX "_questionnaires_v_latest_idx" ON "_questionnaires_v" USING btree ("latest");
  CREATE INDEX "questionnaires__status_idx" ON "questionnaires" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_questionnaires_v_version_rounds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_questionnaires_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_questionnaires_v_version_rounds" CASCADE;
  DROP TABLE "_questionnaires_v" CASCADE;
  DROP INDEX "questionnaires__status_idx";
  ALTER TABLE "questionnaires" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "questionnaires" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "questionnaires" DROP COLUMN "review_comment";
  ALTER TABLE "questionnaires" DROP COLUMN "_status";
  DROP TYPE "public"."enum_questionnaires_status";
  DROP TYPE "public"."enum__questionnaires_v_version_content_status";
  DROP TYPE "public"."enum__questionnaires_v_version_status";`)
}
