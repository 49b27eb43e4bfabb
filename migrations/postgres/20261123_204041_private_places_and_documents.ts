import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "property_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  
  ALTER TABLE "properties_documents" DROP CONSTRAINT "properties_documents_file_id_media_id_fk";
  
  ALTER TABLE "projects_documents" DROP CONSTRAINT "projects_documents_file_id_media_id_fk";
  -- Document rows pointed at public media: they lose the file until the next import stores it privately.
  UPDATE "properties_documents" SET "file_id" = NULL;
  UPDATE "projects_documents" SET "file_id" = NULL;
  
  ALTER TABLE "properties" ADD COLUMN "public_price" numeric;
  ALTER TABLE "properties" ADD COLUMN "public_latitude" numeric;
  ALTER TABLE "properties" ADD COLUMN "public_longitude" numeric;
  ALTER TABLE "projects" ADD COLUMN "public_latitude" numeric;
  ALTER TABLE "projects" ADD COLUMN "public_longitude" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "property_documents_id" integer;
  CREATE INDEX "property_documents_updated_at_idx" ON "property_documents" USING btree ("updated_at");
  CREATE INDEX "property_documents_created_at_idx" ON "property_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_documents_filename_idx" ON "property_documents" USING btree ("filename");
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_file_id_property_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."property_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_file_id_property_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."property_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_documents_fk" FOREIGN KEY ("property_documents_id") REFERENCES "public"."property_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("public_price");
  CREATE INDEX "payload_locked_documents_rels_property_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("property_documents_id");`)
  // Data (docs/decisions/0009): public coordinates and sort price of what is already stored, as the hooks
  // compute them (exact only with a published address, else the 0.01° grid; a price only when published).
  await db.execute(sql`
  UPDATE "properties" SET
    "public_latitude" = CASE WHEN "latitude" IS NULL OR "longitude" IS NULL THEN NULL WHEN "publish_address" THEN "latitude" ELSE ROUND("latitude"::numeric, 2) END,
    "public_longitude" = CASE WHEN "latitude" IS NULL OR "longitude" IS NULL THEN NULL WHEN "publish_address" THEN "longitude" ELSE ROUND("longitude"::numeric, 2) END,
    "public_price" = CASE WHEN "publish_price" AND "price" > 0 THEN "price" ELSE NULL END;
  UPDATE "projects" SET
    "public_latitude" = CASE WHEN "latitude" IS NULL OR "longitude" IS NULL THEN NULL WHEN "publish_address" THEN "latitude" ELSE ROUND("latitude"::numeric, 2) END,
    "public_longitude" = CASE WHEN "latitude" IS NULL OR "longitude" IS NULL THEN NULL WHEN "publish_address" THEN "longitude" ELSE ROUND("longitude"::numeric, 2) END;
  DELETE FROM "media" WHERE "mime_type" = 'application/pdf';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "property_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "property_documents" CASCADE;
  ALTER TABLE "properties_documents" DROP CONSTRAINT "properties_documents_file_id_property_documents_id_fk";
  
  ALTER TABLE "projects_documents" DROP CONSTRAINT "projects_documents_file_id_property_documents_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_property_documents_fk";
  
  DROP INDEX "properties_public_price_idx";
  DROP INDEX "payload_locked_documents_rels_property_documents_id_idx";
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" DROP COLUMN "public_price";
  ALTER TABLE "properties" DROP COLUMN "public_latitude";
  ALTER TABLE "properties" DROP COLUMN "public_longitude";
  ALTER TABLE "projects" DROP COLUMN "public_latitude";
  ALTER TABLE "projects" DROP COLUMN "public_longitude";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "property_documents_id";`)
}
