import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_landings_landing_type" ADD VALUE 'pro';
  ALTER TYPE "public"."enum__landings_v_version_landing_type" ADD VALUE 'pro';
  CREATE TABLE "landings_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar
  );
  
  CREATE TABLE "landings_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_questions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "landings_blocks_questions_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_questions_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_questions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_questions_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_questions_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_questions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_questions_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_questions_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_questions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_questions_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_questions_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar
  );
  
  CREATE TABLE "articles_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_questions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_blocks_questions_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_questions_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_questions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_questions_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_questions_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "landings_blocks_testimonials_items" ADD CONSTRAINT "landings_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_testimonials_items_locales" ADD CONSTRAINT "landings_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_testimonials" ADD CONSTRAINT "landings_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_testimonials_locales" ADD CONSTRAINT "landings_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_questions_items" ADD CONSTRAINT "landings_blocks_questions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_questions_items_locales" ADD CONSTRAINT "landings_blocks_questions_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_questions_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_questions" ADD CONSTRAINT "landings_blocks_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_questions_locales" ADD CONSTRAINT "landings_blocks_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_testimonials_items" ADD CONSTRAINT "_landings_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_landings_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_testimonials" ADD CONSTRAINT "_landings_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_testimonials_locales" ADD CONSTRAINT "_landings_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_questions_items" ADD CONSTRAINT "_landings_v_blocks_questions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_questions_items_locales" ADD CONSTRAINT "_landings_v_blocks_questions_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_questions_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_questions" ADD CONSTRAINT "_landings_v_blocks_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_questions_locales" ADD CONSTRAINT "_landings_v_blocks_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items" ADD CONSTRAINT "pages_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items_locales" ADD CONSTRAINT "pages_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_questions_items" ADD CONSTRAINT "pages_blocks_questions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_questions_items_locales" ADD CONSTRAINT "pages_blocks_questions_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_questions_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_questions" ADD CONSTRAINT "pages_blocks_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_questions_locales" ADD CONSTRAINT "pages_blocks_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_questions_items" ADD CONSTRAINT "_pages_v_blocks_questions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_questions_items_locales" ADD CONSTRAINT "_pages_v_blocks_questions_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_questions_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_questions" ADD CONSTRAINT "_pages_v_blocks_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_questions_locales" ADD CONSTRAINT "_pages_v_blocks_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_testimonials_items" ADD CONSTRAINT "articles_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_testimonials_items_locales" ADD CONSTRAINT "articles_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_testimonials" ADD CONSTRAINT "articles_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_testimonials_locales" ADD CONSTRAINT "articles_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_questions_items" ADD CONSTRAINT "articles_blocks_questions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_questions_items_locales" ADD CONSTRAINT "articles_blocks_questions_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_questions_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_questions" ADD CONSTRAINT "articles_blocks_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_questions_locales" ADD CONSTRAINT "articles_blocks_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_testimonials_items" ADD CONSTRAINT "_articles_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_articles_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_testimonials" ADD CONSTRAINT "_articles_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_testimonials_locales" ADD CONSTRAINT "_articles_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_questions_items" ADD CONSTRAINT "_articles_v_blocks_questions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_questions_items_locales" ADD CONSTRAINT "_articles_v_blocks_questions_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_questions_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_questions" ADD CONSTRAINT "_articles_v_blocks_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_questions_locales" ADD CONSTRAINT "_articles_v_blocks_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "landings_blocks_testimonials_items_order_idx" ON "landings_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "landings_blocks_testimonials_items_parent_id_idx" ON "landings_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landings_blocks_testimonials_items_locales_locale_parent_id_" ON "landings_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_testimonials_order_idx" ON "landings_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "landings_blocks_testimonials_parent_id_idx" ON "landings_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_testimonials_path_idx" ON "landings_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_testimonials_locales_locale_parent_id_unique" ON "landings_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_questions_items_order_idx" ON "landings_blocks_questions_items" USING btree ("_order");
  CREATE INDEX "landings_blocks_questions_items_parent_id_idx" ON "landings_blocks_questions_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landings_blocks_questions_items_locales_locale_parent_id_uni" ON "landings_blocks_questions_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_questions_order_idx" ON "landings_blocks_questions" USING btree ("_order");
  CREATE INDEX "landings_blocks_questions_parent_id_idx" ON "landings_blocks_questions" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_questions_path_idx" ON "landings_blocks_questions" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_questions_locales_locale_parent_id_unique" ON "landings_blocks_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_testimonials_items_order_idx" ON "_landings_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_testimonials_items_parent_id_idx" ON "_landings_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_testimonials_items_locales_locale_parent_" ON "_landings_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_testimonials_order_idx" ON "_landings_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_testimonials_parent_id_idx" ON "_landings_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_testimonials_path_idx" ON "_landings_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_testimonials_locales_locale_parent_id_uni" ON "_landings_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_questions_items_order_idx" ON "_landings_v_blocks_questions_items" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_questions_items_parent_id_idx" ON "_landings_v_blocks_questions_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_questions_items_locales_locale_parent_id_" ON "_landings_v_blocks_questions_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_questions_order_idx" ON "_landings_v_blocks_questions" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_questions_parent_id_idx" ON "_landings_v_blocks_questions" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_questions_path_idx" ON "_landings_v_blocks_questions" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_questions_locales_locale_parent_id_unique" ON "_landings_v_blocks_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_items_order_idx" ON "pages_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_items_parent_id_idx" ON "pages_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_items_locales_locale_parent_id_uni" ON "pages_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_questions_items_order_idx" ON "pages_blocks_questions_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_questions_items_parent_id_idx" ON "pages_blocks_questions_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_questions_items_locales_locale_parent_id_unique" ON "pages_blocks_questions_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_questions_order_idx" ON "pages_blocks_questions" USING btree ("_order");
  CREATE INDEX "pages_blocks_questions_parent_id_idx" ON "pages_blocks_questions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_questions_path_idx" ON "pages_blocks_questions" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_questions_locales_locale_parent_id_unique" ON "pages_blocks_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_items_order_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_items_parent_id_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_items_locales_locale_parent_id_" ON "_pages_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_questions_items_order_idx" ON "_pages_v_blocks_questions_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_questions_items_parent_id_idx" ON "_pages_v_blocks_questions_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_questions_items_locales_locale_parent_id_uni" ON "_pages_v_blocks_questions_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_questions_order_idx" ON "_pages_v_blocks_questions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_questions_parent_id_idx" ON "_pages_v_blocks_questions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_questions_path_idx" ON "_pages_v_blocks_questions" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_questions_locales_locale_parent_id_unique" ON "_pages_v_blocks_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_testimonials_items_order_idx" ON "articles_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "articles_blocks_testimonials_items_parent_id_idx" ON "articles_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_blocks_testimonials_items_locales_locale_parent_id_" ON "articles_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_testimonials_order_idx" ON "articles_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "articles_blocks_testimonials_parent_id_idx" ON "articles_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_testimonials_path_idx" ON "articles_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_testimonials_locales_locale_parent_id_unique" ON "articles_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_questions_items_order_idx" ON "articles_blocks_questions_items" USING btree ("_order");
  CREATE INDEX "articles_blocks_questions_items_parent_id_idx" ON "articles_blocks_questions_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_blocks_questions_items_locales_locale_parent_id_uni" ON "articles_blocks_questions_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_questions_order_idx" ON "articles_blocks_questions" USING btree ("_order");
  CREATE INDEX "articles_blocks_questions_parent_id_idx" ON "articles_blocks_questions" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_questions_path_idx" ON "articles_blocks_questions" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_questions_locales_locale_parent_id_unique" ON "articles_blocks_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_testimonials_items_order_idx" ON "_articles_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_testimonials_items_parent_id_idx" ON "_articles_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_testimonials_items_locales_locale_parent_" ON "_articles_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_testimonials_order_idx" ON "_articles_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_testimonials_parent_id_idx" ON "_articles_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_testimonials_path_idx" ON "_articles_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_testimonials_locales_locale_parent_id_uni" ON "_articles_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_questions_items_order_idx" ON "_articles_v_blocks_questions_items" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_questions_items_parent_id_idx" ON "_articles_v_blocks_questions_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_questions_items_locales_locale_parent_id_" ON "_articles_v_blocks_questions_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_questions_order_idx" ON "_articles_v_blocks_questions" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_questions_parent_id_idx" ON "_articles_v_blocks_questions" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_questions_path_idx" ON "_articles_v_blocks_questions" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_questions_locales_locale_parent_id_unique" ON "_articles_v_blocks_questions_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "landings_blocks_testimonials_items" CASCADE;
  DROP TABLE "landings_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "landings_blocks_testimonials" CASCADE;
  DROP TABLE "landings_blocks_testimonials_locales" CASCADE;
  DROP TABLE "landings_blocks_questions_items" CASCADE;
  DROP TABLE "landings_blocks_questions_items_locales" CASCADE;
  DROP TABLE "landings_blocks_questions" CASCADE;
  DROP TABLE "landings_blocks_questions_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_landings_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_testimonials" CASCADE;
  DROP TABLE "_landings_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_questions_items" CASCADE;
  DROP TABLE "_landings_v_blocks_questions_items_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_questions" CASCADE;
  DROP TABLE "_landings_v_blocks_questions_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_questions_items" CASCADE;
  DROP TABLE "pages_blocks_questions_items_locales" CASCADE;
  DROP TABLE "pages_blocks_questions" CASCADE;
  DROP TABLE "pages_blocks_questions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_questions_items" CASCADE;
  DROP TABLE "_pages_v_blocks_questions_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_questions" CASCADE;
  DROP TABLE "_pages_v_blocks_questions_locales" CASCADE;
  DROP TABLE "articles_blocks_testimonials_items" CASCADE;
  DROP TABLE "articles_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "articles_blocks_testimonials" CASCADE;
  DROP TABLE "articles_blocks_testimonials_locales" CASCADE;
  DROP TABLE "articles_blocks_questions_items" CASCADE;
  DROP TABLE "articles_blocks_questions_items_locales" CASCADE;
  DROP TABLE "articles_blocks_questions" CASCADE;
  DROP TABLE "articles_blocks_questions_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_articles_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_testimonials" CASCADE;
  DROP TABLE "_articles_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_questions_items" CASCADE;
  DROP TABLE "_articles_v_blocks_questions_items_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_questions" CASCADE;
  DROP TABLE "_articles_v_blocks_questions_locales" CASCADE;
  ALTER TABLE "landings" ALTER COLUMN "landing_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_landings_landing_type";
  CREATE TYPE "public"."enum_landings_landing_type" AS ENUM('index', 'individual', 'find-facade', 'find-roofer', 'find-plaquiste', 'facade', 'roofer', 'plaquiste');
  ALTER TABLE "landings" ALTER COLUMN "landing_type" SET DATA TYPE "public"."enum_landings_landing_type" USING "landing_type"::"public"."enum_landings_landing_type";
  ALTER TABLE "_landings_v" ALTER COLUMN "version_landing_type" SET DATA TYPE text;
  DROP TYPE "public"."enum__landings_v_version_landing_type";
  CREATE TYPE "public"."enum__landings_v_version_landing_type" AS ENUM('index', 'individual', 'find-facade', 'find-roofer', 'find-plaquiste', 'facade', 'roofer', 'plaquiste');
  ALTER TABLE "_landings_v" ALTER COLUMN "version_landing_type" SET DATA TYPE "public"."enum__landings_v_version_landing_type" USING "version_landing_type"::"public"."enum__landings_v_version_landing_type";`)
}
