import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_applies_from\` text DEFAULT '2025-01-01' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_flanders_own_home_rate\` numeric DEFAULT 2 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_flanders_rate\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_wallonia_own_home_rate\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_wallonia_rate\` numeric DEFAULT 12.5 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_brussels_rate\` numeric DEFAULT 12.5 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_brussels_abatement\` numeric DEFAULT 200000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_brussels_abatement_ceiling\` numeric DEFAULT 600000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_vat_rate\` numeric DEFAULT 21 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_administrative_costs\` numeric DEFAULT 1100 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_land_register_costs\` numeric DEFAULT 300 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_mortgage_registration_rate\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_mortgage_fee_rate\` numeric DEFAULT 0.3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`buyer_costs_mortgage_administrative_costs\` numeric DEFAULT 800 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_applies_from\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_flanders_own_home_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_flanders_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_wallonia_own_home_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_wallonia_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_brussels_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_brussels_abatement\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_brussels_abatement_ceiling\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_vat_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_administrative_costs\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_land_register_costs\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_mortgage_registration_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_mortgage_fee_rate\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`buyer_costs_mortgage_administrative_costs\`;`)
}
