'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Whether this document has shown its first page: that one is left where the visitor has scrolled it. */
let firstPageShown = false

/**
 * Every route change starts at the top of the page (SPEC §2), also into the other language, whose layout
 * mounts anew. Not the document's first page: a visitor on a slow phone may already have scrolled (or be
 * typing in a form below) when its script arrives.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true
      return
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
