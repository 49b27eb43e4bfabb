import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_prices_vat" AS ENUM('exclusive', 'inclusive', 'registration');
  ALTER TABLE "projects" ADD COLUMN "prices_vat" "enum_projects_prices_vat" DEFAULT 'exclusive';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" DROP COLUMN "prices_vat";
  DROP TYPE "public"."enum_projects_prices_vat";`)
}
