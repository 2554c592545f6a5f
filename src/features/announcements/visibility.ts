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

type Windowed = { active?: boolean | null; visibleFrom?: string | null; visibleUntil?: string | null }

/** The same rule for one document already read: is it public at `now`? */
export function isVisibleAt(doc: Windowed, now: Date): boolean {
  const t = now.getTime()
  if (!doc.active) return false
  if (doc.visibleFrom && new Date(doc.visibleFrom).getTime() > t) return false
  return !doc.visibleUntil || new Date(doc.visibleUntil).getTime() > t
}
