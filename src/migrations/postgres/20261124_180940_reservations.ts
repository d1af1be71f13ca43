import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reservations_status" ADD VALUE 'CheckedIn' BEFORE 'Cancelled';
  ALTER TYPE "public"."enum_reservations_status" ADD VALUE 'Completed' BEFORE 'Cancelled';
  ALTER TYPE "public"."enum_reservations_status" ADD VALUE 'NoShow';
  ALTER TABLE "rooms" ADD COLUMN "is_lab" boolean DEFAULT false;
  ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "resource_key" varchar;
  ALTER TABLE "reservations" ADD COLUMN "access_key_hash" varchar;
  CREATE UNIQUE INDEX "roomId_number_idx" ON "seats" USING btree ("room_id_id","number");
  CREATE INDEX "reservations_resource_key_idx" ON "reservations" USING btree ("resource_key");
  CREATE INDEX "reservations_access_key_hash_idx" ON "reservations" USING btree ("access_key_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "reservations" ALTER COLUMN "status" SET DEFAULT 'Reserved'::text;
  DROP TYPE "public"."enum_reservations_status";
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('Reserved', 'Cancelled');
  ALTER TABLE "reservations" ALTER COLUMN "status" SET DEFAULT 'Reserved'::"public"."enum_reservations_status";
  ALTER TABLE "reservations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_reservations_status" USING "status"::"public"."enum_reservations_status";
  DROP INDEX "roomId_number_idx";
  DROP INDEX "reservations_resource_key_idx";
  DROP INDEX "reservations_access_key_hash_idx";
  ALTER TABLE "rooms" DROP COLUMN "is_lab";
  ALTER TABLE "reservations" DROP COLUMN "checked_in_at";
  ALTER TABLE "reservations" DROP COLUMN "resource_key";
  ALTER TABLE "reservations" DROP COLUMN "access_key_hash";`)
}
