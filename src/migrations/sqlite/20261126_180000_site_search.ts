import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site search's index (issue 26; src/services/search): one row a document and language in `search_documents`
 * (what a result shows), and its analysed words (src/domain/search-query.ts: stemmed, folded) in the FTS5 table
 * `search_terms`, whose rowid is the document's id. Not Payload collections: written by the search service only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`ref\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_key_idx\` ON \`search_documents\` (\`kind\`, \`ref\`, \`locale\`);`,
  )
  await db.run(sql`CREATE INDEX \`search_documents_code_idx\` ON \`search_documents\` (\`code\`);`)
  await db.run(
    sql`CREATE VIRTUAL TABLE \`search_terms\` USING fts5(\`title\`, \`body\`, tokenize = 'unicode61 remove_diacritics 2');`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_terms\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents\`;`)
}
