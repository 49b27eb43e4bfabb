import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "projects" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "property_types" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "regions" ADD COLUMN "import_hash" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" DROP COLUMN "import_hash";
  ALTER TABLE "projects" DROP COLUMN "import_hash";
  ALTER TABLE "property_types" DROP COLUMN "import_hash";
  ALTER TABLE "regions" DROP COLUMN "import_hash";`)
}
