import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_module_list_filter" ADD VALUE 'sold';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_module" ALTER COLUMN "list_filter" SET DATA TYPE text;
  UPDATE "pages_blocks_module" SET "list_filter" = 'latest' WHERE "list_filter" = 'sold';
  DROP TYPE "public"."enum_pages_blocks_module_list_filter";
  CREATE TYPE "public"."enum_pages_blocks_module_list_filter" AS ENUM('latest', 'sale', 'rent', 'abroad', 'projects');
  ALTER TABLE "pages_blocks_module" ALTER COLUMN "list_filter" SET DATA TYPE "public"."enum_pages_blocks_module_list_filter" USING "list_filter"::"public"."enum_pages_blocks_module_list_filter";`)
}
