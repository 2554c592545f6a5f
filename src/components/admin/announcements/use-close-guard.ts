'use client'

import type React from 'react'
import { useRef, useState } from 'react'

/**
 * A dialog whose form must not lose typing by accident: a click beside it or Escape asks first when
 * something was typed or chosen (`asking`), and while it saves nothing closes it. The questions put focus
 * back on the form's last focused control (a click beside the dialog leaves none).
 */
export function useCloseGuard({ changed, saving }: { changed: boolean; saving: boolean }) {
  const [asking, setAsking] = useState(false)
  const lastFocused = useRef<HTMLElement | null>(null)
  return {
    asking,
    setAsking,
    /** For Radix's onInteractOutside and onEscapeKeyDown. */
    askBeforeClosing: (event: Event) => {
      if (!saving && !changed) return
      event.preventDefault()
      if (!saving) setAsking(true)
    },
    /** For the form's onFocus. */
    rememberFocus: (event: React.FocusEvent<HTMLElement>) => {
      lastFocused.current = event.target
    },
    backToForm: () => {
      if (lastFocused.current?.isConnected) lastFocused.current.focus()
    },
  }
}
