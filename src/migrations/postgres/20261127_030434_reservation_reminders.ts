import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "room_reservation_settings" ADD COLUMN "rooms_reminder_hours" numeric;
  ALTER TABLE "seat_reservation_settings" ADD COLUMN "seats_reminder_hours" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "room_reservation_settings" DROP COLUMN "rooms_reminder_hours";
  ALTER TABLE "seat_reservation_settings" DROP COLUMN "seats_reminder_hours";`)
}
