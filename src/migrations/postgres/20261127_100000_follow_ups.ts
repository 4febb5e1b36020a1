import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_follow_ups_locale" AS ENUM('fr', 'nl');
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'estimateUpdate' BEFORE 'sampleRequestDesk';
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'estimateWithdrawn' BEFORE 'sampleRequestDesk';
  CREATE TABLE "follow_ups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" varchar NOT NULL,
  	"salt" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"locale" "enum_follow_ups_locale" DEFAULT 'fr' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"withdrawn_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "estimates" ADD COLUMN "seen_at" timestamp(3) with time zone;
  ALTER TABLE "estimates" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "estimates" ADD COLUMN "done_at" timestamp(3) with time zone;
  ALTER TABLE "estimates" ADD COLUMN "withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "estimates" ADD COLUMN "client_message" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follow_ups_id" integer;
  CREATE UNIQUE INDEX "follow_ups_request_id_idx" ON "follow_ups" USING btree ("request_id");
  CREATE UNIQUE INDEX "follow_ups_token_hash_idx" ON "follow_ups" USING btree ("token_hash");
  CREATE INDEX "follow_ups_expires_at_idx" ON "follow_ups" USING btree ("expires_at");
  CREATE INDEX "follow_ups_updated_at_idx" ON "follow_ups" USING btree ("updated_at");
  CREATE INDEX "follow_ups_created_at_idx" ON "follow_ups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follow_ups_fk" FOREIGN KEY ("follow_ups_id") REFERENCES "public"."follow_ups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_follow_ups_id_idx" ON "payload_locked_documents_rels" USING btree ("follow_ups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "follow_ups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "follow_ups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_follow_ups_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('welcome', 'resetPassword', 'contactStaff', 'contactConfirmation', 'configuratorProject', 'estimateProfessional', 'estimateClient', 'sampleRequestDesk', 'sampleRequestConfirmation', 'emailChanged');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";
  DROP INDEX "payload_locked_documents_rels_follow_ups_id_idx";
  ALTER TABLE "estimates" DROP COLUMN "seen_at";
  ALTER TABLE "estimates" DROP COLUMN "status_changed_at";
  ALTER TABLE "estimates" DROP COLUMN "done_at";
  ALTER TABLE "estimates" DROP COLUMN "withdrawn_at";
  ALTER TABLE "estimates" DROP COLUMN "client_message";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follow_ups_id";
  DROP TYPE "public"."enum_follow_ups_locale";`)
}
