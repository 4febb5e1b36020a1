import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`references_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`references_ctas_order_idx\` ON \`references_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`references_ctas_parent_id_idx\` ON \`references_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`references_ctas_locales\` (
  	\`title\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`references_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`references_ctas_locales_locale_parent_id_unique\` ON \`references_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`references_involved_parties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`firstname\` text,
  	\`lastname\` text,
  	\`company\` text,
  	\`contact\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`references_involved_parties_order_idx\` ON \`references_involved_parties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`references_involved_parties_parent_id_idx\` ON \`references_involved_parties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`references_involved_parties_locales\` (
  	\`function\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`references_involved_parties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`references_involved_parties_locales_locale_parent_id_unique\` ON \`references_involved_parties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`references_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`work_categories_id\` integer,
  	\`professional_users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`professional_users_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`references_rels_order_idx\` ON \`references_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_parent_idx\` ON \`references_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_path_idx\` ON \`references_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_media_id_idx\` ON \`references_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_work_categories_id_idx\` ON \`references_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_professional_users_id_idx\` ON \`references_rels\` (\`professional_users_id\`);`)
  await db.run(sql`CREATE TABLE \`_references_v_version_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_references_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_references_v_version_ctas_order_idx\` ON \`_references_v_version_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_ctas_parent_id_idx\` ON \`_references_v_version_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_references_v_version_ctas_locales\` (
  	\`title\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_references_v_version_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_references_v_version_ctas_locales_locale_parent_id_unique\` ON \`_references_v_version_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_references_v_version_involved_parties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`firstname\` text,
  	\`lastname\` text,
  	\`company\` text,
  	\`contact\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_references_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_references_v_version_involved_parties_order_idx\` ON \`_references_v_version_involved_parties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_involved_parties_parent_id_idx\` ON \`_references_v_version_involved_parties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_references_v_version_involved_parties_locales\` (
  	\`function\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_references_v_version_involved_parties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_references_v_version_involved_parties_locales_locale_parent\` ON \`_references_v_version_involved_parties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_references_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`work_categories_id\` integer,
  	\`professional_users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_references_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`professional_users_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_references_v_rels_order_idx\` ON \`_references_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_parent_idx\` ON \`_references_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_path_idx\` ON \`_references_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_media_id_idx\` ON \`_references_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_work_categories_id_idx\` ON \`_references_v_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_professional_users_id_idx\` ON \`_references_v_rels\` (\`professional_users_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_medium_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_medium_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_medium_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_medium_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_medium_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_medium_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_large_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_large_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_large_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_large_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_large_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_large_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_medium_sizes_hero_medium_filename_idx\` ON \`media\` (\`sizes_hero_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_large_sizes_hero_large_filename_idx\` ON \`media\` (\`sizes_hero_large_filename\`);`)
  await db.run(sql`ALTER TABLE \`references\` ADD \`is_highlighted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_references_v\` ADD \`version_is_highlighted\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`references_ctas\`;`)
  await db.run(sql`DROP TABLE \`references_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`references_involved_parties\`;`)
  await db.run(sql`DROP TABLE \`references_involved_parties_locales\`;`)
  await db.run(sql`DROP TABLE \`references_rels\`;`)
  await db.run(sql`DROP TABLE \`_references_v_version_ctas\`;`)
  await db.run(sql`DROP TABLE \`_references_v_version_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`_references_v_version_involved_parties\`;`)
  await db.run(sql`DROP TABLE \`_references_v_version_involved_parties_locales\`;`)
  await db.run(sql`DROP TABLE \`_references_v_rels\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_card_sizes_card_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_hero_medium_sizes_hero_medium_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_hero_large_sizes_hero_large_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_medium_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_medium_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_medium_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_medium_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_medium_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_medium_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_large_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_large_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_large_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_large_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_large_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_large_filename\`;`)
  await db.run(sql`ALTER TABLE \`references\` DROP COLUMN \`is_highlighted\`;`)
  await db.run(sql`ALTER TABLE \`_references_v\` DROP COLUMN \`version_is_highlighted\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
