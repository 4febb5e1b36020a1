import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`landings_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_testimonials_items_order_idx\` ON \`landings_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_testimonials_items_parent_id_idx\` ON \`landings_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_testimonials_items_locales_locale_parent_id_\` ON \`landings_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_testimonials_order_idx\` ON \`landings_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_testimonials_parent_id_idx\` ON \`landings_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_testimonials_path_idx\` ON \`landings_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_testimonials_locales_locale_parent_id_unique\` ON \`landings_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_questions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_questions_items_order_idx\` ON \`landings_blocks_questions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_questions_items_parent_id_idx\` ON \`landings_blocks_questions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_questions_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_questions_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_questions_items_locales_locale_parent_id_uni\` ON \`landings_blocks_questions_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_questions_order_idx\` ON \`landings_blocks_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_questions_parent_id_idx\` ON \`landings_blocks_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_questions_path_idx\` ON \`landings_blocks_questions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_questions_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_questions_locales_locale_parent_id_unique\` ON \`landings_blocks_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_testimonials_items_order_idx\` ON \`_landings_v_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_testimonials_items_parent_id_idx\` ON \`_landings_v_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_testimonials_items_locales_locale_parent_\` ON \`_landings_v_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_testimonials_order_idx\` ON \`_landings_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_testimonials_parent_id_idx\` ON \`_landings_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_testimonials_path_idx\` ON \`_landings_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_testimonials_locales_locale_parent_id_uni\` ON \`_landings_v_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_questions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_questions_items_order_idx\` ON \`_landings_v_blocks_questions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_questions_items_parent_id_idx\` ON \`_landings_v_blocks_questions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_questions_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_questions_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_questions_items_locales_locale_parent_id_\` ON \`_landings_v_blocks_questions_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_questions_order_idx\` ON \`_landings_v_blocks_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_questions_parent_id_idx\` ON \`_landings_v_blocks_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_questions_path_idx\` ON \`_landings_v_blocks_questions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_questions_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_questions_locales_locale_parent_id_unique\` ON \`_landings_v_blocks_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_order_idx\` ON \`pages_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_parent_id_idx\` ON \`pages_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_items_locales_locale_parent_id_uni\` ON \`pages_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_locales_locale_parent_id_unique\` ON \`pages_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_questions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_questions_items_order_idx\` ON \`pages_blocks_questions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_questions_items_parent_id_idx\` ON \`pages_blocks_questions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_questions_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_questions_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_questions_items_locales_locale_parent_id_unique\` ON \`pages_blocks_questions_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_questions_order_idx\` ON \`pages_blocks_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_questions_parent_id_idx\` ON \`pages_blocks_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_questions_path_idx\` ON \`pages_blocks_questions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_questions_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_questions_locales_locale_parent_id_unique\` ON \`pages_blocks_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_order_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_parent_id_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonials_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonials_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_questions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_questions_items_order_idx\` ON \`_pages_v_blocks_questions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_questions_items_parent_id_idx\` ON \`_pages_v_blocks_questions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_questions_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_questions_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_questions_items_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_questions_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_questions_order_idx\` ON \`_pages_v_blocks_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_questions_parent_id_idx\` ON \`_pages_v_blocks_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_questions_path_idx\` ON \`_pages_v_blocks_questions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_questions_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_questions_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_items_order_idx\` ON \`articles_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_items_parent_id_idx\` ON \`articles_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_testimonials_items_locales_locale_parent_id_\` ON \`articles_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_order_idx\` ON \`articles_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_parent_id_idx\` ON \`articles_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_path_idx\` ON \`articles_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_testimonials_locales_locale_parent_id_unique\` ON \`articles_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_questions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_questions_items_order_idx\` ON \`articles_blocks_questions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_questions_items_parent_id_idx\` ON \`articles_blocks_questions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_questions_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_questions_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_questions_items_locales_locale_parent_id_uni\` ON \`articles_blocks_questions_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_questions_order_idx\` ON \`articles_blocks_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_questions_parent_id_idx\` ON \`articles_blocks_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_questions_path_idx\` ON \`articles_blocks_questions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_questions_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_questions_locales_locale_parent_id_unique\` ON \`articles_blocks_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_items_order_idx\` ON \`_articles_v_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_items_parent_id_idx\` ON \`_articles_v_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_testimonials_items_locales_locale_parent_\` ON \`_articles_v_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_order_idx\` ON \`_articles_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_parent_id_idx\` ON \`_articles_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_path_idx\` ON \`_articles_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_testimonials_locales_locale_parent_id_uni\` ON \`_articles_v_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_questions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_questions_items_order_idx\` ON \`_articles_v_blocks_questions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_questions_items_parent_id_idx\` ON \`_articles_v_blocks_questions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_questions_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_questions_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_questions_items_locales_locale_parent_id_\` ON \`_articles_v_blocks_questions_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_questions_order_idx\` ON \`_articles_v_blocks_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_questions_parent_id_idx\` ON \`_articles_v_blocks_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_questions_path_idx\` ON \`_articles_v_blocks_questions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_questions_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_questions_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`landings_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_questions_items\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_questions_items_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_questions\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_questions_items\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_questions_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_questions\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_questions_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_questions_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_questions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_questions_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_questions_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_questions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_questions_items\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_questions_items_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_questions\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_questions_items\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_questions_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_questions\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_questions_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
