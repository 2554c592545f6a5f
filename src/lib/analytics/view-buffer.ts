import type { Payload } from 'payload'

import { DEFAULT_TIME_ZONE, isTimeZone, schoolDateOf } from '@/lib/school-clock'

/**
 * Page views are added up in memory and written in one statement every few seconds, so a page view
 * (and its beacon) costs no database query of its own; each app instance adds its own counts. At most
 * the last few seconds of counts are lost if the process dies.
 */
const FLUSH_MS = 10_000
const pending = new Map<string, number>()
let timer: NodeJS.Timeout | null = null

/** Days are school days; the zone is re-read from the settings at each flush (no query per view). */
let timeZone = DEFAULT_TIME_ZONE

export function countPageView(payload: Payload, path: string, now = new Date()): void {
  const key = `${schoolDateOf(now, timeZone)}|${path}`
  pending.set(key, (pending.get(key) ?? 0) + 1)
  scheduleFlush(payload)
}

function scheduleFlush(payload: Payload): void {
  if (timer) return
  timer = setTimeout(() => {
    timer = null
    flushPageViews(payload).catch((err) => payload.logger.warn({ err, msg: 'page views not saved yet; will retry' }))
  }, FLUSH_MS)
  timer.unref()
}

/** Writes the counts gathered so far (also used by tests). Failed counts are kept for the next try. */
export async function flushPageViews(payload: Payload): Promise<void> {
  if (pending.size === 0) return
  const batch = [...pending]
  pending.clear()
  const values = batch.map((_, i) => `($${i * 3 + 1}::date, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ')
  const params = batch.flatMap(([key, views]) => [...key.split('|'), views])
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
    if (isTimeZone(settings.timeZone)) timeZone = settings.timeZone
    await payload.db.pool.query(
      `INSERT INTO page_views (day, path, views) VALUES ${values}
       ON CONFLICT (day, path) DO UPDATE SET views = page_views.views + EXCLUDED.views`,
      params,
    )
  } catch (err) {
    for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views)
    scheduleFlush(payload)
    throw err
  }
}
