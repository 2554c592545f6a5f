import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "announcements_locales_parent_id_idx" ON "announcements_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_stats_locales_parent_id_idx" ON "site_settings_stats_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_id_idx" ON "site_settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "announcements_locales_parent_id_idx";
  DROP INDEX "site_settings_stats_locales_parent_id_idx";
  DROP INDEX "site_settings_locales_parent_id_idx";`)
}
