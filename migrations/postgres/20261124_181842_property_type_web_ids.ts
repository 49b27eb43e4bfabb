import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * typeWebIds of src/domain/listing.ts as it was when this migration was written: a migration is a fixed
 * step that Node loads on its own, so it keeps its own copy rather than following later changes.
 */
function typeWebIds(mainWebId: number | null, webIds: string | null): number[] {
  const ids = new Set<number>()
  if (mainWebId !== null && Number.isSafeInteger(mainWebId) && mainWebId >= 0) ids.add(mainWebId)
  for (const part of (webIds ?? '').slice(0, 1000).split(',')) {
    const text = part.trim()
    if (/^\d{1,7}$/.test(text) && Number(text) <= 1_000_000) ids.add(Number(text))
  }
  return [...ids]
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "properties_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "properties_numbers" ADD CONSTRAINT "properties_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_numbers_order_parent_idx" ON "properties_numbers" USING btree ("order","parent_id");
  CREATE INDEX "properties_numbers_number_idx" ON "properties_numbers" USING btree ("number");`)
  // Existing properties get their type web ids now (the main type's and the WebIDs), as the save hook would.
  const { rows } = await db.execute<{ id: number; web_ids: string | null; web_id: number | null }>(sql`SELECT p."id" AS id, p."web_ids" AS web_ids, t."web_id" AS web_id FROM "properties" p LEFT JOIN "property_types" t ON t."id" = p."property_type_id"`)
  for (const row of rows) {
    for (const [index, webId] of typeWebIds(row.web_id === null ? null : Number(row.web_id), row.web_ids).entries()) {
      await db.execute(sql`INSERT INTO "properties_numbers" ("order", "parent_id", "path", "number") VALUES (${index + 1}, ${row.id}, 'typeWebIds', ${webId})`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_numbers" CASCADE;`)
}
