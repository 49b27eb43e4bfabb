import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Imported documents remembered by their source, as media are. Also the snapshot of the whole schema
 * after three migrations written side by side (staff roles, import faults, private places and documents):
 * their own SQL is not repeated here, only what none of them had.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "property_documents" ADD COLUMN "source_hash" varchar;
  CREATE INDEX "property_documents_source_hash_idx" ON "property_documents" USING btree ("source_hash");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "property_documents_source_hash_idx";
  ALTER TABLE "property_documents" DROP COLUMN "source_hash";`)
}
