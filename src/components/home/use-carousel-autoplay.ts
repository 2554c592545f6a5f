'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'
import { useEffect, useState, useSyncExternalStore } from 'react'

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
 * embla's Autoplay plugin (pass it to useEmblaCarousel), started and stopped by the component: it plays
 * only while the component says so (not hovered, not focused, not paused, no reduced motion).
 */
export function useAutoplayPlugin(delayMs: number): AutoplayType {
  const [plugin] = useState(() =>
    Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  )
  return plugin
}

/**
 * Plays the plugin while `active`. Any slide change or drag (the visitor's too) starts the wait again,
 * so the carousel never jumps right after someone moved it.
 */
export function useAutoplayWhile(embla: EmblaCarouselType | undefined, plugin: AutoplayType, active: boolean): void {
  useEffect(() => {
    if (!embla || !active) return
    const restart = () => plugin.play()
    restart()
    embla.on('select', restart).on('pointerUp', restart)
    return () => {
      embla.off('select', restart).off('pointerUp', restart)
      plugin.stop()
    }
  }, [embla, plugin, active])
}
