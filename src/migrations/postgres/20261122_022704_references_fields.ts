import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "references_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "references_ctas_locales" (
  	"title" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "references_involved_parties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"firstname" varchar,
  	"lastname" varchar,
  	"company" varchar,
  	"contact" varchar
  );
  
  CREATE TABLE "references_involved_parties_locales" (
  	"function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "references_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"work_categories_id" integer,
  	"professional_users_id" integer
  );
  
  CREATE TABLE "_references_v_version_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_references_v_version_ctas_locales" (
  	"title" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_references_v_version_involved_parties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"firstname" varchar,
  	"lastname" varchar,
  	"company" varchar,
  	"contact" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_references_v_version_involved_parties_locales" (
  	"function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_references_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"work_categories_id" integer,
  	"professional_users_id" integer
  );
  
  ALTER TABLE "media" ADD COLUMN "sizes_card_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_medium_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_medium_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_medium_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_medium_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_medium_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_medium_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_large_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_large_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_large_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_large_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_large_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_large_filename" varchar;
  ALTER TABLE "references" ADD COLUMN "is_highlighted" boolean DEFAULT false;
  ALTER TABLE "_references_v" ADD COLUMN "version_is_highlighted" boolean DEFAULT false;
  ALTER TABLE "references_ctas" ADD CONSTRAINT "references_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_ctas_locales" ADD CONSTRAINT "references_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."references_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_involved_parties" ADD CONSTRAINT "references_involved_parties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_involved_parties_locales" ADD CONSTRAINT "references_involved_parties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."references_involved_parties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_rels" ADD CONSTRAINT "references_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_rels" ADD CONSTRAINT "references_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_rels" ADD CONSTRAINT "references_rels_work_categories_fk" FOREIGN KEY ("work_categories_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_rels" ADD CONSTRAINT "references_rels_professional_users_fk" FOREIGN KEY ("professional_users_id") REFERENCES "public"."professional_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_version_ctas" ADD CONSTRAINT "_references_v_version_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_references_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_version_ctas_locales" ADD CONSTRAINT "_references_v_version_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_references_v_version_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_version_involved_parties" ADD CONSTRAINT "_references_v_version_involved_parties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_references_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_version_involved_parties_locales" ADD CONSTRAINT "_references_v_version_involved_parties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_references_v_version_involved_parties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_rels" ADD CONSTRAINT "_references_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_references_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_rels" ADD CONSTRAINT "_references_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_rels" ADD CONSTRAINT "_references_v_rels_work_categories_fk" FOREIGN KEY ("work_categories_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_rels" ADD CONSTRAINT "_references_v_rels_professional_users_fk" FOREIGN KEY ("professional_users_id") REFERENCES "public"."professional_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "references_ctas_order_idx" ON "references_ctas" USING btree ("_order");
  CREATE INDEX "references_ctas_parent_id_idx" ON "references_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "references_ctas_locales_locale_parent_id_unique" ON "references_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "references_involved_parties_order_idx" ON "references_involved_parties" USING btree ("_order");
  CREATE INDEX "references_involved_parties_parent_id_idx" ON "references_involved_parties" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "references_involved_parties_locales_locale_parent_id_unique" ON "references_involved_parties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "references_rels_order_idx" ON "references_rels" USING btree ("order");
  CREATE INDEX "references_rels_parent_idx" ON "references_rels" USING btree ("parent_id");
  CREATE INDEX "references_rels_path_idx" ON "references_rels" USING btree ("path");
  CREATE INDEX "references_rels_media_id_idx" ON "references_rels" USING btree ("media_id");
  CREATE INDEX "references_rels_work_categories_id_idx" ON "references_rels" USING btree ("work_categories_id");
  CREATE INDEX "references_rels_professional_users_id_idx" ON "references_rels" USING btree ("professional_users_id");
  CREATE INDEX "_references_v_version_ctas_order_idx" ON "_references_v_version_ctas" USING btree ("_order");
  CREATE INDEX "_references_v_version_ctas_parent_id_idx" ON "_references_v_version_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_references_v_version_ctas_locales_locale_parent_id_unique" ON "_references_v_version_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_references_v_version_involved_parties_order_idx" ON "_references_v_version_involved_parties" USING btree ("_order");
  CREATE INDEX "_references_v_version_involved_parties_parent_id_idx" ON "_references_v_version_involved_parties" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_references_v_version_involved_parties_locales_locale_parent" ON "_references_v_version_involved_parties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_references_v_rels_order_idx" ON "_references_v_rels" USING btree ("order");
  CREATE INDEX "_references_v_rels_parent_idx" ON "_references_v_rels" USING btree ("parent_id");
  CREATE INDEX "_references_v_rels_path_idx" ON "_references_v_rels" USING btree ("path");
  CREATE INDEX "_references_v_rels_media_id_idx" ON "_references_v_rels" USING btree ("media_id");
  CREATE INDEX "_references_v_rels_work_categories_id_idx" ON "_references_v_rels" USING btree ("work_categories_id");
  CREATE INDEX "_references_v_rels_professional_users_id_idx" ON "_references_v_rels" USING btree ("professional_users_id");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_medium_sizes_hero_medium_filename_idx" ON "media" USING btree ("sizes_hero_medium_filename");
  CREATE INDEX "media_sizes_hero_large_sizes_hero_large_filename_idx" ON "media" USING btree ("sizes_hero_large_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "references_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "references_ctas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "references_involved_parties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "references_involved_parties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "references_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_references_v_version_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_references_v_version_ctas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_references_v_version_involved_parties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_references_v_version_involved_parties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_references_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "references_ctas" CASCADE;
  DROP TABLE "references_ctas_locales" CASCADE;
  DROP TABLE "references_involved_parties" CASCADE;
  DROP TABLE "references_involved_parties_locales" CASCADE;
  DROP TABLE "references_rels" CASCADE;
  DROP TABLE "_references_v_version_ctas" CASCADE;
  DROP TABLE "_references_v_version_ctas_locales" CASCADE;
  DROP TABLE "_references_v_version_involved_parties" CASCADE;
  DROP TABLE "_references_v_version_involved_parties_locales" CASCADE;
  DROP TABLE "_references_v_rels" CASCADE;
  DROP INDEX "media_sizes_card_sizes_card_filename_idx";
  DROP INDEX "media_sizes_hero_medium_sizes_hero_medium_filename_idx";
  DROP INDEX "media_sizes_hero_large_sizes_hero_large_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_card_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_medium_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_medium_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_medium_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_medium_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_medium_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_medium_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_large_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_large_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_large_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_large_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_large_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_large_filename";
  ALTER TABLE "references" DROP COLUMN "is_highlighted";
  ALTER TABLE "_references_v" DROP COLUMN "version_is_highlighted";`)
}
