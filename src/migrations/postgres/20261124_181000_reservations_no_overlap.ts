import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * No double booking, enforced by PostgreSQL: two holding bookings (Reserved,
 * CheckedIn) of one seat or room at overlapping times cannot both be stored, whatever writes
 * them (concurrent requests, a staff modification, a recurring series). An exclusion
 * constraint over (resource_key, [start, end)) needs btree_gist for the equality on text; it is
 * a trusted extension, so the database owner may create it. Written by hand: Payload's schema
 * diff does not model exclusion constraints. A separate migration from the one adding the
 * status values, because PostgreSQL cannot use a new enum value in the transaction adding it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  UPDATE "reservations" SET "resource_key" = CASE "kind" WHEN 'Seat' THEN 'seat:' || "seat_id_id" ELSE 'room:' || "room_id_id" END
    WHERE "resource_key" IS NULL;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
    EXCLUDE USING gist ("resource_key" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&)
    WHERE ("status" IN ('Reserved', 'CheckedIn'));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "reservations" DROP CONSTRAINT IF EXISTS "reservations_no_overlap";`)
}
