/**
 * A small in-memory cache for one slow, fallible source (stale-while-revalidate):
 * - a value younger than `ttlMs` is served as is;
 * - an older one, up to `staleMs`, is served at once while one background load replaces it; when that
 *   load fails, the last good value keeps being served (stale-on-error);
 * - with no usable value, callers wait for one shared load; a failure is remembered for `retryMs` so a
 *   failing source is not called again on every request.
 */
export type CacheTimes = { ttlMs: number; staleMs: number; retryMs: number }

type Entry<T> = { value?: T; storedAt: number; failedAt?: number; error?: unknown; loading?: Promise<T> }

export type SwrCache<T> = {
  get(key: string, load: () => Promise<T>, times: CacheTimes): Promise<T>
}

export function createSwrCache<T>({ now = Date.now, maxKeys = 16 } = {}): SwrCache<T> {
  const entries = new Map<string, Entry<T>>()

  const entryFor = (key: string): Entry<T> => {
    let entry = entries.get(key)
    if (!entry) {
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as string)
      entry = { storedAt: 0 }
      entries.set(key, entry)
    }
    return entry
  }

  const reload = (entry: Entry<T>, load: () => Promise<T>): Promise<T> => {
    entry.loading ??= load()
      .then((value) => {
        Object.assign(entry, { value, storedAt: now(), failedAt: undefined, error: undefined })
        return value
      })
      .catch((error: unknown) => {
        Object.assign(entry, { failedAt: now(), error })
        throw error
      })
      .finally(() => {
        entry.loading = undefined
      })
    return entry.loading
  }

  return {
    async get(key, load, { ttlMs, staleMs, retryMs }) {
      const entry = entryFor(key)
      const at = now()
      const age = entry.value === undefined ? Infinity : at - entry.storedAt
      if (age < ttlMs) return entry.value as T
      const recentlyFailed = entry.failedAt !== undefined && at - entry.failedAt < retryMs
      if (age <= Math.max(staleMs, ttlMs)) {
        if (!recentlyFailed) reload(entry, load).catch(() => {})
        return entry.value as T
      }
      if (recentlyFailed) throw entry.error
      return reload(entry, load)
    },
  }
}
