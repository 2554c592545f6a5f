'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every route change starts at the top of the page (SPEC §2). Not the first load: a visitor on a slow phone
 * may already have scrolled (or be typing in a form below) when the page's script arrives.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
