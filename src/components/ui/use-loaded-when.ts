'use client'

import { useEffect, useState } from 'react'

/**
 * A component (or any value) loaded on demand: `load()` starts once `when` is true and the hook returns its
 * result, `null` until then. Used instead of next/dynamic where the load must not wait on a Suspense
 * boundary, whose reveal is throttled by a timer (a pop-up must open at its time, not a beat later).
 */
export function useLoadedWhen<T>(when: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null)
  useEffect(() => {
    if (!when || loaded) return
    let live = true
    void load().then((value) => live && setLoaded({ value }))
    return () => {
      live = false
    }
    // `load` is a module-level function; only `when` starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [when, loaded])
  return loaded ? loaded.value : null
}
