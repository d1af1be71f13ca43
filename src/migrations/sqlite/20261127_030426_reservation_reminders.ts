import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`room_reservation_settings\` ADD \`rooms_reminder_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`seat_reservation_settings\` ADD \`seats_reminder_hours\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`reminder_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`room_reservation_settings\` DROP COLUMN \`rooms_reminder_hours\`;`)
  await db.run(sql`ALTER TABLE \`seat_reservation_settings\` DROP COLUMN \`seats_reminder_hours\`;`)
}
