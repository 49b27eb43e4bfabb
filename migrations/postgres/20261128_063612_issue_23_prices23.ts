import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "comparable_price" numeric;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_mortgage_rate" numeric DEFAULT 3.3 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "buyer_costs_mortgage_years" numeric DEFAULT 25 NOT NULL;
  CREATE INDEX "properties_comparable_price_idx" ON "properties" USING btree ("comparable_price");`)
  // Existing properties get their comparable price now, as the save hook would (src/domain/price-terms.ts as
  // written with this migration, ADR 0068): a rent with its charges, a life annuity by its bouquet, a sale
  // with VAT whose project writes prices without it (or that has no project) with 21 % VAT; empty when the
  // price is not published (public_price is empty then).
  await db.execute(sql`
   UPDATE "properties" SET "comparable_price" = CASE
    WHEN "public_price" IS NULL THEN NULL
    WHEN "goal"::text = 'rent' THEN "public_price" + (CASE WHEN "charges_renter" > 0 THEN "charges_renter" ELSE 0 END)
    WHEN "annuity_monthly_rent" > 0 THEN "public_price"
    WHEN "vat" = true AND COALESCE((SELECT "prices_vat"::text FROM "projects" WHERE "projects"."id" = "properties"."project_id"), 'exclusive') = 'exclusive' THEN ROUND("public_price" * 1.21)
    ELSE "public_price"
  END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_comparable_price_idx";
  ALTER TABLE "properties" DROP COLUMN "comparable_price";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_mortgage_rate";
  ALTER TABLE "settings" DROP COLUMN "buyer_costs_mortgage_years";`)
}
