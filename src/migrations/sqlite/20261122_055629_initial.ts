import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone_number\` text,
  	\`account_status\` text DEFAULT 'Enabled' NOT NULL,
  	\`must_change_password\` integer DEFAULT false,
  	\`reset_code_hash\` text,
  	\`reset_code_expires_at\` text,
  	\`reset_code_attempts\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_username_idx\` ON \`users\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`users_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_texts_order_parent\` ON \`users_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`roles_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_roles_id_idx\` ON \`users_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE TABLE \`roles\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`is_super_admin\` integer DEFAULT false,
  	\`flags\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`roles_name_idx\` ON \`roles\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`roles_updated_at_idx\` ON \`roles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`roles_created_at_idx\` ON \`roles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_logs\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`module\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`error\` text,
  	\`sent_at\` text NOT NULL,
  	\`text\` text,
  	\`html\` text,
  	\`redacted\` integer DEFAULT false,
  	\`resend_of_id\` text,
  	\`created_by_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`resend_of_id\`) REFERENCES \`email_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`email_logs_to_idx\` ON \`email_logs\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`email_logs_module_idx\` ON \`email_logs\` (\`module\`);`)
  await db.run(sql`CREATE INDEX \`email_logs_status_idx\` ON \`email_logs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`email_logs_sent_at_idx\` ON \`email_logs\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`email_logs_resend_of_idx\` ON \`email_logs\` (\`resend_of_id\`);`)
  await db.run(sql`CREATE INDEX \`email_logs_created_by_idx\` ON \`email_logs\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`email_logs_updated_at_idx\` ON \`email_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_logs_created_at_idx\` ON \`email_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reports\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`module\` text NOT NULL,
  	\`created_by_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_name_idx\` ON \`reports\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`reports_module_idx\` ON \`reports\` (\`module\`);`)
  await db.run(sql`CREATE INDEX \`reports_created_by_idx\` ON \`reports\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_updated_at_idx\` ON \`reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reports_created_at_idx\` ON \`reports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reports_filename_idx\` ON \`reports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_titles\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`job_titles_updated_at_idx\` ON \`job_titles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_titles_created_at_idx\` ON \`job_titles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_categories\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`job_categories_updated_at_idx\` ON \`job_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_categories_created_at_idx\` ON \`job_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id_id\` text,
  	\`title\` text,
  	\`blocks\` text,
  	\`block_text\` text,
  	\`status\` text DEFAULT 'Drafting',
  	\`is_pined\` integer DEFAULT false,
  	\`link\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_category_id_idx\` ON \`news\` (\`category_id_id\`);`)
  await db.run(sql`CREATE INDEX \`news_status_idx\` ON \`news\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`news_start_date_idx\` ON \`news\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` text,
  	\`version_category_id_id\` text,
  	\`version_title\` text,
  	\`version_blocks\` text,
  	\`version_block_text\` text,
  	\`version_status\` text DEFAULT 'Drafting',
  	\`version_is_pined\` integer DEFAULT false,
  	\`version_link\` text,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_review_comment\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_id_idx\` ON \`_news_v\` (\`version_category_id_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_status_idx\` ON \`_news_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_start_date_idx\` ON \`_news_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`news_categories\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carousels\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_url\` text,
  	\`link_url\` text,
  	\`background_color\` text,
  	\`text_color\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`carousels_start_date_idx\` ON \`carousels\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`carousels_updated_at_idx\` ON \`carousels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carousels_created_at_idx\` ON \`carousels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`quick_links\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`quick_links_updated_at_idx\` ON \`quick_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quick_links_created_at_idx\` ON \`quick_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`external_links\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`external_links_updated_at_idx\` ON \`external_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`external_links_created_at_idx\` ON \`external_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_routes\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`parent_id_id\` text,
  	\`name\` text NOT NULL,
  	\`sort\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id_id\`) REFERENCES \`faq_routes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_routes_parent_id_idx\` ON \`faq_routes\` (\`parent_id_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_routes_updated_at_idx\` ON \`faq_routes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_routes_created_at_idx\` ON \`faq_routes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_routes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`faq_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq_routes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_routes_rels_order_idx\` ON \`faq_routes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_routes_rels_parent_idx\` ON \`faq_routes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_routes_rels_path_idx\` ON \`faq_routes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`faq_routes_rels_faq_id_idx\` ON \`faq_routes_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`is_external\` integer DEFAULT false,
  	\`category_id_id\` text,
  	FOREIGN KEY (\`category_id_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_links_order_idx\` ON \`faq_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_links_parent_id_idx\` ON \`faq_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_links_category_id_idx\` ON \`faq_links\` (\`category_id_id\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id_id\` text,
  	\`question\` text,
  	\`blocks\` text,
  	\`block_text\` text,
  	\`status\` text DEFAULT 'Drafting',
  	\`sort\` numeric DEFAULT 0,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_category_id_idx\` ON \`faq\` (\`category_id_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_status_idx\` ON \`faq\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq__status_idx\` ON \`faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faq_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_texts_order_parent\` ON \`faq_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`is_external\` integer DEFAULT false,
  	\`category_id_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`category_id_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_version_links_order_idx\` ON \`_faq_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_links_parent_id_idx\` ON \`_faq_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_links_category_id_idx\` ON \`_faq_v_version_links\` (\`category_id_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` text,
  	\`version_category_id_id\` text,
  	\`version_question\` text,
  	\`version_blocks\` text,
  	\`version_block_text\` text,
  	\`version_status\` text DEFAULT 'Drafting',
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_review_comment\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_idx\` ON \`_faq_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_category_id_idx\` ON \`_faq_v\` (\`version_category_id_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_status_idx\` ON \`_faq_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_updated_at_idx\` ON \`_faq_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_created_at_idx\` ON \`_faq_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version__status_idx\` ON \`_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_created_at_idx\` ON \`_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_updated_at_idx\` ON \`_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_latest_idx\` ON \`_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_texts_order_parent\` ON \`_faq_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_categories\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_categories_updated_at_idx\` ON \`faq_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_created_at_idx\` ON \`faq_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feedbacks_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sender\` text NOT NULL,
  	\`sender_name\` text,
  	\`message\` text,
  	\`photo_url\` text,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`feedbacks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feedbacks_messages_order_idx\` ON \`feedbacks_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_messages_parent_id_idx\` ON \`feedbacks_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feedbacks\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id_id\` text,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`respondent_name\` text NOT NULL,
  	\`respondent_email\` text NOT NULL,
  	\`respondent_phone_number\` text,
  	\`respondent_username\` text,
  	\`respondent_primary_department\` text,
  	\`respondent_secondary_department\` text,
  	\`respondent_job_title\` text,
  	\`respondent_job_category\` text,
  	\`status\` text DEFAULT 'Pending' NOT NULL,
  	\`author_kind\` text DEFAULT 'Client',
  	\`is_allow_update_photo\` integer DEFAULT false,
  	\`rating\` numeric DEFAULT 5,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id_id\`) REFERENCES \`feedback_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feedbacks_category_id_idx\` ON \`feedbacks\` (\`category_id_id\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_status_idx\` ON \`feedbacks\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_updated_at_idx\` ON \`feedbacks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_created_at_idx\` ON \`feedbacks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feedback_categories\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_categories_updated_at_idx\` ON \`feedback_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_categories_created_at_idx\` ON \`feedback_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recommendation_answers\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`respondent_name\` text NOT NULL,
  	\`respondent_email\` text NOT NULL,
  	\`respondent_phone_number\` text,
  	\`respondent_username\` text,
  	\`respondent_primary_department\` text,
  	\`respondent_secondary_department\` text,
  	\`respondent_job_title\` text,
  	\`respondent_job_category\` text,
  	\`answers\` text,
  	\`status\` text DEFAULT 'Pending' NOT NULL,
  	\`replied_content\` text,
  	\`name\` text,
  	\`isbn\` text,
  	\`barcode\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`recommendation_answers_status_idx\` ON \`recommendation_answers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`recommendation_answers_updated_at_idx\` ON \`recommendation_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recommendation_answers_created_at_idx\` ON \`recommendation_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`catalogs\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`highlighted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogs_date_idx\` ON \`catalogs\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`catalogs_updated_at_idx\` ON \`catalogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogs_created_at_idx\` ON \`catalogs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`catalog_items\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`catalog_id_id\` text NOT NULL,
  	\`resource_number\` text NOT NULL,
  	\`barcode\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`isbn\` text,
  	\`url\` text,
  	\`intro_url\` text,
  	\`cover_image_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`catalog_id_id\`) REFERENCES \`catalogs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`catalog_items_catalog_id_idx\` ON \`catalog_items\` (\`catalog_id_id\`);`)
  await db.run(sql`CREATE INDEX \`catalog_items_updated_at_idx\` ON \`catalog_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalog_items_created_at_idx\` ON \`catalog_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`albums\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`description\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`enabled\` integer DEFAULT true,
  	\`count\` numeric DEFAULT 0,
  	\`cover_image_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`albums_date_idx\` ON \`albums\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`albums_start_date_idx\` ON \`albums\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`albums_updated_at_idx\` ON \`albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`albums_created_at_idx\` ON \`albums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`album_images\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`album_id_id\` text,
  	\`image_url\` text NOT NULL,
  	\`description\` text,
  	\`highlighted\` integer DEFAULT false,
  	\`is_cover\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`album_id_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`album_images_album_id_idx\` ON \`album_images\` (\`album_id_id\`);`)
  await db.run(sql`CREATE INDEX \`album_images_updated_at_idx\` ON \`album_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`album_images_created_at_idx\` ON \`album_images\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`questionnaires_rounds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`start\` text,
  	\`end\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaires_rounds_order_idx\` ON \`questionnaires_rounds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_rounds_parent_id_idx\` ON \`questionnaires_rounds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questionnaires\` (
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
  await db.run(sql`CREATE INDEX \`questionnaires_status_idx\` ON \`questionnaires\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_modified_user_idx\` ON \`questionnaires\` (\`modified_user_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_updated_at_idx\` ON \`questionnaires\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaires_created_at_idx\` ON \`questionnaires\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`questionnaire_answers\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`questionnaire_id_id\` text NOT NULL,
  	\`round_id\` text,
  	\`question_groups\` text,
  	\`respondent_name\` text NOT NULL,
  	\`respondent_email\` text NOT NULL,
  	\`respondent_phone_number\` text,
  	\`respondent_username\` text,
  	\`respondent_primary_department\` text,
  	\`respondent_secondary_department\` text,
  	\`respondent_job_title\` text,
  	\`respondent_job_category\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`questionnaire_id_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`questionnaire_answers_questionnaire_id_idx\` ON \`questionnaire_answers\` (\`questionnaire_id_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaire_answers_round_id_idx\` ON \`questionnaire_answers\` (\`round_id\`);`)
  await db.run(sql`CREATE INDEX \`questionnaire_answers_updated_at_idx\` ON \`questionnaire_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questionnaire_answers_created_at_idx\` ON \`questionnaire_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`opening_dates\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`opening_status\` text NOT NULL,
  	\`announcement\` text,
  	\`link_url\` text,
  	\`image_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`opening_dates_date_idx\` ON \`opening_dates\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`opening_dates_updated_at_idx\` ON \`opening_dates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`opening_dates_created_at_idx\` ON \`opening_dates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`routes\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`parent_id_id\` text,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'Path' NOT NULL,
  	\`url\` text,
  	\`open_new_page\` integer DEFAULT false,
  	\`module_name\` text,
  	\`auth\` text DEFAULT 'Public' NOT NULL,
  	\`blocks\` text,
  	\`block_text\` text,
  	\`status\` text DEFAULT 'Published' NOT NULL,
  	\`sort\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`routes_parent_id_idx\` ON \`routes\` (\`parent_id_id\`);`)
  await db.run(sql`CREATE INDEX \`routes_status_idx\` ON \`routes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`routes_updated_at_idx\` ON \`routes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`routes_created_at_idx\` ON \`routes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`routes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`roles_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`routes_rels_order_idx\` ON \`routes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`routes_rels_parent_idx\` ON \`routes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`routes_rels_path_idx\` ON \`routes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`routes_rels_roles_id_idx\` ON \`routes_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`cover_image_url\` text,
  	\`description\` text,
  	\`blocks\` text,
  	\`block_text\` text,
  	\`status\` text DEFAULT 'Drafting',
  	\`route_id_id\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`route_id_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_status_idx\` ON \`pages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`pages_route_id_idx\` ON \`pages\` (\`route_id_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` text,
  	\`version_title\` text,
  	\`version_cover_image_url\` text,
  	\`version_description\` text,
  	\`version_blocks\` text,
  	\`version_block_text\` text,
  	\`version_status\` text DEFAULT 'Drafting',
  	\`version_route_id_id\` text,
  	\`version_review_comment\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_route_id_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_status_idx\` ON \`_pages_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_route_id_idx\` ON \`_pages_v\` (\`version_route_id_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`rooms\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`image_url\` text,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_updated_at_idx\` ON \`rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms_created_at_idx\` ON \`rooms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seats\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`room_id_id\` text,
  	\`number\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`seats_room_id_idx\` ON \`seats\` (\`room_id_id\`);`)
  await db.run(sql`CREATE INDEX \`seats_updated_at_idx\` ON \`seats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seats_created_at_idx\` ON \`seats\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reservations\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`seat_id_id\` text,
  	\`room_id_id\` text,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone_number\` text,
  	\`email\` text,
  	\`primary_department\` text,
  	\`secondary_department\` text,
  	\`job_title\` text,
  	\`purpose\` text,
  	\`user_count\` numeric,
  	\`note\` text,
  	\`username\` text,
  	\`is_external\` integer DEFAULT false,
  	\`annotation\` text,
  	\`status\` text DEFAULT 'Reserved' NOT NULL,
  	\`cancel_reason\` text,
  	\`recurrence_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seat_id_id\`) REFERENCES \`seats\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_id_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reservations_kind_idx\` ON \`reservations\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`reservations_seat_id_idx\` ON \`reservations\` (\`seat_id_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_room_id_idx\` ON \`reservations\` (\`room_id_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_start_date_idx\` ON \`reservations\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`reservations_status_idx\` ON \`reservations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reservations_recurrence_id_idx\` ON \`reservations\` (\`recurrence_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_updated_at_idx\` ON \`reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_created_at_idx\` ON \`reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auth_requests\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`module\` text NOT NULL,
  	\`document_id\` text NOT NULL,
  	\`title\` text,
  	\`status\` text DEFAULT 'Pending' NOT NULL,
  	\`requested_by_id\` text,
  	\`reviewed_by_id\` text,
  	\`reason\` text,
  	\`snapshot\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`requested_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`auth_requests_module_idx\` ON \`auth_requests\` (\`module\`);`)
  await db.run(sql`CREATE INDEX \`auth_requests_document_id_idx\` ON \`auth_requests\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`auth_requests_status_idx\` ON \`auth_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`auth_requests_requested_by_idx\` ON \`auth_requests\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE INDEX \`auth_requests_reviewed_by_idx\` ON \`auth_requests\` (\`reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`auth_requests_updated_at_idx\` ON \`auth_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_requests_created_at_idx\` ON \`auth_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`basic_statistics\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`items\` text,
  	\`status\` text DEFAULT 'Enabled' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`basic_statistics_updated_at_idx\` ON \`basic_statistics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`basic_statistics_created_at_idx\` ON \`basic_statistics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`merge_statistics\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`merge_items\` text,
  	\`status\` text DEFAULT 'Enabled' NOT NULL,
  	\`remark\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`merge_statistics_updated_at_idx\` ON \`merge_statistics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`merge_statistics_created_at_idx\` ON \`merge_statistics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mixin_statistics\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`merge_report_id_id\` text,
  	\`mixin_items\` text,
  	\`extra_statistics\` text,
  	\`status\` text DEFAULT 'Enabled' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`merge_report_id_id\`) REFERENCES \`merge_statistics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mixin_statistics_merge_report_id_idx\` ON \`mixin_statistics\` (\`merge_report_id_id\`);`)
  await db.run(sql`CREATE INDEX \`mixin_statistics_updated_at_idx\` ON \`mixin_statistics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mixin_statistics_created_at_idx\` ON \`mixin_statistics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`front_report_settings\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`report_type\` text,
  	\`fields\` text,
  	\`status\` text DEFAULT 'Enabled' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`front_report_settings_updated_at_idx\` ON \`front_report_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`front_report_settings_created_at_idx\` ON \`front_report_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`manual_report_settings\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`based_latest_value\` integer DEFAULT false,
  	\`fields\` text,
  	\`status\` text DEFAULT 'Enabled' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`manual_report_settings_updated_at_idx\` ON \`manual_report_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manual_report_settings_created_at_idx\` ON \`manual_report_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`manual_report_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`manual_report_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`manual_report_settings_rels_order_idx\` ON \`manual_report_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`manual_report_settings_rels_parent_idx\` ON \`manual_report_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`manual_report_settings_rels_path_idx\` ON \`manual_report_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`manual_report_settings_rels_users_id_idx\` ON \`manual_report_settings_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`formula_report_settings\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`count_items\` text,
  	\`status\` text DEFAULT 'Enabled' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`formula_report_settings_updated_at_idx\` ON \`formula_report_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`formula_report_settings_created_at_idx\` ON \`formula_report_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`data_original_settings\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`customer_id\` text,
  	\`requestor_id\` text,
  	\`api_key\` text,
  	\`platform\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`data_original_settings_updated_at_idx\` ON \`data_original_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`data_original_settings_created_at_idx\` ON \`data_original_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`data_original_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`data_original_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`data_original_settings_texts_order_parent\` ON \`data_original_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`archives\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`parent_id\` text,
  	\`path\` text DEFAULT '',
  	\`root_folder_id\` text,
  	\`system_key\` text,
  	\`is_module_folder\` integer DEFAULT false,
  	\`module\` text,
  	\`extension\` text,
  	\`mime_type\` text,
  	\`size\` numeric,
  	\`storage_key\` text,
  	\`thumbnail_key\` text,
  	\`download_count\` numeric DEFAULT 0,
  	\`auth\` text DEFAULT 'Internal',
  	\`effective_auth\` text DEFAULT 'Internal',
  	\`created_user_id\` text,
  	\`in_recycle_bin\` integer DEFAULT false,
  	\`deleted_from_id\` text,
  	\`deleted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`archives\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`root_folder_id\`) REFERENCES \`archives\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`deleted_from_id\`) REFERENCES \`archives\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`archives_name_idx\` ON \`archives\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`archives_type_idx\` ON \`archives\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`archives_parent_idx\` ON \`archives\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`archives_path_idx\` ON \`archives\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`archives_root_folder_idx\` ON \`archives\` (\`root_folder_id\`);`)
  await db.run(sql`CREATE INDEX \`archives_system_key_idx\` ON \`archives\` (\`system_key\`);`)
  await db.run(sql`CREATE INDEX \`archives_effective_auth_idx\` ON \`archives\` (\`effective_auth\`);`)
  await db.run(sql`CREATE INDEX \`archives_created_user_idx\` ON \`archives\` (\`created_user_id\`);`)
  await db.run(sql`CREATE INDEX \`archives_in_recycle_bin_idx\` ON \`archives\` (\`in_recycle_bin\`);`)
  await db.run(sql`CREATE INDEX \`archives_deleted_from_idx\` ON \`archives\` (\`deleted_from_id\`);`)
  await db.run(sql`CREATE INDEX \`archives_updated_at_idx\` ON \`archives\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`archives_created_at_idx\` ON \`archives\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`archives_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`roles_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`archives\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`archives_rels_order_idx\` ON \`archives_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`archives_rels_parent_idx\` ON \`archives_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`archives_rels_path_idx\` ON \`archives_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`archives_rels_roles_id_idx\` ON \`archives_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text,
  	\`roles_id\` text,
  	\`email_logs_id\` text,
  	\`reports_id\` text,
  	\`departments_id\` text,
  	\`job_titles_id\` text,
  	\`job_categories_id\` text,
  	\`news_id\` text,
  	\`news_categories_id\` text,
  	\`carousels_id\` text,
  	\`quick_links_id\` text,
  	\`external_links_id\` text,
  	\`faq_routes_id\` text,
  	\`faq_id\` text,
  	\`faq_categories_id\` text,
  	\`feedbacks_id\` text,
  	\`feedback_categories_id\` text,
  	\`recommendation_answers_id\` text,
  	\`catalogs_id\` text,
  	\`catalog_items_id\` text,
  	\`albums_id\` text,
  	\`album_images_id\` text,
  	\`questionnaires_id\` text,
  	\`questionnaire_answers_id\` text,
  	\`opening_dates_id\` text,
  	\`routes_id\` text,
  	\`pages_id\` text,
  	\`rooms_id\` text,
  	\`seats_id\` text,
  	\`reservations_id\` text,
  	\`auth_requests_id\` text,
  	\`basic_statistics_id\` text,
  	\`merge_statistics_id\` text,
  	\`mixin_statistics_id\` text,
  	\`front_report_settings_id\` text,
  	\`manual_report_settings_id\` text,
  	\`formula_report_settings_id\` text,
  	\`data_original_settings_id\` text,
  	\`archives_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_logs_id\`) REFERENCES \`email_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reports_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_titles_id\`) REFERENCES \`job_titles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_categories_id\`) REFERENCES \`job_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousels_id\`) REFERENCES \`carousels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quick_links_id\`) REFERENCES \`quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`external_links_id\`) REFERENCES \`external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_routes_id\`) REFERENCES \`faq_routes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedbacks_id\`) REFERENCES \`feedbacks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_categories_id\`) REFERENCES \`feedback_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recommendation_answers_id\`) REFERENCES \`recommendation_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogs_id\`) REFERENCES \`catalogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalog_items_id\`) REFERENCES \`catalog_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`album_images_id\`) REFERENCES \`album_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaires_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_answers_id\`) REFERENCES \`questionnaire_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opening_dates_id\`) REFERENCES \`opening_dates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`routes_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seats_id\`) REFERENCES \`seats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservations_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_requests_id\`) REFERENCES \`auth_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`basic_statistics_id\`) REFERENCES \`basic_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`merge_statistics_id\`) REFERENCES \`merge_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mixin_statistics_id\`) REFERENCES \`mixin_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`front_report_settings_id\`) REFERENCES \`front_report_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manual_report_settings_id\`) REFERENCES \`manual_report_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`formula_report_settings_id\`) REFERENCES \`formula_report_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_original_settings_id\`) REFERENCES \`data_original_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`archives_id\`) REFERENCES \`archives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`email_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_titles_id_idx\` ON \`payload_locked_documents_rels\` (\`job_titles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`job_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousels_id_idx\` ON \`payload_locked_documents_rels\` (\`carousels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quick_links_id_idx\` ON \`payload_locked_documents_rels\` (\`quick_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_external_links_id_idx\` ON \`payload_locked_documents_rels\` (\`external_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_routes_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_routes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recommendation_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`recommendation_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalogs_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalog_items_id_idx\` ON \`payload_locked_documents_rels\` (\`catalog_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_album_images_id_idx\` ON \`payload_locked_documents_rels\` (\`album_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaires_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaires_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opening_dates_id_idx\` ON \`payload_locked_documents_rels\` (\`opening_dates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_routes_id_idx\` ON \`payload_locked_documents_rels\` (\`routes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seats_id_idx\` ON \`payload_locked_documents_rels\` (\`seats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_basic_statistics_id_idx\` ON \`payload_locked_documents_rels\` (\`basic_statistics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merge_statistics_id_idx\` ON \`payload_locked_documents_rels\` (\`merge_statistics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mixin_statistics_id_idx\` ON \`payload_locked_documents_rels\` (\`mixin_statistics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_front_report_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`front_report_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manual_report_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`manual_report_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_formula_report_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`formula_report_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_original_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`data_original_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_archives_id_idx\` ON \`payload_locked_documents_rels\` (\`archives_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_links_order_idx\` ON \`site_settings_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_links_parent_id_idx\` ON \`site_settings_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`library_name\` text DEFAULT '神農醫學圖書館' NOT NULL,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`address\` text,
  	\`opening_hours_note\` text,
  	\`integrated_search_url\` text DEFAULT 'https://search.worldcat.org/search?q={q}' NOT NULL,
  	\`holdings_search_url\` text DEFAULT 'https://search.worldcat.org/search?q={q}' NOT NULL,
  	\`pubmed_search_url\` text DEFAULT 'https://pubmed.ncbi.nlm.nih.gov/?term={q}' NOT NULL,
  	\`scholar_search_url\` text DEFAULT 'https://scholar.google.com/scholar?q={q}' NOT NULL,
  	\`patron_login_url\` text,
  	\`patron_forgot_password_url\` text,
  	\`accessibility_badge_image_url\` text,
  	\`accessibility_badge_link_url\` text DEFAULT 'https://accessibility.moda.gov.tw/',
  	\`accessibility_badge_alt\` text DEFAULT '通過AA等級無障礙網頁檢測',
  	\`analytics_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`module_notifiers_module_notifiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`module_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`module_notifiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`module_notifiers_module_notifiers_order_idx\` ON \`module_notifiers_module_notifiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`module_notifiers_module_notifiers_parent_id_idx\` ON \`module_notifiers_module_notifiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`module_notifiers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`carousel_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`speed\` numeric DEFAULT 5 NOT NULL,
  	\`size\` text DEFAULT 'Large' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`recommendation_questionnaire\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`question_groups\` text,
  	\`blocks\` text,
  	\`block_text\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`questionnaire_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`privacy_statement\` text,
  	\`announcement_content\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`opening_settings_opening_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`opening_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`opening_settings_opening_days_order_idx\` ON \`opening_settings_opening_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`opening_settings_opening_days_parent_idx\` ON \`opening_settings_opening_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`opening_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`opening_time\` text NOT NULL,
  	\`closing_time\` text NOT NULL,
  	\`temporary_announcement\` text,
  	\`temporary_link_url\` text,
  	\`temporary_image_url\` text,
  	\`background_color\` text,
  	\`text_color\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`room_reservation_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rooms_maximum_reservation_days\` numeric,
  	\`rooms_minimum_reservation_minutes\` numeric,
  	\`multiplier_for_rooms_minimum_reservation_minutes\` numeric,
  	\`rooms_maximum_weekly_reservation_minutes\` numeric,
  	\`rooms_start_delay_minutes\` numeric,
  	\`rooms_end_delay_minutes\` numeric,
  	\`rooms_allowed_external_reservation_count\` numeric,
  	\`rooms_reservation_description\` text,
  	\`rooms_reservation_image_url\` text,
  	\`rooms_recurrence_reservation_is_open\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`seat_reservation_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seats_maximum_reservation_days\` numeric,
  	\`seats_minimum_reservation_minutes\` numeric,
  	\`multiplier_for_seats_minimum_reservation_minutes\` numeric,
  	\`seats_maximum_weekly_reservation_minutes\` numeric,
  	\`seats_start_delay_minutes\` numeric,
  	\`seats_end_delay_minutes\` numeric,
  	\`seats_allowed_external_reservation_count\` numeric,
  	\`seats_reservation_description\` text,
  	\`seats_reservation_image_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`archives_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`temp_files_protection_minutes\` numeric DEFAULT 1440 NOT NULL,
  	\`temp_files_deletion_time_hour\` numeric DEFAULT 3 NOT NULL,
  	\`temp_files_deletion_time_minute\` numeric DEFAULT 0 NOT NULL,
  	\`last_purge_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`users_texts\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`DROP TABLE \`roles\`;`)
  await db.run(sql`DROP TABLE \`email_logs\`;`)
  await db.run(sql`DROP TABLE \`reports\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`job_titles\`;`)
  await db.run(sql`DROP TABLE \`job_categories\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`carousels\`;`)
  await db.run(sql`DROP TABLE \`quick_links\`;`)
  await db.run(sql`DROP TABLE \`external_links\`;`)
  await db.run(sql`DROP TABLE \`faq_routes\`;`)
  await db.run(sql`DROP TABLE \`faq_routes_rels\`;`)
  await db.run(sql`DROP TABLE \`faq_links\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_texts\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_texts\`;`)
  await db.run(sql`DROP TABLE \`faq_categories\`;`)
  await db.run(sql`DROP TABLE \`feedbacks_messages\`;`)
  await db.run(sql`DROP TABLE \`feedbacks\`;`)
  await db.run(sql`DROP TABLE \`feedback_categories\`;`)
  await db.run(sql`DROP TABLE \`recommendation_answers\`;`)
  await db.run(sql`DROP TABLE \`catalogs\`;`)
  await db.run(sql`DROP TABLE \`catalog_items\`;`)
  await db.run(sql`DROP TABLE \`albums\`;`)
  await db.run(sql`DROP TABLE \`album_images\`;`)
  await db.run(sql`DROP TABLE \`questionnaires_rounds\`;`)
  await db.run(sql`DROP TABLE \`questionnaires\`;`)
  await db.run(sql`DROP TABLE \`questionnaire_answers\`;`)
  await db.run(sql`DROP TABLE \`opening_dates\`;`)
  await db.run(sql`DROP TABLE \`routes\`;`)
  await db.run(sql`DROP TABLE \`routes_rels\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`rooms\`;`)
  await db.run(sql`DROP TABLE \`seats\`;`)
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`DROP TABLE \`auth_requests\`;`)
  await db.run(sql`DROP TABLE \`basic_statistics\`;`)
  await db.run(sql`DROP TABLE \`merge_statistics\`;`)
  await db.run(sql`DROP TABLE \`mixin_statistics\`;`)
  await db.run(sql`DROP TABLE \`front_report_settings\`;`)
  await db.run(sql`DROP TABLE \`manual_report_settings\`;`)
  await db.run(sql`DROP TABLE \`manual_report_settings_rels\`;`)
  await db.run(sql`DROP TABLE \`formula_report_settings\`;`)
  await db.run(sql`DROP TABLE \`data_original_settings\`;`)
  await db.run(sql`DROP TABLE \`data_original_settings_texts\`;`)
  await db.run(sql`DROP TABLE \`archives\`;`)
  await db.run(sql`DROP TABLE \`archives_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`module_notifiers_module_notifiers\`;`)
  await db.run(sql`DROP TABLE \`module_notifiers\`;`)
  await db.run(sql`DROP TABLE \`carousel_settings\`;`)
  await db.run(sql`DROP TABLE \`recommendation_questionnaire\`;`)
  await db.run(sql`DROP TABLE \`questionnaire_settings\`;`)
  await db.run(sql`DROP TABLE \`opening_settings_opening_days\`;`)
  await db.run(sql`DROP TABLE \`opening_settings\`;`)
  await db.run(sql`DROP TABLE \`room_reservation_settings\`;`)
  await db.run(sql`DROP TABLE \`seat_reservation_settings\`;`)
  await db.run(sql`DROP TABLE \`archives_settings\`;`)
}
