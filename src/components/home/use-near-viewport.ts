'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * True once the element comes within `rootMargin` of the viewport (and stays true), so work such as a
 * fetch or a third-party script starts only when the visitor is about to see the section.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px 0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, rootMargin])
  return [ref, near]
}
