'use client'

import { useMemo, useRef } from 'react'

/**
 * How long a person has been filling a form, from their first focus in it. Submissions faster than a
 * person could type are treated as bots by the server (quiet success, nothing stored).
 */
export function useFillTimer() {
  const started = useRef<number | null>(null)
  return useMemo(
    () => ({
      start: () => {
        started.current ??= Date.now()
      },
      elapsedMs: () => (started.current === null ? 0 : Date.now() - started.current),
      reset: () => {
        started.current = null
      },
    }),
    [],
  )
}
