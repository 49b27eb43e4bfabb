import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'


type PropertyRow = { id: number; external_id: number | null; reference: string | null; city: string | null; zip: string | null; street: string | null; publish_address: boolean | null }

/**
 * The search text of src/domain/search-text.ts (propertySearchText) as it was when this migration was
 * written: a migration runs without the app's code (Node loads it as it is) and must not change with it.
 */
function searchText(parts: (string | number | null | undefined)[]): string {
  const words = parts.flatMap((part) =>
    String(part ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  )
  return [...new Set(words)].join(' ')
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "settings_locales" (
  	"agency_opening_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "search_text" varchar;
  ALTER TABLE "footer_columns" ADD COLUMN "agency_contact" boolean DEFAULT false;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");`)
  // Data: the search text of what is already stored, as the properties' hook computes it (issue 13 §1).
  const properties = (await db.execute(sql`SELECT "id", "external_id", "reference", "city", "zip", "street", "publish_address" FROM "properties"`)).rows as PropertyRow[]
  const titleRows = (await db.execute(sql`SELECT "_parent_id" AS "parent", "title" FROM "properties_locales"`)).rows as { parent: number; title: string | null }[]
  for (const row of properties) {
    const own = titleRows.filter((title) => title.parent === row.id).map((title) => title.title)
    // A hidden address adds no street.
    const text = searchText([...own, row.city, row.zip, row.reference, row.external_id, row.publish_address === true ? row.street : null])
    await db.execute(sql`UPDATE "properties" SET "search_text" = ${text} WHERE "id" = ${row.id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "settings_locales" CASCADE;
  ALTER TABLE "properties" DROP COLUMN "search_text";
  ALTER TABLE "footer_columns" DROP COLUMN "agency_contact";`)
}
