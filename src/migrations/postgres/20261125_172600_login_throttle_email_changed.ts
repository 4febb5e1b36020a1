import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'emailChanged';
  ALTER TABLE "professional_users" DROP COLUMN "login_attempts";
  ALTER TABLE "professional_users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('welcome', 'resetPassword', 'contactStaff', 'contactConfirmation', 'configuratorProject', 'estimateProfessional', 'estimateClient', 'sampleRequestDesk', 'sampleRequestConfirmation');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";
  ALTER TABLE "professional_users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "professional_users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
