import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_online_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_online_media_order_idx\` ON \`properties_online_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_online_media_parent_id_idx\` ON \`properties_online_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_online_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_online_media_order_idx\` ON \`projects_online_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_online_media_parent_id_idx\` ON \`projects_online_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`price\` numeric,
  	\`changed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_changes_property_idx\` ON \`price_changes\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_changed_at_idx\` ON \`price_changes\` (\`changed_at\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_updated_at_idx\` ON \`price_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_created_at_idx\` ON \`price_changes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`owners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`locale\` text DEFAULT 'nl' NOT NULL,
  	\`weekly_report\` integer DEFAULT true,
  	\`password_hash\` text,
  	\`invited_at\` text,
  	\`password_set_at\` text,
  	\`last_login_at\` text,
  	\`last_report_week\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`owners_email_idx\` ON \`owners\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`owners_updated_at_idx\` ON \`owners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`owners_created_at_idx\` ON \`owners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`owners_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`projects_id\` integer,
  	\`property_documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_documents_id\`) REFERENCES \`property_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`owners_rels_order_idx\` ON \`owners_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_parent_idx\` ON \`owners_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_path_idx\` ON \`owners_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_properties_id_idx\` ON \`owners_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_projects_id_idx\` ON \`owners_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_property_documents_id_idx\` ON \`owners_rels\` (\`property_documents_id\`);`)
  await db.run(sql`CREATE TABLE \`account_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`owner_id\` integer,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`account_sessions_token_hash_idx\` ON \`account_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_email_idx\` ON \`account_sessions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_owner_idx\` ON \`account_sessions\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_expires_at_idx\` ON \`account_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_updated_at_idx\` ON \`account_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_created_at_idx\` ON \`account_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`account_sessions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`search_profiles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`account_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_profiles_id\`) REFERENCES \`search_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`account_sessions_rels_order_idx\` ON \`account_sessions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_rels_parent_idx\` ON \`account_sessions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_rels_path_idx\` ON \`account_sessions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_rels_search_profiles_id_idx\` ON \`account_sessions_rels\` (\`search_profiles_id\`);`)
  await db.run(sql`CREATE TABLE \`account_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`account_tokens_token_hash_idx\` ON \`account_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_email_idx\` ON \`account_tokens\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_expires_at_idx\` ON \`account_tokens\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_updated_at_idx\` ON \`account_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_created_at_idx\` ON \`account_tokens\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`share_with_owner\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_changes_id\` integer REFERENCES price_changes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`owners_id\` integer REFERENCES owners(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_sessions_id\` integer REFERENCES account_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_tokens_id\` integer REFERENCES account_tokens(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`price_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`account_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`account_tokens_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_online_media\`;`)
  await db.run(sql`DROP TABLE \`projects_online_media\`;`)
  await db.run(sql`DROP TABLE \`price_changes\`;`)
  await db.run(sql`DROP TABLE \`owners\`;`)
  await db.run(sql`DROP TABLE \`owners_rels\`;`)
  await db.run(sql`DROP TABLE \`account_sessions\`;`)
  await db.run(sql`DROP TABLE \`account_sessions_rels\`;`)
  await db.run(sql`DROP TABLE \`account_tokens\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`property_documents_id\` integer,
  	\`leads_id\` integer,
  	\`lead_alerts_id\` integer,
  	\`appointment_slots_id\` integer,
  	\`cv_files_id\` integer,
  	\`search_profiles_id\` integer,
  	\`visit_counts_id\` integer,
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
  	FOREIGN KEY (\`property_documents_id\`) REFERENCES \`property_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_alerts_id\`) REFERENCES \`lead_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_slots_id\`) REFERENCES \`appointment_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_files_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_profiles_id\`) REFERENCES \`search_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_counts_id\`) REFERENCES \`visit_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "property_documents_id", "leads_id", "lead_alerts_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "visit_counts_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "property_documents_id", "leads_id", "lead_alerts_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "visit_counts_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`property_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_files_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`search_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`share_with_owner\`;`)
}
