import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`redirect\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`redirect_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`redirect\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`redirect_url\`;`)
}
