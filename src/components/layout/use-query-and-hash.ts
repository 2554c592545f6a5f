'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The address's query and fragment (`?email=…&token=…`, `#news-3`), for links to the same page in the other
 * language: the unsubscribe and preference links need theirs. Read in the browser after hydration (the
 * server renders one static page for every query), and again when the page or the fragment changes.
 */
export function useQueryAndHash(): string {
  const pathname = usePathname()
  const [rest, setRest] = useState('')
  useEffect(() => {
    const read = () => setRest(`${window.location.search}${window.location.hash}`)
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [pathname])
  return rest
}
