import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Hand-edited: rows that exist before this migration get an empty phone and French as language.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pro_social_network" AS ENUM('facebook', 'instagram', 'linkedin', 'x_twitter', 'youtube');
  CREATE TABLE "work_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"weight" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "work_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pro_social_networks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"social_network" "enum_pro_social_network" NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "professional_users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"work_categories_id" integer,
  	"geographic_areas_id" integer
  );
  
  UPDATE "professional_users" SET "language" = 'fr' WHERE "language" IS NULL;
  ALTER TABLE "professional_users" ALTER COLUMN "language" SET NOT NULL;
  ALTER TABLE "professional_users" ADD COLUMN "title" varchar;
  ALTER TABLE "professional_users" ADD COLUMN "v_a_t_number" varchar;
  ALTER TABLE "professional_users" ADD COLUMN "phone_number" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "professional_users" ALTER COLUMN "phone_number" DROP DEFAULT;
  ALTER TABLE "professional_users" ADD COLUMN "office_phone_number" varchar;
  ALTER TABLE "professional_users" ADD COLUMN "latitude" numeric;
  ALTER TABLE "professional_users" ADD COLUMN "longitude" numeric;
  ALTER TABLE "professional_users" ADD COLUMN "website" varchar;
  ALTER TABLE "professional_users" ADD COLUMN "move_for_renovation" boolean DEFAULT true;
  ALTER TABLE "professional_users" ADD COLUMN "do_renovation_size" boolean DEFAULT false;
  ALTER TABLE "professional_users" ADD COLUMN "minimal_renovation_size" numeric;
  ALTER TABLE "professional_users" ADD COLUMN "maximal_renovation_size" numeric;
  ALTER TABLE "professional_users" ADD COLUMN "move_for_new_construction" boolean DEFAULT true;
  ALTER TABLE "professional_users" ADD COLUMN "accept_terms_and_conditions" boolean DEFAULT false;
  ALTER TABLE "professional_users" ADD COLUMN "accept_marketing" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "work_categories_id" integer;
  ALTER TABLE "work_categories_locales" ADD CONSTRAINT "work_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pro_social_networks" ADD CONSTRAINT "pro_social_networks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."professional_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_users_rels" ADD CONSTRAINT "professional_users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_users_rels" ADD CONSTRAINT "professional_users_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_users_rels" ADD CONSTRAINT "professional_users_rels_work_categories_fk" FOREIGN KEY ("work_categories_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_users_rels" ADD CONSTRAINT "professional_users_rels_geographic_areas_fk" FOREIGN KEY ("geographic_areas_id") REFERENCES "public"."geographic_areas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "work_categories_updated_at_idx" ON "work_categories" USING btree ("updated_at");
  CREATE INDEX "work_categories_created_at_idx" ON "work_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "work_categories_locales_locale_parent_id_unique" ON "work_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pro_social_networks_order_idx" ON "pro_social_networks" USING btree ("_order");
  CREATE INDEX "pro_social_networks_parent_id_idx" ON "pro_social_networks" USING btree ("_parent_id");
  CREATE INDEX "professional_users_rels_order_idx" ON "professional_users_rels" USING btree ("order");
  CREATE INDEX "professional_users_rels_parent_idx" ON "professional_users_rels" USING btree ("parent_id");
  CREATE INDEX "professional_users_rels_path_idx" ON "professional_users_rels" USING btree ("path");
  CREATE INDEX "professional_users_rels_media_id_idx" ON "professional_users_rels" USING btree ("media_id");
  CREATE INDEX "professional_users_rels_work_categories_id_idx" ON "professional_users_rels" USING btree ("work_categories_id");
  CREATE INDEX "professional_users_rels_geographic_areas_id_idx" ON "professional_users_rels" USING btree ("geographic_areas_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_work_categories_fk" FOREIGN KEY ("work_categories_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "professional_users_v_a_t_number_idx" ON "professional_users" USING btree ("v_a_t_number");
  CREATE INDEX "payload_locked_documents_rels_work_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("work_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "work_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "work_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pro_social_networks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_users_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "work_categories" CASCADE;
  DROP TABLE "work_categories_locales" CASCADE;
  DROP TABLE "pro_social_networks" CASCADE;
  DROP TABLE "professional_users_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_work_categories_fk";
  
  DROP INDEX "professional_users_v_a_t_number_idx";
  DROP INDEX "payload_locked_documents_rels_work_categories_id_idx";
  ALTER TABLE "professional_users" ALTER COLUMN "language" DROP NOT NULL;
  ALTER TABLE "professional_users" DROP COLUMN "title";
  ALTER TABLE "professional_users" DROP COLUMN "v_a_t_number";
  ALTER TABLE "professional_users" DROP COLUMN "phone_number";
  ALTER TABLE "professional_users" DROP COLUMN "office_phone_number";
  ALTER TABLE "professional_users" DROP COLUMN "latitude";
  ALTER TABLE "professional_users" DROP COLUMN "longitude";
  ALTER TABLE "professional_users" DROP COLUMN "website";
  ALTER TABLE "professional_users" DROP COLUMN "move_for_renovation";
  ALTER TABLE "professional_users" DROP COLUMN "do_renovation_size";
  ALTER TABLE "professional_users" DROP COLUMN "minimal_renovation_size";
  ALTER TABLE "professional_users" DROP COLUMN "maximal_renovation_size";
  ALTER TABLE "professional_users" DROP COLUMN "move_for_new_construction";
  ALTER TABLE "professional_users" DROP COLUMN "accept_terms_and_conditions";
  ALTER TABLE "professional_users" DROP COLUMN "accept_marketing";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "work_categories_id";
  DROP TYPE "public"."enum_pro_social_network";`)
}
