'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Whether this document has shown its first page: that one is left where the visitor has scrolled it. */
let firstPageShown = false

/** The new page's heading (or, without one, its main landmark): where a keyboard or screen reader resumes. */
function focusPageStart() {
  const main = document.getElementById('main')
  const target = main?.querySelector<HTMLElement>('h1') ?? main
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * Every route change starts at the top of the page (SPEC §2), also into the other language, whose layout
 * mounts anew, and focus moves there too: left on the link that was followed, the next Tab would continue
 * in the old page's place (WCAG 2.4.3). Focus moves on the next task, after a closing menu has given it
 * back to its button. Not the document's first page: a visitor on a slow phone may already have scrolled
 * (or be typing in a form below) when its script arrives.
 */
export function PageStart() {
  const pathname = usePathname()
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true
      return
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const timer = window.setTimeout(focusPageStart, 0)
    return () => window.clearTimeout(timer)
  }, [pathname])
  return null
}
