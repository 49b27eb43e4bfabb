import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "account_favourites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"property" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_favourites_id" integer;
  CREATE INDEX "account_favourites_email_idx" ON "account_favourites" USING btree ("email");
  CREATE INDEX "account_favourites_property_idx" ON "account_favourites" USING btree ("property");
  CREATE INDEX "account_favourites_updated_at_idx" ON "account_favourites" USING btree ("updated_at");
  CREATE INDEX "account_favourites_created_at_idx" ON "account_favourites" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_property_idx" ON "account_favourites" USING btree ("email","property");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_favourites_fk" FOREIGN KEY ("account_favourites_id") REFERENCES "public"."account_favourites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_account_favourites_id_idx" ON "payload_locked_documents_rels" USING btree ("account_favourites_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_favourites" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_favourites" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_favourites_fk";
  
  DROP INDEX "payload_locked_documents_rels_account_favourites_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_favourites_id";`)
}
