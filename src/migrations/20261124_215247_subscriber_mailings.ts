import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscriptions_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_subscriptions_frequency" AS ENUM('every', 'weekly');
  CREATE TYPE "public"."enum_mailings_kind" AS ENUM('announcement', 'digest');
  CREATE TYPE "public"."enum_mailings_status" AS ENUM('waiting', 'sending', 'done', 'cancelled');
  CREATE TYPE "public"."enum_mail_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMailBatch';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dispatchMailings';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMailBatch';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dispatchMailings';
  CREATE TABLE "mailings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum_mailings_kind" DEFAULT 'announcement' NOT NULL,
  	"announcement_id" integer,
  	"round" numeric DEFAULT 1,
  	"digest_week" varchar,
  	"status" "enum_mailings_status" DEFAULT 'waiting' NOT NULL,
  	"recipients" numeric DEFAULT 0,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"mailing_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_mail_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "announcements" ADD COLUMN "email_subscribers" boolean DEFAULT false;
  ALTER TABLE "subscriptions" ADD COLUMN "language" "enum_subscriptions_language" DEFAULT 'en';
  ALTER TABLE "subscriptions" ADD COLUMN "frequency" "enum_subscriptions_frequency" DEFAULT 'every';
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mailings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_deliveries_id" integer;
  ALTER TABLE "mailings" ADD CONSTRAINT "mailings_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_mailing_id_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."mailings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "mailings_announcement_idx" ON "mailings" USING btree ("announcement_id");
  CREATE UNIQUE INDEX "mailings_digest_week_idx" ON "mailings" USING btree ("digest_week");
  CREATE INDEX "mailings_status_idx" ON "mailings" USING btree ("status");
  CREATE INDEX "mailings_updated_at_idx" ON "mailings" USING btree ("updated_at");
  CREATE INDEX "mailings_created_at_idx" ON "mailings" USING btree ("created_at");
  CREATE UNIQUE INDEX "announcement_round_idx" ON "mailings" USING btree ("announcement_id","round");
  CREATE UNIQUE INDEX "mail_deliveries_key_idx" ON "mail_deliveries" USING btree ("key");
  CREATE INDEX "mail_deliveries_mailing_idx" ON "mail_deliveries" USING btree ("mailing_id");
  CREATE INDEX "mail_deliveries_updated_at_idx" ON "mail_deliveries" USING btree ("updated_at");
  CREATE INDEX "mail_deliveries_created_at_idx" ON "mail_deliveries" USING btree ("created_at");
  CREATE INDEX "mailing_status_idx" ON "mail_deliveries" USING btree ("mailing_id","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mailings_fk" FOREIGN KEY ("mailings_id") REFERENCES "public"."mailings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_deliveries_fk" FOREIGN KEY ("mail_deliveries_id") REFERENCES "public"."mail_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mailings_id_idx" ON "payload_locked_documents_rels" USING btree ("mailings_id");
  CREATE INDEX "payload_locked_documents_rels_mail_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mailings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mailings" CASCADE;
  DROP TABLE "mail_deliveries" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mailings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendContactEmail', 'sendWelcomeEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendContactEmail', 'sendWelcomeEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_mailings_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_deliveries_id_idx";
  ALTER TABLE "announcements" DROP COLUMN "email_subscribers";
  ALTER TABLE "subscriptions" DROP COLUMN "language";
  ALTER TABLE "subscriptions" DROP COLUMN "frequency";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mailings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_deliveries_id";
  DROP TYPE "public"."enum_subscriptions_language";
  DROP TYPE "public"."enum_subscriptions_frequency";
  DROP TYPE "public"."enum_mailings_kind";
  DROP TYPE "public"."enum_mailings_status";
  DROP TYPE "public"."enum_mail_deliveries_status";`)
}
