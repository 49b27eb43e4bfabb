import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_properties_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_properties_availability" AS ENUM('available', 'sold', 'rented');
  CREATE TYPE "public"."enum_projects_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_pages_blocks_module_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_pages_blocks_module_position" AS ENUM('top', 'main', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_module_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_module_span_sm" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_pages_blocks_module_span_md" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_pages_blocks_module_span_lg" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_pages_blocks_module_view" AS ENUM('single-view', 'news-view', 'card-view', 'slider-view', 'team-view');
  CREATE TYPE "public"."enum_pages_blocks_module_background_type" AS ENUM('none', 'color', 'image');
  CREATE TYPE "public"."enum_pages_blocks_module_relation_type" AS ENUM('article', 'category', 'property-list', 'contact', 'stats-view');
  CREATE TYPE "public"."enum_pages_blocks_module_list_filter" AS ENUM('latest', 'sale', 'rent', 'abroad', 'projects');
  CREATE TYPE "public"."enum_pages_blocks_module_form" AS ENUM('site-contact', 'keep-me-informed', 'free-valuation');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_settings_enabled_languages" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_settings_default_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_menu_entries_children_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_menu_entries_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_header_links_links_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_header_links_links_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_links_links_icon" AS ENUM('phone', 'mail', 'facebook', 'instagram', 'linkedin', 'pin');
  CREATE TYPE "public"."enum_banner_type" AS ENUM('image', 'gallery', 'video');
  CREATE TABLE "properties_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "properties_pictures_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "properties_documents_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_id" numeric,
  	"published" boolean DEFAULT true,
  	"reference" varchar,
  	"goal" "enum_properties_goal" NOT NULL,
  	"availability" "enum_properties_availability" DEFAULT 'available' NOT NULL,
  	"property_type_id" integer,
  	"web_ids" varchar,
  	"marquee" numeric,
  	"project_id" integer,
  	"listed_at" timestamp(3) with time zone,
  	"changed_at" timestamp(3) with time zone,
  	"agent_name" varchar,
  	"agent_email" varchar,
  	"agent_phone" varchar,
  	"agent_mobile" varchar,
  	"publish_address" boolean DEFAULT true,
  	"street" varchar,
  	"house_number" varchar,
  	"box_number" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"country_id" numeric DEFAULT 10,
  	"country_name" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"price" numeric,
  	"publish_price" boolean DEFAULT true,
  	"price_unit" numeric,
  	"bedrooms" numeric,
  	"bathrooms" numeric,
  	"shower_rooms" numeric,
  	"toilets" numeric,
  	"garages" numeric,
  	"parkings" numeric,
  	"floor" numeric,
  	"floors" numeric,
  	"surface_total" numeric,
  	"surface_living" numeric,
  	"surface_ground" numeric,
  	"surface_terrace" numeric,
  	"surface_garden" numeric,
  	"surface_constructed" numeric,
  	"surface_office" numeric,
  	"surface_store" numeric,
  	"plot_width" numeric,
  	"front_width" numeric,
  	"facades" numeric,
  	"construction_year" numeric,
  	"renovation_year" numeric,
  	"epc_label" varchar,
  	"energy_performance" numeric,
  	"epc_total" numeric,
  	"epc_co2" numeric,
  	"epc_unique_code" varchar,
  	"epc_expiry" timestamp(3) with time zone,
  	"building_permit" boolean,
  	"preemptive_rights" boolean,
  	"summons" boolean,
  	"asbestos_certificate" boolean,
  	"flood_zone_parcel" varchar,
  	"flood_zone_building" varchar,
  	"asbestos_date" timestamp(3) with time zone,
  	"charges_owner" numeric,
  	"charges_renter" numeric,
  	"notary_fee" numeric,
  	"registration_rights" numeric,
  	"vat" boolean,
  	"deposit" numeric,
  	"agency_cost" numeric,
  	"monthly_rent" numeric,
  	"annuity_bouquet" numeric,
  	"annuity_monthly_rent" numeric,
  	"annuity_ages" varchar,
  	"virtual_tour" varchar,
  	"video" varchar,
  	"available_from" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "properties_locales" (
  	"slug" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"main_type_name" varchar,
  	"marquee_name" varchar,
  	"price_unit_text" varchar,
  	"heating" varchar,
  	"kitchen" varchar,
  	"glazing" varchar,
  	"window_frame" varchar,
  	"roof" varchar,
  	"urban_destination" varchar,
  	"availability_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_constructions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_constructions_locales" (
  	"name" varchar NOT NULL,
  	"status" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_pictures_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "projects_documents_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_id" numeric,
  	"published" boolean DEFAULT true,
  	"goal" "enum_projects_goal" DEFAULT 'sale',
  	"property_type_id" integer,
  	"project_web_id" numeric,
  	"price_min" numeric,
  	"price_max" numeric,
  	"publish_address" boolean DEFAULT true,
  	"street" varchar,
  	"house_number" varchar,
  	"box_number" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"country_id" numeric DEFAULT 10,
  	"country_name" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"picture_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"slug" varchar,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "property_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_id" numeric,
  	"web_id" numeric NOT NULL,
  	"show_order" numeric DEFAULT 0,
  	"sale" boolean DEFAULT true,
  	"rent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "regions_polygons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"coordinates" varchar NOT NULL
  );
  
  CREATE TABLE "regions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "regions_locales" (
  	"name" varchar NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "regions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_id" numeric,
  	"status" "enum_articles_status" DEFAULT 'published' NOT NULL,
  	"category_id" integer NOT NULL,
  	"image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"person_email" varchar,
  	"person_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"slug" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"body" jsonb,
  	"person_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_id" numeric,
  	"parent_id" integer,
  	"web_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_module" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_pages_blocks_module_status" DEFAULT 'published',
  	"position" "enum_pages_blocks_module_position" DEFAULT 'main',
  	"sort" numeric DEFAULT 0,
  	"title_size" "enum_pages_blocks_module_title_size" DEFAULT 'h2',
  	"span_sm" "enum_pages_blocks_module_span_sm" DEFAULT '12',
  	"span_md" "enum_pages_blocks_module_span_md" DEFAULT '12',
  	"span_lg" "enum_pages_blocks_module_span_lg" DEFAULT '12',
  	"view" "enum_pages_blocks_module_view" DEFAULT 'single-view' NOT NULL,
  	"items_per_row" numeric DEFAULT 3,
  	"max_items" numeric,
  	"background_type" "enum_pages_blocks_module_background_type" DEFAULT 'none',
  	"color_background" varchar,
  	"css_class" varchar,
  	"image_id" integer,
  	"relation_type" "enum_pages_blocks_module_relation_type" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"category_id" integer,
  	"include_subcategories" boolean DEFAULT true,
  	"list_filter" "enum_pages_blocks_module_list_filter",
  	"form" "enum_pages_blocks_module_form",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_module_locales" (
  	"title" varchar,
  	"description" varchar,
  	"description2" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_pages_status" DEFAULT 'published' NOT NULL,
  	"route_key" varchar NOT NULL,
  	"parent_id" integer,
  	"sort" numeric DEFAULT 0,
  	"show_breadcrumb" boolean DEFAULT true,
  	"show_page_banner" boolean DEFAULT false,
  	"seo_is_active_s_e_o" boolean DEFAULT true,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"body" jsonb,
  	"banner_title" varchar,
  	"banner_description" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_og_title" varchar,
  	"seo_og_description" varchar,
  	"seo_twitter_title" varchar,
  	"seo_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_placeholder_url" varchar,
  	"sizes_placeholder_width" numeric,
  	"sizes_placeholder_height" numeric,
  	"sizes_placeholder_mime_type" varchar,
  	"sizes_placeholder_filesize" numeric,
  	"sizes_placeholder_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"projects_id" integer,
  	"property_types_id" integer,
  	"regions_id" integer,
  	"articles_id" integer,
  	"categories_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings_enabled_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_settings_enabled_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_language" "enum_settings_default_language" DEFAULT 'nl' NOT NULL,
  	"show_logo_at_start" boolean DEFAULT false,
  	"hide_home_in_menu" boolean DEFAULT false,
  	"free_evaluation_button" boolean DEFAULT true,
  	"agency_name" varchar DEFAULT 'Zeedijk Vastgoed',
  	"agency_street" varchar,
  	"agency_zip" varchar,
  	"agency_city" varchar,
  	"agency_phone" varchar,
  	"agency_email" varchar,
  	"agency_vat" varchar,
  	"agency_biv_number" varchar,
  	"agency_latitude" numeric,
  	"agency_longitude" numeric,
  	"tracking_gtm_id" varchar,
  	"tracking_pixel_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "menu_entries_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_id" integer NOT NULL,
  	"status" "enum_menu_entries_children_status" DEFAULT 'published' NOT NULL
  );
  
  CREATE TABLE "menu_entries_children_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_id" integer NOT NULL,
  	"status" "enum_menu_entries_status" DEFAULT 'published' NOT NULL
  );
  
  CREATE TABLE "menu_entries_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_header_links_links_status" DEFAULT 'published' NOT NULL,
  	"side" "enum_header_links_links_side" DEFAULT 'left',
  	"icon" "enum_header_links_links_icon",
  	"color" varchar
  );
  
  CREATE TABLE "header_links_links_locales" (
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_public" boolean DEFAULT true,
  	"intro_text_public" boolean DEFAULT true,
  	"full_text_public" boolean DEFAULT true,
  	"widths_sm" numeric DEFAULT 12,
  	"widths_md" numeric DEFAULT 12,
  	"widths_lg" numeric DEFAULT 12
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"title" varchar,
  	"intro_text" varchar,
  	"full_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_banner_type" DEFAULT 'image' NOT NULL,
  	"image_id" integer,
  	"gallery_interval" numeric DEFAULT 6,
  	"video_id" integer,
  	"video_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "banner_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banner_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "home_search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_logo" boolean DEFAULT true,
  	"show_search_input" boolean DEFAULT true,
  	"show_search_button" boolean DEFAULT true,
  	"show_search_count" boolean DEFAULT true,
  	"show_count_property" boolean DEFAULT true,
  	"title_public" boolean DEFAULT true,
  	"description_public" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_search_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties_pictures" ADD CONSTRAINT "properties_pictures_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_pictures" ADD CONSTRAINT "properties_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_pictures_locales" ADD CONSTRAINT "properties_pictures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_pictures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_documents_locales" ADD CONSTRAINT "properties_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_constructions" ADD CONSTRAINT "projects_constructions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_constructions_locales" ADD CONSTRAINT "projects_constructions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_constructions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_pictures" ADD CONSTRAINT "projects_pictures_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_pictures" ADD CONSTRAINT "projects_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_pictures_locales" ADD CONSTRAINT "projects_pictures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_pictures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents_locales" ADD CONSTRAINT "projects_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_types_locales" ADD CONSTRAINT "property_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_polygons" ADD CONSTRAINT "regions_polygons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_locales" ADD CONSTRAINT "regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_rels" ADD CONSTRAINT "regions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_rels" ADD CONSTRAINT "regions_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_module" ADD CONSTRAINT "pages_blocks_module_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_module" ADD CONSTRAINT "pages_blocks_module_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_module" ADD CONSTRAINT "pages_blocks_module_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_module" ADD CONSTRAINT "pages_blocks_module_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_module_locales" ADD CONSTRAINT "pages_blocks_module_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_module"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_enabled_languages" ADD CONSTRAINT "settings_enabled_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_entries_children" ADD CONSTRAINT "menu_entries_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_entries_children" ADD CONSTRAINT "menu_entries_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_entries_children_locales" ADD CONSTRAINT "menu_entries_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_entries_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_entries_locales" ADD CONSTRAINT "menu_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links_links" ADD CONSTRAINT "header_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links_links_locales" ADD CONSTRAINT "header_links_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_links_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner" ADD CONSTRAINT "banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banner" ADD CONSTRAINT "banner_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banner_locales" ADD CONSTRAINT "banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_search_locales" ADD CONSTRAINT "home_search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_pictures_order_idx" ON "properties_pictures" USING btree ("_order");
  CREATE INDEX "properties_pictures_parent_id_idx" ON "properties_pictures" USING btree ("_parent_id");
  CREATE INDEX "properties_pictures_image_idx" ON "properties_pictures" USING btree ("image_id");
  CREATE UNIQUE INDEX "properties_pictures_locales_locale_parent_id_unique" ON "properties_pictures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_documents_order_idx" ON "properties_documents" USING btree ("_order");
  CREATE INDEX "properties_documents_parent_id_idx" ON "properties_documents" USING btree ("_parent_id");
  CREATE INDEX "properties_documents_file_idx" ON "properties_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "properties_documents_locales_locale_parent_id_unique" ON "properties_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "properties_external_id_idx" ON "properties" USING btree ("external_id");
  CREATE INDEX "properties_published_idx" ON "properties" USING btree ("published");
  CREATE INDEX "properties_reference_idx" ON "properties" USING btree ("reference");
  CREATE INDEX "properties_goal_idx" ON "properties" USING btree ("goal");
  CREATE INDEX "properties_availability_idx" ON "properties" USING btree ("availability");
  CREATE INDEX "properties_property_type_idx" ON "properties" USING btree ("property_type_id");
  CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");
  CREATE INDEX "properties_listed_at_idx" ON "properties" USING btree ("listed_at");
  CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city");
  CREATE INDEX "properties_country_id_idx" ON "properties" USING btree ("country_id");
  CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "properties_slug_idx" ON "properties_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_constructions_order_idx" ON "projects_constructions" USING btree ("_order");
  CREATE INDEX "projects_constructions_parent_id_idx" ON "projects_constructions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_constructions_locales_locale_parent_id_unique" ON "projects_constructions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_pictures_order_idx" ON "projects_pictures" USING btree ("_order");
  CREATE INDEX "projects_pictures_parent_id_idx" ON "projects_pictures" USING btree ("_parent_id");
  CREATE INDEX "projects_pictures_image_idx" ON "projects_pictures" USING btree ("image_id");
  CREATE UNIQUE INDEX "projects_pictures_locales_locale_parent_id_unique" ON "projects_pictures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_documents_order_idx" ON "projects_documents" USING btree ("_order");
  CREATE INDEX "projects_documents_parent_id_idx" ON "projects_documents" USING btree ("_parent_id");
  CREATE INDEX "projects_documents_file_idx" ON "projects_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "projects_documents_locales_locale_parent_id_unique" ON "projects_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_external_id_idx" ON "projects" USING btree ("external_id");
  CREATE INDEX "projects_published_idx" ON "projects" USING btree ("published");
  CREATE INDEX "projects_property_type_idx" ON "projects" USING btree ("property_type_id");
  CREATE INDEX "projects_zip_idx" ON "projects" USING btree ("zip");
  CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city");
  CREATE INDEX "projects_country_id_idx" ON "projects" USING btree ("country_id");
  CREATE INDEX "projects_picture_idx" ON "projects" USING btree ("picture_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects_slug_idx" ON "projects_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "property_types_external_id_idx" ON "property_types" USING btree ("external_id");
  CREATE UNIQUE INDEX "property_types_web_id_idx" ON "property_types" USING btree ("web_id");
  CREATE INDEX "property_types_updated_at_idx" ON "property_types" USING btree ("updated_at");
  CREATE INDEX "property_types_created_at_idx" ON "property_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_types_locales_locale_parent_id_unique" ON "property_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_polygons_order_idx" ON "regions_polygons" USING btree ("_order");
  CREATE INDEX "regions_polygons_parent_id_idx" ON "regions_polygons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "regions_external_id_idx" ON "regions" USING btree ("external_id");
  CREATE INDEX "regions_updated_at_idx" ON "regions" USING btree ("updated_at");
  CREATE INDEX "regions_created_at_idx" ON "regions" USING btree ("created_at");
  CREATE UNIQUE INDEX "regions_locales_locale_parent_id_unique" ON "regions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_rels_order_idx" ON "regions_rels" USING btree ("order");
  CREATE INDEX "regions_rels_parent_idx" ON "regions_rels" USING btree ("parent_id");
  CREATE INDEX "regions_rels_path_idx" ON "regions_rels" USING btree ("path");
  CREATE INDEX "regions_rels_media_id_idx" ON "regions_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "articles_external_id_idx" ON "articles" USING btree ("external_id");
  CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "categories_external_id_idx" ON "categories" USING btree ("external_id");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_module_order_idx" ON "pages_blocks_module" USING btree ("_order");
  CREATE INDEX "pages_blocks_module_parent_id_idx" ON "pages_blocks_module" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_module_path_idx" ON "pages_blocks_module" USING btree ("_path");
  CREATE INDEX "pages_blocks_module_image_idx" ON "pages_blocks_module" USING btree ("image_id");
  CREATE INDEX "pages_blocks_module_article_idx" ON "pages_blocks_module" USING btree ("article_id");
  CREATE INDEX "pages_blocks_module_category_idx" ON "pages_blocks_module" USING btree ("category_id");
  CREATE UNIQUE INDEX "pages_blocks_module_locales_locale_parent_id_unique" ON "pages_blocks_module_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_status_idx" ON "pages" USING btree ("status");
  CREATE UNIQUE INDEX "pages_route_key_idx" ON "pages" USING btree ("route_key");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_placeholder_sizes_placeholder_filename_idx" ON "media" USING btree ("sizes_placeholder_filename");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_property_types_id_idx" ON "payload_locked_documents_rels" USING btree ("property_types_id");
  CREATE INDEX "payload_locked_documents_rels_regions_id_idx" ON "payload_locked_documents_rels" USING btree ("regions_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "settings_enabled_languages_order_idx" ON "settings_enabled_languages" USING btree ("order");
  CREATE INDEX "settings_enabled_languages_parent_idx" ON "settings_enabled_languages" USING btree ("parent_id");
  CREATE INDEX "menu_entries_children_order_idx" ON "menu_entries_children" USING btree ("_order");
  CREATE INDEX "menu_entries_children_parent_id_idx" ON "menu_entries_children" USING btree ("_parent_id");
  CREATE INDEX "menu_entries_children_page_idx" ON "menu_entries_children" USING btree ("page_id");
  CREATE INDEX "menu_entries_children_status_idx" ON "menu_entries_children" USING btree ("status");
  CREATE UNIQUE INDEX "menu_entries_children_locales_locale_parent_id_unique" ON "menu_entries_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_entries_order_idx" ON "menu_entries" USING btree ("_order");
  CREATE INDEX "menu_entries_parent_id_idx" ON "menu_entries" USING btree ("_parent_id");
  CREATE INDEX "menu_entries_page_idx" ON "menu_entries" USING btree ("page_id");
  CREATE INDEX "menu_entries_status_idx" ON "menu_entries" USING btree ("status");
  CREATE UNIQUE INDEX "menu_entries_locales_locale_parent_id_unique" ON "menu_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_links_links_order_idx" ON "header_links_links" USING btree ("_order");
  CREATE INDEX "header_links_links_parent_id_idx" ON "header_links_links" USING btree ("_parent_id");
  CREATE INDEX "header_links_links_status_idx" ON "header_links_links" USING btree ("status");
  CREATE UNIQUE INDEX "header_links_links_locales_locale_parent_id_unique" ON "header_links_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_media_id_idx" ON "footer_rels" USING btree ("media_id");
  CREATE INDEX "banner_image_idx" ON "banner" USING btree ("image_id");
  CREATE INDEX "banner_video_idx" ON "banner" USING btree ("video_id");
  CREATE UNIQUE INDEX "banner_locales_locale_parent_id_unique" ON "banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banner_rels_order_idx" ON "banner_rels" USING btree ("order");
  CREATE INDEX "banner_rels_parent_idx" ON "banner_rels" USING btree ("parent_id");
  CREATE INDEX "banner_rels_path_idx" ON "banner_rels" USING btree ("path");
  CREATE INDEX "banner_rels_media_id_idx" ON "banner_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "home_search_locales_locale_parent_id_unique" ON "home_search_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_pictures" CASCADE;
  DROP TABLE "properties_pictures_locales" CASCADE;
  DROP TABLE "properties_documents" CASCADE;
  DROP TABLE "properties_documents_locales" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_locales" CASCADE;
  DROP TABLE "projects_constructions" CASCADE;
  DROP TABLE "projects_constructions_locales" CASCADE;
  DROP TABLE "projects_pictures" CASCADE;
  DROP TABLE "projects_pictures_locales" CASCADE;
  DROP TABLE "projects_documents" CASCADE;
  DROP TABLE "projects_documents_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "property_types" CASCADE;
  DROP TABLE "property_types_locales" CASCADE;
  DROP TABLE "regions_polygons" CASCADE;
  DROP TABLE "regions" CASCADE;
  DROP TABLE "regions_locales" CASCADE;
  DROP TABLE "regions_rels" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "pages_blocks_module" CASCADE;
  DROP TABLE "pages_blocks_module_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "settings_enabled_languages" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "menu_entries_children" CASCADE;
  DROP TABLE "menu_entries_children_locales" CASCADE;
  DROP TABLE "menu_entries" CASCADE;
  DROP TABLE "menu_entries_locales" CASCADE;
  DROP TABLE "menu" CASCADE;
  DROP TABLE "header_links_links" CASCADE;
  DROP TABLE "header_links_links_locales" CASCADE;
  DROP TABLE "header_links" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "banner" CASCADE;
  DROP TABLE "banner_locales" CASCADE;
  DROP TABLE "banner_rels" CASCADE;
  DROP TABLE "home_search" CASCADE;
  DROP TABLE "home_search_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_properties_goal";
  DROP TYPE "public"."enum_properties_availability";
  DROP TYPE "public"."enum_projects_goal";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum_pages_blocks_module_status";
  DROP TYPE "public"."enum_pages_blocks_module_position";
  DROP TYPE "public"."enum_pages_blocks_module_title_size";
  DROP TYPE "public"."enum_pages_blocks_module_span_sm";
  DROP TYPE "public"."enum_pages_blocks_module_span_md";
  DROP TYPE "public"."enum_pages_blocks_module_span_lg";
  DROP TYPE "public"."enum_pages_blocks_module_view";
  DROP TYPE "public"."enum_pages_blocks_module_background_type";
  DROP TYPE "public"."enum_pages_blocks_module_relation_type";
  DROP TYPE "public"."enum_pages_blocks_module_list_filter";
  DROP TYPE "public"."enum_pages_blocks_module_form";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum_settings_enabled_languages";
  DROP TYPE "public"."enum_settings_default_language";
  DROP TYPE "public"."enum_menu_entries_children_status";
  DROP TYPE "public"."enum_menu_entries_status";
  DROP TYPE "public"."enum_header_links_links_status";
  DROP TYPE "public"."enum_header_links_links_side";
  DROP TYPE "public"."enum_header_links_links_icon";
  DROP TYPE "public"."enum_banner_type";`)
}
