import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');
  CREATE TYPE "public"."enum_reviews_locale" AS ENUM('fr', 'nl');
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'reviewRejected' BEFORE 'sampleRequestDesk';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'PENDING' NOT NULL,
  	"rejection_reason" varchar,
  	"professional_user_id" integer NOT NULL,
  	"estimate_id" integer,
  	"locale" "enum_reviews_locale" DEFAULT 'fr' NOT NULL,
  	"author_name" varchar NOT NULL,
  	"city" varchar,
  	"work_done" varchar,
  	"rating_overall" numeric NOT NULL,
  	"rating_quality" numeric NOT NULL,
  	"rating_punctuality" numeric NOT NULL,
  	"rating_tidiness" numeric NOT NULL,
  	"rating_value" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"reply" varchar,
  	"replied_at" timestamp(3) with time zone,
  	"moderated_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_objects_id" integer
  );
  
  ALTER TABLE "professional_users" ADD COLUMN "rating_count" numeric DEFAULT 0;
  ALTER TABLE "professional_users" ADD COLUMN "rating_average" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_professional_user_id_professional_users_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."professional_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_media_objects_fk" FOREIGN KEY ("media_objects_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_professional_user_idx" ON "reviews" USING btree ("professional_user_id");
  CREATE UNIQUE INDEX "reviews_estimate_idx" ON "reviews" USING btree ("estimate_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "professionalUser_status_createdAt_idx" ON "reviews" USING btree ("professional_user_id","status","created_at");
  CREATE INDEX "reviews_rels_order_idx" ON "reviews_rels" USING btree ("order");
  CREATE INDEX "reviews_rels_parent_idx" ON "reviews_rels" USING btree ("parent_id");
  CREATE INDEX "reviews_rels_path_idx" ON "reviews_rels" USING btree ("path");
  CREATE INDEX "reviews_rels_media_objects_id_idx" ON "reviews_rels" USING btree ("media_objects_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "listed_ratingAverage_idx" ON "professional_users" USING btree ("listed","rating_average");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "reviews_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('welcome', 'resetPassword', 'contactStaff', 'contactConfirmation', 'configuratorProject', 'estimateProfessional', 'estimateClient', 'estimateUpdate', 'estimateWithdrawn', 'sampleRequestDesk', 'sampleRequestConfirmation', 'emailChanged');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";
  DROP INDEX "listed_ratingAverage_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "professional_users" DROP COLUMN "rating_count";
  ALTER TABLE "professional_users" DROP COLUMN "rating_average";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_locale";`)
}
