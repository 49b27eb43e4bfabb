import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "property_documents" ADD COLUMN "prefix" varchar DEFAULT 'private/documents';
  ALTER TABLE "property_documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "cv_files" ADD COLUMN "prefix" varchar DEFAULT 'private/cv';
  ALTER TABLE "cv_files" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "property_documents" DROP COLUMN "prefix";
  ALTER TABLE "property_documents" DROP COLUMN "_objectkey";
  ALTER TABLE "cv_files" DROP COLUMN "prefix";
  ALTER TABLE "cv_files" DROP COLUMN "_objectkey";`)
}
