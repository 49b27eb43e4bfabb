import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_records_kind" AS ENUM('retention', 'export', 'erasure');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_records_id" integer;
  ALTER TABLE "settings" ADD COLUMN "retention_leads_months" numeric DEFAULT 36 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_applications_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_idle_profiles_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "retention_former_owners_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "privacy_records" ADD CONSTRAINT "privacy_records_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_records_kind_idx" ON "privacy_records" USING btree ("kind");
  CREATE INDEX "privacy_records_staff_idx" ON "privacy_records" USING btree ("staff_id");
  CREATE INDEX "privacy_records_subject_hash_idx" ON "privacy_records" USING btree ("subject_hash");
  CREATE INDEX "privacy_records_updated_at_idx" ON "privacy_records" USING btree ("updated_at");
  CREATE INDEX "privacy_records_created_at_idx" ON "privacy_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_records_fk" FOREIGN KEY ("privacy_records_id") REFERENCES "public"."privacy_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_records_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_privacy_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_records_id";
  ALTER TABLE "settings" DROP COLUMN "retention_leads_months";
  ALTER TABLE "settings" DROP COLUMN "retention_applications_months";
  ALTER TABLE "settings" DROP COLUMN "retention_idle_profiles_months";
  ALTER TABLE "settings" DROP COLUMN "retention_former_owners_months";
  DROP TYPE "public"."enum_privacy_records_kind";`)
}
