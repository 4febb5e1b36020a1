import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search's statistics (issue 26, staff insight; src/services/search/insight.ts): one row a day, language
 * and normalised query, with how many searches asked it and how many of them found nothing. Nothing of a person:
 * no address, account, time finer than the day. Not a Payload collection: written and read by that service only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE "search_queries" (
  	"day" date NOT NULL,
  	"locale" varchar NOT NULL,
  	"query" varchar NOT NULL,
  	"searches" integer DEFAULT 0 NOT NULL,
  	"empty_searches" integer DEFAULT 0 NOT NULL,
  	CONSTRAINT "search_queries_pkey" PRIMARY KEY("day", "locale", "query")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_queries";`)
}
