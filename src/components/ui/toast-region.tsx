'use client'

import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'

import { toastRegion } from './toast'

export type ToastRegionLabels = {
  /** The toast region's name for screen readers ('Notifications'), in the page's language. */
  regionLabel: string
  /** Each toast's close button ('Close notification'), in the page's language. */
  closeLabel: string
}

/** sonner's region (loaded on demand by the Toaster); toasts are announced politely to screen readers. */
export function ToastRegion({ regionLabel, closeLabel }: ToastRegionLabels) {
  // Runs after sonner's own effect has subscribed: from now on a toast is shown, not lost.
  useEffect(() => toastRegion.mounted(), [])
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={regionLabel}
      // The close button is 24 px (sonner's is 20 px): the smallest target WCAG 2.2 allows.
      toastOptions={{ duration: 6000, closeButtonAriaLabel: closeLabel, classNames: { closeButton: '!h-6 !w-6' } }}
    />
  )
}
