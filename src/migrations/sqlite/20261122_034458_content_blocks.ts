import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`calls_to_action\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calls_to_action_updated_at_idx\` ON \`calls_to_action\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calls_to_action_created_at_idx\` ON \`calls_to_action\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calls_to_action_locales\` (
  	\`title\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calls_to_action_locales_locale_parent_id_unique\` ON \`calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`content_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'article' NOT NULL,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`content_tags_updated_at_idx\` ON \`content_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_tags_created_at_idx\` ON \`content_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`content_tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`content_tags_locales_locale_parent_id_unique\` ON \`content_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_hero_double\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_left_id\` integer,
  	\`image_right_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_left_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_right_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_double_order_idx\` ON \`landings_blocks_hero_double\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_double_parent_id_idx\` ON \`landings_blocks_hero_double\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_double_path_idx\` ON \`landings_blocks_hero_double\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_double_image_left_idx\` ON \`landings_blocks_hero_double\` (\`image_left_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_double_image_right_idx\` ON \`landings_blocks_hero_double\` (\`image_right_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_hero_double_locales\` (
  	\`title_left\` text,
  	\`title_right\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_hero_double\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_hero_double_locales_locale_parent_id_unique\` ON \`landings_blocks_hero_double_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_hero_single\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_single_order_idx\` ON \`landings_blocks_hero_single\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_single_parent_id_idx\` ON \`landings_blocks_hero_single\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_single_path_idx\` ON \`landings_blocks_hero_single\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_hero_single_image_idx\` ON \`landings_blocks_hero_single\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_hero_single_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_hero_single\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_hero_single_locales_locale_parent_id_unique\` ON \`landings_blocks_hero_single_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_title_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_title_text_order_idx\` ON \`landings_blocks_title_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_title_text_parent_id_idx\` ON \`landings_blocks_title_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_title_text_path_idx\` ON \`landings_blocks_title_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_title_text_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_title_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_title_text_locales_locale_parent_id_unique\` ON \`landings_blocks_title_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_text_image_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_text_image_cta_order_idx\` ON \`landings_blocks_text_image_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_text_image_cta_parent_id_idx\` ON \`landings_blocks_text_image_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_text_image_cta_path_idx\` ON \`landings_blocks_text_image_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_text_image_cta_image_idx\` ON \`landings_blocks_text_image_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_text_image_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_text_image_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_text_image_cta_locales_locale_parent_id_uniq\` ON \`landings_blocks_text_image_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_banner_text_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_banner_text_cta_order_idx\` ON \`landings_blocks_banner_text_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_banner_text_cta_parent_id_idx\` ON \`landings_blocks_banner_text_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_banner_text_cta_path_idx\` ON \`landings_blocks_banner_text_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_banner_text_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_banner_text_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_banner_text_cta_locales_locale_parent_id_uni\` ON \`landings_blocks_banner_text_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_image_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_image_caption_order_idx\` ON \`landings_blocks_image_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_image_caption_parent_id_idx\` ON \`landings_blocks_image_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_image_caption_path_idx\` ON \`landings_blocks_image_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_image_caption_image_idx\` ON \`landings_blocks_image_caption\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_image_caption_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_image_caption\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_image_caption_locales_locale_parent_id_uniqu\` ON \`landings_blocks_image_caption_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_steps_text_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_steps_text_steps_order_idx\` ON \`landings_blocks_steps_text_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_steps_text_steps_parent_id_idx\` ON \`landings_blocks_steps_text_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_steps_text_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_steps_text_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_steps_text_steps_locales_locale_parent_id_un\` ON \`landings_blocks_steps_text_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_steps_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_steps_text_order_idx\` ON \`landings_blocks_steps_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_steps_text_parent_id_idx\` ON \`landings_blocks_steps_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_steps_text_path_idx\` ON \`landings_blocks_steps_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_steps_text_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_steps_text_locales_locale_parent_id_unique\` ON \`landings_blocks_steps_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_slider_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_slider_cards_order_idx\` ON \`landings_blocks_cards_slider_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_slider_cards_parent_id_idx\` ON \`landings_blocks_cards_slider_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_slider_cards_image_idx\` ON \`landings_blocks_cards_slider_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_slider_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_cards_slider_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_cards_slider_cards_locales_locale_parent_id_\` ON \`landings_blocks_cards_slider_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_slider_order_idx\` ON \`landings_blocks_cards_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_slider_parent_id_idx\` ON \`landings_blocks_cards_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_slider_path_idx\` ON \`landings_blocks_cards_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_cards_slider_locales_locale_parent_id_unique\` ON \`landings_blocks_cards_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_images_order_idx\` ON \`landings_blocks_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_images_parent_id_idx\` ON \`landings_blocks_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_images_path_idx\` ON \`landings_blocks_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_images_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_images_locales_locale_parent_id_unique\` ON \`landings_blocks_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_external_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_external_cards_cards_order_idx\` ON \`landings_blocks_external_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_external_cards_cards_parent_id_idx\` ON \`landings_blocks_external_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_external_cards_cards_image_idx\` ON \`landings_blocks_external_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_external_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_external_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_external_cards_cards_locales_locale_parent_i\` ON \`landings_blocks_external_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_external_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_external_cards_order_idx\` ON \`landings_blocks_external_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_external_cards_parent_id_idx\` ON \`landings_blocks_external_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_external_cards_path_idx\` ON \`landings_blocks_external_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_external_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_external_cards_locales_locale_parent_id_uniq\` ON \`landings_blocks_external_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_internal_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'articles',
  	\`content_tag_id\` integer,
  	\`highlighted_only\` integer DEFAULT false,
  	\`items_per_page\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`content_tag_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_internal_cards_order_idx\` ON \`landings_blocks_internal_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_internal_cards_parent_id_idx\` ON \`landings_blocks_internal_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_internal_cards_path_idx\` ON \`landings_blocks_internal_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_internal_cards_content_tag_idx\` ON \`landings_blocks_internal_cards\` (\`content_tag_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_internal_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_internal_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_internal_cards_locales_locale_parent_id_uniq\` ON \`landings_blocks_internal_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_product_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_product_products_order_idx\` ON \`landings_blocks_cards_product_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_product_products_parent_id_idx\` ON \`landings_blocks_cards_product_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_product_products_image_idx\` ON \`landings_blocks_cards_product_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_product_products_locales\` (
  	\`name\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_cards_product_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_cards_product_products_locales_locale_parent\` ON \`landings_blocks_cards_product_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_product_order_idx\` ON \`landings_blocks_cards_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_product_parent_id_idx\` ON \`landings_blocks_cards_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_cards_product_path_idx\` ON \`landings_blocks_cards_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_cards_product_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_cards_product_locales_locale_parent_id_uniqu\` ON \`landings_blocks_cards_product_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_faq_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`faq_id\` integer,
  	\`questions_shown\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_blocks_faq_cta_order_idx\` ON \`landings_blocks_faq_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_faq_cta_parent_id_idx\` ON \`landings_blocks_faq_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_faq_cta_path_idx\` ON \`landings_blocks_faq_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landings_blocks_faq_cta_faq_idx\` ON \`landings_blocks_faq_cta\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_blocks_faq_cta_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_blocks_faq_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_blocks_faq_cta_locales_locale_parent_id_unique\` ON \`landings_blocks_faq_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`landing_type\` text,
  	\`user_profile\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_landing_type_idx\` ON \`landings\` (\`landing_type\`);`)
  await db.run(sql`CREATE INDEX \`landings_updated_at_idx\` ON \`landings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landings_created_at_idx\` ON \`landings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`landings__status_idx\` ON \`landings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`landings_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_locales_locale_parent_id_unique\` ON \`landings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`calls_to_action_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calls_to_action_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_rels_order_idx\` ON \`landings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`landings_rels_parent_idx\` ON \`landings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_rels_path_idx\` ON \`landings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`landings_rels_calls_to_action_id_idx\` ON \`landings_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE INDEX \`landings_rels_media_id_idx\` ON \`landings_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_hero_double\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_left_id\` integer,
  	\`image_right_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_left_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_right_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_double_order_idx\` ON \`_landings_v_blocks_hero_double\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_double_parent_id_idx\` ON \`_landings_v_blocks_hero_double\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_double_path_idx\` ON \`_landings_v_blocks_hero_double\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_double_image_left_idx\` ON \`_landings_v_blocks_hero_double\` (\`image_left_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_double_image_right_idx\` ON \`_landings_v_blocks_hero_double\` (\`image_right_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_hero_double_locales\` (
  	\`title_left\` text,
  	\`title_right\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_hero_double\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_hero_double_locales_locale_parent_id_uniq\` ON \`_landings_v_blocks_hero_double_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_hero_single\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_single_order_idx\` ON \`_landings_v_blocks_hero_single\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_single_parent_id_idx\` ON \`_landings_v_blocks_hero_single\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_single_path_idx\` ON \`_landings_v_blocks_hero_single\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_hero_single_image_idx\` ON \`_landings_v_blocks_hero_single\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_hero_single_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_hero_single\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_hero_single_locales_locale_parent_id_uniq\` ON \`_landings_v_blocks_hero_single_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_title_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_title_text_order_idx\` ON \`_landings_v_blocks_title_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_title_text_parent_id_idx\` ON \`_landings_v_blocks_title_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_title_text_path_idx\` ON \`_landings_v_blocks_title_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_title_text_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_title_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_title_text_locales_locale_parent_id_uniqu\` ON \`_landings_v_blocks_title_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_text_image_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_text_image_cta_order_idx\` ON \`_landings_v_blocks_text_image_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_text_image_cta_parent_id_idx\` ON \`_landings_v_blocks_text_image_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_text_image_cta_path_idx\` ON \`_landings_v_blocks_text_image_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_text_image_cta_image_idx\` ON \`_landings_v_blocks_text_image_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_text_image_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_text_image_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_text_image_cta_locales_locale_parent_id_u\` ON \`_landings_v_blocks_text_image_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_banner_text_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_banner_text_cta_order_idx\` ON \`_landings_v_blocks_banner_text_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_banner_text_cta_parent_id_idx\` ON \`_landings_v_blocks_banner_text_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_banner_text_cta_path_idx\` ON \`_landings_v_blocks_banner_text_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_banner_text_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_banner_text_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_banner_text_cta_locales_locale_parent_id_\` ON \`_landings_v_blocks_banner_text_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_image_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_image_caption_order_idx\` ON \`_landings_v_blocks_image_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_image_caption_parent_id_idx\` ON \`_landings_v_blocks_image_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_image_caption_path_idx\` ON \`_landings_v_blocks_image_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_image_caption_image_idx\` ON \`_landings_v_blocks_image_caption\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_image_caption_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_image_caption\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_image_caption_locales_locale_parent_id_un\` ON \`_landings_v_blocks_image_caption_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_steps_text_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_steps_text_steps_order_idx\` ON \`_landings_v_blocks_steps_text_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_steps_text_steps_parent_id_idx\` ON \`_landings_v_blocks_steps_text_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_steps_text_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_steps_text_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_steps_text_steps_locales_locale_parent_id\` ON \`_landings_v_blocks_steps_text_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_steps_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_steps_text_order_idx\` ON \`_landings_v_blocks_steps_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_steps_text_parent_id_idx\` ON \`_landings_v_blocks_steps_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_steps_text_path_idx\` ON \`_landings_v_blocks_steps_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_steps_text_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_steps_text_locales_locale_parent_id_uniqu\` ON \`_landings_v_blocks_steps_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_slider_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_slider_cards_order_idx\` ON \`_landings_v_blocks_cards_slider_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_slider_cards_parent_id_idx\` ON \`_landings_v_blocks_cards_slider_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_slider_cards_image_idx\` ON \`_landings_v_blocks_cards_slider_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_slider_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_cards_slider_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_cards_slider_cards_locales_locale_parent_\` ON \`_landings_v_blocks_cards_slider_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_slider_order_idx\` ON \`_landings_v_blocks_cards_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_slider_parent_id_idx\` ON \`_landings_v_blocks_cards_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_slider_path_idx\` ON \`_landings_v_blocks_cards_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_cards_slider_locales_locale_parent_id_uni\` ON \`_landings_v_blocks_cards_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_images_order_idx\` ON \`_landings_v_blocks_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_images_parent_id_idx\` ON \`_landings_v_blocks_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_images_path_idx\` ON \`_landings_v_blocks_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_images_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_images_locales_locale_parent_id_unique\` ON \`_landings_v_blocks_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_external_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_external_cards_cards_order_idx\` ON \`_landings_v_blocks_external_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_external_cards_cards_parent_id_idx\` ON \`_landings_v_blocks_external_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_external_cards_cards_image_idx\` ON \`_landings_v_blocks_external_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_external_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_external_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_external_cards_cards_locales_locale_paren\` ON \`_landings_v_blocks_external_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_external_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_external_cards_order_idx\` ON \`_landings_v_blocks_external_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_external_cards_parent_id_idx\` ON \`_landings_v_blocks_external_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_external_cards_path_idx\` ON \`_landings_v_blocks_external_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_external_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_external_cards_locales_locale_parent_id_u\` ON \`_landings_v_blocks_external_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_internal_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'articles',
  	\`content_tag_id\` integer,
  	\`highlighted_only\` integer DEFAULT false,
  	\`items_per_page\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`content_tag_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_internal_cards_order_idx\` ON \`_landings_v_blocks_internal_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_internal_cards_parent_id_idx\` ON \`_landings_v_blocks_internal_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_internal_cards_path_idx\` ON \`_landings_v_blocks_internal_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_internal_cards_content_tag_idx\` ON \`_landings_v_blocks_internal_cards\` (\`content_tag_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_internal_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_internal_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_internal_cards_locales_locale_parent_id_u\` ON \`_landings_v_blocks_internal_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_product_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_product_products_order_idx\` ON \`_landings_v_blocks_cards_product_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_product_products_parent_id_idx\` ON \`_landings_v_blocks_cards_product_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_product_products_image_idx\` ON \`_landings_v_blocks_cards_product_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_product_products_locales\` (
  	\`name\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_cards_product_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_cards_product_products_locales_locale_par\` ON \`_landings_v_blocks_cards_product_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_product_order_idx\` ON \`_landings_v_blocks_cards_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_product_parent_id_idx\` ON \`_landings_v_blocks_cards_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_cards_product_path_idx\` ON \`_landings_v_blocks_cards_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_cards_product_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_cards_product_locales_locale_parent_id_un\` ON \`_landings_v_blocks_cards_product_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_faq_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`faq_id\` integer,
  	\`questions_shown\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_faq_cta_order_idx\` ON \`_landings_v_blocks_faq_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_faq_cta_parent_id_idx\` ON \`_landings_v_blocks_faq_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_faq_cta_path_idx\` ON \`_landings_v_blocks_faq_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_blocks_faq_cta_faq_idx\` ON \`_landings_v_blocks_faq_cta\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_blocks_faq_cta_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v_blocks_faq_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_blocks_faq_cta_locales_locale_parent_id_unique\` ON \`_landings_v_blocks_faq_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_landing_type\` text,
  	\`version_user_profile\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_parent_idx\` ON \`_landings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_version_version_landing_type_idx\` ON \`_landings_v\` (\`version_landing_type\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_version_version_updated_at_idx\` ON \`_landings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_version_version_created_at_idx\` ON \`_landings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_version_version__status_idx\` ON \`_landings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_created_at_idx\` ON \`_landings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_updated_at_idx\` ON \`_landings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_snapshot_idx\` ON \`_landings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_published_locale_idx\` ON \`_landings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_latest_idx\` ON \`_landings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landings_v_locales_locale_parent_id_unique\` ON \`_landings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landings_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`calls_to_action_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_landings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calls_to_action_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landings_v_rels_order_idx\` ON \`_landings_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_rels_parent_idx\` ON \`_landings_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_rels_path_idx\` ON \`_landings_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_rels_calls_to_action_id_idx\` ON \`_landings_v_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE INDEX \`_landings_v_rels_media_id_idx\` ON \`_landings_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_title_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_text_order_idx\` ON \`pages_blocks_title_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_text_parent_id_idx\` ON \`pages_blocks_title_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_text_path_idx\` ON \`pages_blocks_title_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_title_text_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_title_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_title_text_locales_locale_parent_id_unique\` ON \`pages_blocks_title_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_cta_order_idx\` ON \`pages_blocks_text_image_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_cta_parent_id_idx\` ON \`pages_blocks_text_image_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_cta_path_idx\` ON \`pages_blocks_text_image_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_cta_image_idx\` ON \`pages_blocks_text_image_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_image_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_text_image_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_text_image_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_text_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_text_cta_order_idx\` ON \`pages_blocks_banner_text_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_text_cta_parent_id_idx\` ON \`pages_blocks_banner_text_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_text_cta_path_idx\` ON \`pages_blocks_banner_text_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_text_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_banner_text_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_banner_text_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_banner_text_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_caption_order_idx\` ON \`pages_blocks_image_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_caption_parent_id_idx\` ON \`pages_blocks_image_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_caption_path_idx\` ON \`pages_blocks_image_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_caption_image_idx\` ON \`pages_blocks_image_caption\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_caption_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_caption\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_caption_locales_locale_parent_id_unique\` ON \`pages_blocks_image_caption_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_text_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_text_steps_order_idx\` ON \`pages_blocks_steps_text_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_text_steps_parent_id_idx\` ON \`pages_blocks_steps_text_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_text_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps_text_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_steps_text_steps_locales_locale_parent_id_uniqu\` ON \`pages_blocks_steps_text_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_text_order_idx\` ON \`pages_blocks_steps_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_text_parent_id_idx\` ON \`pages_blocks_steps_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_text_path_idx\` ON \`pages_blocks_steps_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_text_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_steps_text_locales_locale_parent_id_unique\` ON \`pages_blocks_steps_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_slider_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_slider_cards_order_idx\` ON \`pages_blocks_cards_slider_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_slider_cards_parent_id_idx\` ON \`pages_blocks_cards_slider_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_slider_cards_image_idx\` ON \`pages_blocks_cards_slider_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_slider_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_slider_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_slider_cards_locales_locale_parent_id_uni\` ON \`pages_blocks_cards_slider_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_slider_order_idx\` ON \`pages_blocks_cards_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_slider_parent_id_idx\` ON \`pages_blocks_cards_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_slider_path_idx\` ON \`pages_blocks_cards_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_slider_locales_locale_parent_id_unique\` ON \`pages_blocks_cards_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_images_order_idx\` ON \`pages_blocks_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_images_parent_id_idx\` ON \`pages_blocks_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_images_path_idx\` ON \`pages_blocks_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_images_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_images_locales_locale_parent_id_unique\` ON \`pages_blocks_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_external_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_cards_cards_order_idx\` ON \`pages_blocks_external_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_cards_cards_parent_id_idx\` ON \`pages_blocks_external_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_cards_cards_image_idx\` ON \`pages_blocks_external_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_external_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_external_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_external_cards_cards_locales_locale_parent_id_u\` ON \`pages_blocks_external_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_external_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_cards_order_idx\` ON \`pages_blocks_external_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_cards_parent_id_idx\` ON \`pages_blocks_external_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_cards_path_idx\` ON \`pages_blocks_external_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_external_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_external_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_external_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_internal_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'articles',
  	\`content_tag_id\` integer,
  	\`highlighted_only\` integer DEFAULT false,
  	\`items_per_page\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`content_tag_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_internal_cards_order_idx\` ON \`pages_blocks_internal_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_internal_cards_parent_id_idx\` ON \`pages_blocks_internal_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_internal_cards_path_idx\` ON \`pages_blocks_internal_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_internal_cards_content_tag_idx\` ON \`pages_blocks_internal_cards\` (\`content_tag_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_internal_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_internal_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_internal_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_internal_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_product_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_product_products_order_idx\` ON \`pages_blocks_cards_product_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_product_products_parent_id_idx\` ON \`pages_blocks_cards_product_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_product_products_image_idx\` ON \`pages_blocks_cards_product_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_product_products_locales\` (
  	\`name\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_product_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_product_products_locales_locale_parent_id\` ON \`pages_blocks_cards_product_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_product_order_idx\` ON \`pages_blocks_cards_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_product_parent_id_idx\` ON \`pages_blocks_cards_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_product_path_idx\` ON \`pages_blocks_cards_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_product_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_product_locales_locale_parent_id_unique\` ON \`pages_blocks_cards_product_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`faq_id\` integer,
  	\`questions_shown\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_cta_order_idx\` ON \`pages_blocks_faq_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_cta_parent_id_idx\` ON \`pages_blocks_faq_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_cta_path_idx\` ON \`pages_blocks_faq_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_cta_faq_idx\` ON \`pages_blocks_faq_cta\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_cta_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_cta_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`calls_to_action_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calls_to_action_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_calls_to_action_id_idx\` ON \`pages_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_title_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_title_text_order_idx\` ON \`_pages_v_blocks_title_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_title_text_parent_id_idx\` ON \`_pages_v_blocks_title_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_title_text_path_idx\` ON \`_pages_v_blocks_title_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_title_text_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_title_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_title_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_title_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_cta_order_idx\` ON \`_pages_v_blocks_text_image_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_cta_parent_id_idx\` ON \`_pages_v_blocks_text_image_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_cta_path_idx\` ON \`_pages_v_blocks_text_image_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_cta_image_idx\` ON \`_pages_v_blocks_text_image_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_image_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_text_image_cta_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_text_image_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_text_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_text_cta_order_idx\` ON \`_pages_v_blocks_banner_text_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_text_cta_parent_id_idx\` ON \`_pages_v_blocks_banner_text_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_text_cta_path_idx\` ON \`_pages_v_blocks_banner_text_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_text_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_banner_text_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_banner_text_cta_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_banner_text_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_caption_order_idx\` ON \`_pages_v_blocks_image_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_caption_parent_id_idx\` ON \`_pages_v_blocks_image_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_caption_path_idx\` ON \`_pages_v_blocks_image_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_caption_image_idx\` ON \`_pages_v_blocks_image_caption\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_caption_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_caption\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_caption_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_image_caption_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_text_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_text_steps_order_idx\` ON \`_pages_v_blocks_steps_text_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_text_steps_parent_id_idx\` ON \`_pages_v_blocks_steps_text_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_text_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps_text_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_steps_text_steps_locales_locale_parent_id_un\` ON \`_pages_v_blocks_steps_text_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_text_order_idx\` ON \`_pages_v_blocks_steps_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_text_parent_id_idx\` ON \`_pages_v_blocks_steps_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_text_path_idx\` ON \`_pages_v_blocks_steps_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_text_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_steps_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_steps_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_slider_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_slider_cards_order_idx\` ON \`_pages_v_blocks_cards_slider_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_slider_cards_parent_id_idx\` ON \`_pages_v_blocks_cards_slider_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_slider_cards_image_idx\` ON \`_pages_v_blocks_cards_slider_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_slider_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_slider_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_slider_cards_locales_locale_parent_id_\` ON \`_pages_v_blocks_cards_slider_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_slider_order_idx\` ON \`_pages_v_blocks_cards_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_slider_parent_id_idx\` ON \`_pages_v_blocks_cards_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_slider_path_idx\` ON \`_pages_v_blocks_cards_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_slider_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cards_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_images_order_idx\` ON \`_pages_v_blocks_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_images_parent_id_idx\` ON \`_pages_v_blocks_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_images_path_idx\` ON \`_pages_v_blocks_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_images_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_images_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_external_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_cards_cards_order_idx\` ON \`_pages_v_blocks_external_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_external_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_cards_cards_image_idx\` ON \`_pages_v_blocks_external_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_external_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_external_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_external_cards_cards_locales_locale_parent_i\` ON \`_pages_v_blocks_external_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_external_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_cards_order_idx\` ON \`_pages_v_blocks_external_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_cards_parent_id_idx\` ON \`_pages_v_blocks_external_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_cards_path_idx\` ON \`_pages_v_blocks_external_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_external_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_external_cards_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_external_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_internal_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'articles',
  	\`content_tag_id\` integer,
  	\`highlighted_only\` integer DEFAULT false,
  	\`items_per_page\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`content_tag_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_internal_cards_order_idx\` ON \`_pages_v_blocks_internal_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_internal_cards_parent_id_idx\` ON \`_pages_v_blocks_internal_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_internal_cards_path_idx\` ON \`_pages_v_blocks_internal_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_internal_cards_content_tag_idx\` ON \`_pages_v_blocks_internal_cards\` (\`content_tag_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_internal_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_internal_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_internal_cards_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_internal_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_product_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_product_products_order_idx\` ON \`_pages_v_blocks_cards_product_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_product_products_parent_id_idx\` ON \`_pages_v_blocks_cards_product_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_product_products_image_idx\` ON \`_pages_v_blocks_cards_product_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_product_products_locales\` (
  	\`name\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_product_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_product_products_locales_locale_parent\` ON \`_pages_v_blocks_cards_product_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_product_order_idx\` ON \`_pages_v_blocks_cards_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_product_parent_id_idx\` ON \`_pages_v_blocks_cards_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_product_path_idx\` ON \`_pages_v_blocks_cards_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_product_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_product_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_cards_product_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`faq_id\` integer,
  	\`questions_shown\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_cta_order_idx\` ON \`_pages_v_blocks_faq_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_cta_parent_id_idx\` ON \`_pages_v_blocks_faq_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_cta_path_idx\` ON \`_pages_v_blocks_faq_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_cta_faq_idx\` ON \`_pages_v_blocks_faq_cta\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_cta_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_cta_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`calls_to_action_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calls_to_action_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_calls_to_action_id_idx\` ON \`_pages_v_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_title_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_title_text_order_idx\` ON \`articles_blocks_title_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_title_text_parent_id_idx\` ON \`articles_blocks_title_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_title_text_path_idx\` ON \`articles_blocks_title_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_title_text_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_title_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_title_text_locales_locale_parent_id_unique\` ON \`articles_blocks_title_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_text_image_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_text_image_cta_order_idx\` ON \`articles_blocks_text_image_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_text_image_cta_parent_id_idx\` ON \`articles_blocks_text_image_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_text_image_cta_path_idx\` ON \`articles_blocks_text_image_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_text_image_cta_image_idx\` ON \`articles_blocks_text_image_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_text_image_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_text_image_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_text_image_cta_locales_locale_parent_id_uniq\` ON \`articles_blocks_text_image_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_banner_text_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_banner_text_cta_order_idx\` ON \`articles_blocks_banner_text_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_banner_text_cta_parent_id_idx\` ON \`articles_blocks_banner_text_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_banner_text_cta_path_idx\` ON \`articles_blocks_banner_text_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_banner_text_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_banner_text_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_banner_text_cta_locales_locale_parent_id_uni\` ON \`articles_blocks_banner_text_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_image_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_caption_order_idx\` ON \`articles_blocks_image_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_caption_parent_id_idx\` ON \`articles_blocks_image_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_caption_path_idx\` ON \`articles_blocks_image_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_caption_image_idx\` ON \`articles_blocks_image_caption\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_image_caption_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_image_caption\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_image_caption_locales_locale_parent_id_uniqu\` ON \`articles_blocks_image_caption_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_steps_text_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_steps_text_steps_order_idx\` ON \`articles_blocks_steps_text_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_steps_text_steps_parent_id_idx\` ON \`articles_blocks_steps_text_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_steps_text_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_steps_text_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_steps_text_steps_locales_locale_parent_id_un\` ON \`articles_blocks_steps_text_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_steps_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_steps_text_order_idx\` ON \`articles_blocks_steps_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_steps_text_parent_id_idx\` ON \`articles_blocks_steps_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_steps_text_path_idx\` ON \`articles_blocks_steps_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_steps_text_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_steps_text_locales_locale_parent_id_unique\` ON \`articles_blocks_steps_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_slider_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_slider_cards_order_idx\` ON \`articles_blocks_cards_slider_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_slider_cards_parent_id_idx\` ON \`articles_blocks_cards_slider_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_slider_cards_image_idx\` ON \`articles_blocks_cards_slider_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_slider_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_cards_slider_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_cards_slider_cards_locales_locale_parent_id_\` ON \`articles_blocks_cards_slider_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_slider_order_idx\` ON \`articles_blocks_cards_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_slider_parent_id_idx\` ON \`articles_blocks_cards_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_slider_path_idx\` ON \`articles_blocks_cards_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_cards_slider_locales_locale_parent_id_unique\` ON \`articles_blocks_cards_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_images_order_idx\` ON \`articles_blocks_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_images_parent_id_idx\` ON \`articles_blocks_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_images_path_idx\` ON \`articles_blocks_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_images_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_images_locales_locale_parent_id_unique\` ON \`articles_blocks_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_external_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_external_cards_cards_order_idx\` ON \`articles_blocks_external_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_external_cards_cards_parent_id_idx\` ON \`articles_blocks_external_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_external_cards_cards_image_idx\` ON \`articles_blocks_external_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_external_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_external_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_external_cards_cards_locales_locale_parent_i\` ON \`articles_blocks_external_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_external_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_external_cards_order_idx\` ON \`articles_blocks_external_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_external_cards_parent_id_idx\` ON \`articles_blocks_external_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_external_cards_path_idx\` ON \`articles_blocks_external_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_external_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_external_cards_locales_locale_parent_id_uniq\` ON \`articles_blocks_external_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_internal_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'articles',
  	\`content_tag_id\` integer,
  	\`highlighted_only\` integer DEFAULT false,
  	\`items_per_page\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`content_tag_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_internal_cards_order_idx\` ON \`articles_blocks_internal_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_internal_cards_parent_id_idx\` ON \`articles_blocks_internal_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_internal_cards_path_idx\` ON \`articles_blocks_internal_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_internal_cards_content_tag_idx\` ON \`articles_blocks_internal_cards\` (\`content_tag_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_internal_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_internal_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_internal_cards_locales_locale_parent_id_uniq\` ON \`articles_blocks_internal_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_product_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_product_products_order_idx\` ON \`articles_blocks_cards_product_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_product_products_parent_id_idx\` ON \`articles_blocks_cards_product_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_product_products_image_idx\` ON \`articles_blocks_cards_product_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_product_products_locales\` (
  	\`name\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_cards_product_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_cards_product_products_locales_locale_parent\` ON \`articles_blocks_cards_product_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_product_order_idx\` ON \`articles_blocks_cards_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_product_parent_id_idx\` ON \`articles_blocks_cards_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_cards_product_path_idx\` ON \`articles_blocks_cards_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_cards_product_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_cards_product_locales_locale_parent_id_uniqu\` ON \`articles_blocks_cards_product_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`faq_id\` integer,
  	\`questions_shown\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_cta_order_idx\` ON \`articles_blocks_faq_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_cta_parent_id_idx\` ON \`articles_blocks_faq_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_cta_path_idx\` ON \`articles_blocks_faq_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_cta_faq_idx\` ON \`articles_blocks_faq_cta\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq_cta_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_faq_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_faq_cta_locales_locale_parent_id_unique\` ON \`articles_blocks_faq_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`content_tags_id\` integer,
  	\`calls_to_action_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_tags_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calls_to_action_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_media_id_idx\` ON \`articles_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_content_tags_id_idx\` ON \`articles_rels\` (\`content_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_calls_to_action_id_idx\` ON \`articles_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_title_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_title_text_order_idx\` ON \`_articles_v_blocks_title_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_title_text_parent_id_idx\` ON \`_articles_v_blocks_title_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_title_text_path_idx\` ON \`_articles_v_blocks_title_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_title_text_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_title_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_title_text_locales_locale_parent_id_uniqu\` ON \`_articles_v_blocks_title_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_text_image_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_text_image_cta_order_idx\` ON \`_articles_v_blocks_text_image_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_text_image_cta_parent_id_idx\` ON \`_articles_v_blocks_text_image_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_text_image_cta_path_idx\` ON \`_articles_v_blocks_text_image_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_text_image_cta_image_idx\` ON \`_articles_v_blocks_text_image_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_text_image_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_text_image_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_text_image_cta_locales_locale_parent_id_u\` ON \`_articles_v_blocks_text_image_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_banner_text_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_banner_text_cta_order_idx\` ON \`_articles_v_blocks_banner_text_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_banner_text_cta_parent_id_idx\` ON \`_articles_v_blocks_banner_text_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_banner_text_cta_path_idx\` ON \`_articles_v_blocks_banner_text_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_banner_text_cta_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_banner_text_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_banner_text_cta_locales_locale_parent_id_\` ON \`_articles_v_blocks_banner_text_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_image_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_caption_order_idx\` ON \`_articles_v_blocks_image_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_caption_parent_id_idx\` ON \`_articles_v_blocks_image_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_caption_path_idx\` ON \`_articles_v_blocks_image_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_caption_image_idx\` ON \`_articles_v_blocks_image_caption\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_image_caption_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_image_caption\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_image_caption_locales_locale_parent_id_un\` ON \`_articles_v_blocks_image_caption_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_steps_text_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_steps_text_steps_order_idx\` ON \`_articles_v_blocks_steps_text_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_steps_text_steps_parent_id_idx\` ON \`_articles_v_blocks_steps_text_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_steps_text_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_steps_text_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_steps_text_steps_locales_locale_parent_id\` ON \`_articles_v_blocks_steps_text_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_steps_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_steps_text_order_idx\` ON \`_articles_v_blocks_steps_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_steps_text_parent_id_idx\` ON \`_articles_v_blocks_steps_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_steps_text_path_idx\` ON \`_articles_v_blocks_steps_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_steps_text_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_steps_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_steps_text_locales_locale_parent_id_uniqu\` ON \`_articles_v_blocks_steps_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_slider_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_slider_cards_order_idx\` ON \`_articles_v_blocks_cards_slider_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_slider_cards_parent_id_idx\` ON \`_articles_v_blocks_cards_slider_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_slider_cards_image_idx\` ON \`_articles_v_blocks_cards_slider_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_slider_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_cards_slider_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_cards_slider_cards_locales_locale_parent_\` ON \`_articles_v_blocks_cards_slider_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_slider_order_idx\` ON \`_articles_v_blocks_cards_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_slider_parent_id_idx\` ON \`_articles_v_blocks_cards_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_slider_path_idx\` ON \`_articles_v_blocks_cards_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_cards_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_cards_slider_locales_locale_parent_id_uni\` ON \`_articles_v_blocks_cards_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_images_order_idx\` ON \`_articles_v_blocks_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_images_parent_id_idx\` ON \`_articles_v_blocks_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_images_path_idx\` ON \`_articles_v_blocks_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_images_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_images_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_external_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_external_cards_cards_order_idx\` ON \`_articles_v_blocks_external_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_external_cards_cards_parent_id_idx\` ON \`_articles_v_blocks_external_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_external_cards_cards_image_idx\` ON \`_articles_v_blocks_external_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_external_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_external_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_external_cards_cards_locales_locale_paren\` ON \`_articles_v_blocks_external_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_external_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_external_cards_order_idx\` ON \`_articles_v_blocks_external_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_external_cards_parent_id_idx\` ON \`_articles_v_blocks_external_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_external_cards_path_idx\` ON \`_articles_v_blocks_external_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_external_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_external_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_external_cards_locales_locale_parent_id_u\` ON \`_articles_v_blocks_external_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_internal_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'articles',
  	\`content_tag_id\` integer,
  	\`highlighted_only\` integer DEFAULT false,
  	\`items_per_page\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`content_tag_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_internal_cards_order_idx\` ON \`_articles_v_blocks_internal_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_internal_cards_parent_id_idx\` ON \`_articles_v_blocks_internal_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_internal_cards_path_idx\` ON \`_articles_v_blocks_internal_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_internal_cards_content_tag_idx\` ON \`_articles_v_blocks_internal_cards\` (\`content_tag_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_internal_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_internal_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_internal_cards_locales_locale_parent_id_u\` ON \`_articles_v_blocks_internal_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_product_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_product_products_order_idx\` ON \`_articles_v_blocks_cards_product_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_product_products_parent_id_idx\` ON \`_articles_v_blocks_cards_product_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_product_products_image_idx\` ON \`_articles_v_blocks_cards_product_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_product_products_locales\` (
  	\`name\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_cards_product_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_cards_product_products_locales_locale_par\` ON \`_articles_v_blocks_cards_product_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_product_order_idx\` ON \`_articles_v_blocks_cards_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_product_parent_id_idx\` ON \`_articles_v_blocks_cards_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_cards_product_path_idx\` ON \`_articles_v_blocks_cards_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_cards_product_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_cards_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_cards_product_locales_locale_parent_id_un\` ON \`_articles_v_blocks_cards_product_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`faq_id\` integer,
  	\`questions_shown\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_cta_order_idx\` ON \`_articles_v_blocks_faq_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_cta_parent_id_idx\` ON \`_articles_v_blocks_faq_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_cta_path_idx\` ON \`_articles_v_blocks_faq_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_cta_faq_idx\` ON \`_articles_v_blocks_faq_cta\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq_cta_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_faq_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_faq_cta_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_faq_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`content_tags_id\` integer,
  	\`calls_to_action_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_tags_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calls_to_action_id\`) REFERENCES \`calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_media_id_idx\` ON \`_articles_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_content_tags_id_idx\` ON \`_articles_v_rels\` (\`content_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_calls_to_action_id_idx\` ON \`_articles_v_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE TABLE \`blogs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`content_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_tags_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_rels_order_idx\` ON \`blogs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`blogs_rels_parent_idx\` ON \`blogs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_rels_path_idx\` ON \`blogs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`blogs_rels_media_id_idx\` ON \`blogs_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_rels_content_tags_id_idx\` ON \`blogs_rels\` (\`content_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`content_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_tags_id\`) REFERENCES \`content_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_order_idx\` ON \`_blogs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_parent_idx\` ON \`_blogs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_path_idx\` ON \`_blogs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_media_id_idx\` ON \`_blogs_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_content_tags_id_idx\` ON \`_blogs_v_rels\` (\`content_tags_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`display_date\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_display_date\` text;`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`blog_type\` text DEFAULT 'news';`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`user_profile\` text;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`version_blog_type\` text DEFAULT 'news';`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`version_user_profile\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`calls_to_action_id\` integer REFERENCES calls_to_action(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`content_tags_id\` integer REFERENCES content_tags(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`landings_id\` integer REFERENCES landings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calls_to_action_id_idx\` ON \`payload_locked_documents_rels\` (\`calls_to_action_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`content_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landings_id_idx\` ON \`payload_locked_documents_rels\` (\`landings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`content_tags\`;`)
  await db.run(sql`DROP TABLE \`content_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_hero_double\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_hero_double_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_hero_single\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_hero_single_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_title_text\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_title_text_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_text_image_cta\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_text_image_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_banner_text_cta\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_banner_text_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_image_caption\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_image_caption_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_steps_text_steps\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_steps_text_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_steps_text\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_steps_text_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_slider_cards\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_slider_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_slider\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_images\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_images_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_external_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_external_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_external_cards\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_external_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_internal_cards\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_internal_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_product_products\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_product_products_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_product\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_cards_product_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_faq_cta\`;`)
  await db.run(sql`DROP TABLE \`landings_blocks_faq_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`landings\`;`)
  await db.run(sql`DROP TABLE \`landings_locales\`;`)
  await db.run(sql`DROP TABLE \`landings_rels\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_hero_double\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_hero_double_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_hero_single\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_hero_single_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_title_text\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_title_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_text_image_cta\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_text_image_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_banner_text_cta\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_banner_text_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_image_caption\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_image_caption_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_steps_text_steps\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_steps_text_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_steps_text\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_steps_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_slider_cards\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_slider_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_slider\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_images\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_external_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_external_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_external_cards\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_external_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_internal_cards\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_internal_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_product_products\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_product_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_product\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_cards_product_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_faq_cta\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_blocks_faq_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_landings_v_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_title_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_title_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_text_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_text_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_caption\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_caption_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_text_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_text_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_slider_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_slider_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_external_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_external_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_external_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_external_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_internal_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_internal_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_product_products\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_product_products_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_product\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_product_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_title_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_title_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_text_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_text_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_caption\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_caption_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_text_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_text_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_slider_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_slider_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_external_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_external_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_external_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_external_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_internal_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_internal_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_product_products\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_product_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_product\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_product_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_title_text\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_title_text_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_text_image_cta\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_text_image_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_banner_text_cta\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_banner_text_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_image_caption\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_image_caption_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_steps_text_steps\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_steps_text_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_steps_text\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_steps_text_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_slider_cards\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_slider_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_slider\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_images\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_images_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_external_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_external_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_external_cards\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_external_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_internal_cards\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_internal_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_product_products\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_product_products_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_product\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_cards_product_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq_cta\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_title_text\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_title_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_text_image_cta\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_text_image_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_banner_text_cta\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_banner_text_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_image_caption\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_image_caption_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_steps_text_steps\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_steps_text_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_steps_text\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_steps_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_slider_cards\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_slider_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_slider\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_images\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_external_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_external_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_external_cards\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_external_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_internal_cards\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_internal_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_product_products\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_product_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_product\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_cards_product_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq_cta\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`blogs_rels\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_rels\`;`)
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
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`blogs_id\` integer,
  	\`references_id\` integer,
  	\`faqs_id\` integer,
  	\`professional_users_id\` integer,
  	\`outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`geographic_areas_id\`) REFERENCES \`geographic_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`professional_users_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_id_idx\` ON \`payload_locked_documents_rels\` (\`references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_professional_users_id_idx\` ON \`payload_locked_documents_rels\` (\`professional_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`display_date\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_display_date\`;`)
  await db.run(sql`ALTER TABLE \`blogs\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`blogs\` DROP COLUMN \`blog_type\`;`)
  await db.run(sql`ALTER TABLE \`blogs\` DROP COLUMN \`user_profile\`;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` DROP COLUMN \`version_blog_type\`;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` DROP COLUMN \`version_user_profile\`;`)
}
