import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "city_search_name" varchar;
  CREATE INDEX "properties_city_search_name_idx" ON "properties" USING btree ("city_search_name");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_city_search_name_idx";
  ALTER TABLE "properties" DROP COLUMN "city_search_name";`)
}
