import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`visit_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slot\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`property_id\` integer,
  	\`project_id\` integer,
  	\`visits\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visit_counts_slot_idx\` ON \`visit_counts\` (\`slot\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_day_idx\` ON \`visit_counts\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_property_idx\` ON \`visit_counts\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_project_idx\` ON \`visit_counts\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_updated_at_idx\` ON \`visit_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_created_at_idx\` ON \`visit_counts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visit_counts_id\` integer REFERENCES visit_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`visit_counts\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "property_documents_id", "leads_id", "lead_alerts_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "regions_id", "articles_id", "categories_id", "pages_id", "media_id", "property_documents_id", "leads_id", "lead_alerts_id", "appointment_slots_id", "cv_files_id", "search_profiles_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
