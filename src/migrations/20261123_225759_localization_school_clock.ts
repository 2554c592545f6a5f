import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { computeVisibilityWindow } from '@/features/announcements/window'
import { DEFAULT_TIME_ZONE, instantAt, isTimeZone, schoolDateOf } from '@/lib/school-clock'

/**
 * Round 2: Payload localization (en/es) for announcement title/content and the visitor-facing
 * settings texts, the school clock (SiteSettings.timeZone) and all-day announcements.
 * Data: every existing text is kept as its English version; announcements whose dates were saved
 * as midnight UTC (the first round's date-only inputs) become all-day on that same calendar day,
 * stored as the start of that day at the school; visibility windows are recomputed.
 */

type Row = { id: number; type: string; start_date: Date | string | null; end_date: Date | string | null }

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString())
const isUtcMidnight = (v: string | null): boolean => v === null || v.endsWith('T00:00:00.000Z')

async function schoolZone(db: MigrateUpArgs['db']): Promise<string> {
  const { rows } = await db.execute(sql`SELECT "time_zone" FROM "site_settings" LIMIT 1`)
  const zone = (rows[0] as { time_zone?: string } | undefined)?.time_zone
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es');
  CREATE TABLE "announcements_locales" (
  	"title" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"contact_school_name" varchar,
  	"contact_pta_name" varchar,
  	"contact_district" varchar,
  	"contact_grades" varchar,
  	"contact_meeting_schedule" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "announcements" ADD COLUMN "all_day" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "time_zone" varchar DEFAULT 'America/Los_Angeles' NOT NULL;
  ALTER TABLE "announcements_locales" ADD CONSTRAINT "announcements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_stats_locales" ADD CONSTRAINT "site_settings_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "announcements_locales_locale_parent_id_unique" ON "announcements_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_stats_locales_locale_parent_id_unique" ON "site_settings_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)

  // Existing texts become the English versions.
  await db.execute(sql`
  INSERT INTO "announcements_locales" ("title", "content", "_locale", "_parent_id")
    SELECT "title", "content", 'en', "id" FROM "announcements";
  INSERT INTO "site_settings_locales" ("contact_school_name", "contact_pta_name", "contact_district", "contact_grades", "contact_meeting_schedule", "_locale", "_parent_id")
    SELECT "contact_school_name", "contact_pta_name", "contact_district", "contact_grades", "contact_meeting_schedule", 'en', "id" FROM "site_settings";
  INSERT INTO "site_settings_stats_locales" ("label", "_locale", "_parent_id")
    SELECT "label", 'en', "id" FROM "site_settings_stats";`)

  // Date-only rows (midnight UTC) become all-day on that calendar day at the school; windows are recomputed.
  const timeZone = await schoolZone(db)
  const { rows } = await db.execute(sql`SELECT "id", "type", "start_date", "end_date" FROM "announcements"`)
  for (const row of rows as Row[]) {
    const start = iso(row.start_date)
    const end = iso(row.end_date)
    const allDay = isUtcMidnight(start) && isUtcMidnight(end)
    const day = (v: string | null) => (v && allDay ? instantAt(v.slice(0, 10), null, timeZone).toISOString() : v)
    const dates = { startDate: day(start), endDate: day(end) }
    const w = computeVisibilityWindow({ type: row.type, allDay, ...dates }, timeZone)
    await db.execute(sql`
      UPDATE "announcements" SET "all_day" = ${allDay}, "start_date" = ${dates.startDate}, "end_date" = ${dates.endDate},
        "visible_from" = ${w.visibleFrom}, "visible_until" = ${w.visibleUntil}
      WHERE "id" = ${row.id}`)
  }

  await db.execute(sql`
  ALTER TABLE "announcements" DROP COLUMN "title";
  ALTER TABLE "announcements" DROP COLUMN "content";
  ALTER TABLE "site_settings_stats" DROP COLUMN "label";
  ALTER TABLE "site_settings" DROP COLUMN "contact_school_name";
  ALTER TABLE "site_settings" DROP COLUMN "contact_pta_name";
  ALTER TABLE "site_settings" DROP COLUMN "contact_district";
  ALTER TABLE "site_settings" DROP COLUMN "contact_grades";
  ALTER TABLE "site_settings" DROP COLUMN "contact_meeting_schedule";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // All-day dates go back to the first round's form (midnight UTC of the school day); texts back from English.
  const timeZone = await schoolZone(db)
  const { rows } = await db.execute(sql`SELECT "id", "type", "start_date", "end_date" FROM "announcements" WHERE "all_day" IS NOT FALSE`)
  for (const row of rows as Row[]) {
    const day = (v: Date | string | null) => (v === null ? null : `${schoolDateOf(v, timeZone)}T00:00:00.000Z`)
    await db.execute(sql`UPDATE "announcements" SET "start_date" = ${day(row.start_date)}, "end_date" = ${day(row.end_date)} WHERE "id" = ${row.id}`)
  }
  await db.execute(sql`
  ALTER TABLE "announcements" ADD COLUMN "title" varchar;
  ALTER TABLE "announcements" ADD COLUMN "content" varchar;
  ALTER TABLE "site_settings_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "contact_school_name" varchar DEFAULT 'Golden Oak Elementary School';
  ALTER TABLE "site_settings" ADD COLUMN "contact_pta_name" varchar DEFAULT 'Golden Oak Elementary PTA';
  ALTER TABLE "site_settings" ADD COLUMN "contact_district" varchar DEFAULT 'Oak Valley Unified School District';
  ALTER TABLE "site_settings" ADD COLUMN "contact_grades" varchar DEFAULT 'Grades K-5';
  ALTER TABLE "site_settings" ADD COLUMN "contact_meeting_schedule" varchar DEFAULT 'Second Tuesday of each month, 6:30 PM, school library';
  UPDATE "announcements" a SET "title" = l."title", "content" = l."content"
    FROM "announcements_locales" l WHERE l."_parent_id" = a."id" AND l."_locale" = 'en';
  UPDATE "announcements" SET "title" = '' WHERE "title" IS NULL;
  UPDATE "site_settings_stats" s SET "label" = l."label"
    FROM "site_settings_stats_locales" l WHERE l."_parent_id" = s."id" AND l."_locale" = 'en';
  UPDATE "site_settings_stats" SET "label" = '' WHERE "label" IS NULL;
  UPDATE "site_settings" s SET "contact_school_name" = COALESCE(l."contact_school_name", s."contact_school_name"),
    "contact_pta_name" = COALESCE(l."contact_pta_name", s."contact_pta_name"),
    "contact_district" = COALESCE(l."contact_district", s."contact_district"),
    "contact_grades" = COALESCE(l."contact_grades", s."contact_grades"),
    "contact_meeting_schedule" = COALESCE(l."contact_meeting_schedule", s."contact_meeting_schedule")
    FROM "site_settings_locales" l WHERE l."_parent_id" = s."id" AND l."_locale" = 'en';
  ALTER TABLE "announcements" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_settings_stats" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_school_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_pta_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_district" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_grades" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_meeting_schedule" SET NOT NULL;
  DROP TABLE "announcements_locales" CASCADE;
  DROP TABLE "site_settings_stats_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "announcements" DROP COLUMN "all_day";
  ALTER TABLE "site_settings" DROP COLUMN "time_zone";
  DROP TYPE "public"."_locales";`)
}
