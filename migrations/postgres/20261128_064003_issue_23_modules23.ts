import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_module_background_type" ADD VALUE 'gallery';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_module" ALTER COLUMN "background_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_module" ALTER COLUMN "background_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_pages_blocks_module_background_type";
  CREATE TYPE "public"."enum_pages_blocks_module_background_type" AS ENUM('none', 'color', 'image');
  ALTER TABLE "pages_blocks_module" ALTER COLUMN "background_type" SET DEFAULT 'none'::"public"."enum_pages_blocks_module_background_type";
  ALTER TABLE "pages_blocks_module" ALTER COLUMN "background_type" SET DATA TYPE "public"."enum_pages_blocks_module_background_type" USING "background_type"::"public"."enum_pages_blocks_module_background_type";`)
}
