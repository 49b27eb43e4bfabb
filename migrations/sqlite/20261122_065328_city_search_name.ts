import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`city_search_name\` text;`)
  await db.run(sql`CREATE INDEX \`properties_city_search_name_idx\` ON \`properties\` (\`city_search_name\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`properties_city_search_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`city_search_name\`;`)
}
