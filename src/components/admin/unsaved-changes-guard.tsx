'use client'

import { useEffect } from 'react'

/** A form with typing not yet saved marks itself (settings-form.tsx). */
const UNSAVED = 'form[data-unsaved]'
export const LEAVE_QUESTION = 'Leave this page? Your changes are not saved.'

/** A link, or a control marked `data-leaves-page` (Sign Out), outside the unsaved form. */
function leavingControl(event: MouseEvent): Element | null {
  const control = (event.target as Element | null)?.closest?.('a[href], [data-leaves-page]') ?? null
  if (!control || control.closest(UNSAVED)) return null
  if (control instanceof HTMLAnchorElement && (control.target === '_blank' || control.hasAttribute('download'))) return null
  return control
}

/**
 * Settings typed but not saved are not lost to 'Back to dashboard', 'View main site', Sign Out, a reload
 * or closing the tab without a question (an officer came back to find an address change gone). The
 * browser's own question, so it is the same everywhere and read out by screen readers.
 */
export function UnsavedChangesGuard() {
  useEffect(() => {
    const unsaved = () => document.querySelector(UNSAVED) !== null
    // Capturing on the document runs before React and Next's links: a "stay" stops the click there.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !unsaved() || !leavingControl(event)) return
      if (window.confirm(LEAVE_QUESTION)) {
        // Answered: a page load that follows ('View main site', Sign Out) must not ask a second time.
        for (const form of document.querySelectorAll(UNSAVED)) form.removeAttribute('data-unsaved')
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [])
  return null
}
