import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'estimateProfessional';
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'estimateClient';
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'sampleRequestDesk';
  ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'sampleRequestConfirmation';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('welcome', 'resetPassword', 'contactStaff', 'contactConfirmation', 'configuratorProject');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";`)
}
