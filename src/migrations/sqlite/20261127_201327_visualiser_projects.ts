import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`visualiser_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`photo_id\` integer,
  	\`demo\` text,
  	\`picture\` text NOT NULL,
  	\`token_hash\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`professional_users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media_objects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`visualiser_projects_owner_idx\` ON \`visualiser_projects\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`visualiser_projects_photo_idx\` ON \`visualiser_projects\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`visualiser_projects_token_hash_idx\` ON \`visualiser_projects\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`visualiser_projects_expires_at_idx\` ON \`visualiser_projects\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`visualiser_projects_updated_at_idx\` ON \`visualiser_projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visualiser_projects_created_at_idx\` ON \`visualiser_projects\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visualiser_projects_id\` integer REFERENCES visualiser_projects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visualiser_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`visualiser_projects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`visualiser_projects\`;`)
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
  	\`estimates_id\` integer,
  	\`follow_ups_id\` integer,
  	\`reviews_id\` integer,
  	\`media_objects_id\` integer,
  	\`sample_requests_id\` integer,
  	\`merchants_id\` integer,
  	\`outbox_id\` integer,
  	\`idempotency_keys_id\` integer,
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
  	FOREIGN KEY (\`estimates_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`follow_ups_id\`) REFERENCES \`follow_ups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_objects_id\`) REFERENCES \`media_objects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_requests_id\`) REFERENCES \`sample_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`merchants_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`idempotency_keys_id\`) REFERENCES \`idempotency_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "calls_to_action_id", "content_tags_id", "landings_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "contact_requests_id", "estimates_id", "follow_ups_id", "reviews_id", "media_objects_id", "sample_requests_id", "merchants_id", "outbox_id", "idempotency_keys_id", "estimate_questions_id", "estimate_answers_id", "estimate_steps_id", "estimate_systems_id", "layers_id", "products_id", "coatings_id", "projects_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "menus_id", "footers_id", "geographic_areas_id", "work_categories_id", "calls_to_action_id", "content_tags_id", "landings_id", "pages_id", "articles_id", "blogs_id", "references_id", "faqs_id", "professional_users_id", "contact_requests_id", "estimates_id", "follow_ups_id", "reviews_id", "media_objects_id", "sample_requests_id", "merchants_id", "outbox_id", "idempotency_keys_id", "estimate_questions_id", "estimate_answers_id", "estimate_steps_id", "estimate_systems_id", "layers_id", "products_id", "coatings_id", "projects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimates_id_idx\` ON \`payload_locked_documents_rels\` (\`estimates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_follow_ups_id_idx\` ON \`payload_locked_documents_rels\` (\`follow_ups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_objects_id_idx\` ON \`payload_locked_documents_rels\` (\`media_objects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merchants_id_idx\` ON \`payload_locked_documents_rels\` (\`merchants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_idempotency_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`idempotency_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_steps_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_steps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimate_systems_id_idx\` ON \`payload_locked_documents_rels\` (\`estimate_systems_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_layers_id_idx\` ON \`payload_locked_documents_rels\` (\`layers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coatings_id_idx\` ON \`payload_locked_documents_rels\` (\`coatings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
}
