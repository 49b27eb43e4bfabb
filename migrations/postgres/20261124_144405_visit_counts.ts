import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "visit_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"property_id" integer,
  	"project_id" integer,
  	"visits" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_counts_id" integer;
  ALTER TABLE "visit_counts" ADD CONSTRAINT "visit_counts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_counts" ADD CONSTRAINT "visit_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "visit_counts_slot_idx" ON "visit_counts" USING btree ("slot");
  CREATE INDEX "visit_counts_day_idx" ON "visit_counts" USING btree ("day");
  CREATE INDEX "visit_counts_property_idx" ON "visit_counts" USING btree ("property_id");
  CREATE INDEX "visit_counts_project_idx" ON "visit_counts" USING btree ("project_id");
  CREATE INDEX "visit_counts_updated_at_idx" ON "visit_counts" USING btree ("updated_at");
  CREATE INDEX "visit_counts_created_at_idx" ON "visit_counts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_counts_fk" FOREIGN KEY ("visit_counts_id") REFERENCES "public"."visit_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visit_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visit_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visit_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_visit_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_counts_id";`)
}
