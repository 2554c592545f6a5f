'use client'

import { useEffect, useState } from 'react'

/** How long the visitor must leave the page alone (no scroll, tap, click or key) before a pop-up opens. */
export const POPUP_QUIET_MS = 5000

/** What the visitor does; captured, so none is missed inside the page. Scrolls are the page's own: see below. */
const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]'
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]'

/** Typing in a form field, or inside a dialog or the menu: not a moment to interrupt, however long the pause. */
const busy = (): boolean => document.activeElement?.matches(FIELD) === true || document.querySelector(OPEN_DIALOG) !== null

/**
 * True once the page has loaded and the visitor has then left it alone for `POPUP_QUIET_MS` (each scroll,
 * tap, click or key starts the wait again), while no form field has focus and no dialog or menu is open.
 * Announcement pop-ups wait for it: they never cover a page that is still painting (the page's own content
 * stays its largest paint), and never land on someone typing, opening the menu or tabbing through links.
 */
export function useQuietMoment(): boolean {
  const [quiet, setQuiet] = useState(false)
  useEffect(() => {
    if (quiet) return
    let timer: number | undefined
    const restart = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => (busy() ? restart() : setQuiet(true)), POPUP_QUIET_MS)
    }
    const start = () => {
      restart()
      ACTIVITY.forEach((event) => window.addEventListener(event, restart, { passive: true, capture: true }))
      // The page's scroll only (it reaches the window; inner scrollers' do not bubble): carousels that move
      // by themselves scroll every frame, and a visitor scrolling one uses the wheel, a touch or a key.
      window.addEventListener('scroll', restart, { passive: true })
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('load', start)
      ACTIVITY.forEach((event) => window.removeEventListener(event, restart, { capture: true }))
      window.removeEventListener('scroll', restart)
    }
  }, [quiet])
  return quiet
}
