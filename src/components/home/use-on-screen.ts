'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether any part of the element is in the viewport now, followed as the page scrolls (true until the
 * first answer: the element starts on screen). For work only worth doing while it can be seen.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true))
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}
