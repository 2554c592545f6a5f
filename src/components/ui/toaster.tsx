'use client'

import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'

import { showFlashToast } from './flash-toast'

type Props = {
  /** The toast region's name for screen readers ('Notifications'), in the page's language. */
  regionLabel: string
  /** Each toast's close button ('Close notification'), in the page's language. */
  closeLabel: string
}

/**
 * One toast region for the whole app; toasts are announced politely to screen readers. Its labels come
 * from the root layout (the public site in its language, the admin area in English). A toast left by the
 * previous page (flashToast) shows once the region is there.
 */
export function Toaster({ regionLabel, closeLabel }: Props) {
  useEffect(showFlashToast, [])
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={regionLabel}
      toastOptions={{ duration: 6000, closeButtonAriaLabel: closeLabel }}
    />
  )
}
