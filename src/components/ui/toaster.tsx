'use client'

import { Toaster as SonnerToaster } from 'sonner'

/** One toast region for the whole app; toasts are announced politely to screen readers. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
}
