'use client'

import { useEffect, useMemo, useRef } from 'react'

/**
 * How long the form has been on the visitor's screen: from when it appeared (or from the last send).
 * Submissions faster than a person could fill it are treated as bots by the server (quiet success, nothing
 * stored). Counting from the first focus instead caught people whose browser filled the form for them.
 */
export function useFillTimer() {
  const shownAt = useRef<number | null>(null)
  useEffect(() => {
    shownAt.current ??= Date.now()
  }, [])
  return useMemo(
    () => ({
      elapsedMs: () => (shownAt.current === null ? 0 : Date.now() - shownAt.current),
      reset: () => {
        shownAt.current = Date.now()
      },
    }),
    [],
  )
}
