import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "buyer_costs_applies_from" timestamp(3) with time zone DEFAULT '2025-01-01' NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_flanders_own_home_rate" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_flanders_rate" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_wallonia_own_home_rate" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_wallonia_rate" numeric DEFAULT 12.5 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_brussels_rate" numeric DEFAULT 12.5 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_brussels_abatement" numeric DEFAULT 200000 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_brussels_abatement_ceiling" numeric DEFAULT 600000 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_vat_rate" numeric DEFAULT 21 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_administrative_costs" numeric DEFAULT 1100 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_land_register_costs" numeric DEFAULT 300 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_mortgage_registration_rate" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_mortgage_fee_rate" numeric DEFAULT 0.3 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_mortgage_administrative_costs" numeric DEFAULT 800 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "buyer_costs_applies_from";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_flanders_own_home_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_flanders_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_wallonia_own_home_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_wallonia_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_brussels_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_brussels_abatement";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_brussels_abatement_ceiling";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_vat_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_administrative_costs";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_land_register_costs";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_mortgage_registration_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_mortgage_fee_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_mortgage_administrative_costs";`)
}
