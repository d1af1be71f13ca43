import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * No double booking, enforced by SQLite: triggers refuse an insert or update that
 * would make two holding bookings (Reserved, CheckedIn) of one seat or room overlap. SQLite runs
 * one write at a time, so the trigger's check and the write are one atomic step: two requests
 * at once cannot both pass. Dates are stored as ISO-8601 UTC text of one format, so text
 * comparison is time comparison. The error text `reservation_overlap` is what the service maps
 * to its 409. Written by hand: Payload's schema diff does not model triggers.
 */
const overlap = (exceptSelf: boolean) => `
  NEW."status" IN ('Reserved', 'CheckedIn') AND EXISTS (
    SELECT 1 FROM "reservations" AS r
    WHERE r."resource_key" = NEW."resource_key"
      AND r."status" IN ('Reserved', 'CheckedIn')
      AND r."start_date" < NEW."end_date" AND NEW."start_date" < r."end_date"
      ${exceptSelf ? 'AND r."id" <> NEW."id"' : ''}
  )`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`UPDATE "reservations" SET "resource_key" = CASE "kind" WHEN 'Seat' THEN 'seat:' || "seat_id_id" ELSE 'room:' || "room_id_id" END WHERE "resource_key" IS NULL;`,
  )
  await db.run(
    sql.raw(`CREATE TRIGGER "reservations_no_overlap_insert" BEFORE INSERT ON "reservations"
  WHEN ${overlap(false)}
  BEGIN SELECT RAISE(ABORT, 'reservation_overlap'); END;`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER "reservations_no_overlap_update" BEFORE UPDATE ON "reservations"
  WHEN ${overlap(true)}
  BEGIN SELECT RAISE(ABORT, 'reservation_overlap'); END;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS "reservations_no_overlap_insert";`)
  await db.run(sql`DROP TRIGGER IF EXISTS "reservations_no_overlap_update";`)
}
