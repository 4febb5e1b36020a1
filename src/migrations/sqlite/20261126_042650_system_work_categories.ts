import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`estimate_systems_rels\` ADD \`work_categories_id\` integer REFERENCES work_categories(id);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_work_categories_id_idx\` ON \`estimate_systems_rels\` (\`work_categories_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are dropped in the generator's order, not their references': no foreign-key checks meanwhile.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_estimate_systems_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_estimate_systems_rels\`("id", "order", "parent_id", "path", "media_id", "estimate_answers_id") SELECT "id", "order", "parent_id", "path", "media_id", "estimate_answers_id" FROM \`estimate_systems_rels\`;`)
  await db.run(sql`DROP TABLE \`estimate_systems_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_estimate_systems_rels\` RENAME TO \`estimate_systems_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_order_idx\` ON \`estimate_systems_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_parent_idx\` ON \`estimate_systems_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_path_idx\` ON \`estimate_systems_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_media_id_idx\` ON \`estimate_systems_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`estimate_systems_rels_estimate_answers_id_idx\` ON \`estimate_systems_rels\` (\`estimate_answers_id\`);`)
}
