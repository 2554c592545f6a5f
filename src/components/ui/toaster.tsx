'use client'

import dynamic from 'next/dynamic'
import { useEffect, useSyncExternalStore } from 'react'

import { showFlashToast } from './flash-toast'
import { toastRegion } from './toast'
import type { ToastRegionLabels } from './toast-region'

const ToastRegion = dynamic(() => import('./toast-region').then((m) => m.ToastRegion), { ssr: false })

/**
 * One toast region for the whole app. Its labels come from the root layout (the public site in its
 * language, the admin area in English). The region and its library load when first wanted (a toast, a
 * form's focus); a toast left by the previous page (flashToast) shows once the region is there.
 */
export function Toaster(labels: ToastRegionLabels) {
  const wanted = useSyncExternalStore(toastRegion.subscribe, toastRegion.wanted, () => false)
  useEffect(showFlashToast, [])
  return wanted ? <ToastRegion {...labels} /> : null
}
