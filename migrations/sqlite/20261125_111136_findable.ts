import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'


type PropertyRow = { id: number; external_id: number | null; reference: string | null; city: string | null; zip: string | null; street: string | null; publish_address: number | null }

/**
 * The search text of src/domain/search-text.ts (propertySearchText) as it was when this migration was
 * written: a migration runs without the app's code (Node loads it as it is) and must not change with it.
 */
function searchText(parts: (string | number | null | undefined)[]): string {
  const words = parts.flatMap((part) =>
    String(part ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  )
  return [...new Set(words)].join(' ')
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`settings_locales\` (
  	\`agency_opening_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`footer_columns\` ADD \`agency_contact\` integer DEFAULT false;`)
  // Data: the search text of what is already stored, as the properties' hook computes it (issue 13 §1).
  const properties = await db.all<PropertyRow>(sql`SELECT \`id\`, \`external_id\`, \`reference\`, \`city\`, \`zip\`, \`street\`, \`publish_address\` FROM \`properties\``)
  const titleRows = await db.all<{ parent: number; title: string | null }>(sql`SELECT \`_parent_id\` AS \`parent\`, \`title\` FROM \`properties_locales\``)
  for (const row of properties) {
    const own = titleRows.filter((title) => title.parent === row.id).map((title) => title.title)
    // A hidden address adds no street.
    const text = searchText([...own, row.city, row.zip, row.reference, row.external_id, row.publish_address === 1 ? row.street : null])
    await db.run(sql`UPDATE \`properties\` SET \`search_text\` = ${text} WHERE \`id\` = ${row.id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns\` DROP COLUMN \`agency_contact\`;`)
}
