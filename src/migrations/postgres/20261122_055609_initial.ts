import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_account_status" AS ENUM('Enabled', 'Disabled', 'Locked');
  CREATE TYPE "public"."enum_email_logs_status" AS ENUM('Sent', 'Failed');
  CREATE TYPE "public"."enum_news_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faq_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_version_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum__faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_feedbacks_messages_sender" AS ENUM('client', 'staff');
  CREATE TYPE "public"."enum_feedbacks_status" AS ENUM('Pending', 'Replied', 'Responded', 'Closed');
  CREATE TYPE "public"."enum_feedbacks_author_kind" AS ENUM('Client', 'Librarian');
  CREATE TYPE "public"."enum_recommendation_answers_status" AS ENUM('Pending', 'Approved', 'Rejected', 'Closed');
  CREATE TYPE "public"."enum_questionnaires_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum_opening_dates_opening_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_routes_type" AS ENUM('Path', 'Url', 'Module', 'List', 'SinglePage');
  CREATE TYPE "public"."enum_routes_auth" AS ENUM('Public', 'Internal', 'Roles');
  CREATE TYPE "public"."enum_routes_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum_pages_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_content_status" AS ENUM('Drafting', 'Reviewing', 'Published', 'Returned');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_reservations_kind" AS ENUM('Seat', 'Room');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('Reserved', 'Cancelled');
  CREATE TYPE "public"."enum_auth_requests_module" AS ENUM('news', 'questionnaires', 'faqs', 'routes', 'pages');
  CREATE TYPE "public"."enum_auth_requests_status" AS ENUM('Pending', 'Approved', 'Rejected');
  CREATE TYPE "public"."enum_basic_statistics_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_merge_statistics_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_mixin_statistics_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_front_report_settings_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_manual_report_settings_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_formula_report_settings_status" AS ENUM('Enabled', 'Disabled');
  CREATE TYPE "public"."enum_archives_type" AS ENUM('Folder', 'File');
  CREATE TYPE "public"."enum_archives_auth" AS ENUM('Public', 'Internal', 'Roles');
  CREATE TYPE "public"."enum_archives_effective_auth" AS ENUM('Public', 'Internal', 'Roles');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTempFiles', 'notifyReviewers');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTempFiles', 'notifyReviewers');
  CREATE TYPE "public"."enum_module_notifiers_module_notifiers_module_name" AS ENUM('recommendations', 'feedbacks', 'reservations', 'auth-requests');
  CREATE TYPE "public"."enum_carousel_settings_size" AS ENUM('Large', 'Medium', 'Small');
  CREATE TYPE "public"."enum_opening_settings_opening_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone_number" varchar,
  	"account_status" "enum_users_account_status" DEFAULT 'Enabled' NOT NULL,
  	"must_change_password" boolean DEFAULT false,
  	"reset_code_hash" varchar,
  	"reset_code_expires_at" timestamp(3) with time zone,
  	"reset_code_attempts" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"roles_id" varchar
  );
  
  CREATE TABLE "roles" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"is_super_admin" boolean DEFAULT false,
  	"flags" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_logs" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"module" varchar NOT NULL,
  	"status" "enum_email_logs_status" NOT NULL,
  	"error" varchar,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"redacted" boolean DEFAULT false,
  	"resend_of_id" varchar,
  	"created_by_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reports" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"module" varchar NOT NULL,
  	"created_by_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "departments" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_titles" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_categories" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id_id" varchar,
  	"title" varchar,
  	"blocks" jsonb,
  	"block_text" varchar,
  	"status" "enum_news_content_status" DEFAULT 'Drafting',
  	"is_pined" boolean DEFAULT false,
  	"link" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"review_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" varchar,
  	"version_category_id_id" varchar,
  	"version_title" varchar,
  	"version_blocks" jsonb,
  	"version_block_text" varchar,
  	"version_status" "enum__news_v_version_content_status" DEFAULT 'Drafting',
  	"version_is_pined" boolean DEFAULT false,
  	"version_link" varchar,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "news_categories" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carousels" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_url" varchar,
  	"link_url" varchar,
  	"background_color" varchar,
  	"text_color" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quick_links" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"icon" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "external_links" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"link_url" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_routes" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"parent_id_id" varchar,
  	"name" varchar NOT NULL,
  	"sort" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_routes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_id" varchar
  );
  
  CREATE TABLE "faq_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_url" varchar,
  	"is_external" boolean DEFAULT false,
  	"category_id_id" varchar
  );
  
  CREATE TABLE "faq" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id_id" varchar,
  	"question" varchar,
  	"blocks" jsonb,
  	"block_text" varchar,
  	"status" "enum_faq_content_status" DEFAULT 'Drafting',
  	"sort" numeric DEFAULT 0,
  	"review_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faq_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_faq_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_url" varchar,
  	"is_external" boolean DEFAULT false,
  	"category_id_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" varchar,
  	"version_category_id_id" varchar,
  	"version_question" varchar,
  	"version_blocks" jsonb,
  	"version_block_text" varchar,
  	"version_status" "enum__faq_v_version_content_status" DEFAULT 'Drafting',
  	"version_sort" numeric DEFAULT 0,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_faq_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "faq_categories" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedbacks_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sender" "enum_feedbacks_messages_sender" NOT NULL,
  	"sender_name" varchar,
  	"message" varchar,
  	"photo_url" varchar,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "feedbacks" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id_id" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"respondent_name" varchar NOT NULL,
  	"respondent_email" varchar NOT NULL,
  	"respondent_phone_number" varchar,
  	"respondent_username" varchar,
  	"respondent_primary_department" varchar,
  	"respondent_secondary_department" varchar,
  	"respondent_job_title" varchar,
  	"respondent_job_category" varchar,
  	"status" "enum_feedbacks_status" DEFAULT 'Pending' NOT NULL,
  	"author_kind" "enum_feedbacks_author_kind" DEFAULT 'Client',
  	"is_allow_update_photo" boolean DEFAULT false,
  	"rating" numeric DEFAULT 5,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback_categories" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recommendation_answers" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"respondent_name" varchar NOT NULL,
  	"respondent_email" varchar NOT NULL,
  	"respondent_phone_number" varchar,
  	"respondent_username" varchar,
  	"respondent_primary_department" varchar,
  	"respondent_secondary_department" varchar,
  	"respondent_job_title" varchar,
  	"respondent_job_category" varchar,
  	"answers" jsonb,
  	"status" "enum_recommendation_answers_status" DEFAULT 'Pending' NOT NULL,
  	"replied_content" varchar,
  	"name" varchar,
  	"isbn" varchar,
  	"barcode" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalogs" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"highlighted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalog_items" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"catalog_id_id" varchar NOT NULL,
  	"resource_number" varchar NOT NULL,
  	"barcode" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"isbn" varchar,
  	"url" varchar,
  	"intro_url" varchar,
  	"cover_image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "albums" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"description" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"enabled" boolean DEFAULT true,
  	"count" numeric DEFAULT 0,
  	"cover_image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "album_images" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"album_id_id" varchar,
  	"image_url" varchar NOT NULL,
  	"description" varchar,
  	"highlighted" boolean DEFAULT false,
  	"is_cover" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaires_rounds" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone
  );
  
  CREATE TABLE "questionnaires" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"blocks" jsonb,
  	"block_text" varchar,
  	"status" "enum_questionnaires_content_status" DEFAULT 'Drafting' NOT NULL,
  	"enabled_statement" boolean DEFAULT false,
  	"is_enable" boolean DEFAULT false,
  	"is_fillable" boolean DEFAULT false,
  	"conclusion" varchar,
  	"question_groups" jsonb,
  	"modified_user_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaire_answers" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"questionnaire_id_id" varchar NOT NULL,
  	"round_id" varchar,
  	"question_groups" jsonb,
  	"respondent_name" varchar NOT NULL,
  	"respondent_email" varchar NOT NULL,
  	"respondent_phone_number" varchar,
  	"respondent_username" varchar,
  	"respondent_primary_department" varchar,
  	"respondent_secondary_department" varchar,
  	"respondent_job_title" varchar,
  	"respondent_job_category" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "opening_dates" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"opening_status" "enum_opening_dates_opening_status" NOT NULL,
  	"announcement" varchar,
  	"link_url" varchar,
  	"image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "routes" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"parent_id_id" varchar,
  	"name" varchar NOT NULL,
  	"type" "enum_routes_type" DEFAULT 'Path' NOT NULL,
  	"url" varchar,
  	"open_new_page" boolean DEFAULT false,
  	"module_name" varchar,
  	"auth" "enum_routes_auth" DEFAULT 'Public' NOT NULL,
  	"blocks" jsonb,
  	"block_text" varchar,
  	"status" "enum_routes_content_status" DEFAULT 'Published' NOT NULL,
  	"sort" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "routes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"roles_id" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"cover_image_url" varchar,
  	"description" varchar,
  	"blocks" jsonb,
  	"block_text" varchar,
  	"status" "enum_pages_content_status" DEFAULT 'Drafting',
  	"route_id_id" varchar,
  	"review_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" varchar,
  	"version_title" varchar,
  	"version_cover_image_url" varchar,
  	"version_description" varchar,
  	"version_blocks" jsonb,
  	"version_block_text" varchar,
  	"version_status" "enum__pages_v_version_content_status" DEFAULT 'Drafting',
  	"version_route_id_id" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "rooms" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"image_url" varchar,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seats" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"room_id_id" varchar,
  	"number" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reservations" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_reservations_kind" NOT NULL,
  	"seat_id_id" varchar,
  	"room_id_id" varchar,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"name" varchar NOT NULL,
  	"phone_number" varchar,
  	"email" varchar,
  	"primary_department" varchar,
  	"secondary_department" varchar,
  	"job_title" varchar,
  	"purpose" varchar,
  	"user_count" numeric,
  	"note" varchar,
  	"username" varchar,
  	"is_external" boolean DEFAULT false,
  	"annotation" varchar,
  	"status" "enum_reservations_status" DEFAULT 'Reserved' NOT NULL,
  	"cancel_reason" varchar,
  	"recurrence_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_requests" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"module" "enum_auth_requests_module" NOT NULL,
  	"document_id" varchar NOT NULL,
  	"title" varchar,
  	"status" "enum_auth_requests_status" DEFAULT 'Pending' NOT NULL,
  	"requested_by_id" varchar,
  	"reviewed_by_id" varchar,
  	"reason" varchar,
  	"snapshot" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "basic_statistics" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"items" jsonb,
  	"status" "enum_basic_statistics_status" DEFAULT 'Enabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "merge_statistics" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"merge_items" jsonb,
  	"status" "enum_merge_statistics_status" DEFAULT 'Enabled' NOT NULL,
  	"remark" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mixin_statistics" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"merge_report_id_id" varchar,
  	"mixin_items" jsonb,
  	"extra_statistics" jsonb,
  	"status" "enum_mixin_statistics_status" DEFAULT 'Enabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "front_report_settings" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"report_type" varchar,
  	"fields" jsonb,
  	"status" "enum_front_report_settings_status" DEFAULT 'Enabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manual_report_settings" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"based_latest_value" boolean DEFAULT false,
  	"fields" jsonb,
  	"status" "enum_manual_report_settings_status" DEFAULT 'Enabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manual_report_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" varchar
  );
  
  CREATE TABLE "formula_report_settings" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"count_items" jsonb,
  	"status" "enum_formula_report_settings_status" DEFAULT 'Enabled' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_original_settings" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"customer_id" varchar,
  	"requestor_id" varchar,
  	"api_key" varchar,
  	"platform" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_original_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "archives" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_archives_type" NOT NULL,
  	"parent_id" varchar,
  	"path" varchar DEFAULT '',
  	"root_folder_id" varchar,
  	"system_key" varchar,
  	"is_module_folder" boolean DEFAULT false,
  	"module" varchar,
  	"extension" varchar,
  	"mime_type" varchar,
  	"size" numeric,
  	"storage_key" varchar,
  	"thumbnail_key" varchar,
  	"download_count" numeric DEFAULT 0,
  	"auth" "enum_archives_auth" DEFAULT 'Internal',
  	"effective_auth" "enum_archives_effective_auth" DEFAULT 'Internal',
  	"created_user_id" varchar,
  	"in_recycle_bin" boolean DEFAULT false,
  	"deleted_from_id" varchar,
  	"deleted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "archives_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"roles_id" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" varchar,
  	"roles_id" varchar,
  	"email_logs_id" varchar,
  	"reports_id" varchar,
  	"departments_id" varchar,
  	"job_titles_id" varchar,
  	"job_categories_id" varchar,
  	"news_id" varchar,
  	"news_categories_id" varchar,
  	"carousels_id" varchar,
  	"quick_links_id" varchar,
  	"external_links_id" varchar,
  	"faq_routes_id" varchar,
  	"faq_id" varchar,
  	"faq_categories_id" varchar,
  	"feedbacks_id" varchar,
  	"feedback_categories_id" varchar,
  	"recommendation_answers_id" varchar,
  	"catalogs_id" varchar,
  	"catalog_items_id" varchar,
  	"albums_id" varchar,
  	"album_images_id" varchar,
  	"questionnaires_id" varchar,
  	"questionnaire_answers_id" varchar,
  	"opening_dates_id" varchar,
  	"routes_id" varchar,
  	"pages_id" varchar,
  	"rooms_id" varchar,
  	"seats_id" varchar,
  	"reservations_id" varchar,
  	"auth_requests_id" varchar,
  	"basic_statistics_id" varchar,
  	"merge_statistics_id" varchar,
  	"mixin_statistics_id" varchar,
  	"front_report_settings_id" varchar,
  	"manual_report_settings_id" varchar,
  	"formula_report_settings_id" varchar,
  	"data_original_settings_id" varchar,
  	"archives_id" varchar
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" varchar
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"library_name" varchar DEFAULT '神農醫學圖書館' NOT NULL,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"address" varchar,
  	"opening_hours_note" varchar,
  	"integrated_search_url" varchar DEFAULT 'https://search.worldcat.org/search?q={q}' NOT NULL,
  	"holdings_search_url" varchar DEFAULT 'https://search.worldcat.org/search?q={q}' NOT NULL,
  	"pubmed_search_url" varchar DEFAULT 'https://pubmed.ncbi.nlm.nih.gov/?term={q}' NOT NULL,
  	"scholar_search_url" varchar DEFAULT 'https://scholar.google.com/scholar?q={q}' NOT NULL,
  	"patron_login_url" varchar,
  	"patron_forgot_password_url" varchar,
  	"accessibility_badge_image_url" varchar,
  	"accessibility_badge_link_url" varchar DEFAULT 'https://accessibility.moda.gov.tw/',
  	"accessibility_badge_alt" varchar DEFAULT '通過AA等級無障礙網頁檢測',
  	"analytics_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "module_notifiers_module_notifiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"module_name" "enum_module_notifiers_module_notifiers_module_name" NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "module_notifiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "carousel_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"speed" numeric DEFAULT 5 NOT NULL,
  	"size" "enum_carousel_settings_size" DEFAULT 'Large' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "recommendation_questionnaire" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"question_groups" jsonb,
  	"blocks" jsonb,
  	"block_text" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "questionnaire_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"privacy_statement" varchar,
  	"announcement_content" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "opening_settings_opening_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_opening_settings_opening_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "opening_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"opening_time" varchar NOT NULL,
  	"closing_time" varchar NOT NULL,
  	"temporary_announcement" varchar,
  	"temporary_link_url" varchar,
  	"temporary_image_url" varchar,
  	"background_color" varchar,
  	"text_color" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "room_reservation_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rooms_maximum_reservation_days" numeric,
  	"rooms_minimum_reservation_minutes" numeric,
  	"multiplier_for_rooms_minimum_reservation_minutes" numeric,
  	"rooms_maximum_weekly_reservation_minutes" numeric,
  	"rooms_start_delay_minutes" numeric,
  	"rooms_end_delay_minutes" numeric,
  	"rooms_allowed_external_reservation_count" numeric,
  	"rooms_reservation_description" varchar,
  	"rooms_reservation_image_url" varchar,
  	"rooms_recurrence_reservation_is_open" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "seat_reservation_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seats_maximum_reservation_days" numeric,
  	"seats_minimum_reservation_minutes" numeric,
  	"multiplier_for_seats_minimum_reservation_minutes" numeric,
  	"seats_maximum_weekly_reservation_minutes" numeric,
  	"seats_start_delay_minutes" numeric,
  	"seats_end_delay_minutes" numeric,
  	"seats_allowed_external_reservation_count" numeric,
  	"seats_reservation_description" varchar,
  	"seats_reservation_image_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "archives_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"temp_files_protection_minutes" numeric DEFAULT 1440 NOT NULL,
  	"temp_files_deletion_time_hour" numeric DEFAULT 3 NOT NULL,
  	"temp_files_deletion_time_minute" numeric DEFAULT 0 NOT NULL,
  	"last_purge_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_texts" ADD CONSTRAINT "users_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_resend_of_id_email_logs_id_fk" FOREIGN KEY ("resend_of_id") REFERENCES "public"."email_logs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_category_id_id_news_categories_id_fk" FOREIGN KEY ("category_id_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_category_id_id_news_categories_id_fk" FOREIGN KEY ("version_category_id_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_routes" ADD CONSTRAINT "faq_routes_parent_id_id_faq_routes_id_fk" FOREIGN KEY ("parent_id_id") REFERENCES "public"."faq_routes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_routes_rels" ADD CONSTRAINT "faq_routes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_routes_rels" ADD CONSTRAINT "faq_routes_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_links" ADD CONSTRAINT "faq_links_category_id_id_faq_categories_id_fk" FOREIGN KEY ("category_id_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_links" ADD CONSTRAINT "faq_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq" ADD CONSTRAINT "faq_category_id_id_faq_categories_id_fk" FOREIGN KEY ("category_id_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_texts" ADD CONSTRAINT "faq_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_version_links" ADD CONSTRAINT "_faq_v_version_links_category_id_id_faq_categories_id_fk" FOREIGN KEY ("category_id_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v_version_links" ADD CONSTRAINT "_faq_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_faq_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_version_category_id_id_faq_categories_id_fk" FOREIGN KEY ("version_category_id_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v_texts" ADD CONSTRAINT "_faq_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feedbacks_messages" ADD CONSTRAINT "feedbacks_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_category_id_id_feedback_categories_id_fk" FOREIGN KEY ("category_id_id") REFERENCES "public"."feedback_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_catalog_id_id_catalogs_id_fk" FOREIGN KEY ("catalog_id_id") REFERENCES "public"."catalogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "album_images" ADD CONSTRAINT "album_images_album_id_id_albums_id_fk" FOREIGN KEY ("album_id_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaires_rounds" ADD CONSTRAINT "questionnaires_rounds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_modified_user_id_users_id_fk" FOREIGN KEY ("modified_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_questionnaire_id_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "routes" ADD CONSTRAINT "routes_parent_id_id_routes_id_fk" FOREIGN KEY ("parent_id_id") REFERENCES "public"."routes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "routes_rels" ADD CONSTRAINT "routes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "routes_rels" ADD CONSTRAINT "routes_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_route_id_id_routes_id_fk" FOREIGN KEY ("route_id_id") REFERENCES "public"."routes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_route_id_id_routes_id_fk" FOREIGN KEY ("version_route_id_id") REFERENCES "public"."routes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seats" ADD CONSTRAINT "seats_room_id_id_rooms_id_fk" FOREIGN KEY ("room_id_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_seat_id_id_seats_id_fk" FOREIGN KEY ("seat_id_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_id_id_rooms_id_fk" FOREIGN KEY ("room_id_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auth_requests" ADD CONSTRAINT "auth_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auth_requests" ADD CONSTRAINT "auth_requests_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mixin_statistics" ADD CONSTRAINT "mixin_statistics_merge_report_id_id_merge_statistics_id_fk" FOREIGN KEY ("merge_report_id_id") REFERENCES "public"."merge_statistics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manual_report_settings_rels" ADD CONSTRAINT "manual_report_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."manual_report_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "manual_report_settings_rels" ADD CONSTRAINT "manual_report_settings_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_original_settings_texts" ADD CONSTRAINT "data_original_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."data_original_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "archives" ADD CONSTRAINT "archives_parent_id_archives_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "archives" ADD CONSTRAINT "archives_root_folder_id_archives_id_fk" FOREIGN KEY ("root_folder_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "archives" ADD CONSTRAINT "archives_created_user_id_users_id_fk" FOREIGN KEY ("created_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "archives" ADD CONSTRAINT "archives_deleted_from_id_archives_id_fk" FOREIGN KEY ("deleted_from_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "archives_rels" ADD CONSTRAINT "archives_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "archives_rels" ADD CONSTRAINT "archives_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_logs_fk" FOREIGN KEY ("email_logs_id") REFERENCES "public"."email_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reports_fk" FOREIGN KEY ("reports_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_titles_fk" FOREIGN KEY ("job_titles_id") REFERENCES "public"."job_titles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_categories_fk" FOREIGN KEY ("job_categories_id") REFERENCES "public"."job_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carousels_fk" FOREIGN KEY ("carousels_id") REFERENCES "public"."carousels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quick_links_fk" FOREIGN KEY ("quick_links_id") REFERENCES "public"."quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_external_links_fk" FOREIGN KEY ("external_links_id") REFERENCES "public"."external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_routes_fk" FOREIGN KEY ("faq_routes_id") REFERENCES "public"."faq_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_categories_fk" FOREIGN KEY ("faq_categories_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedbacks_fk" FOREIGN KEY ("feedbacks_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_categories_fk" FOREIGN KEY ("feedback_categories_id") REFERENCES "public"."feedback_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recommendation_answers_fk" FOREIGN KEY ("recommendation_answers_id") REFERENCES "public"."recommendation_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogs_fk" FOREIGN KEY ("catalogs_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalog_items_fk" FOREIGN KEY ("catalog_items_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_album_images_fk" FOREIGN KEY ("album_images_id") REFERENCES "public"."album_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaires_fk" FOREIGN KEY ("questionnaires_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_answers_fk" FOREIGN KEY ("questionnaire_answers_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opening_dates_fk" FOREIGN KEY ("opening_dates_id") REFERENCES "public"."opening_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_routes_fk" FOREIGN KEY ("routes_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seats_fk" FOREIGN KEY ("seats_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_requests_fk" FOREIGN KEY ("auth_requests_id") REFERENCES "public"."auth_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_basic_statistics_fk" FOREIGN KEY ("basic_statistics_id") REFERENCES "public"."basic_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merge_statistics_fk" FOREIGN KEY ("merge_statistics_id") REFERENCES "public"."merge_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mixin_statistics_fk" FOREIGN KEY ("mixin_statistics_id") REFERENCES "public"."mixin_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_front_report_settings_fk" FOREIGN KEY ("front_report_settings_id") REFERENCES "public"."front_report_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manual_report_settings_fk" FOREIGN KEY ("manual_report_settings_id") REFERENCES "public"."manual_report_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_formula_report_settings_fk" FOREIGN KEY ("formula_report_settings_id") REFERENCES "public"."formula_report_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_original_settings_fk" FOREIGN KEY ("data_original_settings_id") REFERENCES "public"."data_original_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_archives_fk" FOREIGN KEY ("archives_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links" ADD CONSTRAINT "site_settings_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "module_notifiers_module_notifiers" ADD CONSTRAINT "module_notifiers_module_notifiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."module_notifiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opening_settings_opening_days" ADD CONSTRAINT "opening_settings_opening_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."opening_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "users_texts_order_parent" ON "users_texts" USING btree ("order","parent_id");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_roles_id_idx" ON "users_rels" USING btree ("roles_id");
  CREATE UNIQUE INDEX "roles_name_idx" ON "roles" USING btree ("name");
  CREATE INDEX "roles_updated_at_idx" ON "roles" USING btree ("updated_at");
  CREATE INDEX "roles_created_at_idx" ON "roles" USING btree ("created_at");
  CREATE INDEX "email_logs_to_idx" ON "email_logs" USING btree ("to");
  CREATE INDEX "email_logs_module_idx" ON "email_logs" USING btree ("module");
  CREATE INDEX "email_logs_status_idx" ON "email_logs" USING btree ("status");
  CREATE INDEX "email_logs_sent_at_idx" ON "email_logs" USING btree ("sent_at");
  CREATE INDEX "email_logs_resend_of_idx" ON "email_logs" USING btree ("resend_of_id");
  CREATE INDEX "email_logs_created_by_idx" ON "email_logs" USING btree ("created_by_id");
  CREATE INDEX "email_logs_updated_at_idx" ON "email_logs" USING btree ("updated_at");
  CREATE INDEX "email_logs_created_at_idx" ON "email_logs" USING btree ("created_at");
  CREATE INDEX "reports_name_idx" ON "reports" USING btree ("name");
  CREATE INDEX "reports_module_idx" ON "reports" USING btree ("module");
  CREATE INDEX "reports_created_by_idx" ON "reports" USING btree ("created_by_id");
  CREATE INDEX "reports_updated_at_idx" ON "reports" USING btree ("updated_at");
  CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "reports_filename_idx" ON "reports" USING btree ("filename");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "job_titles_updated_at_idx" ON "job_titles" USING btree ("updated_at");
  CREATE INDEX "job_titles_created_at_idx" ON "job_titles" USING btree ("created_at");
  CREATE INDEX "job_categories_updated_at_idx" ON "job_categories" USING btree ("updated_at");
  CREATE INDEX "job_categories_created_at_idx" ON "job_categories" USING btree ("created_at");
  CREATE INDEX "news_category_id_idx" ON "news" USING btree ("category_id_id");
  CREATE INDEX "news_status_idx" ON "news" USING btree ("status");
  CREATE INDEX "news_start_date_idx" ON "news" USING btree ("start_date");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_category_id_idx" ON "_news_v" USING btree ("version_category_id_id");
  CREATE INDEX "_news_v_version_version_status_idx" ON "_news_v" USING btree ("version_status");
  CREATE INDEX "_news_v_version_version_start_date_idx" ON "_news_v" USING btree ("version_start_date");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE INDEX "carousels_start_date_idx" ON "carousels" USING btree ("start_date");
  CREATE INDEX "carousels_updated_at_idx" ON "carousels" USING btree ("updated_at");
  CREATE INDEX "carousels_created_at_idx" ON "carousels" USING btree ("created_at");
  CREATE INDEX "quick_links_updated_at_idx" ON "quick_links" USING btree ("updated_at");
  CREATE INDEX "quick_links_created_at_idx" ON "quick_links" USING btree ("created_at");
  CREATE INDEX "external_links_updated_at_idx" ON "external_links" USING btree ("updated_at");
  CREATE INDEX "external_links_created_at_idx" ON "external_links" USING btree ("created_at");
  CREATE INDEX "faq_routes_parent_id_idx" ON "faq_routes" USING btree ("parent_id_id");
  CREATE INDEX "faq_routes_updated_at_idx" ON "faq_routes" USING btree ("updated_at");
  CREATE INDEX "faq_routes_created_at_idx" ON "faq_routes" USING btree ("created_at");
  CREATE INDEX "faq_routes_rels_order_idx" ON "faq_routes_rels" USING btree ("order");
  CREATE INDEX "faq_routes_rels_parent_idx" ON "faq_routes_rels" USING btree ("parent_id");
  CREATE INDEX "faq_routes_rels_path_idx" ON "faq_routes_rels" USING btree ("path");
  CREATE INDEX "faq_routes_rels_faq_id_idx" ON "faq_routes_rels" USING btree ("faq_id");
  CREATE INDEX "faq_links_order_idx" ON "faq_links" USING btree ("_order");
  CREATE INDEX "faq_links_parent_id_idx" ON "faq_links" USING btree ("_parent_id");
  CREATE INDEX "faq_links_category_id_idx" ON "faq_links" USING btree ("category_id_id");
  CREATE INDEX "faq_category_id_idx" ON "faq" USING btree ("category_id_id");
  CREATE INDEX "faq_status_idx" ON "faq" USING btree ("status");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE INDEX "faq__status_idx" ON "faq" USING btree ("_status");
  CREATE INDEX "faq_texts_order_parent" ON "faq_texts" USING btree ("order","parent_id");
  CREATE INDEX "_faq_v_version_links_order_idx" ON "_faq_v_version_links" USING btree ("_order");
  CREATE INDEX "_faq_v_version_links_parent_id_idx" ON "_faq_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_faq_v_version_links_category_id_idx" ON "_faq_v_version_links" USING btree ("category_id_id");
  CREATE INDEX "_faq_v_parent_idx" ON "_faq_v" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_version_category_id_idx" ON "_faq_v" USING btree ("version_category_id_id");
  CREATE INDEX "_faq_v_version_version_status_idx" ON "_faq_v" USING btree ("version_status");
  CREATE INDEX "_faq_v_version_version_updated_at_idx" ON "_faq_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_v_version_version_created_at_idx" ON "_faq_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_v_version_version__status_idx" ON "_faq_v" USING btree ("version__status");
  CREATE INDEX "_faq_v_created_at_idx" ON "_faq_v" USING btree ("created_at");
  CREATE INDEX "_faq_v_updated_at_idx" ON "_faq_v" USING btree ("updated_at");
  CREATE INDEX "_faq_v_latest_idx" ON "_faq_v" USING btree ("latest");
  CREATE INDEX "_faq_v_texts_order_parent" ON "_faq_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "faq_categories_updated_at_idx" ON "faq_categories" USING btree ("updated_at");
  CREATE INDEX "faq_categories_created_at_idx" ON "faq_categories" USING btree ("created_at");
  CREATE INDEX "feedbacks_messages_order_idx" ON "feedbacks_messages" USING btree ("_order");
  CREATE INDEX "feedbacks_messages_parent_id_idx" ON "feedbacks_messages" USING btree ("_parent_id");
  CREATE INDEX "feedbacks_category_id_idx" ON "feedbacks" USING btree ("category_id_id");
  CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status");
  CREATE INDEX "feedbacks_updated_at_idx" ON "feedbacks" USING btree ("updated_at");
  CREATE INDEX "feedbacks_created_at_idx" ON "feedbacks" USING btree ("created_at");
  CREATE INDEX "feedback_categories_updated_at_idx" ON "feedback_categories" USING btree ("updated_at");
  CREATE INDEX "feedback_categories_created_at_idx" ON "feedback_categories" USING btree ("created_at");
  CREATE INDEX "recommendation_answers_status_idx" ON "recommendation_answers" USING btree ("status");
  CREATE INDEX "recommendation_answers_updated_at_idx" ON "recommendation_answers" USING btree ("updated_at");
  CREATE INDEX "recommendation_answers_created_at_idx" ON "recommendation_answers" USING btree ("created_at");
  CREATE INDEX "catalogs_date_idx" ON "catalogs" USING btree ("date");
  CREATE INDEX "catalogs_updated_at_idx" ON "catalogs" USING btree ("updated_at");
  CREATE INDEX "catalogs_created_at_idx" ON "catalogs" USING btree ("created_at");
  CREATE INDEX "catalog_items_catalog_id_idx" ON "catalog_items" USING btree ("catalog_id_id");
  CREATE INDEX "catalog_items_updated_at_idx" ON "catalog_items" USING btree ("updated_at");
  CREATE INDEX "catalog_items_created_at_idx" ON "catalog_items" USING btree ("created_at");
  CREATE INDEX "albums_date_idx" ON "albums" USING btree ("date");
  CREATE INDEX "albums_start_date_idx" ON "albums" USING btree ("start_date");
  CREATE INDEX "albums_updated_at_idx" ON "albums" USING btree ("updated_at");
  CREATE INDEX "albums_created_at_idx" ON "albums" USING btree ("created_at");
  CREATE INDEX "album_images_album_id_idx" ON "album_images" USING btree ("album_id_id");
  CREATE INDEX "album_images_updated_at_idx" ON "album_images" USING btree ("updated_at");
  CREATE INDEX "album_images_created_at_idx" ON "album_images" USING btree ("created_at");
  CREATE INDEX "questionnaires_rounds_order_idx" ON "questionnaires_rounds" USING btree ("_order");
  CREATE INDEX "questionnaires_rounds_parent_id_idx" ON "questionnaires_rounds" USING btree ("_parent_id");
  CREATE INDEX "questionnaires_status_idx" ON "questionnaires" USING btree ("status");
  CREATE INDEX "questionnaires_modified_user_idx" ON "questionnaires" USING btree ("modified_user_id");
  CREATE INDEX "questionnaires_updated_at_idx" ON "questionnaires" USING btree ("updated_at");
  CREATE INDEX "questionnaires_created_at_idx" ON "questionnaires" USING btree ("created_at");
  CREATE INDEX "questionnaire_answers_questionnaire_id_idx" ON "questionnaire_answers" USING btree ("questionnaire_id_id");
  CREATE INDEX "questionnaire_answers_round_id_idx" ON "questionnaire_answers" USING btree ("round_id");
  CREATE INDEX "questionnaire_answers_updated_at_idx" ON "questionnaire_answers" USING btree ("updated_at");
  CREATE INDEX "questionnaire_answers_created_at_idx" ON "questionnaire_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "opening_dates_date_idx" ON "opening_dates" USING btree ("date");
  CREATE INDEX "opening_dates_updated_at_idx" ON "opening_dates" USING btree ("updated_at");
  CREATE INDEX "opening_dates_created_at_idx" ON "opening_dates" USING btree ("created_at");
  CREATE INDEX "routes_parent_id_idx" ON "routes" USING btree ("parent_id_id");
  CREATE INDEX "routes_status_idx" ON "routes" USING btree ("status");
  CREATE INDEX "routes_updated_at_idx" ON "routes" USING btree ("updated_at");
  CREATE INDEX "routes_created_at_idx" ON "routes" USING btree ("created_at");
  CREATE INDEX "routes_rels_order_idx" ON "routes_rels" USING btree ("order");
  CREATE INDEX "routes_rels_parent_idx" ON "routes_rels" USING btree ("parent_id");
  CREATE INDEX "routes_rels_path_idx" ON "routes_rels" USING btree ("path");
  CREATE INDEX "routes_rels_roles_id_idx" ON "routes_rels" USING btree ("roles_id");
  CREATE INDEX "pages_status_idx" ON "pages" USING btree ("status");
  CREATE INDEX "pages_route_id_idx" ON "pages" USING btree ("route_id_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_status_idx" ON "_pages_v" USING btree ("version_status");
  CREATE INDEX "_pages_v_version_version_route_id_idx" ON "_pages_v" USING btree ("version_route_id_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "rooms_updated_at_idx" ON "rooms" USING btree ("updated_at");
  CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");
  CREATE INDEX "seats_room_id_idx" ON "seats" USING btree ("room_id_id");
  CREATE INDEX "seats_updated_at_idx" ON "seats" USING btree ("updated_at");
  CREATE INDEX "seats_created_at_idx" ON "seats" USING btree ("created_at");
  CREATE INDEX "reservations_kind_idx" ON "reservations" USING btree ("kind");
  CREATE INDEX "reservations_seat_id_idx" ON "reservations" USING btree ("seat_id_id");
  CREATE INDEX "reservations_room_id_idx" ON "reservations" USING btree ("room_id_id");
  CREATE INDEX "reservations_start_date_idx" ON "reservations" USING btree ("start_date");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_recurrence_id_idx" ON "reservations" USING btree ("recurrence_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE INDEX "auth_requests_module_idx" ON "auth_requests" USING btree ("module");
  CREATE INDEX "auth_requests_document_id_idx" ON "auth_requests" USING btree ("document_id");
  CREATE INDEX "auth_requests_status_idx" ON "auth_requests" USING btree ("status");
  CREATE INDEX "auth_requests_requested_by_idx" ON "auth_requests" USING btree ("requested_by_id");
  CREATE INDEX "auth_requests_reviewed_by_idx" ON "auth_requests" USING btree ("reviewed_by_id");
  CREATE INDEX "auth_requests_updated_at_idx" ON "auth_requests" USING btree ("updated_at");
  CREATE INDEX "auth_requests_created_at_idx" ON "auth_requests" USING btree ("created_at");
  CREATE INDEX "basic_statistics_updated_at_idx" ON "basic_statistics" USING btree ("updated_at");
  CREATE INDEX "basic_statistics_created_at_idx" ON "basic_statistics" USING btree ("created_at");
  CREATE INDEX "merge_statistics_updated_at_idx" ON "merge_statistics" USING btree ("updated_at");
  CREATE INDEX "merge_statistics_created_at_idx" ON "merge_statistics" USING btree ("created_at");
  CREATE INDEX "mixin_statistics_merge_report_id_idx" ON "mixin_statistics" USING btree ("merge_report_id_id");
  CREATE INDEX "mixin_statistics_updated_at_idx" ON "mixin_statistics" USING btree ("updated_at");
  CREATE INDEX "mixin_statistics_created_at_idx" ON "mixin_statistics" USING btree ("created_at");
  CREATE INDEX "front_report_settings_updated_at_idx" ON "front_report_settings" USING btree ("updated_at");
  CREATE INDEX "front_report_settings_created_at_idx" ON "front_report_settings" USING btree ("created_at");
  CREATE INDEX "manual_report_settings_updated_at_idx" ON "manual_report_settings" USING btree ("updated_at");
  CREATE INDEX "manual_report_settings_created_at_idx" ON "manual_report_settings" USING btree ("created_at");
  CREATE INDEX "manual_report_settings_rels_order_idx" ON "manual_report_settings_rels" USING btree ("order");
  CREATE INDEX "manual_report_settings_rels_parent_idx" ON "manual_report_settings_rels" USING btree ("parent_id");
  CREATE INDEX "manual_report_settings_rels_path_idx" ON "manual_report_settings_rels" USING btree ("path");
  CREATE INDEX "manual_report_settings_rels_users_id_idx" ON "manual_report_settings_rels" USING btree ("users_id");
  CREATE INDEX "formula_report_settings_updated_at_idx" ON "formula_report_settings" USING btree ("updated_at");
  CREATE INDEX "formula_report_settings_created_at_idx" ON "formula_report_settings" USING btree ("created_at");
  CREATE INDEX "data_original_settings_updated_at_idx" ON "data_original_settings" USING btree ("updated_at");
  CREATE INDEX "data_original_settings_created_at_idx" ON "data_original_settings" USING btree ("created_at");
  CREATE INDEX "data_original_settings_texts_order_parent" ON "data_original_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "archives_name_idx" ON "archives" USING btree ("name");
  CREATE INDEX "archives_type_idx" ON "archives" USING btree ("type");
  CREATE INDEX "archives_parent_idx" ON "archives" USING btree ("parent_id");
  CREATE INDEX "archives_path_idx" ON "archives" USING btree ("path");
  CREATE INDEX "archives_root_folder_idx" ON "archives" USING btree ("root_folder_id");
  CREATE INDEX "archives_system_key_idx" ON "archives" USING btree ("system_key");
  CREATE INDEX "archives_effective_auth_idx" ON "archives" USING btree ("effective_auth");
  CREATE INDEX "archives_created_user_idx" ON "archives" USING btree ("created_user_id");
  CREATE INDEX "archives_in_recycle_bin_idx" ON "archives" USING btree ("in_recycle_bin");
  CREATE INDEX "archives_deleted_from_idx" ON "archives" USING btree ("deleted_from_id");
  CREATE INDEX "archives_updated_at_idx" ON "archives" USING btree ("updated_at");
  CREATE INDEX "archives_created_at_idx" ON "archives" USING btree ("created_at");
  CREATE INDEX "archives_rels_order_idx" ON "archives_rels" USING btree ("order");
  CREATE INDEX "archives_rels_parent_idx" ON "archives_rels" USING btree ("parent_id");
  CREATE INDEX "archives_rels_path_idx" ON "archives_rels" USING btree ("path");
  CREATE INDEX "archives_rels_roles_id_idx" ON "archives_rels" USING btree ("roles_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_roles_id_idx" ON "payload_locked_documents_rels" USING btree ("roles_id");
  CREATE INDEX "payload_locked_documents_rels_email_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("email_logs_id");
  CREATE INDEX "payload_locked_documents_rels_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("reports_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_job_titles_id_idx" ON "payload_locked_documents_rels" USING btree ("job_titles_id");
  CREATE INDEX "payload_locked_documents_rels_job_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("job_categories_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");
  CREATE INDEX "payload_locked_documents_rels_carousels_id_idx" ON "payload_locked_documents_rels" USING btree ("carousels_id");
  CREATE INDEX "payload_locked_documents_rels_quick_links_id_idx" ON "payload_locked_documents_rels" USING btree ("quick_links_id");
  CREATE INDEX "payload_locked_documents_rels_external_links_id_idx" ON "payload_locked_documents_rels" USING btree ("external_links_id");
  CREATE INDEX "payload_locked_documents_rels_faq_routes_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_routes_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");
  CREATE INDEX "payload_locked_documents_rels_faq_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_categories_id");
  CREATE INDEX "payload_locked_documents_rels_feedbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("feedbacks_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_categories_id");
  CREATE INDEX "payload_locked_documents_rels_recommendation_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("recommendation_answers_id");
  CREATE INDEX "payload_locked_documents_rels_catalogs_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogs_id");
  CREATE INDEX "payload_locked_documents_rels_catalog_items_id_idx" ON "payload_locked_documents_rels" USING btree ("catalog_items_id");
  CREATE INDEX "payload_locked_documents_rels_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("albums_id");
  CREATE INDEX "payload_locked_documents_rels_album_images_id_idx" ON "payload_locked_documents_rels" USING btree ("album_images_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaires_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaires_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaire_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_answers_id");
  CREATE INDEX "payload_locked_documents_rels_opening_dates_id_idx" ON "payload_locked_documents_rels" USING btree ("opening_dates_id");
  CREATE INDEX "payload_locked_documents_rels_routes_id_idx" ON "payload_locked_documents_rels" USING btree ("routes_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("rooms_id");
  CREATE INDEX "payload_locked_documents_rels_seats_id_idx" ON "payload_locked_documents_rels" USING btree ("seats_id");
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");
  CREATE INDEX "payload_locked_documents_rels_auth_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_requests_id");
  CREATE INDEX "payload_locked_documents_rels_basic_statistics_id_idx" ON "payload_locked_documents_rels" USING btree ("basic_statistics_id");
  CREATE INDEX "payload_locked_documents_rels_merge_statistics_id_idx" ON "payload_locked_documents_rels" USING btree ("merge_statistics_id");
  CREATE INDEX "payload_locked_documents_rels_mixin_statistics_id_idx" ON "payload_locked_documents_rels" USING btree ("mixin_statistics_id");
  CREATE INDEX "payload_locked_documents_rels_front_report_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("front_report_settings_id");
  CREATE INDEX "payload_locked_documents_rels_manual_report_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("manual_report_settings_id");
  CREATE INDEX "payload_locked_documents_rels_formula_report_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("formula_report_settings_id");
  CREATE INDEX "payload_locked_documents_rels_data_original_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("data_original_settings_id");
  CREATE INDEX "payload_locked_documents_rels_archives_id_idx" ON "payload_locked_documents_rels" USING btree ("archives_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_footer_links_order_idx" ON "site_settings_footer_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_links_parent_id_idx" ON "site_settings_footer_links" USING btree ("_parent_id");
  CREATE INDEX "module_notifiers_module_notifiers_order_idx" ON "module_notifiers_module_notifiers" USING btree ("_order");
  CREATE INDEX "module_notifiers_module_notifiers_parent_id_idx" ON "module_notifiers_module_notifiers" USING btree ("_parent_id");
  CREATE INDEX "opening_settings_opening_days_order_idx" ON "opening_settings_opening_days" USING btree ("order");
  CREATE INDEX "opening_settings_opening_days_parent_idx" ON "opening_settings_opening_days" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_texts" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "roles" CASCADE;
  DROP TABLE "email_logs" CASCADE;
  DROP TABLE "reports" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "job_titles" CASCADE;
  DROP TABLE "job_categories" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "news_categories" CASCADE;
  DROP TABLE "carousels" CASCADE;
  DROP TABLE "quick_links" CASCADE;
  DROP TABLE "external_links" CASCADE;
  DROP TABLE "faq_routes" CASCADE;
  DROP TABLE "faq_routes_rels" CASCADE;
  DROP TABLE "faq_links" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_texts" CASCADE;
  DROP TABLE "_faq_v_version_links" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_faq_v_texts" CASCADE;
  DROP TABLE "faq_categories" CASCADE;
  DROP TABLE "feedbacks_messages" CASCADE;
  DROP TABLE "feedbacks" CASCADE;
  DROP TABLE "feedback_categories" CASCADE;
  DROP TABLE "recommendation_answers" CASCADE;
  DROP TABLE "catalogs" CASCADE;
  DROP TABLE "catalog_items" CASCADE;
  DROP TABLE "albums" CASCADE;
  DROP TABLE "album_images" CASCADE;
  DROP TABLE "questionnaires_rounds" CASCADE;
  DROP TABLE "questionnaires" CASCADE;
  DROP TABLE "questionnaire_answers" CASCADE;
  DROP TABLE "opening_dates" CASCADE;
  DROP TABLE "routes" CASCADE;
  DROP TABLE "routes_rels" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "rooms" CASCADE;
  DROP TABLE "seats" CASCADE;
  DROP TABLE "reservations" CASCADE;
  DROP TABLE "auth_requests" CASCADE;
  DROP TABLE "basic_statistics" CASCADE;
  DROP TABLE "merge_statistics" CASCADE;
  DROP TABLE "mixin_statistics" CASCADE;
  DROP TABLE "front_report_settings" CASCADE;
  DROP TABLE "manual_report_settings" CASCADE;
  DROP TABLE "manual_report_settings_rels" CASCADE;
  DROP TABLE "formula_report_settings" CASCADE;
  DROP TABLE "data_original_settings" CASCADE;
  DROP TABLE "data_original_settings_texts" CASCADE;
  DROP TABLE "archives" CASCADE;
  DROP TABLE "archives_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_footer_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "module_notifiers_module_notifiers" CASCADE;
  DROP TABLE "module_notifiers" CASCADE;
  DROP TABLE "carousel_settings" CASCADE;
  DROP TABLE "recommendation_questionnaire" CASCADE;
  DROP TABLE "questionnaire_settings" CASCADE;
  DROP TABLE "opening_settings_opening_days" CASCADE;
  DROP TABLE "opening_settings" CASCADE;
  DROP TABLE "room_reservation_settings" CASCADE;
  DROP TABLE "seat_reservation_settings" CASCADE;
  DROP TABLE "archives_settings" CASCADE;
  DROP TYPE "public"."enum_users_account_status";
  DROP TYPE "public"."enum_email_logs_status";
  DROP TYPE "public"."enum_news_content_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_content_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_faq_content_status";
  DROP TYPE "public"."enum_faq_status";
  DROP TYPE "public"."enum__faq_v_version_content_status";
  DROP TYPE "public"."enum__faq_v_version_status";
  DROP TYPE "public"."enum_feedbacks_messages_sender";
  DROP TYPE "public"."enum_feedbacks_status";
  DROP TYPE "public"."enum_feedbacks_author_kind";
  DROP TYPE "public"."enum_recommendation_answers_status";
  DROP TYPE "public"."enum_questionnaires_content_status";
  DROP TYPE "public"."enum_opening_dates_opening_status";
  DROP TYPE "public"."enum_routes_type";
  DROP TYPE "public"."enum_routes_auth";
  DROP TYPE "public"."enum_routes_content_status";
  DROP TYPE "public"."enum_pages_content_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_content_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_reservations_kind";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_auth_requests_module";
  DROP TYPE "public"."enum_auth_requests_status";
  DROP TYPE "public"."enum_basic_statistics_status";
  DROP TYPE "public"."enum_merge_statistics_status";
  DROP TYPE "public"."enum_mixin_statistics_status";
  DROP TYPE "public"."enum_front_report_settings_status";
  DROP TYPE "public"."enum_manual_report_settings_status";
  DROP TYPE "public"."enum_formula_report_settings_status";
  DROP TYPE "public"."enum_archives_type";
  DROP TYPE "public"."enum_archives_auth";
  DROP TYPE "public"."enum_archives_effective_auth";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_module_notifiers_module_notifiers_module_name";
  DROP TYPE "public"."enum_carousel_settings_size";
  DROP TYPE "public"."enum_opening_settings_opening_days";`)
}
