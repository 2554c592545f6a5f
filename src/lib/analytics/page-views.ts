import type { Payload } from 'payload'

import { addDays, schoolDateOf, startOfSchoolMonth } from '@/lib/school-clock'

/**
 * Page views per day and path, in the `page_views` table (a migration creates it; `view-buffer`
 * writes it). One counter row per (day, path): no cookie, no address, no user agent — nothing about
 * the visitor is stored.
 */
/** Views since the first day of the current school month (days are school days). */
export async function viewsThisMonth(payload: Payload, timeZone: string, now = new Date()): Promise<number> {
  const { rows } = await payload.db.pool.query<{ total: string | null }>(
    'SELECT sum(views) AS total FROM page_views WHERE day >= $1',
    [schoolDateOf(startOfSchoolMonth(now, timeZone), timeZone)],
  )
  return Number(rows[0]?.total ?? 0)
}

export type DailyViews = { day: string; views: number }

/** One entry per day for the last `days` days (today included), zero-filled. */
export async function viewsPerDay(payload: Payload, days: number, timeZone: string, now = new Date()): Promise<DailyViews[]> {
  const start = addDays(schoolDateOf(now, timeZone), -(days - 1))
  const { rows } = await payload.db.pool.query<{ day: string; views: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views) AS views FROM page_views WHERE day >= $1 GROUP BY day",
    [start],
  )
  const byDay = new Map(rows.map((r) => [r.day, Number(r.views)]))
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(start, i)
    return { day, views: byDay.get(day) ?? 0 }
  })
}

export type PathViews = { path: string; views: number }

export async function viewsPerPath(payload: Payload, days: number, timeZone: string, now = new Date()): Promise<PathViews[]> {
  const start = addDays(schoolDateOf(now, timeZone), -(days - 1))
  const { rows } = await payload.db.pool.query<{ path: string; views: string }>(
    'SELECT path, sum(views) AS views FROM page_views WHERE day >= $1 GROUP BY path ORDER BY sum(views) DESC, path',
    [start],
  )
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }))
}
