import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand-edited: drizzle-kit selected the new columns from the old table; existing rows get defaults instead.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`work_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`work_categories_updated_at_idx\` ON \`work_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`work_categories_created_at_idx\` ON \`work_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`work_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`work_categories_locales_locale_parent_id_unique\` ON \`work_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pro_social_networks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`social_network\` text NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pro_social_networks_order_idx\` ON \`pro_social_networks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pro_social_networks_parent_id_idx\` ON \`pro_social_networks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`professional_users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`work_categories_id\` integer,
  	\`geographic_areas_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`geographic_areas_id\`) REFERENCES \`geographic_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`professional_users_rels_order_idx\` ON \`professional_users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_rels_parent_idx\` ON \`professional_users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_rels_path_idx\` ON \`professional_users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_rels_media_id_idx\` ON \`professional_users_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_rels_work_categories_id_idx\` ON \`professional_users_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_rels_geographic_areas_id_idx\` ON \`professional_users_rels\` (\`geographic_areas_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_professional_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text NOT NULL,
  	\`title\` text,
  	\`firstname\` text NOT NULL,
  	\`lastname\` text NOT NULL,
  	\`language\` text DEFAULT 'fr' NOT NULL,
  	\`v_a_t_number\` text,
  	\`phone_number\` text NOT NULL,
  	\`office_phone_number\` text,
  	\`street\` text,
  	\`postcode\` text,
  	\`city\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`website\` text,
  	\`move_for_renovation\` integer DEFAULT true,
  	\`do_renovation_size\` integer DEFAULT false,
  	\`minimal_renovation_size\` numeric,
  	\`maximal_renovation_size\` numeric,
  	\`move_for_new_construction\` integer DEFAULT true,
  	\`accept_terms_and_conditions\` integer DEFAULT false,
  	\`accept_marketing\` integer DEFAULT false,
  	\`is_visible\` integer DEFAULT true,
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
  await db.run(sql`INSERT INTO \`__new_professional_users\`("id", "company", "title", "firstname", "lastname", "language", "v_a_t_number", "phone_number", "office_phone_number", "street", "postcode", "city", "latitude", "longitude", "website", "move_for_renovation", "do_renovation_size", "minimal_renovation_size", "maximal_renovation_size", "move_for_new_construction", "accept_terms_and_conditions", "accept_marketing", "is_visible", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "company", "company", "firstname", "lastname", COALESCE("language", 'fr'), NULL, '', NULL, "street", "postcode", "city", NULL, NULL, NULL, 1, 0, NULL, NULL, 1, 0, 0, "is_visible", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`professional_users\`;`)
  await db.run(sql`DROP TABLE \`professional_users\`;`)
  await db.run(sql`ALTER TABLE \`__new_professional_users\` RENAME TO \`professional_users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`professional_users_v_a_t_number_idx\` ON \`professional_users\` (\`v_a_t_number\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_updated_at_idx\` ON \`professional_users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_created_at_idx\` ON \`professional_users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`professional_users_email_idx\` ON \`professional_users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`work_categories_id\` integer REFERENCES work_categories(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_work_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`work_categories_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`work_categories\`;`)
  await db.run(sql`DROP TABLE \`work_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`pro_social_networks\`;`)
  await db.run(sql`DROP TABLE \`professional_users_rels\`;`)
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
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`blogs_id\` integer,
  	\`references_id\` integer,
  	\`professional_users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`geographic_areas_id\`) REFERENCES \`geographic_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`professional_users_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "pages_id", "articles_id", "blogs_id", "references_id", "professional_users_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "pages_id", "articles_id", "blogs_id", "references_id", "professional_users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_id_idx\` ON \`payload_locked_documents_rels\` (\`references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_professional_users_id_idx\` ON \`payload_locked_documents_rels\` (\`professional_users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_professional_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`lastname\` text NOT NULL,
  	\`language\` text DEFAULT 'fr',
  	\`street\` text,
  	\`postcode\` text,
  	\`city\` text,
  	\`is_visible\` integer DEFAULT true,
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
  await db.run(sql`INSERT INTO \`__new_professional_users\`("id", "company", "firstname", "lastname", "language", "street", "postcode", "city", "is_visible", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "company", "firstname", "lastname", "language", "street", "postcode", "city", "is_visible", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`professional_users\`;`)
  await db.run(sql`DROP TABLE \`professional_users\`;`)
  await db.run(sql`ALTER TABLE \`__new_professional_users\` RENAME TO \`professional_users\`;`)
  await db.run(sql`CREATE INDEX \`professional_users_updated_at_idx\` ON \`professional_users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`professional_users_created_at_idx\` ON \`professional_users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`professional_users_email_idx\` ON \`professional_users\` (\`email\`);`)
}
