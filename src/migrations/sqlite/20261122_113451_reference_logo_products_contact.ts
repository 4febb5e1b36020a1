import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`references\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`references\` ADD \`contact\` text;`)
  await db.run(sql`CREATE INDEX \`references_logo_idx\` ON \`references\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`references_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`references_rels_products_id_idx\` ON \`references_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`_references_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_references_v\` ADD \`version_contact\` text;`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_logo_idx\` ON \`_references_v\` (\`version_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_references_v_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_products_id_idx\` ON \`_references_v_rels\` (\`products_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_references\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_highlighted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_references\`("id", "is_highlighted", "updated_at", "created_at", "_status") SELECT "id", "is_highlighted", "updated_at", "created_at", "_status" FROM \`references\`;`)
  await db.run(sql`DROP TABLE \`references\`;`)
  await db.run(sql`ALTER TABLE \`__new_references\` RENAME TO \`references\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`references_updated_at_idx\` ON \`references\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`references_created_at_idx\` ON \`references\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`references__status_idx\` ON \`references\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_references_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_references_rels\`("id", "order", "parent_id", "path", "media_id", "work_categories_id", "professional_users_id") SELECT "id", "order", "parent_id", "path", "media_id", "work_categories_id", "professional_users_id" FROM \`references_rels\`;`)
  await db.run(sql`DROP TABLE \`references_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_references_rels\` RENAME TO \`references_rels\`;`)
  await db.run(sql`CREATE INDEX \`references_rels_order_idx\` ON \`references_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_parent_idx\` ON \`references_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_path_idx\` ON \`references_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_media_id_idx\` ON \`references_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_work_categories_id_idx\` ON \`references_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`references_rels_professional_users_id_idx\` ON \`references_rels\` (\`professional_users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__references_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_is_highlighted\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__references_v\`("id", "parent_id", "version_is_highlighted", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_is_highlighted", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_references_v\`;`)
  await db.run(sql`DROP TABLE \`_references_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__references_v\` RENAME TO \`_references_v\`;`)
  await db.run(sql`CREATE INDEX \`_references_v_parent_idx\` ON \`_references_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_updated_at_idx\` ON \`_references_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_created_at_idx\` ON \`_references_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version__status_idx\` ON \`_references_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_created_at_idx\` ON \`_references_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_updated_at_idx\` ON \`_references_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_snapshot_idx\` ON \`_references_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_published_locale_idx\` ON \`_references_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_latest_idx\` ON \`_references_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new__references_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__references_v_rels\`("id", "order", "parent_id", "path", "media_id", "work_categories_id", "professional_users_id") SELECT "id", "order", "parent_id", "path", "media_id", "work_categories_id", "professional_users_id" FROM \`_references_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_references_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__references_v_rels\` RENAME TO \`_references_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_order_idx\` ON \`_references_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_parent_idx\` ON \`_references_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_path_idx\` ON \`_references_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_media_id_idx\` ON \`_references_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_work_categories_id_idx\` ON \`_references_v_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_rels_professional_users_id_idx\` ON \`_references_v_rels\` (\`professional_users_id\`);`)
}
