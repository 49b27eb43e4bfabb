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
  await db.run(sql`CREATE TABLE \`operations_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`operations_log_kind_idx\` ON \`operations_log\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`operations_log_updated_at_idx\` ON \`operations_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`operations_log_created_at_idx\` ON \`operations_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`total\` numeric DEFAULT 0 NOT NULL,
  	\`staff_id\` integer,
  	\`counts\` text NOT NULL,
  	\`subject_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_records_kind_idx\` ON \`privacy_records\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`privacy_records_staff_idx\` ON \`privacy_records\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_records_subject_hash_idx\` ON \`privacy_records\` (\`subject_hash\`);`)
  await db.run(sql`CREATE INDEX \`privacy_records_updated_at_idx\` ON \`privacy_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_records_created_at_idx\` ON \`privacy_records\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`property_types\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`regions\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`property_documents\` ADD \`prefix\` text DEFAULT 'private/documents';`)
  await db.run(sql`ALTER TABLE \`property_documents\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`cv_files\` ADD \`prefix\` text DEFAULT 'private/cv';`)
  await db.run(sql`ALTER TABLE \`cv_files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`import_runs_id\` integer REFERENCES import_runs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`operations_log_id\` integer REFERENCES operations_log(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_records_id\` integer REFERENCES privacy_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`import_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_operations_log_id_idx\` ON \`payload_locked_documents_rels\` (\`operations_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_records_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_records_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`agency_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_sync_every_minutes\` numeric DEFAULT 15 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_max_unpublish_percent\` numeric DEFAULT 20 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_stale_after_hours\` numeric DEFAULT 48 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`crm_alert_email\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_leads_months\` numeric DEFAULT 36 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_applications_months\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_idle_profiles_months\` numeric DEFAULT 24 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`retention_former_owners_months\` numeric DEFAULT 24 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`tracking_no_tags\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`settings_agency_agency_logo_idx\` ON \`settings\` (\`agency_logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` RENAME COLUMN "crm_changed_at" TO "changed_at";`)
  await db.run(sql`DROP TABLE \`import_runs_rejected\`;`)
  await db.run(sql`DROP TABLE \`import_runs\`;`)
  await db.run(sql`DROP TABLE \`import_runs_numbers\`;`)
  await db.run(sql`DROP TABLE \`operations_log\`;`)
  await db.run(sql`DROP TABLE \`privacy_records\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`import_hash\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`default_language\` text DEFAULT 'nl' NOT NULL,
  	\`show_logo_at_start\` integer DEFAULT false,
  	\`hide_home_in_menu\` integer DEFAULT false,
  	\`free_evaluation_button\` integer DEFAULT true,
  	\`agency_name\` text DEFAULT 'Zeedijk Vastgoed',
  	\`agency_street\` text,
  	\`agency_zip\` text,
  	\`agency_city\` text,
  	\`agency_phone\` text,
  	\`agency_email\` text,
  	\`agency_vat\` text,
  	\`agency_biv_number\` text,
  	\`agency_latitude\` numeric,
  	\`agency_longitude\` numeric,
  	\`rental_terms_min_income_multiple\` numeric DEFAULT 3,
  	\`rental_terms_max_persons_per_bedroom\` numeric DEFAULT 2,
  	\`lead_forms_alert_asks_phone\` integer DEFAULT false,
  	\`buyer_costs_applies_from\` text DEFAULT '2025-01-01' NOT NULL,
  	\`buyer_costs_flanders_own_home_rate\` numeric DEFAULT 2 NOT NULL,
  	\`buyer_costs_flanders_rate\` numeric DEFAULT 12 NOT NULL,
  	\`buyer_costs_wallonia_own_home_rate\` numeric DEFAULT 3 NOT NULL,
  	\`buyer_costs_wallonia_rate\` numeric DEFAULT 12.5 NOT NULL,
  	\`buyer_costs_brussels_rate\` numeric DEFAULT 12.5 NOT NULL,
  	\`buyer_costs_brussels_abatement\` numeric DEFAULT 200000 NOT NULL,
  	\`buyer_costs_brussels_abatement_ceiling\` numeric DEFAULT 600000 NOT NULL,
  	\`buyer_costs_vat_rate\` numeric DEFAULT 21 NOT NULL,
  	\`buyer_costs_administrative_costs\` numeric DEFAULT 1100 NOT NULL,
  	\`buyer_costs_land_register_costs\` numeric DEFAULT 300 NOT NULL,
  	\`buyer_costs_mortgage_registration_rate\` numeric DEFAULT 1 NOT NULL,
  	\`buyer_costs_mortgage_fee_rate\` numeric DEFAULT 0.3 NOT NULL,
  	\`buyer_costs_mortgage_administrative_costs\` numeric DEFAULT 800 NOT NULL,
  	\`tracking_gtm_id\` text,
  	\`tracking_pixel_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "default_language", "show_logo_at_start", "hide_home_in_menu", "free_evaluation_button", "agency_name", "agency_street", "agency_zip", "agency_city", "agency_phone", "agency_email", "agency_vat", "agency_biv_number", "agency_latitude", "agency_longitude", "rental_terms_min_income_multiple", "rental_terms_max_persons_per_bedroom", "lead_forms_alert_asks_phone", "buyer_costs_applies_from", "buyer_costs_flanders_own_home_rate", "buyer_costs_flanders_rate", "buyer_costs_wallonia_own_home_rate", "buyer_costs_wallonia_rate", "buyer_costs_brussels_rate", "buyer_costs_brussels_abatement", "buyer_costs_brussels_abatement_ceiling", "buyer_costs_vat_rate", "buyer_costs_administrative_costs", "buyer_costs_land_register_costs", "buyer_costs_mortgage_registration_rate", "buyer_costs_mortgage_fee_rate", "buyer_costs_mortgage_administrative_costs", "tracking_gtm_id", "tracking_pixel_id", "updated_at", "created_at") SELECT "id", "default_language", "show_logo_at_start", "hide_home_in_menu", "free_evaluation_button", "agency_name", "agency_street", "agency_zip", "agency_city", "agency_phone", "agency_email", "agency_vat", "agency_biv_number", "agency_latitude", "agency_longitude", "rental_terms_min_income_multiple", "rental_terms_max_persons_per_bedroom", "lead_forms_alert_asks_phone", "buyer_costs_applies_from", "buyer_costs_flanders_own_home_rate", "buyer_costs_flanders_rate", "buyer_costs_wallonia_own_home_rate", "buyer_costs_wallonia_rate", "buyer_costs_brussels_rate", "buyer_costs_brussels_abatement", "buyer_costs_brussels_abatement_ceiling", "buyer_costs_vat_rate", "buyer_costs_administrative_costs", "buyer_costs_land_register_costs", "buyer_costs_mortgage_registration_rate", "buyer_costs_mortgage_fee_rate", "buyer_costs_mortgage_administrative_costs", "tracking_gtm_id", "tracking_pixel_id", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`ALTER TABLE \`property_types\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`ALTER TABLE \`regions\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`property_documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`property_documents\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`cv_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`cv_files\` DROP COLUMN \`_objectkey\`;`)
}
