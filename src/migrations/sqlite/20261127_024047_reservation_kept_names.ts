import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`room_name\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`seat_number\` text;`)
  // Existing bookings keep the names their room and seat have now.
  await db.run(sql`UPDATE \`reservations\` SET \`room_name\` = (SELECT \`name\` FROM \`rooms\` WHERE \`rooms\`.\`id\` = \`reservations\`.\`room_id_id\`);`)
  await db.run(sql`UPDATE \`reservations\` SET \`seat_number\` = (SELECT \`number\` FROM \`seats\` WHERE \`seats\`.\`id\` = \`reservations\`.\`seat_id_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`room_name\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`seat_number\`;`)
}
