import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_questionnaires_v_version_rounds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`start\` text,
  	\`end\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questionnaires_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_rounds_order_idx\` ON \`_questionnaires_v_version_rounds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_rounds_parent_id_idx\` ON \`_questionnaires_v_version_rounds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questionnaires_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_blocks\` text,
  	\`version_block_text\` text,
  	\`version_status\` text DEFAULT 'Drafting',
  	\`version_enabled_statement\` integer DEFAULT false,
  	\`version_is_enable\` integer DEFAULT false,
  	\`version_is_fillable\` integer DEFAULT false,
  	\`version_conclusion\` text,
  	\`version_question_groups\` text,
  	\`version_modified_user_id\` text,
  	\`version_review_comment\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_modified_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_parent_idx\` ON \`_questionnaires_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version_status_idx\` ON \`_questionnaires_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version_modified_user_idx\` ON \`_questionnaires_v\` (\`version_modified_user_id\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version_updated_at_idx\` ON \`_questionnaires_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version_created_at_idx\` ON \`_questionnaires_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_version_version__status_idx\` ON \`_questionnaires_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_created_at_idx\` ON \`_questionnaires_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_updated_at_idx\` ON \`_questionnaires_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questionnaires_v_latest_idx\` ON \`_questionnaires_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_questionnaires\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`blocks\` text,
  	\`block_text\` text,
  	\`status\` text DEFAULT 'Drafting',
  	\`enabled_statement\` integer DEFAULT false,
  	\`is_enable\` integer DEFAULT false,
  	\`is_fillable\` integer DEFAULT false,
  	\`conclusion\` text,
  	\`question_groups\` text,
  	\`modified_user_id\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`modified_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_questionnaires\`("id", "title", "description", "blocks", "block_text", "status", "enabled_statement", "is_enable", "is_fillable", "conclusion", "question_groups", "modified_user_id", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "blocks", "block_text", "status", "enabled_statement", "is_enable", "is_fillable", "conclusion", "question_groups", "modified_user_id", "updated_at", "created_at", CASE WHEN "status" = 'Published' THEN 'published' ELSE 'draft' END FROM \`questionnaires\`;`)
  await db.run(sql`DROP TABLE \`questionnaires\`;`)
  await db.run(sql`ALTER TABLE \`__new_questionnaires\` RENAME TO \`questionnaires\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`questionnaires_status_idx\` ON \`questionnaires\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_modified_user_idx\` ON \`questionnaires\` (\`modified_user_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_updated_at_idx\` ON \`questionnaires\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_created_at_idx\` ON \`questionnaires\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires__status_idx\` ON \`questionnaires\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_questionnaires_v_version_rounds\`;`)
  await db.run(sql`DROP TABLE \`_questionnaires_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_questionnaires\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`blocks\` text,
  	\`block_text\` text,
  	\`status\` text DEFAULT 'Drafting' NOT NULL,
  	\`enabled_statement\` integer DEFAULT false,
  	\`is_enable\` integer DEFAULT false,
  	\`is_fillable\` integer DEFAULT false,
  	\`conclusion\` text,
  	\`question_groups\` text,
  	\`modified_user_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`modified_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_questionnaires\`("id", "title", "description", "blocks", "block_text", "status", "enabled_statement", "is_enable", "is_fillable", "conclusion", "question_groups", "modified_user_id", "updated_at", "created_at") SELECT "id", "title", "description", "blocks", "block_text", "status", "enabled_statement", "is_enable", "is_fillable", "conclusion", "question_groups", "modified_user_id", "updated_at", "created_at" FROM \`questionnaires\`;`)
  await db.run(sql`DROP TABLE \`questionnaires\`;`)
  await db.run(sql`ALTER TABLE \`__new_questionnaires\` RENAME TO \`questionnaires\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`questionnaires_status_idx\` ON \`questionnaires\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_modified_user_idx\` ON \`questionnaires\` (\`modified_user_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_updated_at_idx\` ON \`questionnaires\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_created_at_idx\` ON \`questionnaires\` (\`created_at\`);`)
}
