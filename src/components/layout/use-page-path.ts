'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'

import { NOT_FOUND_SEGMENT } from '@/i18n/locales'

/**
 * The address of the page being shown, or null on the shared 404 page: that page is rendered once for
 * whichever unknown address came first and cached for all (src/i18n/rewrites.ts), so what the header
 * derives from the address (the other language's link, the current menu item) would be another visitor's.
 */
export function usePagePath(): string | null {
  const pathname = usePathname() ?? '/'
  return useSelectedLayoutSegments().includes(NOT_FOUND_SEGMENT) ? null : pathname
}
