import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * ADR 0080: the price per m² the listing sorts on is the comparable amount (comparable_price: with VAT for a price
 * without it, a rent with its charges, an annuity's bouquet; ADR 0068) over the living area, as the save hook now
 * computes it, instead of the asking price. No schema change: existing rows get the new figure (ROUND on numeric
 * rounds half away from zero, as Math.round does on these positive amounts). Down puts back the asking price per m².
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "properties" SET "price_per_area" = CASE
    WHEN "comparable_price" > 0 AND "surface_living" > 0 THEN ROUND("comparable_price" / "surface_living")
    ELSE NULL
  END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "properties" SET "price_per_area" = CASE
    WHEN "public_price" > 0 AND "surface_living" > 0 THEN ROUND("public_price" / "surface_living")
    ELSE NULL
  END;`)
}
