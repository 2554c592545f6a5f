'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Whether this document has shown its first page: that one is left where the visitor has scrolled it. */
let firstPageShown = false
/** The address Back or Forward went to: Next restores that page's scroll, and focus is the browser's. */
let traversedTo: string | null = null
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (traversedTo = location.href))

/** Where a keyboard or screen reader resumes: the element the address's #fragment names, else the heading. */
function startOfPage(): HTMLElement | null {
  const id = decodeURIComponent(location.hash.slice(1))
  return (id ? document.getElementById(id) : null) ?? document.querySelector<HTMLElement>('#main h1')
}

function focusPageStart(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  // Again once the new page is there: a smooth scroll still running from the old page (a link reached
  // with Tab) could otherwise leave it part way down.
  if (location.hash) target.scrollIntoView({ block: 'start', behavior: 'instant' })
  else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}

/**
 * Focuses the page's start as soon as it exists: at once, or when a page that was still loading (the
 * admin area's "Verifying authentication..." first) puts it in. Gives up after 10 s. Returns a cancel.
 */
function focusWhenThere(): () => void {
  const now = startOfPage()
  if (now) {
    focusPageStart(now)
    return () => {}
  }
  const observer = new MutationObserver(() => {
    const target = startOfPage()
    if (!target) return
    stop()
    focusPageStart(target)
  })
  const timer = window.setTimeout(() => observer.disconnect(), 10_000)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

/**
 * Every route change starts at the top of the page (SPEC §2), also into the other language, whose layout
 * mounts anew, and focus moves there too: left on the link that was followed, the next Tab would continue
 * in the old page's place (WCAG 2.4.3). An address with a #fragment starts at that element instead. Focus
 * moves on the next task, after a closing menu has given it back. Not the document's first page (a visitor
 * on a slow phone may already have scrolled, or be typing, when its script arrives), nor Back and Forward.
 */
export function PageStart() {
  const pathname = usePathname()
  useEffect(() => {
    const traversed = traversedTo === location.href
    traversedTo = null
    if (!firstPageShown || traversed) {
      firstPageShown = true
      return
    }
    if (!location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    let cancel = () => {}
    const timer = window.setTimeout(() => (cancel = focusWhenThere()), 0)
    return () => {
      window.clearTimeout(timer)
      cancel()
    }
  }, [pathname])
  return null
}
