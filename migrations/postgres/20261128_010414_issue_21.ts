import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_import_runs_status" AS ENUM('running', 'succeeded', 'partial', 'failed', 'refused', 'not-modified', 'cancelled');
  CREATE TYPE "public"."enum_import_runs_source" AS ENUM('omnicasa', 'json-feed', 'file');
  CREATE TYPE "public"."enum_import_runs_trigger" AS ENUM('schedule', 'manual', 'cli');
  CREATE TYPE "public"."enum_import_runs_alert_sent" AS ENUM('failures', 'stale');
  CREATE TYPE "public"."enum_operations_log_kind" AS ENUM('backup', 'test-mail-sent', 'test-mail-received');
  CREATE TYPE "public"."enum_privacy_records_kind" AS ENUM('retention', 'export', 'erasure');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmSync';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmSync';
  CREATE TABLE "import_runs_rejected" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" varchar,
  	"record_id" varchar,
  	"reason" varchar
  );
  
  CREATE TABLE "import_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_import_runs_status" NOT NULL,
  	"source" "enum_import_runs_source" NOT NULL,
  	"trigger" "enum_import_runs_trigger" NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"duration_ms" numeric,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unpublished" numeric DEFAULT 0,
  	"rejected_count" numeric DEFAULT 0,
  	"pictures_downloaded" numeric DEFAULT 0,
  	"requests" numeric DEFAULT 0,
  	"warnings" jsonb,
  	"error_kind" varchar,
  	"error_message" varchar,
  	"progress_phase" varchar,
  	"progress_done" numeric DEFAULT 0,
  	"progress_total" numeric,
  	"confirmed_by_id" integer,
  	"confirmed_at" timestamp(3) with time zone,
  	"cursor_etag" varchar,
  	"cursor_last_modified" varchar,
  	"feed_hash" varchar,
  	"last_change_at" timestamp(3) with time zone,
  	"alert_sent" "enum_import_runs_alert_sent",
  	"heartbeat_at" timestamp(3) with time zone,
  	"lock" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "import_runs_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "operations_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_operations_log_kind" NOT NULL,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_privacy_records_kind" NOT NULL,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"staff_id" integer,
  	"counts" jsonb NOT NULL,
  	"subject_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" RENAME COLUMN "changed_at" TO "crm_changed_at";
  ALTER TABLE "properties" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "projects" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "property_types" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "regions" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "property_documents" ADD COLUMN "prefix" varchar DEFAULT 'private/documents';
  ALTER TABLE "property_documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "cv_files" ADD COLUMN "prefix" varchar DEFAULT 'private/cv';
  ALTER TABLE "cv_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "operations_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_records_id" integer;
  ALTER TABLE "settings" ADD COLUMN "agency_logo_id" integer;
  ALTER TABLE "settings" ADD COLUMN "crm_sync_every_minutes" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "crm_max_unpublish_percent" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "crm_stale_after_hours" numeric DEFAULT 48 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "crm_alert_email" varchar;
  ALTER TABLE "settings" ADD COLUMN "retention_leads_months" numeric DEFAULT 36 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_applications_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_idle_profiles_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_former_owners_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "tracking_no_tags" boolean DEFAULT false;
  ALTER TABLE "import_runs_rejected" ADD CONSTRAINT "import_runs_rejected_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_runs_numbers" ADD CONSTRAINT "import_runs_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_records" ADD CONSTRAINT "privacy_records_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "import_runs_rejected_order_idx" ON "import_runs_rejected" USING btree ("_order");
  CREATE INDEX "import_runs_rejected_parent_id_idx" ON "import_runs_rejected" USING btree ("_parent_id");
  CREATE INDEX "import_runs_status_idx" ON "import_runs" USING btree ("status");
  CREATE INDEX "import_runs_started_at_idx" ON "import_runs" USING btree ("started_at");
  CREATE INDEX "import_runs_confirmed_by_idx" ON "import_runs" USING btree ("confirmed_by_id");
  CREATE UNIQUE INDEX "import_runs_lock_idx" ON "import_runs" USING btree ("lock");
  CREATE INDEX "import_runs_updated_at_idx" ON "import_runs" USING btree ("updated_at");
  CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");
  CREATE INDEX "import_runs_numbers_order_parent_idx" ON "import_runs_numbers" USING btree ("order","parent_id");
  CREATE INDEX "operations_log_kind_idx" ON "operations_log" USING btree ("kind");
  CREATE INDEX "operations_log_updated_at_idx" ON "operations_log" USING btree ("updated_at");
  CREATE INDEX "operations_log_created_at_idx" ON "operations_log" USING btree ("created_at");
  CREATE INDEX "privacy_records_kind_idx" ON "privacy_records" USING btree ("kind");
  CREATE INDEX "privacy_records_staff_idx" ON "privacy_records" USING btree ("staff_id");
  CREATE INDEX "privacy_records_subject_hash_idx" ON "privacy_records" USING btree ("subject_hash");
  CREATE INDEX "privacy_records_updated_at_idx" ON "privacy_records" USING btree ("updated_at");
  CREATE INDEX "privacy_records_created_at_idx" ON "privacy_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_runs_fk" FOREIGN KEY ("import_runs_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_operations_log_fk" FOREIGN KEY ("operations_log_id") REFERENCES "public"."operations_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_records_fk" FOREIGN KEY ("privacy_records_id") REFERENCES "public"."privacy_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_agency_logo_id_media_id_fk" FOREIGN KEY ("agency_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_import_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("import_runs_id");
  CREATE INDEX "payload_locked_documents_rels_operations_log_id_idx" ON "payload_locked_documents_rels" USING btree ("operations_log_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_records_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_records_id");
  CREATE INDEX "settings_agency_agency_logo_idx" ON "settings" USING btree ("agency_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "import_runs_rejected" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "import_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "import_runs_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "operations_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "import_runs_rejected" CASCADE;
  DROP TABLE "import_runs" CASCADE;
  DROP TABLE "import_runs_numbers" CASCADE;
  DROP TABLE "operations_log" CASCADE;
  DROP TABLE "privacy_records" CASCADE;
  ALTER TABLE "properties" RENAME COLUMN "crm_changed_at" TO "changed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_operations_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_records_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_agency_logo_id_media_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'sendApprovedDocuments', 'releaseBookingHold', 'alertSearchProfiles', 'sendAccountMail', 'weeklyOwnerReports', 'housekeeping');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'sendApprovedDocuments', 'releaseBookingHold', 'alertSearchProfiles', 'sendAccountMail', 'weeklyOwnerReports', 'housekeeping');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_import_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_operations_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_records_id_idx";
  DROP INDEX "settings_agency_agency_logo_idx";
  ALTER TABLE "properties" DROP COLUMN "import_hash";
  ALTER TABLE "projects" DROP COLUMN "import_hash";
  ALTER TABLE "property_types" DROP COLUMN "import_hash";
  ALTER TABLE "regions" DROP COLUMN "import_hash";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "property_documents" DROP COLUMN "prefix";
  ALTER TABLE "property_documents" DROP COLUMN "_objectkey";
  ALTER TABLE "cv_files" DROP COLUMN "prefix";
  ALTER TABLE "cv_files" DROP COLUMN "_objectkey";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "operations_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_records_id";
  ALTER TABLE "settings" DROP COLUMN "agency_logo_id";
  ALTER TABLE "settings" DROP COLUMN "crm_sync_every_minutes";
  ALTER TABLE "settings" DROP COLUMN "crm_max_unpublish_percent";
  ALTER TABLE "settings" DROP COLUMN "crm_stale_after_hours";
  ALTER TABLE "settings" DROP COLUMN "crm_alert_email";
  ALTER TABLE "settings" DROP COLUMN "retention_leads_months";
  ALTER TABLE "settings" DROP COLUMN "retention_applications_months";
  ALTER TABLE "settings" DROP COLUMN "retention_idle_profiles_months";
  ALTER TABLE "settings" DROP COLUMN "retention_former_owners_months";
  ALTER TABLE "settings" DROP COLUMN "tracking_no_tags";
  DROP TYPE "public"."enum_import_runs_status";
  DROP TYPE "public"."enum_import_runs_source";
  DROP TYPE "public"."enum_import_runs_trigger";
  DROP TYPE "public"."enum_import_runs_alert_sent";
  DROP TYPE "public"."enum_operations_log_kind";
  DROP TYPE "public"."enum_privacy_records_kind";`)
}
