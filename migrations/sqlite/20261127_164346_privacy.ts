import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`documents_approval\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`documents_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`search_profiles\` ADD \`confirmed_at\` text;`)
  await db.run(sql`CREATE INDEX \`search_profiles_confirmed_at_idx\` ON \`search_profiles\` (\`confirmed_at\`);`)
  // Profiles made before the double opt-in (ADR 0042) keep their alerts: they count as confirmed when made.
  await db.run(sql`UPDATE \`search_profiles\` SET \`confirmed_at\` = \`created_at\` WHERE \`confirmed_at\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_profiles_confirmed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_profiles\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`documents_approval\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`documents_sent_at\`;`)
}
