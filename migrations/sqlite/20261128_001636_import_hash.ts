import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`property_types\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`regions\` ADD \`import_hash\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`ALTER TABLE \`property_types\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`ALTER TABLE \`regions\` DROP COLUMN \`import_hash\`;`)
}
