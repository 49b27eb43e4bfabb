import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Imported documents remembered by their source, as media are. Also the snapshot of the whole schema
 * after three migrations written side by side (staff roles, import faults, private places and documents):
 * their own SQL is not repeated here, only what none of them had.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_documents\` ADD \`source_hash\` text;`)
  await db.run(sql`CREATE INDEX \`property_documents_source_hash_idx\` ON \`property_documents\` (\`source_hash\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`property_documents_source_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`property_documents\` DROP COLUMN \`source_hash\`;`)
}
