import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "room_name" varchar;
  ALTER TABLE "reservations" ADD COLUMN "seat_number" varchar;`)
  // Existing bookings keep the names their room and seat have now.
  await db.execute(sql`
   UPDATE "reservations" SET "room_name" = "rooms"."name" FROM "rooms" WHERE "rooms"."id" = "reservations"."room_id_id";
  UPDATE "reservations" SET "seat_number" = "seats"."number" FROM "seats" WHERE "seats"."id" = "reservations"."seat_id_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DROP COLUMN "room_name";
  ALTER TABLE "reservations" DROP COLUMN "seat_number";`)
}
