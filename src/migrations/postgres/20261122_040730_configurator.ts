import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_kind" AS ENUM('SURFACE', 'LINEAR');
  CREATE TYPE "public"."enum_products_linear_basis" AS ENUM('FACADE_BASE', 'OPENINGS');
  CREATE TYPE "public"."enum_products_consumption_unit" AS ENUM('KG', 'L', 'M2', 'M', 'PIECE');
  CREATE TYPE "public"."enum_products_packaging_unit" AS ENUM('METRE', 'PIECE', 'BUNDLE', 'PALLET', 'PANEL', 'PACKET', 'ROLL', 'BAG', 'BUCKET');
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'configuratorProject';
  CREATE TABLE "estimate_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"weight" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "estimate_questions_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "estimate_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question_id" integer NOT NULL,
  	"weight" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "estimate_answers_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "estimate_answers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "estimate_steps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"weight" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "estimate_steps_locales" (
  	"name" varchar NOT NULL,
  	"instruction" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "estimate_systems_system_layers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_id" integer NOT NULL,
  	"required" boolean DEFAULT true,
  	"finish" boolean DEFAULT false,
  	"min_light_reflectance" numeric
  );
  
  CREATE TABLE "estimate_systems" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "estimate_systems_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "estimate_systems_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"estimate_answers_id" integer
  );
  
  CREATE TABLE "layers_layer_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL
  );
  
  CREATE TABLE "layers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "layers_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "layers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_products_kind" DEFAULT 'SURFACE' NOT NULL,
  	"linear_basis" "enum_products_linear_basis",
  	"consumption" numeric NOT NULL,
  	"consumption_unit" "enum_products_consumption_unit" DEFAULT 'KG' NOT NULL,
  	"packaging_unit" "enum_products_packaging_unit" DEFAULT 'BAG' NOT NULL,
  	"content_per_package" numeric NOT NULL,
  	"units_per_pallet" numeric,
  	"waste_percent" numeric DEFAULT 5 NOT NULL,
  	"demo_values" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "coating_shades" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"color_hex" varchar NOT NULL,
  	"light_intensity" numeric NOT NULL
  );
  
  CREATE TABLE "coating_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"color_hex" varchar,
  	"color_rgb" varchar
  );
  
  CREATE TABLE "coating_ranges_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coating_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"color_pdf_path" varchar,
  	"weight" numeric DEFAULT 0
  );
  
  CREATE TABLE "coating_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coatings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"display_syringe_logo" boolean DEFAULT false,
  	"weight" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coatings_locales" (
  	"name" varchar NOT NULL,
  	"category_name" varchar,
  	"category_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "coatings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"estimate_systems_id" integer
  );
  
  CREATE TABLE "project_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"estimate_system_id" integer,
  	"answers" jsonb,
  	"sample_coating_id" integer,
  	"sample_name" varchar,
  	"sample_coating_name" varchar,
  	"sample_color_category_name" varchar,
  	"sample_range_code" varchar,
  	"sample_color_code" varchar,
  	"sample_color_hex" varchar,
  	"sample_light_intensity" numeric,
  	"facades" jsonb,
  	"preferences" jsonb
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"contact_street_line" varchar,
  	"contact_postal_code" varchar,
  	"contact_locality" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estimate_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estimate_answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estimate_steps_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estimate_systems_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "layers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coatings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "estimate_questions_locales" ADD CONSTRAINT "estimate_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."estimate_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_answers" ADD CONSTRAINT "estimate_answers_question_id_estimate_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."estimate_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estimate_answers_locales" ADD CONSTRAINT "estimate_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."estimate_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_answers_rels" ADD CONSTRAINT "estimate_answers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estimate_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_answers_rels" ADD CONSTRAINT "estimate_answers_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_steps_locales" ADD CONSTRAINT "estimate_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."estimate_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_systems_system_layers" ADD CONSTRAINT "estimate_systems_system_layers_layer_id_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."layers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estimate_systems_system_layers" ADD CONSTRAINT "estimate_systems_system_layers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."estimate_systems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_systems_locales" ADD CONSTRAINT "estimate_systems_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."estimate_systems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_systems_rels" ADD CONSTRAINT "estimate_systems_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estimate_systems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_systems_rels" ADD CONSTRAINT "estimate_systems_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_systems_rels" ADD CONSTRAINT "estimate_systems_rels_estimate_answers_fk" FOREIGN KEY ("estimate_answers_id") REFERENCES "public"."estimate_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "layers_layer_products" ADD CONSTRAINT "layers_layer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "layers_layer_products" ADD CONSTRAINT "layers_layer_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."layers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "layers_locales" ADD CONSTRAINT "layers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."layers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "layers_rels" ADD CONSTRAINT "layers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."layers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "layers_rels" ADD CONSTRAINT "layers_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coating_shades" ADD CONSTRAINT "coating_shades_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coating_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coating_ranges" ADD CONSTRAINT "coating_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coating_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coating_ranges_locales" ADD CONSTRAINT "coating_ranges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coating_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coating_categories" ADD CONSTRAINT "coating_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coatings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coating_categories_locales" ADD CONSTRAINT "coating_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coating_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coatings_locales" ADD CONSTRAINT "coatings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coatings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coatings_rels" ADD CONSTRAINT "coatings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coatings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coatings_rels" ADD CONSTRAINT "coatings_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coatings_rels" ADD CONSTRAINT "coatings_rels_estimate_systems_fk" FOREIGN KEY ("estimate_systems_id") REFERENCES "public"."estimate_systems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_solutions" ADD CONSTRAINT "project_solutions_estimate_system_id_estimate_systems_id_fk" FOREIGN KEY ("estimate_system_id") REFERENCES "public"."estimate_systems"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_solutions" ADD CONSTRAINT "project_solutions_sample_coating_id_coatings_id_fk" FOREIGN KEY ("sample_coating_id") REFERENCES "public"."coatings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_solutions" ADD CONSTRAINT "project_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_professional_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."professional_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "estimate_questions_updated_at_idx" ON "estimate_questions" USING btree ("updated_at");
  CREATE INDEX "estimate_questions_created_at_idx" ON "estimate_questions" USING btree ("created_at");
  CREATE UNIQUE INDEX "estimate_questions_locales_locale_parent_id_unique" ON "estimate_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "estimate_answers_question_idx" ON "estimate_answers" USING btree ("question_id");
  CREATE INDEX "estimate_answers_updated_at_idx" ON "estimate_answers" USING btree ("updated_at");
  CREATE INDEX "estimate_answers_created_at_idx" ON "estimate_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "estimate_answers_locales_locale_parent_id_unique" ON "estimate_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "estimate_answers_rels_order_idx" ON "estimate_answers_rels" USING btree ("order");
  CREATE INDEX "estimate_answers_rels_parent_idx" ON "estimate_answers_rels" USING btree ("parent_id");
  CREATE INDEX "estimate_answers_rels_path_idx" ON "estimate_answers_rels" USING btree ("path");
  CREATE INDEX "estimate_answers_rels_media_id_idx" ON "estimate_answers_rels" USING btree ("media_id");
  CREATE INDEX "estimate_steps_updated_at_idx" ON "estimate_steps" USING btree ("updated_at");
  CREATE INDEX "estimate_steps_created_at_idx" ON "estimate_steps" USING btree ("created_at");
  CREATE UNIQUE INDEX "estimate_steps_locales_locale_parent_id_unique" ON "estimate_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "estimate_systems_system_layers_order_idx" ON "estimate_systems_system_layers" USING btree ("_order");
  CREATE INDEX "estimate_systems_system_layers_parent_id_idx" ON "estimate_systems_system_layers" USING btree ("_parent_id");
  CREATE INDEX "estimate_systems_system_layers_layer_idx" ON "estimate_systems_system_layers" USING btree ("layer_id");
  CREATE INDEX "estimate_systems_updated_at_idx" ON "estimate_systems" USING btree ("updated_at");
  CREATE INDEX "estimate_systems_created_at_idx" ON "estimate_systems" USING btree ("created_at");
  CREATE UNIQUE INDEX "estimate_systems_locales_locale_parent_id_unique" ON "estimate_systems_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "estimate_systems_rels_order_idx" ON "estimate_systems_rels" USING btree ("order");
  CREATE INDEX "estimate_systems_rels_parent_idx" ON "estimate_systems_rels" USING btree ("parent_id");
  CREATE INDEX "estimate_systems_rels_path_idx" ON "estimate_systems_rels" USING btree ("path");
  CREATE INDEX "estimate_systems_rels_media_id_idx" ON "estimate_systems_rels" USING btree ("media_id");
  CREATE INDEX "estimate_systems_rels_estimate_answers_id_idx" ON "estimate_systems_rels" USING btree ("estimate_answers_id");
  CREATE INDEX "layers_layer_products_order_idx" ON "layers_layer_products" USING btree ("_order");
  CREATE INDEX "layers_layer_products_parent_id_idx" ON "layers_layer_products" USING btree ("_parent_id");
  CREATE INDEX "layers_layer_products_product_idx" ON "layers_layer_products" USING btree ("product_id");
  CREATE UNIQUE INDEX "layers_internal_name_idx" ON "layers" USING btree ("internal_name");
  CREATE INDEX "layers_updated_at_idx" ON "layers" USING btree ("updated_at");
  CREATE INDEX "layers_created_at_idx" ON "layers" USING btree ("created_at");
  CREATE UNIQUE INDEX "layers_locales_locale_parent_id_unique" ON "layers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "layers_rels_order_idx" ON "layers_rels" USING btree ("order");
  CREATE INDEX "layers_rels_parent_idx" ON "layers_rels" USING btree ("parent_id");
  CREATE INDEX "layers_rels_path_idx" ON "layers_rels" USING btree ("path");
  CREATE INDEX "layers_rels_products_id_idx" ON "layers_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coating_shades_order_idx" ON "coating_shades" USING btree ("_order");
  CREATE INDEX "coating_shades_parent_id_idx" ON "coating_shades" USING btree ("_parent_id");
  CREATE INDEX "coating_ranges_order_idx" ON "coating_ranges" USING btree ("_order");
  CREATE INDEX "coating_ranges_parent_id_idx" ON "coating_ranges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coating_ranges_locales_locale_parent_id_unique" ON "coating_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coating_categories_order_idx" ON "coating_categories" USING btree ("_order");
  CREATE INDEX "coating_categories_parent_id_idx" ON "coating_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coating_categories_locales_locale_parent_id_unique" ON "coating_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "coatings_code_idx" ON "coatings" USING btree ("code");
  CREATE INDEX "coatings_updated_at_idx" ON "coatings" USING btree ("updated_at");
  CREATE INDEX "coatings_created_at_idx" ON "coatings" USING btree ("created_at");
  CREATE UNIQUE INDEX "coatings_locales_locale_parent_id_unique" ON "coatings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coatings_rels_order_idx" ON "coatings_rels" USING btree ("order");
  CREATE INDEX "coatings_rels_parent_idx" ON "coatings_rels" USING btree ("parent_id");
  CREATE INDEX "coatings_rels_path_idx" ON "coatings_rels" USING btree ("path");
  CREATE INDEX "coatings_rels_media_id_idx" ON "coatings_rels" USING btree ("media_id");
  CREATE INDEX "coatings_rels_estimate_systems_id_idx" ON "coatings_rels" USING btree ("estimate_systems_id");
  CREATE INDEX "project_solutions_order_idx" ON "project_solutions" USING btree ("_order");
  CREATE INDEX "project_solutions_parent_id_idx" ON "project_solutions" USING btree ("_parent_id");
  CREATE INDEX "project_solutions_estimate_system_idx" ON "project_solutions" USING btree ("estimate_system_id");
  CREATE INDEX "project_solutions_sample_sample_coating_idx" ON "project_solutions" USING btree ("sample_coating_id");
  CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estimate_questions_fk" FOREIGN KEY ("estimate_questions_id") REFERENCES "public"."estimate_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estimate_answers_fk" FOREIGN KEY ("estimate_answers_id") REFERENCES "public"."estimate_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estimate_steps_fk" FOREIGN KEY ("estimate_steps_id") REFERENCES "public"."estimate_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estimate_systems_fk" FOREIGN KEY ("estimate_systems_id") REFERENCES "public"."estimate_systems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_layers_fk" FOREIGN KEY ("layers_id") REFERENCES "public"."layers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coatings_fk" FOREIGN KEY ("coatings_id") REFERENCES "public"."coatings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_estimate_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("estimate_questions_id");
  CREATE INDEX "payload_locked_documents_rels_estimate_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("estimate_answers_id");
  CREATE INDEX "payload_locked_documents_rels_estimate_steps_id_idx" ON "payload_locked_documents_rels" USING btree ("estimate_steps_id");
  CREATE INDEX "payload_locked_documents_rels_estimate_systems_id_idx" ON "payload_locked_documents_rels" USING btree ("estimate_systems_id");
  CREATE INDEX "payload_locked_documents_rels_layers_id_idx" ON "payload_locked_documents_rels" USING btree ("layers_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_coatings_id_idx" ON "payload_locked_documents_rels" USING btree ("coatings_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_answers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_systems_system_layers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_systems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_systems_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_systems_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "layers_layer_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "layers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "layers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "layers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coating_shades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coating_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coating_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coating_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coating_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coatings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coatings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coatings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "project_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "estimate_questions" CASCADE;
  DROP TABLE "estimate_questions_locales" CASCADE;
  DROP TABLE "estimate_answers" CASCADE;
  DROP TABLE "estimate_answers_locales" CASCADE;
  DROP TABLE "estimate_answers_rels" CASCADE;
  DROP TABLE "estimate_steps" CASCADE;
  DROP TABLE "estimate_steps_locales" CASCADE;
  DROP TABLE "estimate_systems_system_layers" CASCADE;
  DROP TABLE "estimate_systems" CASCADE;
  DROP TABLE "estimate_systems_locales" CASCADE;
  DROP TABLE "estimate_systems_rels" CASCADE;
  DROP TABLE "layers_layer_products" CASCADE;
  DROP TABLE "layers" CASCADE;
  DROP TABLE "layers_locales" CASCADE;
  DROP TABLE "layers_rels" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "coating_shades" CASCADE;
  DROP TABLE "coating_ranges" CASCADE;
  DROP TABLE "coating_ranges_locales" CASCADE;
  DROP TABLE "coating_categories" CASCADE;
  DROP TABLE "coating_categories_locales" CASCADE;
  DROP TABLE "coatings" CASCADE;
  DROP TABLE "coatings_locales" CASCADE;
  DROP TABLE "coatings_rels" CASCADE;
  DROP TABLE "project_solutions" CASCADE;
  DROP TABLE "projects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_estimate_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_estimate_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_estimate_steps_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_estimate_systems_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_layers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_coatings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('welcome', 'resetPassword', 'contactStaff', 'contactConfirmation');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";
  DROP INDEX "payload_locked_documents_rels_estimate_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_estimate_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_estimate_steps_id_idx";
  DROP INDEX "payload_locked_documents_rels_estimate_systems_id_idx";
  DROP INDEX "payload_locked_documents_rels_layers_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_coatings_id_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estimate_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estimate_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estimate_steps_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estimate_systems_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "layers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coatings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_linear_basis";
  DROP TYPE "public"."enum_products_consumption_unit";
  DROP TYPE "public"."enum_products_packaging_unit";`)
}
