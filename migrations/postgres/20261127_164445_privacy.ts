import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_documents_approval" AS ENUM('pending', 'approved');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendApprovedDocuments' BEFORE 'alertSearchProfiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendApprovedDocuments' BEFORE 'alertSearchProfiles';
  ALTER TABLE "leads" ADD COLUMN "documents_approval" "enum_leads_documents_approval";
  ALTER TABLE "leads" ADD COLUMN "documents_sent_at" timestamp(3) with time zone;
  ALTER TABLE "search_profiles" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  CREATE INDEX "search_profiles_confirmed_at_idx" ON "search_profiles" USING btree ("confirmed_at");`)
  // Profiles made before the double opt-in (ADR 0042) keep their alerts: they count as confirmed when made.
  await db.execute(sql`UPDATE "search_profiles" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'releaseBookingHold', 'alertSearchProfiles', 'sendAccountMail', 'weeklyOwnerReports', 'housekeeping');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'releaseBookingHold', 'alertSearchProfiles', 'sendAccountMail', 'weeklyOwnerReports', 'housekeeping');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "search_profiles_confirmed_at_idx";
  ALTER TABLE "leads" DROP COLUMN "documents_approval";
  ALTER TABLE "leads" DROP COLUMN "documents_sent_at";
  ALTER TABLE "search_profiles" DROP COLUMN "confirmed_at";
  DROP TYPE "public"."enum_leads_documents_approval";`)
}
