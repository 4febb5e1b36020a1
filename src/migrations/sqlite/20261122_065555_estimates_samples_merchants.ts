import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`estimates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`professional_user_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'NEW' NOT NULL,
  	\`request_id\` text NOT NULL,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`name\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`postcode\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`comment\` text NOT NULL,
  	\`project_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`work_end_date\` text NOT NULL,
  	\`estimate_system_id\` integer,
  	\`client_lastname\` text NOT NULL,
  	\`client_firstname\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`contact_phone\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`professional_user_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`estimate_system_id\`) REFERENCES \`estimate_systems\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_professional_user_idx\` ON \`estimates\` (\`professional_user_id\`);`)
  await db.run(sql`CREATE INDEX \`estimates_status_idx\` ON \`estimates\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`estimates_request_id_idx\` ON \`estimates\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`estimates_estimate_system_idx\` ON \`estimates\` (\`estimate_system_id\`);`)
  await db.run(sql`CREATE INDEX \`estimates_updated_at_idx\` ON \`estimates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estimates_created_at_idx\` ON \`estimates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estimates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`work_categories_id\` integer,
  	\`estimate_answers_id\` integer,
  	\`media_objects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estimate_answers_id\`) REFERENCES \`estimate_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_objects_id\`) REFERENCES \`media_objects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_rels_order_idx\` ON \`estimates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_rels_parent_idx\` ON \`estimates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`estimates_rels_path_idx\` ON \`estimates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`estimates_rels_work_categories_id_idx\` ON \`estimates_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`estimates_rels_estimate_answers_id_idx\` ON \`estimates_rels\` (\`estimate_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`estimates_rels_media_objects_id_idx\` ON \`estimates_rels\` (\`media_objects_id\`);`)
  await db.run(sql`CREATE TABLE \`media_objects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer,
  	\`upload_key\` text,
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
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_objects_owner_idx\` ON \`media_objects\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`media_objects_upload_key_idx\` ON \`media_objects\` (\`upload_key\`);`)
  await db.run(sql`CREATE INDEX \`media_objects_updated_at_idx\` ON \`media_objects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_objects_created_at_idx\` ON \`media_objects\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_objects_filename_idx\` ON \`media_objects\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_objects_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media_objects\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`sample_requests_samples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`coating_name\` text NOT NULL,
  	\`color_category_name\` text,
  	\`name\` text NOT NULL,
  	\`color_code\` text NOT NULL,
  	\`light_intensity\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sample_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_requests_samples_order_idx\` ON \`sample_requests_samples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_samples_parent_id_idx\` ON \`sample_requests_samples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sample_type\` text NOT NULL,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`name\` text NOT NULL,
  	\`client_firstname\` text NOT NULL,
  	\`client_lastname\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`postcode\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`contact_phone\` text NOT NULL,
  	\`is_processed\` integer DEFAULT false,
  	\`professional_user_id\` integer,
  	\`merchant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`professional_user_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`merchant_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_requests_sample_type_idx\` ON \`sample_requests\` (\`sample_type\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_is_processed_idx\` ON \`sample_requests\` (\`is_processed\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_professional_user_idx\` ON \`sample_requests\` (\`professional_user_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_merchant_idx\` ON \`sample_requests\` (\`merchant_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_updated_at_idx\` ON \`sample_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_created_at_idx\` ON \`sample_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`merchants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`lastname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`sample_code\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`merchants_sample_code_idx\` ON \`merchants\` (\`sample_code\`);`)
  await db.run(sql`CREATE INDEX \`merchants_updated_at_idx\` ON \`merchants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`merchants_created_at_idx\` ON \`merchants\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`owner_id\` integer REFERENCES professional_users(id);`)
  await db.run(sql`CREATE INDEX \`media_owner_idx\` ON \`media\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`estimates_id\` integer REFERENCES estimates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_objects_id\` integer REFERENCES media_objects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sample_requests_id\` integer REFERENCES sample_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`merchants_id\` integer REFERENCES merchants(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimates_id_idx\` ON \`payload_locked_documents_rels\` (\`estimates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_objects_id_idx\` ON \`payload_locked_documents_rels\` (\`media_objects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merchants_id_idx\` ON \`payload_locked_documents_rels\` (\`merchants_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`estimates\`;`)
  await db.run(sql`DROP TABLE \`estimates_rels\`;`)
  await db.run(sql`DROP TABLE \`media_objects\`;`)
  await db.run(sql`DROP TABLE \`sample_requests_samples\`;`)
  await db.run(sql`DROP TABLE \`sample_requests\`;`)
  await db.run(sql`DROP TABLE \`merchants\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
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
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_company_url\` text,
  	\`sizes_company_width\` numeric,
  	\`sizes_company_height\` numeric,
  	\`sizes_company_mime_type\` text,
  	\`sizes_company_filesize\` numeric,
  	\`sizes_company_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_medium_url\` text,
  	\`sizes_hero_medium_width\` numeric,
  	\`sizes_hero_medium_height\` numeric,
  	\`sizes_hero_medium_mime_type\` text,
  	\`sizes_hero_medium_filesize\` numeric,
  	\`sizes_hero_medium_filename\` text,
  	\`sizes_hero_large_url\` text,
  	\`sizes_hero_large_width\` numeric,
  	\`sizes_hero_large_height\` numeric,
  	\`sizes_hero_large_mime_type\` text,
  	\`sizes_hero_large_filesize\` numeric,
  	\`sizes_hero_large_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_company_url", "sizes_company_width", "sizes_company_height", "sizes_company_mime_type", "sizes_company_filesize", "sizes_company_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_hero_medium_url", "sizes_hero_medium_width", "sizes_hero_medium_height", "sizes_hero_medium_mime_type", "sizes_hero_medium_filesize", "sizes_hero_medium_filename", "sizes_hero_large_url", "sizes_hero_large_width", "sizes_hero_large_height", "sizes_hero_large_mime_type", "sizes_hero_large_filesize", "sizes_hero_large_filename") SELECT "id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_company_url", "sizes_company_width", "sizes_company_height", "sizes_company_mime_type", "sizes_company_filesize", "sizes_company_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_hero_medium_url", "sizes_hero_medium_width", "sizes_hero_medium_height", "sizes_hero_medium_mime_type", "sizes_hero_medium_filesize", "sizes_hero_medium_filename", "sizes_hero_large_url", "sizes_hero_large_width", "sizes_hero_large_height", "sizes_hero_large_mime_type", "sizes_hero_large_filesize", "sizes_hero_large_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_company_sizes_company_filename_idx\` ON \`media\` (\`sizes_company_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_medium_sizes_hero_medium_filename_idx\` ON \`media\` (\`sizes_hero_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_large_sizes_hero_large_filename_idx\` ON \`media\` (\`sizes_hero_large_filename\`);`)
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
  	\`estimate_questions_id\` integer,
  	\`estimate_answers_id\` integer,
  	\`estimate_steps_id\` integer,
  	\`estimate_systems_id\` integer,
  	\`layers_id\` integer,
  	\`products_id\` integer,
  	\`coatings_id\` integer,
  	\`projects_id\` integer,
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
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estimate_questions_id\`) REFERENCES \`estimate_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estimate_answers_id\`) REFERENCES \`estimate_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estimate_steps_id\`) REFERENCES \`estimate_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estimate_systems_id\`) REFERENCES \`estimate_systems\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`layers_id\`) REFERENCES \`layers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coatings_id\`) REFERENCES \`coatings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "calls_to_action_id", "content_tags_id", "landings_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "contact_requests_id", "outbox_id", "estimate_questions_id", "estimate_answers_id", "estimate_steps_id", "estimate_systems_id", "layers_id", "products_id", "coatings_id", "projects_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "calls_to_action_id", "content_tags_id", "landings_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "contact_requests_id", "outbox_id", "estimate_questions_id", "estimate_answers_id", "estimate_steps_id", "estimate_systems_id", "layers_id", "products_id", "coatings_id", "projects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_steps_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_steps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_systems_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_systems_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_layers_id_idx\` ON \`payload_locked_documents_rels\` (\`layers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coatings_id_idx\` ON \`payload_locked_documents_rels\` (\`coatings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
}
