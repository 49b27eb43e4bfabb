import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "lead_forms_alert_asks_phone" boolean DEFAULT false;
  ALTER TABLE "settings_locales" ADD COLUMN "lead_forms_offer_notice" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "lead_forms_rent_next_steps" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "lead_forms_alert_asks_phone";
  ALTER TABLE "settings_locales" DROP COLUMN "lead_forms_offer_notice";
  ALTER TABLE "settings_locales" DROP COLUMN "lead_forms_rent_next_steps";`)
}
