'use client'

import { useEffect, useState } from 'react'

/** Safari has no requestIdleCallback: a short timeout after `load` stands in for it. */
const canIdle = () => typeof window.requestIdleCallback === 'function'

/**
 * False until the page has loaded and the browser is idle: for extras (the hero video) that must not
 * compete with the page's own content for the network or the main thread.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let idle: number | undefined
    const done = () => setReady(true)
    const whenIdle = () => {
      idle = canIdle() ? window.requestIdleCallback(done, { timeout: 2000 }) : window.setTimeout(done, 200)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle === undefined) return
      if (canIdle()) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [])
  return ready
}
