'use client'

import { useEffect, useState } from 'react'

/** How long after the page loads a visitor who neither scrolls, taps nor types waits for the pop-ups. */
export const POPUP_QUIET_MS = 5000

const ENGAGING = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/**
 * True once the visitor first scrolls, taps, clicks or types, or `POPUP_QUIET_MS` after the page loaded.
 * Announcement pop-ups wait for it, so they never cover a page that is still painting: the page's own
 * content stays its largest paint, and a visitor already reading is not interrupted mid-load.
 */
export function useVisitorEngaged(): boolean {
  const [engaged, setEngaged] = useState(false)
  useEffect(() => {
    if (engaged) return
    let timer: number | undefined
    const engage = () => setEngaged(true)
    const wait = () => {
      timer = window.setTimeout(engage, POPUP_QUIET_MS)
    }
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
    ENGAGING.forEach((event) => window.addEventListener(event, engage, { passive: true, once: true }))
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('load', wait)
      ENGAGING.forEach((event) => window.removeEventListener(event, engage))
    }
  }, [engaged])
  return engaged
}
