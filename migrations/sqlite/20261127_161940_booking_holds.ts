import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`hold_until\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`hold_mail_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_appointment_status_idx\` ON \`leads\` (\`appointment_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_appointment_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`hold_until\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`hold_mail_at\`;`)
}
