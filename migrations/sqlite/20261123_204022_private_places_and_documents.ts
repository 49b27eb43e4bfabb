import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`property_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`property_documents_updated_at_idx\` ON \`property_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_documents_created_at_idx\` ON \`property_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_documents_filename_idx\` ON \`property_documents\` (\`filename\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`property_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_documents\`("_order", "_parent_id", "id", "file_id", "url") SELECT "_order", "_parent_id", "id", "file_id", "url" FROM \`properties_documents\`;`)
  await db.run(sql`DROP TABLE \`properties_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_documents\` RENAME TO \`properties_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`properties_documents_order_idx\` ON \`properties_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_parent_id_idx\` ON \`properties_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_file_idx\` ON \`properties_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`property_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_documents\`("_order", "_parent_id", "id", "file_id", "url") SELECT "_order", "_parent_id", "id", "file_id", "url" FROM \`projects_documents\`;`)
  await db.run(sql`DROP TABLE \`projects_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_documents\` RENAME TO \`projects_documents\`;`)
  await db.run(sql`CREATE INDEX \`projects_documents_order_idx\` ON \`projects_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_parent_id_idx\` ON \`projects_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_file_idx\` ON \`projects_documents\` (\`file_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`public_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`public_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`public_longitude\` numeric;`)
  await db.run(sql`CREATE INDEX \`properties_public_price_idx\` ON \`properties\` (\`public_price\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`public_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`public_longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`property_documents_id\` integer REFERENCES property_documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`property_documents_id\`);`)
  // Data (docs/decisions/0009): public coordinates and sort price of what is already stored, as the hooks
  // compute them (exact only with a published address, else the 0.01° grid; a price only when published).
  await db.run(sql`UPDATE \`properties\` SET
    \`public_latitude\` = CASE WHEN \`latitude\` IS NULL OR \`longitude\` IS NULL THEN NULL WHEN \`publish_address\` = 1 THEN \`latitude\` ELSE ROUND(\`latitude\`, 2) END,
    \`public_longitude\` = CASE WHEN \`latitude\` IS NULL OR \`longitude\` IS NULL THEN NULL WHEN \`publish_address\` = 1 THEN \`longitude\` ELSE ROUND(\`longitude\`, 2) END,
    \`public_price\` = CASE WHEN \`publish_price\` = 1 AND \`price\` > 0 THEN \`price\` ELSE NULL END;`)
  await db.run(sql`UPDATE \`projects\` SET
    \`public_latitude\` = CASE WHEN \`latitude\` IS NULL OR \`longitude\` IS NULL THEN NULL WHEN \`publish_address\` = 1 THEN \`latitude\` ELSE ROUND(\`latitude\`, 2) END,
    \`public_longitude\` = CASE WHEN \`latitude\` IS NULL OR \`longitude\` IS NULL THEN NULL WHEN \`publish_address\` = 1 THEN \`longitude\` ELSE ROUND(\`longitude\`, 2) END;`)
  // Document rows pointed at public media: they lose the file until the next import stores it privately,
  // and the public PDF media rows go (their files are then no longer served).
  await db.run(sql`UPDATE \`properties_documents\` SET \`file_id\` = NULL;`)
  await db.run(sql`UPDATE \`projects_documents\` SET \`file_id\` = NULL;`)
  await db.run(sql`DELETE FROM \`media\` WHERE \`mime_type\` = 'application/pdf';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`property_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_documents\`("_order", "_parent_id", "id", "file_id", "url") SELECT "_order", "_parent_id", "id", "file_id", "url" FROM \`properties_documents\`;`)
  await db.run(sql`DROP TABLE \`properties_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_documents\` RENAME TO \`properties_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`properties_documents_order_idx\` ON \`properties_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_parent_id_idx\` ON \`properties_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_file_idx\` ON \`properties_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_documents\`("_order", "_parent_id", "id", "file_id", "url") SELECT "_order", "_parent_id", "id", "file_id", "url" FROM \`projects_documents\`;`)
  await db.run(sql`DROP TABLE \`projects_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_documents\` RENAME TO \`projects_documents\`;`)
  await db.run(sql`CREATE INDEX \`projects_documents_order_idx\` ON \`projects_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_parent_id_idx\` ON \`projects_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_file_idx\` ON \`projects_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`projects_id\` integer,
  	\`property_types_id\` integer,
  	\`regions_id\` integer,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`appointment_slots_id\` integer,
  	\`cv_files_id\` integer,
  	\`search_profiles_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_slots_id\`) REFERENCES \`appointment_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_files_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_profiles_id\`) REFERENCES \`search_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "leads_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "leads_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_files_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`search_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`properties_public_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`public_price\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`public_latitude\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`public_longitude\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`public_latitude\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`public_longitude\`;`)
}
