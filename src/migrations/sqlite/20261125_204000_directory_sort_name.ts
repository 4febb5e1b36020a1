import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { nameSortKey } from '../../domain/directory'

// The directory orders names by a folded key (case and accents, issue 22), kept on the row with its index.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`professional_users\` ADD \`sort_name\` text;`)
  await db.run(sql`DROP INDEX IF EXISTS \`listed_title_idx\`;`)
  await db.run(sql`CREATE INDEX \`listed_sortName_idx\` ON \`professional_users\` (\`listed\`,\`sort_name\`);`)
  // The key of the rows saved before the column existed (the collection's hook computes it on every save).
  const rows = await db.all<{ id: number; company: string | null }>(sql`SELECT id, company FROM professional_users`)
  for (const row of rows) {
    await db.run(sql`UPDATE \`professional_users\` SET \`sort_name\` = ${nameSortKey(row.company ?? '')} WHERE \`id\` = ${row.id};`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`listed_sortName_idx\`;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`listed_title_idx\` ON \`professional_users\` (\`listed\`,\`title\`);`)
  await db.run(sql`ALTER TABLE \`professional_users\` DROP COLUMN \`sort_name\`;`)
}
