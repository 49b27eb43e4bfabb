import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_operations_log_kind" AS ENUM('backup', 'test-mail-sent', 'test-mail-received');
  CREATE TABLE "operations_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_operations_log_kind" NOT NULL,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "operations_log_id" integer;
  ALTER TABLE "settings" ADD COLUMN "agency_logo_id" integer;
  ALTER TABLE "settings" ADD COLUMN "tracking_no_tags" boolean DEFAULT false;
  CREATE INDEX "operations_log_kind_idx" ON "operations_log" USING btree ("kind");
  CREATE INDEX "operations_log_updated_at_idx" ON "operations_log" USING btree ("updated_at");
  CREATE INDEX "operations_log_created_at_idx" ON "operations_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_operations_log_fk" FOREIGN KEY ("operations_log_id") REFERENCES "public"."operations_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_agency_logo_id_media_id_fk" FOREIGN KEY ("agency_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_operations_log_id_idx" ON "payload_locked_documents_rels" USING btree ("operations_log_id");
  CREATE INDEX "settings_agency_agency_logo_idx" ON "settings" USING btree ("agency_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "operations_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "operations_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_operations_log_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_agency_logo_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_operations_log_id_idx";
  DROP INDEX "settings_agency_agency_logo_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "operations_log_id";
  ALTER TABLE "settings" DROP COLUMN "agency_logo_id";
  ALTER TABLE "settings" DROP COLUMN "tracking_no_tags";
  DROP TYPE "public"."enum_operations_log_kind";`)
}
