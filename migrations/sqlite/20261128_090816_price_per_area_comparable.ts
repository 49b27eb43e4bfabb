import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/*
 * ADR 0080: the price per m² the listing sorts on is the comparable amount (comparable_price: with VAT for a price
 * without it, a rent with its charges, an annuity's bouquet; ADR 0068) over the living area, as the save hook now
 * computes it, instead of the asking price. No schema change: existing rows get the new figure (SQLite's ROUND
 * and JavaScript's Math.round agree on these positive amounts). Down puts back the asking price per m².
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`properties\` SET \`price_per_area\` = CASE
    WHEN \`comparable_price\` > 0 AND \`surface_living\` > 0 THEN ROUND(\`comparable_price\` * 1.0 / \`surface_living\`)
    ELSE NULL
  END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`properties\` SET \`price_per_area\` = CASE
    WHEN \`public_price\` > 0 AND \`surface_living\` > 0 THEN ROUND(\`public_price\` * 1.0 / \`surface_living\`)
    ELSE NULL
  END;`)
}
