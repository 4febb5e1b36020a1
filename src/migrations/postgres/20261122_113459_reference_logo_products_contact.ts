import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "references" ADD COLUMN "logo_id" integer;
  ALTER TABLE "references" ADD COLUMN "contact" varchar;
  ALTER TABLE "references_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "_references_v" ADD COLUMN "version_logo_id" integer;
  ALTER TABLE "_references_v" ADD COLUMN "version_contact" varchar;
  ALTER TABLE "_references_v_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "references" ADD CONSTRAINT "references_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references_rels" ADD CONSTRAINT "references_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v" ADD CONSTRAINT "_references_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_references_v_rels" ADD CONSTRAINT "_references_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "references_logo_idx" ON "references" USING btree ("logo_id");
  CREATE INDEX "references_rels_products_id_idx" ON "references_rels" USING btree ("products_id");
  CREATE INDEX "_references_v_version_version_logo_idx" ON "_references_v" USING btree ("version_logo_id");
  CREATE INDEX "_references_v_rels_products_id_idx" ON "_references_v_rels" USING btree ("products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "references" DROP CONSTRAINT IF EXISTS "references_logo_id_media_id_fk";
  
  ALTER TABLE "references_rels" DROP CONSTRAINT IF EXISTS "references_rels_products_fk";
  
  ALTER TABLE "_references_v" DROP CONSTRAINT IF EXISTS "_references_v_version_logo_id_media_id_fk";
  
  ALTER TABLE "_references_v_rels" DROP CONSTRAINT IF EXISTS "_references_v_rels_products_fk";
  
  DROP INDEX "references_logo_idx";
  DROP INDEX "references_rels_products_id_idx";
  DROP INDEX "_references_v_version_version_logo_idx";
  DROP INDEX "_references_v_rels_products_id_idx";
  ALTER TABLE "references" DROP COLUMN "logo_id";
  ALTER TABLE "references" DROP COLUMN "contact";
  ALTER TABLE "references_rels" DROP COLUMN "products_id";
  ALTER TABLE "_references_v" DROP COLUMN "version_logo_id";
  ALTER TABLE "_references_v" DROP COLUMN "version_contact";
  ALTER TABLE "_references_v_rels" DROP COLUMN "products_id";`)
}
