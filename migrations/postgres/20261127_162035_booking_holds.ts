import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_appointment_status" ADD VALUE 'held' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_leads_appointment_status" ADD VALUE 'expired';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'releaseBookingHold' BEFORE 'alertSearchProfiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'releaseBookingHold' BEFORE 'alertSearchProfiles';
  ALTER TABLE "leads" ADD COLUMN "hold_until" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "hold_mail_at" timestamp(3) with time zone;
  CREATE INDEX "leads_appointment_status_idx" ON "leads" USING btree ("appointment_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "appointment_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_appointment_status";
  CREATE TYPE "public"."enum_leads_appointment_status" AS ENUM('confirmed', 'cancelled');
  ALTER TABLE "leads" ALTER COLUMN "appointment_status" SET DATA TYPE "public"."enum_leads_appointment_status" USING "appointment_status"::"public"."enum_leads_appointment_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'alertSearchProfiles', 'sendAccountMail', 'weeklyOwnerReports', 'housekeeping');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'alertSearchProfiles', 'sendAccountMail', 'weeklyOwnerReports', 'housekeeping');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_appointment_status_idx";
  ALTER TABLE "leads" DROP COLUMN "hold_until";
  ALTER TABLE "leads" DROP COLUMN "hold_mail_at";`)
}
