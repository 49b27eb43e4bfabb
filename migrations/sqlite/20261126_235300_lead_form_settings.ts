import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`lead_forms_alert_asks_phone\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`lead_forms_offer_notice\` text;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`lead_forms_rent_next_steps\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`lead_forms_alert_asks_phone\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`lead_forms_offer_notice\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`lead_forms_rent_next_steps\`;`)
}
