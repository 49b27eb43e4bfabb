import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Payload gives each translation table a unique index on (_locale, _parent_id), which cannot serve the
 * lookups by _parent_id alone that every read of a translated field makes: a catalogue of 10,000
 * properties then took 20 s to list. An index led by _parent_id makes those lookups direct.
 */
const TRANSLATION_TABLES = [
  'properties_pictures_locales',
  'properties_documents_locales',
  'properties_locales',
  'projects_constructions_locales',
  'projects_pictures_locales',
  'projects_documents_locales',
  'projects_locales',
  'property_types_locales',
  'regions_locales',
  'articles_locales',
  'categories_locales',
  'pages_blocks_module_locales',
  'pages_locales',
  'media_locales',
  'menu_entries_children_locales',
  'menu_entries_locales',
  'header_links_links_locales',
  'footer_columns_locales',
  'footer_locales',
  'banner_locales',
  'home_search_locales',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TRANSLATION_TABLES) await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`${table}_parent_idx\` ON \`${table}\` (\`_parent_id\`);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TRANSLATION_TABLES) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${table}_parent_idx\`;`))
}
