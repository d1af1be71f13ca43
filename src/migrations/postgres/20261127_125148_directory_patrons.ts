import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "directory_patrons" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dn" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone_number" varchar,
  	"department" varchar,
  	"job_title" varchar,
  	"last_sign_in_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "directory_patrons_id" varchar;
  CREATE UNIQUE INDEX "directory_patrons_dn_idx" ON "directory_patrons" USING btree ("dn");
  CREATE INDEX "directory_patrons_username_idx" ON "directory_patrons" USING btree ("username");
  CREATE INDEX "directory_patrons_updated_at_idx" ON "directory_patrons" USING btree ("updated_at");
  CREATE INDEX "directory_patrons_created_at_idx" ON "directory_patrons" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_directory_patrons_fk" FOREIGN KEY ("directory_patrons_id") REFERENCES "public"."directory_patrons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_directory_patrons_id_idx" ON "payload_locked_documents_rels" USING btree ("directory_patrons_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory_patrons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "directory_patrons" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_directory_patrons_fk";
  
  DROP INDEX "payload_locked_documents_rels_directory_patrons_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "directory_patrons_id";`)
}
