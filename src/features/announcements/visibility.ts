import type { Where } from 'payload'

/**
 * What anonymous visitors may read: active announcements whose computed window includes `now`.
 * `visibleFrom` / `visibleUntil` are derived on save (see `./window`).
 */
export function publicAnnouncementsWhere(now: Date): Where {
  const iso = now.toISOString()
  return {
    and: [
      { active: { equals: true } },
      { or: [{ visibleFrom: { exists: false } }, { visibleFrom: { less_than_equal: iso } }] },
      { or: [{ visibleUntil: { exists: false } }, { visibleUntil: { greater_than: iso } }] },
    ],
  }
}
