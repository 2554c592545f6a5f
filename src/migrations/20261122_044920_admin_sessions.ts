import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "admin_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"admin_code_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_sessions_id" integer;
  ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_code_id_admin_codes_id_fk" FOREIGN KEY ("admin_code_id") REFERENCES "public"."admin_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "admin_sessions_token_hash_idx" ON "admin_sessions" USING btree ("token_hash");
  CREATE INDEX "admin_sessions_admin_code_idx" ON "admin_sessions" USING btree ("admin_code_id");
  CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions" USING btree ("expires_at");
  CREATE INDEX "admin_sessions_updated_at_idx" ON "admin_sessions" USING btree ("updated_at");
  CREATE INDEX "admin_sessions_created_at_idx" ON "admin_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk" FOREIGN KEY ("admin_sessions_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admin_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admin_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk";
  
  DROP INDEX "payload_locked_documents_rels_admin_sessions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_sessions_id";`)
}
