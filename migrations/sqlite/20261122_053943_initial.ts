import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_pictures_order_idx\` ON \`properties_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_pictures_parent_id_idx\` ON \`properties_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_pictures_image_idx\` ON \`properties_pictures\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_pictures_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_pictures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_pictures_locales_locale_parent_id_unique\` ON \`properties_pictures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_documents_order_idx\` ON \`properties_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_parent_id_idx\` ON \`properties_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_file_idx\` ON \`properties_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_documents_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_documents_locales_locale_parent_id_unique\` ON \`properties_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
  	\`published\` integer DEFAULT true,
  	\`reference\` text,
  	\`goal\` text NOT NULL,
  	\`availability\` text DEFAULT 'available' NOT NULL,
  	\`property_type_id\` integer,
  	\`web_ids\` text,
  	\`marquee\` numeric,
  	\`project_id\` integer,
  	\`listed_at\` text,
  	\`changed_at\` text,
  	\`agent_name\` text,
  	\`agent_email\` text,
  	\`agent_phone\` text,
  	\`agent_mobile\` text,
  	\`publish_address\` integer DEFAULT true,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_number\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country_id\` numeric DEFAULT 10,
  	\`country_name\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`price\` numeric,
  	\`publish_price\` integer DEFAULT true,
  	\`price_unit\` numeric,
  	\`bedrooms\` numeric,
  	\`bathrooms\` numeric,
  	\`shower_rooms\` numeric,
  	\`toilets\` numeric,
  	\`garages\` numeric,
  	\`parkings\` numeric,
  	\`floor\` numeric,
  	\`floors\` numeric,
  	\`surface_total\` numeric,
  	\`surface_living\` numeric,
  	\`surface_ground\` numeric,
  	\`surface_terrace\` numeric,
  	\`surface_garden\` numeric,
  	\`surface_constructed\` numeric,
  	\`surface_office\` numeric,
  	\`surface_store\` numeric,
  	\`plot_width\` numeric,
  	\`front_width\` numeric,
  	\`facades\` numeric,
  	\`construction_year\` numeric,
  	\`renovation_year\` numeric,
  	\`epc_label\` text,
  	\`energy_performance\` numeric,
  	\`epc_total\` numeric,
  	\`epc_co2\` numeric,
  	\`epc_unique_code\` text,
  	\`epc_expiry\` text,
  	\`building_permit\` integer,
  	\`preemptive_rights\` integer,
  	\`summons\` integer,
  	\`asbestos_certificate\` integer,
  	\`flood_zone_parcel\` text,
  	\`flood_zone_building\` text,
  	\`asbestos_date\` text,
  	\`charges_owner\` numeric,
  	\`charges_renter\` numeric,
  	\`notary_fee\` numeric,
  	\`registration_rights\` numeric,
  	\`vat\` integer,
  	\`deposit\` numeric,
  	\`agency_cost\` numeric,
  	\`monthly_rent\` numeric,
  	\`annuity_bouquet\` numeric,
  	\`annuity_monthly_rent\` numeric,
  	\`annuity_ages\` text,
  	\`virtual_tour\` text,
  	\`video\` text,
  	\`available_from\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_external_id_idx\` ON \`properties\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_availability_idx\` ON \`properties\` (\`availability\`);`)
  await db.run(sql`CREATE INDEX \`properties_property_type_idx\` ON \`properties\` (\`property_type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_listed_at_idx\` ON \`properties\` (\`listed_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_zip_idx\` ON \`properties\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_country_id_idx\` ON \`properties\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`properties_locales\` (
  	\`slug\` text,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`main_type_name\` text,
  	\`marquee_name\` text,
  	\`price_unit_text\` text,
  	\`heating\` text,
  	\`kitchen\` text,
  	\`glazing\` text,
  	\`window_frame\` text,
  	\`roof\` text,
  	\`urban_destination\` text,
  	\`availability_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_slug_idx\` ON \`properties_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_constructions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_constructions_order_idx\` ON \`projects_constructions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_constructions_parent_id_idx\` ON \`projects_constructions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_constructions_locales\` (
  	\`name\` text NOT NULL,
  	\`status\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_constructions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_constructions_locales_locale_parent_id_unique\` ON \`projects_constructions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_pictures_order_idx\` ON \`projects_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_pictures_parent_id_idx\` ON \`projects_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_pictures_image_idx\` ON \`projects_pictures\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_pictures_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_pictures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_pictures_locales_locale_parent_id_unique\` ON \`projects_pictures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_documents_order_idx\` ON \`projects_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_parent_id_idx\` ON \`projects_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_file_idx\` ON \`projects_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_documents_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_documents_locales_locale_parent_id_unique\` ON \`projects_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
  	\`published\` integer DEFAULT true,
  	\`goal\` text DEFAULT 'sale',
  	\`property_type_id\` integer,
  	\`project_web_id\` numeric,
  	\`price_min\` numeric,
  	\`price_max\` numeric,
  	\`publish_address\` integer DEFAULT true,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_number\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country_id\` numeric DEFAULT 10,
  	\`country_name\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`picture_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_external_id_idx\` ON \`projects\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_idx\` ON \`projects\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`projects_property_type_idx\` ON \`projects\` (\`property_type_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_zip_idx\` ON \`projects\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`projects_country_id_idx\` ON \`projects\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_picture_idx\` ON \`projects\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`slug\` text,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`property_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
  	\`web_id\` numeric NOT NULL,
  	\`show_order\` numeric DEFAULT 0,
  	\`sale\` integer DEFAULT true,
  	\`rent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_external_id_idx\` ON \`property_types\` (\`external_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_web_id_idx\` ON \`property_types\` (\`web_id\`);`)
  await db.run(sql`CREATE INDEX \`property_types_updated_at_idx\` ON \`property_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_types_created_at_idx\` ON \`property_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`property_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_locales_locale_parent_id_unique\` ON \`property_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`regions_polygons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`coordinates\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`regions_polygons_order_idx\` ON \`regions_polygons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`regions_polygons_parent_id_idx\` ON \`regions_polygons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`regions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`regions_external_id_idx\` ON \`regions\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`regions_updated_at_idx\` ON \`regions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regions_created_at_idx\` ON \`regions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`regions_locales\` (
  	\`name\` text NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`regions_locales_locale_parent_id_unique\` ON \`regions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`regions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`regions_rels_order_idx\` ON \`regions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`regions_rels_parent_idx\` ON \`regions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`regions_rels_path_idx\` ON \`regions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`regions_rels_media_id_idx\` ON \`regions_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`image_id\` integer,
  	\`published_at\` text,
  	\`person_email\` text,
  	\`person_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_external_id_idx\` ON \`articles\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`slug\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`body\` text,
  	\`person_role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
  	\`parent_id\` integer,
  	\`web_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_external_id_idx\` ON \`categories\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_module\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published',
  	\`position\` text DEFAULT 'main',
  	\`sort\` numeric DEFAULT 0,
  	\`title_size\` text DEFAULT 'h2',
  	\`span_sm\` text DEFAULT '12',
  	\`span_md\` text DEFAULT '12',
  	\`span_lg\` text DEFAULT '12',
  	\`view\` text DEFAULT 'single-view' NOT NULL,
  	\`items_per_row\` numeric DEFAULT 3,
  	\`max_items\` numeric,
  	\`background_type\` text DEFAULT 'none',
  	\`color_background\` text,
  	\`css_class\` text,
  	\`image_id\` integer,
  	\`relation_type\` text DEFAULT 'article' NOT NULL,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`include_subcategories\` integer DEFAULT true,
  	\`list_filter\` text,
  	\`form\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_order_idx\` ON \`pages_blocks_module\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_parent_id_idx\` ON \`pages_blocks_module\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_path_idx\` ON \`pages_blocks_module\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_image_idx\` ON \`pages_blocks_module\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_article_idx\` ON \`pages_blocks_module\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_category_idx\` ON \`pages_blocks_module\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_module_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_module\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_module_locales_locale_parent_id_unique\` ON \`pages_blocks_module_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`route_key\` text NOT NULL,
  	\`parent_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`show_breadcrumb\` integer DEFAULT true,
  	\`show_page_banner\` integer DEFAULT false,
  	\`seo_is_active_s_e_o\` integer DEFAULT true,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_status_idx\` ON \`pages\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_route_key_idx\` ON \`pages\` (\`route_key\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`body\` text,
  	\`banner_title\` text,
  	\`banner_description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_og_title\` text,
  	\`seo_og_description\` text,
  	\`seo_twitter_title\` text,
  	\`seo_twitter_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`focal_y\` numeric,
  	\`sizes_placeholder_url\` text,
  	\`sizes_placeholder_width\` numeric,
  	\`sizes_placeholder_height\` numeric,
  	\`sizes_placeholder_mime_type\` text,
  	\`sizes_placeholder_filesize\` numeric,
  	\`sizes_placeholder_filename\` text,
  	\`sizes_small_url\` text,
  	\`sizes_small_width\` numeric,
  	\`sizes_small_height\` numeric,
  	\`sizes_small_mime_type\` text,
  	\`sizes_small_filesize\` numeric,
  	\`sizes_small_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_placeholder_sizes_placeholder_filename_idx\` ON \`media\` (\`sizes_placeholder_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_small_sizes_small_filename_idx\` ON \`media\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings_enabled_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_enabled_languages_order_idx\` ON \`settings_enabled_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_enabled_languages_parent_idx\` ON \`settings_enabled_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings\` (
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
  	\`tracking_gtm_id\` text,
  	\`tracking_pixel_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`menu_entries_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menu_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menu_entries_children_order_idx\` ON \`menu_entries_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menu_entries_children_parent_id_idx\` ON \`menu_entries_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menu_entries_children_page_idx\` ON \`menu_entries_children\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`menu_entries_children_status_idx\` ON \`menu_entries_children\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`menu_entries_children_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menu_entries_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menu_entries_children_locales_locale_parent_id_unique\` ON \`menu_entries_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menu_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menu_entries_order_idx\` ON \`menu_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menu_entries_parent_id_idx\` ON \`menu_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menu_entries_page_idx\` ON \`menu_entries\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`menu_entries_status_idx\` ON \`menu_entries\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`menu_entries_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menu_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menu_entries_locales_locale_parent_id_unique\` ON \`menu_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menu\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`header_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`side\` text DEFAULT 'left',
  	\`icon\` text,
  	\`color\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_links_links_order_idx\` ON \`header_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_links_links_parent_id_idx\` ON \`header_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_links_links_status_idx\` ON \`header_links_links\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`header_links_links_locales\` (
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_links_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_links_links_locales_locale_parent_id_unique\` ON \`header_links_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_public\` integer DEFAULT true,
  	\`intro_text_public\` integer DEFAULT true,
  	\`full_text_public\` integer DEFAULT true,
  	\`widths_sm\` numeric DEFAULT 12,
  	\`widths_md\` numeric DEFAULT 12,
  	\`widths_lg\` numeric DEFAULT 12,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_locales\` (
  	\`title\` text,
  	\`intro_text\` text,
  	\`full_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_columns_locales_locale_parent_id_unique\` ON \`footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_media_id_idx\` ON \`footer_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`banner\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'image' NOT NULL,
  	\`image_id\` integer,
  	\`gallery_interval\` numeric DEFAULT 6,
  	\`video_id\` integer,
  	\`video_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banner_image_idx\` ON \`banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_video_idx\` ON \`banner\` (\`video_id\`);`)
  await db.run(sql`CREATE TABLE \`banner_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`banner_locales_locale_parent_id_unique\` ON \`banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banner_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banner\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`banner_rels_order_idx\` ON \`banner_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_parent_idx\` ON \`banner_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_path_idx\` ON \`banner_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_media_id_idx\` ON \`banner_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`home_search\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_logo\` integer DEFAULT true,
  	\`show_search_input\` integer DEFAULT true,
  	\`show_search_button\` integer DEFAULT true,
  	\`show_search_count\` integer DEFAULT true,
  	\`show_count_property\` integer DEFAULT true,
  	\`title_public\` integer DEFAULT true,
  	\`description_public\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_search_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_search_locales_locale_parent_id_unique\` ON \`home_search_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_pictures\`;`)
  await db.run(sql`DROP TABLE \`properties_pictures_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_documents\`;`)
  await db.run(sql`DROP TABLE \`properties_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_constructions\`;`)
  await db.run(sql`DROP TABLE \`projects_constructions_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_pictures\`;`)
  await db.run(sql`DROP TABLE \`projects_pictures_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_documents\`;`)
  await db.run(sql`DROP TABLE \`projects_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`property_types\`;`)
  await db.run(sql`DROP TABLE \`property_types_locales\`;`)
  await db.run(sql`DROP TABLE \`regions_polygons\`;`)
  await db.run(sql`DROP TABLE \`regions\`;`)
  await db.run(sql`DROP TABLE \`regions_locales\`;`)
  await db.run(sql`DROP TABLE \`regions_rels\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_module\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_module_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`settings_enabled_languages\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`DROP TABLE \`menu_entries_children\`;`)
  await db.run(sql`DROP TABLE \`menu_entries_children_locales\`;`)
  await db.run(sql`DROP TABLE \`menu_entries\`;`)
  await db.run(sql`DROP TABLE \`menu_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`menu\`;`)
  await db.run(sql`DROP TABLE \`header_links_links\`;`)
  await db.run(sql`DROP TABLE \`header_links_links_locales\`;`)
  await db.run(sql`DROP TABLE \`header_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`banner\`;`)
  await db.run(sql`DROP TABLE \`banner_locales\`;`)
  await db.run(sql`DROP TABLE \`banner_rels\`;`)
  await db.run(sql`DROP TABLE \`home_search\`;`)
  await db.run(sql`DROP TABLE \`home_search_locales\`;`)
}
