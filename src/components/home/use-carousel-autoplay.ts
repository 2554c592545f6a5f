'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the visitor asked for reduced motion (assumed on the server, so nothing moves before hydration). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}

/**
 * Moves the carousel to its next slide every `delayMs` while `active`. Any slide change (the visitor's
 * too) starts the wait again, so the carousel never jumps right after someone moved it.
 */
export function useCarouselAutoplay(embla: EmblaCarouselType | undefined, active: boolean, delayMs: number): void {
  useEffect(() => {
    if (!embla || !active) return
    let timer = window.setTimeout(function next() {
      embla.scrollNext()
    }, delayMs)
    const restart = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => embla.scrollNext(), delayMs)
    }
    embla.on('select', restart)
    return () => {
      window.clearTimeout(timer)
      embla.off('select', restart)
    }
  }, [embla, active, delayMs])
}
