import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`property_documents\` ADD \`prefix\` text DEFAULT 'private/documents';`)
  await db.run(sql`ALTER TABLE \`property_documents\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`cv_files\` ADD \`prefix\` text DEFAULT 'private/cv';`)
  await db.run(sql`ALTER TABLE \`cv_files\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`property_documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`property_documents\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`cv_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`cv_files\` DROP COLUMN \`_objectkey\`;`)
}
