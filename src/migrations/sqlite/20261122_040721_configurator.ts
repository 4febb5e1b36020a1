import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`estimate_questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_questions_updated_at_idx\` ON \`estimate_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estimate_questions_created_at_idx\` ON \`estimate_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estimate_questions_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimate_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estimate_questions_locales_locale_parent_id_unique\` ON \`estimate_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimate_answers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question_id\` integer NOT NULL,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`estimate_questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_answers_question_idx\` ON \`estimate_answers\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`estimate_answers_updated_at_idx\` ON \`estimate_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estimate_answers_created_at_idx\` ON \`estimate_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estimate_answers_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimate_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estimate_answers_locales_locale_parent_id_unique\` ON \`estimate_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimate_answers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`estimate_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_answers_rels_order_idx\` ON \`estimate_answers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`estimate_answers_rels_parent_idx\` ON \`estimate_answers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`estimate_answers_rels_path_idx\` ON \`estimate_answers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`estimate_answers_rels_media_id_idx\` ON \`estimate_answers_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`estimate_steps\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_steps_updated_at_idx\` ON \`estimate_steps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estimate_steps_created_at_idx\` ON \`estimate_steps\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estimate_steps_locales\` (
  	\`name\` text NOT NULL,
  	\`instruction\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimate_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estimate_steps_locales_locale_parent_id_unique\` ON \`estimate_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimate_systems_system_layers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layer_id\` integer NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`finish\` integer DEFAULT false,
  	\`min_light_reflectance\` numeric,
  	FOREIGN KEY (\`layer_id\`) REFERENCES \`layers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimate_systems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_systems_system_layers_order_idx\` ON \`estimate_systems_system_layers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_system_layers_parent_id_idx\` ON \`estimate_systems_system_layers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_system_layers_layer_idx\` ON \`estimate_systems_system_layers\` (\`layer_id\`);`)
  await db.run(sql`CREATE TABLE \`estimate_systems\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_systems_updated_at_idx\` ON \`estimate_systems\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_created_at_idx\` ON \`estimate_systems\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estimate_systems_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimate_systems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estimate_systems_locales_locale_parent_id_unique\` ON \`estimate_systems_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimate_systems_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`estimate_answers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`estimate_systems\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estimate_answers_id\`) REFERENCES \`estimate_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_order_idx\` ON \`estimate_systems_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_parent_idx\` ON \`estimate_systems_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_path_idx\` ON \`estimate_systems_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_media_id_idx\` ON \`estimate_systems_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_estimate_answers_id_idx\` ON \`estimate_systems_rels\` (\`estimate_answers_id\`);`)
  await db.run(sql`CREATE TABLE \`layers_layer_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`layers_layer_products_order_idx\` ON \`layers_layer_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layers_layer_products_parent_id_idx\` ON \`layers_layer_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`layers_layer_products_product_idx\` ON \`layers_layer_products\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`layers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`layers_internal_name_idx\` ON \`layers\` (\`internal_name\`);`)
  await db.run(sql`CREATE INDEX \`layers_updated_at_idx\` ON \`layers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`layers_created_at_idx\` ON \`layers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`layers_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`layers_locales_locale_parent_id_unique\` ON \`layers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`layers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`layers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`layers_rels_order_idx\` ON \`layers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`layers_rels_parent_idx\` ON \`layers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`layers_rels_path_idx\` ON \`layers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`layers_rels_products_id_idx\` ON \`layers_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text DEFAULT 'SURFACE' NOT NULL,
  	\`linear_basis\` text,
  	\`consumption\` numeric NOT NULL,
  	\`consumption_unit\` text DEFAULT 'KG' NOT NULL,
  	\`packaging_unit\` text DEFAULT 'BAG' NOT NULL,
  	\`content_per_package\` numeric NOT NULL,
  	\`units_per_pallet\` numeric,
  	\`waste_percent\` numeric DEFAULT 5 NOT NULL,
  	\`demo_values\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_code_idx\` ON \`products\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coating_shades\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`color_hex\` text NOT NULL,
  	\`light_intensity\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coating_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coating_shades_order_idx\` ON \`coating_shades\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coating_shades_parent_id_idx\` ON \`coating_shades\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coating_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`color_hex\` text,
  	\`color_rgb\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coating_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coating_ranges_order_idx\` ON \`coating_ranges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coating_ranges_parent_id_idx\` ON \`coating_ranges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coating_ranges_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coating_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coating_ranges_locales_locale_parent_id_unique\` ON \`coating_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coating_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color_pdf_path\` text,
  	\`weight\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coatings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coating_categories_order_idx\` ON \`coating_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coating_categories_parent_id_idx\` ON \`coating_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coating_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coating_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coating_categories_locales_locale_parent_id_unique\` ON \`coating_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coatings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`display_syringe_logo\` integer DEFAULT false,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coatings_code_idx\` ON \`coatings\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`coatings_updated_at_idx\` ON \`coatings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coatings_created_at_idx\` ON \`coatings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coatings_locales\` (
  	\`name\` text NOT NULL,
  	\`category_name\` text,
  	\`category_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coatings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coatings_locales_locale_parent_id_unique\` ON \`coatings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coatings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`estimate_systems_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`coatings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estimate_systems_id\`) REFERENCES \`estimate_systems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coatings_rels_order_idx\` ON \`coatings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`coatings_rels_parent_idx\` ON \`coatings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`coatings_rels_path_idx\` ON \`coatings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`coatings_rels_media_id_idx\` ON \`coatings_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`coatings_rels_estimate_systems_id_idx\` ON \`coatings_rels\` (\`estimate_systems_id\`);`)
  await db.run(sql`CREATE TABLE \`project_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`estimate_system_id\` integer,
  	\`answers\` text,
  	\`sample_coating_id\` integer,
  	\`sample_name\` text,
  	\`sample_coating_name\` text,
  	\`sample_color_category_name\` text,
  	\`sample_range_code\` text,
  	\`sample_color_code\` text,
  	\`sample_color_hex\` text,
  	\`sample_light_intensity\` numeric,
  	\`facades\` text,
  	\`preferences\` text,
  	FOREIGN KEY (\`estimate_system_id\`) REFERENCES \`estimate_systems\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sample_coating_id\`) REFERENCES \`coatings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_solutions_order_idx\` ON \`project_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`project_solutions_parent_id_idx\` ON \`project_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`project_solutions_estimate_system_idx\` ON \`project_solutions\` (\`estimate_system_id\`);`)
  await db.run(sql`CREATE INDEX \`project_solutions_sample_sample_coating_idx\` ON \`project_solutions\` (\`sample_coating_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`contact_street_line\` text,
  	\`contact_postal_code\` text,
  	\`contact_locality\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_owner_idx\` ON \`projects\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`attachments\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`estimate_questions_id\` integer REFERENCES estimate_questions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`estimate_answers_id\` integer REFERENCES estimate_answers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`estimate_steps_id\` integer REFERENCES estimate_steps(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`estimate_systems_id\` integer REFERENCES estimate_systems(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`layers_id\` integer REFERENCES layers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coatings_id\` integer REFERENCES coatings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`projects_id\` integer REFERENCES projects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_steps_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_steps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_systems_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_systems_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_layers_id_idx\` ON \`payload_locked_documents_rels\` (\`layers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coatings_id_idx\` ON \`payload_locked_documents_rels\` (\`coatings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`estimate_questions\`;`)
  await db.run(sql`DROP TABLE \`estimate_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`estimate_answers\`;`)
  await db.run(sql`DROP TABLE \`estimate_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`estimate_answers_rels\`;`)
  await db.run(sql`DROP TABLE \`estimate_steps\`;`)
  await db.run(sql`DROP TABLE \`estimate_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`estimate_systems_system_layers\`;`)
  await db.run(sql`DROP TABLE \`estimate_systems\`;`)
  await db.run(sql`DROP TABLE \`estimate_systems_locales\`;`)
  await db.run(sql`DROP TABLE \`estimate_systems_rels\`;`)
  await db.run(sql`DROP TABLE \`layers_layer_products\`;`)
  await db.run(sql`DROP TABLE \`layers\`;`)
  await db.run(sql`DROP TABLE \`layers_locales\`;`)
  await db.run(sql`DROP TABLE \`layers_rels\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`coating_shades\`;`)
  await db.run(sql`DROP TABLE \`coating_ranges\`;`)
  await db.run(sql`DROP TABLE \`coating_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`coating_categories\`;`)
  await db.run(sql`DROP TABLE \`coating_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`coatings\`;`)
  await db.run(sql`DROP TABLE \`coatings_locales\`;`)
  await db.run(sql`DROP TABLE \`coatings_rels\`;`)
  await db.run(sql`DROP TABLE \`project_solutions\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`menus_id\` integer,
  	\`footers_id\` integer,
  	\`geographic_areas_id\` integer,
  	\`work_categories_id\` integer,
  	\`calls_to_action_id\` integer,
  	\`content_tags_id\` integer,
  	\`landings_id\` integer,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`blogs_id\` integer,
  	\`references_id\` integer,
  	\`faqs_id\` integer,
  	\`professional_users_id\` integer,
  	\`contact_requests_id\` integer,
  	\`outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`geographic_areas_id\`) REFERENCES \`geographic_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calls_to_action_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_tags_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landings_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`professional_users_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "calls_to_action_id", "content_tags_id", "landings_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "contact_requests_id", "outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "calls_to_action_id", "content_tags_id", "landings_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "contact_requests_id", "outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_geographic_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`geographic_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_work_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calls_to_action_id_idx\` ON \`payload_locked_documents_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`content_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landings_id_idx\` ON \`payload_locked_documents_rels\` (\`landings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_id_idx\` ON \`payload_locked_documents_rels\` (\`references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_professional_users_id_idx\` ON \`payload_locked_documents_rels\` (\`professional_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`attachments\`;`)
}
