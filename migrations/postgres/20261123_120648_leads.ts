import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_kind" AS ENUM('site-contact', 'contact-me', 'visit-request', 'contact-appointment', 'contact-construction', 'document-request', 'send-to-friend', 'search-profile', 'free-valuation', 'testimonial', 'rent-application', 'offer-to-purchase', 'job-application', 'sign-newsletter');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_leads_appointment_status" AS ENUM('confirmed', 'cancelled');
  CREATE TYPE "public"."enum_leads_delivery" AS ENUM('pending', 'sent', 'retrying');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead');
  ALTER TYPE "public"."enum_pages_blocks_module_form" ADD VALUE 'testimonial';
  ALTER TYPE "public"."enum_pages_blocks_module_form" ADD VALUE 'job-application';
  ALTER TYPE "public"."enum_pages_blocks_module_form" ADD VALUE 'sign-newsletter';
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_leads_kind" NOT NULL,
  	"locale" "enum_leads_locale" NOT NULL,
  	"handled" boolean DEFAULT false,
  	"summary" varchar NOT NULL,
  	"email" varchar,
  	"property_id" integer,
  	"project_id" integer,
  	"slot_id" integer,
  	"appointment_status" "enum_leads_appointment_status",
  	"cv_id" integer,
  	"page" varchar,
  	"fields" jsonb NOT NULL,
  	"captcha_id" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"delivery" "enum_leads_delivery" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"delivered_at" timestamp(3) with time zone,
  	"agency_mail_at" timestamp(3) with time zone,
  	"visitor_mail_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointment_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"capacity" numeric DEFAULT 1 NOT NULL,
  	"booked" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cv_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointment_slots_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cv_files_id" integer;
  ALTER TABLE "settings" ADD COLUMN "rental_terms_min_income_multiple" numeric DEFAULT 3;
  ALTER TABLE "settings" ADD COLUMN "rental_terms_max_persons_per_bedroom" numeric DEFAULT 2;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_cv_id_cv_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cv_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_handled_idx" ON "leads" USING btree ("handled");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_property_idx" ON "leads" USING btree ("property_id");
  CREATE INDEX "leads_project_idx" ON "leads" USING btree ("project_id");
  CREATE INDEX "leads_slot_idx" ON "leads" USING btree ("slot_id");
  CREATE INDEX "leads_cv_idx" ON "leads" USING btree ("cv_id");
  CREATE UNIQUE INDEX "leads_captcha_id_idx" ON "leads" USING btree ("captcha_id");
  CREATE INDEX "leads_delivery_idx" ON "leads" USING btree ("delivery");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "appointment_slots_property_idx" ON "appointment_slots" USING btree ("property_id");
  CREATE INDEX "appointment_slots_starts_at_idx" ON "appointment_slots" USING btree ("starts_at");
  CREATE INDEX "appointment_slots_updated_at_idx" ON "appointment_slots" USING btree ("updated_at");
  CREATE INDEX "appointment_slots_created_at_idx" ON "appointment_slots" USING btree ("created_at");
  CREATE INDEX "cv_files_updated_at_idx" ON "cv_files" USING btree ("updated_at");
  CREATE INDEX "cv_files_created_at_idx" ON "cv_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "cv_files_filename_idx" ON "cv_files" USING btree ("filename");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_slots_fk" FOREIGN KEY ("appointment_slots_id") REFERENCES "public"."appointment_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cv_files_fk" FOREIGN KEY ("cv_files_id") REFERENCES "public"."cv_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_appointment_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_slots_id");
  CREATE INDEX "payload_locked_documents_rels_cv_files_id_idx" ON "payload_locked_documents_rels" USING btree ("cv_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cv_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "appointment_slots" CASCADE;
  DROP TABLE "cv_files" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointment_slots_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cv_files_fk";
  
  ALTER TABLE "pages_blocks_module" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_module_form";
  CREATE TYPE "public"."enum_pages_blocks_module_form" AS ENUM('site-contact', 'keep-me-informed', 'free-valuation');
  ALTER TABLE "pages_blocks_module" ALTER COLUMN "form" SET DATA TYPE "public"."enum_pages_blocks_module_form" USING "form"::"public"."enum_pages_blocks_module_form";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointment_slots_id_idx";
  DROP INDEX "payload_locked_documents_rels_cv_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointment_slots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cv_files_id";
  ALTER TABLE "settings" DROP COLUMN "rental_terms_min_income_multiple";
  ALTER TABLE "settings" DROP COLUMN "rental_terms_max_persons_per_bedroom";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_appointment_status";
  DROP TYPE "public"."enum_leads_delivery";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
