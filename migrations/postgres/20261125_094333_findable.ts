import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { propertySearchText } from '../../src/domain/search-text'

type PropertyRow = { id: number; external_id: number | null; reference: string | null; city: string | null; zip: string | null; street: string | null; publish_address: boolean | null }

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
  const titles = (await db.execute(sql`SELECT "_parent_id" AS "parent", "title" FROM "properties_locales"`)).rows as { parent: number; title: string | null }[]
  for (const row of properties) {
    const text = propertySearchText({
      externalId: row.external_id,
      reference: row.reference,
      city: row.city,
      zip: row.zip,
      street: row.street,
      publishAddress: row.publish_address === true,
      titles: titles.filter((title) => title.parent === row.id).map((title) => title.title),
    })
    await db.execute(sql`UPDATE "properties" SET "search_text" = ${text} WHERE "id" = ${row.id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "settings_locales" CASCADE;
  ALTER TABLE "properties" DROP COLUMN "search_text";
  ALTER TABLE "footer_columns" DROP COLUMN "agency_contact";`)
}
