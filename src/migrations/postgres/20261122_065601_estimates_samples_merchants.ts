import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_estimates_status" AS ENUM('NEW', 'IN_PROGRESS', 'DONE', 'ARCHIVED');
  CREATE TYPE "public"."enum_estimates_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_estimates_project_type" AS ENUM('RENOVATION', 'NEW_CONSTRUCTION');
  CREATE TYPE "public"."enum_sample_requests_sample_type" AS ENUM('SAMPLE', 'BROCHURE');
  CREATE TYPE "public"."enum_sample_requests_locale" AS ENUM('fr', 'nl');
  CREATE TABLE "estimates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"professional_user_id" integer NOT NULL,
  	"status" "enum_estimates_status" DEFAULT 'NEW' NOT NULL,
  	"request_id" varchar NOT NULL,
  	"locale" "enum_estimates_locale" DEFAULT 'fr' NOT NULL,
  	"name" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"comment" varchar NOT NULL,
  	"project_type" "enum_estimates_project_type" NOT NULL,
  	"size" numeric NOT NULL,
  	"work_end_date" timestamp(3) with time zone NOT NULL,
  	"estimate_system_id" integer,
  	"client_lastname" varchar NOT NULL,
  	"client_firstname" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "estimates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"work_categories_id" integer,
  	"estimate_answers_id" integer,
  	"media_objects_id" integer
  );
  
  CREATE TABLE "media_objects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"upload_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "sample_requests_samples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"coating_name" varchar NOT NULL,
  	"color_category_name" varchar,
  	"name" varchar NOT NULL,
  	"color_code" varchar NOT NULL,
  	"light_intensity" numeric
  );
  
  CREATE TABLE "sample_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sample_type" "enum_sample_requests_sample_type" NOT NULL,
  	"locale" "enum_sample_requests_locale" DEFAULT 'fr' NOT NULL,
  	"name" varchar NOT NULL,
  	"client_firstname" varchar NOT NULL,
  	"client_lastname" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"is_processed" boolean DEFAULT false,
  	"professional_user_id" integer,
  	"merchant_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "merchants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firstname" varchar NOT NULL,
  	"lastname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"sample_code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "owner_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estimates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_objects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sample_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "merchants_id" integer;
  ALTER TABLE "estimates" ADD CONSTRAINT "estimates_professional_user_id_professional_users_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."professional_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estimates" ADD CONSTRAINT "estimates_estimate_system_id_estimate_systems_id_fk" FOREIGN KEY ("estimate_system_id") REFERENCES "public"."estimate_systems"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estimates_rels" ADD CONSTRAINT "estimates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimates_rels" ADD CONSTRAINT "estimates_rels_work_categories_fk" FOREIGN KEY ("work_categories_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimates_rels" ADD CONSTRAINT "estimates_rels_estimate_answers_fk" FOREIGN KEY ("estimate_answers_id") REFERENCES "public"."estimate_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimates_rels" ADD CONSTRAINT "estimates_rels_media_objects_fk" FOREIGN KEY ("media_objects_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_id_professional_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."professional_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests_samples" ADD CONSTRAINT "sample_requests_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_professional_user_id_professional_users_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."professional_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "estimates_professional_user_idx" ON "estimates" USING btree ("professional_user_id");
  CREATE INDEX "estimates_status_idx" ON "estimates" USING btree ("status");
  CREATE INDEX "estimates_request_id_idx" ON "estimates" USING btree ("request_id");
  CREATE INDEX "estimates_estimate_system_idx" ON "estimates" USING btree ("estimate_system_id");
  CREATE INDEX "estimates_updated_at_idx" ON "estimates" USING btree ("updated_at");
  CREATE INDEX "estimates_created_at_idx" ON "estimates" USING btree ("created_at");
  CREATE INDEX "estimates_rels_order_idx" ON "estimates_rels" USING btree ("order");
  CREATE INDEX "estimates_rels_parent_idx" ON "estimates_rels" USING btree ("parent_id");
  CREATE INDEX "estimates_rels_path_idx" ON "estimates_rels" USING btree ("path");
  CREATE INDEX "estimates_rels_work_categories_id_idx" ON "estimates_rels" USING btree ("work_categories_id");
  CREATE INDEX "estimates_rels_estimate_answers_id_idx" ON "estimates_rels" USING btree ("estimate_answers_id");
  CREATE INDEX "estimates_rels_media_objects_id_idx" ON "estimates_rels" USING btree ("media_objects_id");
  CREATE INDEX "media_objects_owner_idx" ON "media_objects" USING btree ("owner_id");
  CREATE INDEX "media_objects_upload_key_idx" ON "media_objects" USING btree ("upload_key");
  CREATE INDEX "media_objects_updated_at_idx" ON "media_objects" USING btree ("updated_at");
  CREATE INDEX "media_objects_created_at_idx" ON "media_objects" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_objects_filename_idx" ON "media_objects" USING btree ("filename");
  CREATE INDEX "media_objects_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media_objects" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "sample_requests_samples_order_idx" ON "sample_requests_samples" USING btree ("_order");
  CREATE INDEX "sample_requests_samples_parent_id_idx" ON "sample_requests_samples" USING btree ("_parent_id");
  CREATE INDEX "sample_requests_sample_type_idx" ON "sample_requests" USING btree ("sample_type");
  CREATE INDEX "sample_requests_is_processed_idx" ON "sample_requests" USING btree ("is_processed");
  CREATE INDEX "sample_requests_professional_user_idx" ON "sample_requests" USING btree ("professional_user_id");
  CREATE INDEX "sample_requests_merchant_idx" ON "sample_requests" USING btree ("merchant_id");
  CREATE INDEX "sample_requests_updated_at_idx" ON "sample_requests" USING btree ("updated_at");
  CREATE INDEX "sample_requests_created_at_idx" ON "sample_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "merchants_sample_code_idx" ON "merchants" USING btree ("sample_code");
  CREATE INDEX "merchants_updated_at_idx" ON "merchants" USING btree ("updated_at");
  CREATE INDEX "merchants_created_at_idx" ON "merchants" USING btree ("created_at");
  ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_professional_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."professional_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estimates_fk" FOREIGN KEY ("estimates_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_objects_fk" FOREIGN KEY ("media_objects_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sample_requests_fk" FOREIGN KEY ("sample_requests_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merchants_fk" FOREIGN KEY ("merchants_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");
  CREATE INDEX "payload_locked_documents_rels_estimates_id_idx" ON "payload_locked_documents_rels" USING btree ("estimates_id");
  CREATE INDEX "payload_locked_documents_rels_media_objects_id_idx" ON "payload_locked_documents_rels" USING btree ("media_objects_id");
  CREATE INDEX "payload_locked_documents_rels_sample_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("sample_requests_id");
  CREATE INDEX "payload_locked_documents_rels_merchants_id_idx" ON "payload_locked_documents_rels" USING btree ("merchants_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_objects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sample_requests_samples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sample_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "estimates" CASCADE;
  DROP TABLE "estimates_rels" CASCADE;
  DROP TABLE "media_objects" CASCADE;
  DROP TABLE "sample_requests_samples" CASCADE;
  DROP TABLE "sample_requests" CASCADE;
  DROP TABLE "merchants" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT IF EXISTS "media_owner_id_professional_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_estimates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_media_objects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sample_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_merchants_fk";
  
  DROP INDEX "media_owner_idx";
  DROP INDEX "payload_locked_documents_rels_estimates_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_objects_id_idx";
  DROP INDEX "payload_locked_documents_rels_sample_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_merchants_id_idx";
  ALTER TABLE "media" DROP COLUMN "owner_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estimates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_objects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sample_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "merchants_id";
  DROP TYPE "public"."enum_estimates_status";
  DROP TYPE "public"."enum_estimates_locale";
  DROP TYPE "public"."enum_estimates_project_type";
  DROP TYPE "public"."enum_sample_requests_sample_type";
  DROP TYPE "public"."enum_sample_requests_locale";`)
}
