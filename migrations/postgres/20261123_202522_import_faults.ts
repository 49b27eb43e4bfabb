import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_delivery" ADD VALUE 'failed' BEFORE 'pending';
  CREATE TABLE "lead_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"window" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"failed_leads" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "source_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_alerts_id" integer;
  CREATE UNIQUE INDEX "lead_alerts_window_idx" ON "lead_alerts" USING btree ("window");
  CREATE INDEX "lead_alerts_sent_at_idx" ON "lead_alerts" USING btree ("sent_at");
  CREATE INDEX "lead_alerts_updated_at_idx" ON "lead_alerts" USING btree ("updated_at");
  CREATE INDEX "lead_alerts_created_at_idx" ON "lead_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_alerts_fk" FOREIGN KEY ("lead_alerts_id") REFERENCES "public"."lead_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_source_hash_idx" ON "media" USING btree ("source_hash");
  CREATE INDEX "payload_locked_documents_rels_lead_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_alerts_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "delivery" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "delivery" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_leads_delivery";
  CREATE TYPE "public"."enum_leads_delivery" AS ENUM('pending', 'sent', 'retrying');
  ALTER TABLE "leads" ALTER COLUMN "delivery" SET DEFAULT 'pending'::"public"."enum_leads_delivery";
  ALTER TABLE "leads" ALTER COLUMN "delivery" SET DATA TYPE "public"."enum_leads_delivery" USING "delivery"::"public"."enum_leads_delivery";
  DROP INDEX "media_source_hash_idx";
  DROP INDEX "payload_locked_documents_rels_lead_alerts_id_idx";
  ALTER TABLE "media" DROP COLUMN "source_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_alerts_id";`)
}
