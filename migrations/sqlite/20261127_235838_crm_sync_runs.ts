import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` RENAME COLUMN "changed_at" TO "crm_changed_at";`)
  await db.run(sql`CREATE TABLE \`import_runs_rejected\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`record_id\` text,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`import_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`import_runs_rejected_order_idx\` ON \`import_runs_rejected\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_rejected_parent_id_idx\` ON \`import_runs_rejected\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`import_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`status\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`trigger\` text NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`finished_at\` text,
  	\`duration_ms\` numeric,
  	\`created\` numeric DEFAULT 0,
  	\`updated\` numeric DEFAULT 0,
  	\`unpublished\` numeric DEFAULT 0,
  	\`rejected_count\` numeric DEFAULT 0,
  	\`pictures_downloaded\` numeric DEFAULT 0,
  	\`requests\` numeric DEFAULT 0,
  	\`warnings\` text,
  	\`error_kind\` text,
  	\`error_message\` text,
  	\`progress_phase\` text,
  	\`progress_done\` numeric DEFAULT 0,
  	\`progress_total\` numeric,
  	\`confirmed_by_id\` integer,
  	\`confirmed_at\` text,
  	\`cursor_etag\` text,
  	\`cursor_last_modified\` text,
  	\`feed_hash\` text,
  	\`last_change_at\` text,
  	\`alert_sent\` text,
  	\`heartbeat_at\` text,
  	\`lock\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`confirmed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`import_runs_status_idx\` ON \`import_runs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_started_at_idx\` ON \`import_runs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_confirmed_by_idx\` ON \`import_runs\` (\`confirmed_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`import_runs_lock_idx\` ON \`import_runs\` (\`lock\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_updated_at_idx\` ON \`import_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_created_at_idx\` ON \`import_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`import_runs_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`import_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`import_runs_numbers_order_parent_idx\` ON \`import_runs_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`import_runs_id\` integer REFERENCES import_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`import_runs_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_sync_every_minutes\` numeric DEFAULT 15 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_max_unpublish_percent\` numeric DEFAULT 20 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_stale_after_hours\` numeric DEFAULT 48 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_alert_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` RENAME COLUMN "crm_changed_at" TO "changed_at";`)
  await db.run(sql`DROP TABLE \`import_runs_rejected\`;`)
  await db.run(sql`DROP TABLE \`import_runs\`;`)
  await db.run(sql`DROP TABLE \`import_runs_numbers\`;`)
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
  	\`price_changes_id\` integer,
  	\`owners_id\` integer,
  	\`account_sessions_id\` integer,
  	\`account_tokens_id\` integer,
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
  	FOREIGN KEY (\`price_changes_id\`) REFERENCES \`price_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_sessions_id\`) REFERENCES \`account_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_tokens_id\`) REFERENCES \`account_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "property_documents_id", "leads_id", "lead_alerts_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "visit_counts_id", "price_changes_id", "owners_id", "account_sessions_id", "account_tokens_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "property_documents_id", "leads_id", "lead_alerts_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "visit_counts_id", "price_changes_id", "owners_id", "account_sessions_id", "account_tokens_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`price_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`account_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`account_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`crm_sync_every_minutes\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`crm_max_unpublish_percent\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`crm_stale_after_hours\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`crm_alert_email\`;`)
}
