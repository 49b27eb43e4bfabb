import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_profiles\` ADD \`last_active_at\` text;`)
  await db.run(sql`CREATE INDEX \`search_profiles_last_active_at_idx\` ON \`search_profiles\` (\`last_active_at\`);`)
  // Existing profiles: the holder's own actions were not recorded, so the last change of any kind stands in.
  await db.run(sql`UPDATE \`search_profiles\` SET \`last_active_at\` = \`updated_at\` WHERE \`last_active_at\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_profiles_last_active_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_profiles\` DROP COLUMN \`last_active_at\`;`)
}
