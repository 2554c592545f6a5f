// Next's page and data caches date an entry by when it is written, not by when its render read the
// database. A render that began before an officer's save and finished after the save expired its cache
// tags was therefore kept as current: the page went on showing the old text until its revalidate time
// (5 minutes), and a data entry (`unstable_cache`, no revalidate time) until the next save. On a busy
// server a render takes long enough for this to happen (CI caught /es showing a Spanish text emptied a
// moment before, for longer than 20 s).
//
// The cache handler (durable-tags-cache.mjs) tells this guard when a read found nothing current, so a
// render that will store that key begins; when the result is stored, it is refused if one of its tags
// expired after the earliest such render still in progress began. Refused, the old entry stays expired
// and the next request renders again from the database.
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

const { tagsManifest } = tagsManifestModule

/** A render still unfinished after this long failed or was never stored: it no longer counts. */
const LONGEST_RENDER_MS = 60_000

/** When one of `tags` was last expired or marked stale (0 when never). */
function lastExpiry(tags, now) {
  let latest = 0
  for (const tag of tags) {
    const entry = tagsManifest.get(tag)
    if (!entry) continue
    if (typeof entry.stale === 'number' && entry.stale <= now) latest = Math.max(latest, entry.stale)
    if (typeof entry.expired === 'number' && entry.expired <= now) latest = Math.max(latest, entry.expired)
  }
  return latest
}

/** The cache tags an entry about to be stored carries: a page's or route's header, a data entry's context. */
export function tagsOfEntry(data, ctx) {
  const header = data?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') return header.split(',').filter(Boolean)
  return [...(ctx?.tags ?? []), ...(data?.tags ?? [])]
}

export function createRenderRaceGuard({ now = Date.now } = {}) {
  /** Cache key → start times of the renders that will store it, not yet stored. */
  const pending = new Map()

  return {
    /** A read of `key` found nothing current: a render that will store it begins now. */
    began(key) {
      const starts = pending.get(key) ?? []
      starts.push(now())
      pending.set(key, starts)
    },
    /**
     * Whether the entry about to be stored under `key`, with `tags`, may hold what the database said before
     * one of those tags expired. Judged against the earliest render still in progress (a render cannot be
     * told from another here, so the doubt goes to the older one); one render is counted as finished.
     */
    isOutdated(key, tags) {
      const at = now()
      const starts = (pending.get(key) ?? []).filter((start) => at - start < LONGEST_RENDER_MS)
      if (starts.length === 0) {
        pending.delete(key)
        return false
      }
      const earliest = Math.min(...starts)
      starts.splice(starts.indexOf(Math.max(...starts)), 1)
      if (starts.length > 0) pending.set(key, starts)
      else pending.delete(key)
      return tags.length > 0 && lastExpiry(tags, at) >= earliest
    },
  }
}
