import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_owners_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_account_tokens_purpose" AS ENUM('invite', 'reset');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAccountMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAccountMail';
  CREATE TABLE "properties_online_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "projects_online_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "price_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"price" numeric,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "owners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"locale" "enum_owners_locale" DEFAULT 'nl' NOT NULL,
  	"weekly_report" boolean DEFAULT true,
  	"password_hash" varchar,
  	"invited_at" timestamp(3) with time zone,
  	"password_set_at" timestamp(3) with time zone,
  	"last_login_at" timestamp(3) with time zone,
  	"last_report_week" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "owners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"projects_id" integer,
  	"property_documents_id" integer
  );
  
  CREATE TABLE "account_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"owner_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_sessions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"search_profiles_id" integer
  );
  
  CREATE TABLE "account_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"purpose" "enum_account_tokens_purpose" NOT NULL,
  	"email" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "share_with_owner" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "owners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_tokens_id" integer;
  ALTER TABLE "properties_online_media" ADD CONSTRAINT "properties_online_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_online_media" ADD CONSTRAINT "projects_online_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_property_documents_fk" FOREIGN KEY ("property_documents_id") REFERENCES "public"."property_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_sessions_rels" ADD CONSTRAINT "account_sessions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."account_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "account_sessions_rels" ADD CONSTRAINT "account_sessions_rels_search_profiles_fk" FOREIGN KEY ("search_profiles_id") REFERENCES "public"."search_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_online_media_order_idx" ON "properties_online_media" USING btree ("_order");
  CREATE INDEX "properties_online_media_parent_id_idx" ON "properties_online_media" USING btree ("_parent_id");
  CREATE INDEX "projects_online_media_order_idx" ON "projects_online_media" USING btree ("_order");
  CREATE INDEX "projects_online_media_parent_id_idx" ON "projects_online_media" USING btree ("_parent_id");
  CREATE INDEX "price_changes_property_idx" ON "price_changes" USING btree ("property_id");
  CREATE INDEX "price_changes_changed_at_idx" ON "price_changes" USING btree ("changed_at");
  CREATE INDEX "price_changes_updated_at_idx" ON "price_changes" USING btree ("updated_at");
  CREATE INDEX "price_changes_created_at_idx" ON "price_changes" USING btree ("created_at");
  CREATE UNIQUE INDEX "owners_email_idx" ON "owners" USING btree ("email");
  CREATE INDEX "owners_updated_at_idx" ON "owners" USING btree ("updated_at");
  CREATE INDEX "owners_created_at_idx" ON "owners" USING btree ("created_at");
  CREATE INDEX "owners_rels_order_idx" ON "owners_rels" USING btree ("order");
  CREATE INDEX "owners_rels_parent_idx" ON "owners_rels" USING btree ("parent_id");
  CREATE INDEX "owners_rels_path_idx" ON "owners_rels" USING btree ("path");
  CREATE INDEX "owners_rels_properties_id_idx" ON "owners_rels" USING btree ("properties_id");
  CREATE INDEX "owners_rels_projects_id_idx" ON "owners_rels" USING btree ("projects_id");
  CREATE INDEX "owners_rels_property_documents_id_idx" ON "owners_rels" USING btree ("property_documents_id");
  CREATE UNIQUE INDEX "account_sessions_token_hash_idx" ON "account_sessions" USING btree ("token_hash");
  CREATE INDEX "account_sessions_email_idx" ON "account_sessions" USING btree ("email");
  CREATE INDEX "account_sessions_owner_idx" ON "account_sessions" USING btree ("owner_id");
  CREATE INDEX "account_sessions_expires_at_idx" ON "account_sessions" USING btree ("expires_at");
  CREATE INDEX "account_sessions_updated_at_idx" ON "account_sessions" USING btree ("updated_at");
  CREATE INDEX "account_sessions_created_at_idx" ON "account_sessions" USING btree ("created_at");
  CREATE INDEX "account_sessions_rels_order_idx" ON "account_sessions_rels" USING btree ("order");
  CREATE INDEX "account_sessions_rels_parent_idx" ON "account_sessions_rels" USING btree ("parent_id");
  CREATE INDEX "account_sessions_rels_path_idx" ON "account_sessions_rels" USING btree ("path");
  CREATE INDEX "account_sessions_rels_search_profiles_id_idx" ON "account_sessions_rels" USING btree ("search_profiles_id");
  CREATE UNIQUE INDEX "account_tokens_token_hash_idx" ON "account_tokens" USING btree ("token_hash");
  CREATE INDEX "account_tokens_email_idx" ON "account_tokens" USING btree ("email");
  CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens" USING btree ("expires_at");
  CREATE INDEX "account_tokens_updated_at_idx" ON "account_tokens" USING btree ("updated_at");
  CREATE INDEX "account_tokens_created_at_idx" ON "account_tokens" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_changes_fk" FOREIGN KEY ("price_changes_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_sessions_fk" FOREIGN KEY ("account_sessions_id") REFERENCES "public"."account_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_tokens_fk" FOREIGN KEY ("account_tokens_id") REFERENCES "public"."account_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("price_changes_id");
  CREATE INDEX "payload_locked_documents_rels_owners_id_idx" ON "payload_locked_documents_rels" USING btree ("owners_id");
  CREATE INDEX "payload_locked_documents_rels_account_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("account_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_account_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("account_tokens_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_online_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_online_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owners_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_sessions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_tokens" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_online_media" CASCADE;
  DROP TABLE "projects_online_media" CASCADE;
  DROP TABLE "price_changes" CASCADE;
  DROP TABLE "owners" CASCADE;
  DROP TABLE "owners_rels" CASCADE;
  DROP TABLE "account_sessions" CASCADE;
  DROP TABLE "account_sessions_rels" CASCADE;
  DROP TABLE "account_tokens" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_owners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_tokens_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'alertSearchProfiles');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'alertSearchProfiles');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_price_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_owners_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_tokens_id_idx";
  ALTER TABLE "leads" DROP COLUMN "share_with_owner";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "owners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_tokens_id";
  DROP TYPE "public"."enum_owners_locale";
  DROP TYPE "public"."enum_account_tokens_purpose";`)
}
