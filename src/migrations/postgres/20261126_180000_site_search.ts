import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search's index (issue 26; src/services/search): one row a document and language, its words as a
 * tsvector in the language's text search configuration (french or dutch) over the unaccented text, and a trigram
 * index on the title for near spellings. `unaccent` and `pg_trgm` ship with PostgreSQL (contrib); creating them
 * needs the right to, which the database's owner has. Not Payload collections: written by the search service only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent;`)
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
  await db.execute(sql`CREATE TABLE "search_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"ref" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"body" text NOT NULL,
  	"url" varchar NOT NULL,
  	"code" varchar,
  	"terms" tsvector NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
  await db.execute(
    sql`CREATE UNIQUE INDEX "search_documents_key_idx" ON "search_documents" USING btree ("kind", "ref", "locale");`,
  )
  await db.execute(sql`CREATE INDEX "search_documents_code_idx" ON "search_documents" USING btree ("code" varchar_pattern_ops);`)
  await db.execute(sql`CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms");`)
  await db.execute(
    sql`CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin (lower("title") gin_trgm_ops);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The extensions stay: other databases' objects may use them, and they hold no data.
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents";`)
}
