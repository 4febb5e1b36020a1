import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visualiser_projects_locale" AS ENUM('fr', 'nl');
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'visualiserProject';
  CREATE TABLE "visualiser_projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"locale" "enum_visualiser_projects_locale" DEFAULT 'fr' NOT NULL,
  	"photo_id" integer,
  	"demo" varchar,
  	"picture" jsonb NOT NULL,
  	"token_hash" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visualiser_projects_id" integer;
  ALTER TABLE "visualiser_projects" ADD CONSTRAINT "visualiser_projects_owner_id_professional_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."professional_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visualiser_projects" ADD CONSTRAINT "visualiser_projects_photo_id_media_objects_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "visualiser_projects_owner_idx" ON "visualiser_projects" USING btree ("owner_id");
  CREATE INDEX "visualiser_projects_photo_idx" ON "visualiser_projects" USING btree ("photo_id");
  CREATE UNIQUE INDEX "visualiser_projects_token_hash_idx" ON "visualiser_projects" USING btree ("token_hash");
  CREATE INDEX "visualiser_projects_expires_at_idx" ON "visualiser_projects" USING btree ("expires_at");
  CREATE INDEX "visualiser_projects_updated_at_idx" ON "visualiser_projects" USING btree ("updated_at");
  CREATE INDEX "visualiser_projects_created_at_idx" ON "visualiser_projects" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visualiser_projects_fk" FOREIGN KEY ("visualiser_projects_id") REFERENCES "public"."visualiser_projects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visualiser_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("visualiser_projects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visualiser_projects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visualiser_projects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_visualiser_projects_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DELETE FROM "outbox" WHERE "template" = 'visualiserProject';
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('welcome', 'resetPassword', 'contactStaff', 'contactConfirmation', 'configuratorProject', 'estimateProfessional', 'estimateClient', 'estimateUpdate', 'estimateWithdrawn', 'reviewRejected', 'sampleRequestDesk', 'sampleRequestConfirmation', 'emailChanged');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";
  DROP INDEX "payload_locked_documents_rels_visualiser_projects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visualiser_projects_id";
  DROP TYPE "public"."enum_visualiser_projects_locale";`)
}
