import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Custom tables outside Payload's collections (no API can reach them):
 * - rate_limits: rate-limiter-flexible's counters (RateLimiterPostgres, tableCreated: true), shared by
 *   every app instance;
 * - page_views: one counter per (day, path), no cookie and nothing about the visitor.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");
  CREATE TABLE IF NOT EXISTS "page_views" (
    "day" date NOT NULL,
    "path" varchar(200) NOT NULL,
    "views" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("day", "path")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "page_views";
  DROP TABLE IF EXISTS "rate_limits";`)
}
