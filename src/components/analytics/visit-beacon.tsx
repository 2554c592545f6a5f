'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Counts one page view per route change with a beacon to /api/track-visit. It sends only the path:
 * no cookie is set, no identifier is kept, and nothing is sent when the browser asks not to be tracked.
 */
export function VisitBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    if (!pathname || navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true) return
    const body = new Blob([JSON.stringify({ path: pathname })], { type: 'text/plain;charset=UTF-8' })
    if (!navigator.sendBeacon?.('/api/track-visit', body)) {
      void fetch('/api/track-visit', { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined)
    }
  }, [pathname])
  return null
}

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean
  }
}
