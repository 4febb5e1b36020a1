import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_requests_profile" AS ENUM('individual', 'professional', 'architect', 'merchant', 'other');
  CREATE TYPE "public"."enum_contact_requests_locale" AS ENUM('fr', 'nl');
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'contactStaff';
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'contactConfirmation';
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"profile" "enum_contact_requests_profile" NOT NULL,
  	"locale" "enum_contact_requests_locale" DEFAULT 'fr' NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"is_processed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  CREATE INDEX "contact_requests_is_processed_idx" ON "contact_requests" USING btree ("is_processed");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_contact_requests_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('welcome', 'resetPassword');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  DROP TYPE "public"."enum_contact_requests_profile";
  DROP TYPE "public"."enum_contact_requests_locale";`)
}
