import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * propertyEpcRank and pricePerArea of src/domain/listing.ts as they were when this migration was written
 * (SPEC §9's scales reduced to their letters: the highest value of A, B, C… per region; an EPC value of 0 is
 * unknown): a migration is a fixed step that Node loads on its own, so it keeps its own copy.
 */
const LETTER_BOUNDS = {
  flanders: [100, 200, 300, 400, 500],
  wallonia: [85, 170, 255, 340, 425, 510],
  brussels: [45, 95, 150, 210, 275, 345],
} as const

type Row = { id: number; zip: string | null; country_id: number | string | null; energy_performance: number | string | null; epc_label: string | null; public_price: number | string | null; surface_living: number | string | null }

const numberOrNull = (value: number | string | null) => (value === null || value === '' ? null : Number(value))

function regionOf(zip: string | null): keyof typeof LETTER_BOUNDS | null {
  const code = Number(String(zip ?? '').trim())
  if (!Number.isInteger(code)) return null
  if (code >= 1000 && code <= 1299) return 'brussels'
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return 'wallonia'
  if ((code >= 1500 && code <= 3999) || (code >= 8000 && code <= 9999)) return 'flanders'
  return null
}

function epcRank(row: Row): number | null {
  const country = numberOrNull(row.country_id)
  if (country === 50) {
    const rank = 'abcdefghi'.indexOf(row.epc_label?.trim().toLowerCase() ?? '')
    return row.epc_label?.trim().length === 1 && rank >= 0 ? rank + 1 : null
  }
  if (country !== null && country !== 10) return null
  const region = regionOf(row.zip)
  const value = numberOrNull(row.energy_performance)
  if (!region || value === null || value === 0 || !Number.isFinite(value)) return null
  const bounds: readonly number[] = LETTER_BOUNDS[region]
  const index = bounds.findIndex((bound) => value <= bound)
  return index < 0 ? bounds.length + 1 : index + 1
}

function pricePerArea(row: Row): number | null {
  const [price, area] = [numberOrNull(row.public_price), numberOrNull(row.surface_living)]
  return price !== null && area !== null && price > 0 && area > 0 ? Math.round(price / area) : null
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`price_per_area\` numeric;`)
  await db.run(sql`CREATE INDEX \`properties_epc_rank_idx\` ON \`properties\` (\`epc_rank\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_per_area_idx\` ON \`properties\` (\`price_per_area\`);`)
  // Existing properties get their EPC rank and price per m² now, as the save hook would (ADR 0066).
  const rows = await db.all<Row>(sql`SELECT \`id\` AS id, \`zip\` AS zip, \`country_id\` AS country_id, \`energy_performance\` AS energy_performance, \`epc_label\` AS epc_label, \`public_price\` AS public_price, \`surface_living\` AS surface_living FROM \`properties\``)
  for (const row of rows) {
    const [rank, perArea] = [epcRank(row), pricePerArea(row)]
    if (rank !== null || perArea !== null) await db.run(sql`UPDATE \`properties\` SET \`epc_rank\` = ${rank}, \`price_per_area\` = ${perArea} WHERE \`id\` = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`properties_epc_rank_idx\`;`)
  await db.run(sql`DROP INDEX \`properties_price_per_area_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`epc_rank\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`price_per_area\`;`)
}
