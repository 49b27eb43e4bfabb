import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_profiles_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_search_profiles_goal" AS ENUM('buy', 'rent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertSearchProfiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertSearchProfiles';
  CREATE TABLE "search_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_search_profiles_locale" NOT NULL,
  	"active" boolean DEFAULT true,
  	"first_name" varchar,
  	"last_name" varchar,
  	"goal" "enum_search_profiles_goal" NOT NULL,
  	"price_min" numeric,
  	"price_max" numeric,
  	"min_bedrooms" numeric,
  	"min_bathrooms" numeric,
  	"min_garages" numeric,
  	"min_parkings" numeric,
  	"password_hash" varchar,
  	"lead_id" integer,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_profiles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"property_types_id" integer,
  	"regions_id" integer,
  	"properties_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_profiles_id" integer;
  ALTER TABLE "search_profiles" ADD CONSTRAINT "search_profiles_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_profiles_rels" ADD CONSTRAINT "search_profiles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_profiles_rels" ADD CONSTRAINT "search_profiles_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_profiles_rels" ADD CONSTRAINT "search_profiles_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_profiles_rels" ADD CONSTRAINT "search_profiles_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_profiles_email_idx" ON "search_profiles" USING btree ("email");
  CREATE INDEX "search_profiles_active_idx" ON "search_profiles" USING btree ("active");
  CREATE INDEX "search_profiles_lead_idx" ON "search_profiles" USING btree ("lead_id");
  CREATE INDEX "search_profiles_updated_at_idx" ON "search_profiles" USING btree ("updated_at");
  CREATE INDEX "search_profiles_created_at_idx" ON "search_profiles" USING btree ("created_at");
  CREATE INDEX "search_profiles_rels_order_idx" ON "search_profiles_rels" USING btree ("order");
  CREATE INDEX "search_profiles_rels_parent_idx" ON "search_profiles_rels" USING btree ("parent_id");
  CREATE INDEX "search_profiles_rels_path_idx" ON "search_profiles_rels" USING btree ("path");
  CREATE INDEX "search_profiles_rels_property_types_id_idx" ON "search_profiles_rels" USING btree ("property_types_id");
  CREATE INDEX "search_profiles_rels_regions_id_idx" ON "search_profiles_rels" USING btree ("regions_id");
  CREATE INDEX "search_profiles_rels_properties_id_idx" ON "search_profiles_rels" USING btree ("properties_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_profiles_fk" FOREIGN KEY ("search_profiles_id") REFERENCES "public"."search_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("search_profiles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_profiles_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_profiles" CASCADE;
  DROP TABLE "search_profiles_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_profiles_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_search_profiles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_profiles_id";
  DROP TYPE "public"."enum_search_profiles_locale";
  DROP TYPE "public"."enum_search_profiles_goal";`)
}
