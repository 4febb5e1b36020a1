import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_idempotency_keys_scope" AS ENUM('quotation', 'sampleRequest', 'contactRequest');
  CREATE TABLE "idempotency_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scope" "enum_idempotency_keys_scope" NOT NULL,
  	"key" varchar NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"response" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "idempotency_keys_id" integer;
  CREATE UNIQUE INDEX "idempotency_keys_key_idx" ON "idempotency_keys" USING btree ("key");
  CREATE INDEX "idempotency_keys_updated_at_idx" ON "idempotency_keys" USING btree ("updated_at");
  CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_idempotency_keys_fk" FOREIGN KEY ("idempotency_keys_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_idempotency_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("idempotency_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "idempotency_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "idempotency_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_idempotency_keys_fk";
  
  DROP INDEX "payload_locked_documents_rels_idempotency_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "idempotency_keys_id";
  DROP TYPE "public"."enum_idempotency_keys_scope";`)
}
