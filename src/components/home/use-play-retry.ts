'use client'

import { type RefObject, useEffect } from 'react'

/** SPEC §9: play is retried up to 20 times at 600 ms intervals until playback starts. */
export const PLAY_RETRY_ATTEMPTS = 20
export const PLAY_RETRY_INTERVAL_MS = 600

/**
 * Keeps trying to start a muted video: on an interval (bounded), and again on user interaction,
 * window focus and when the tab becomes visible (browsers may block or pause autoplay).
 */
export function usePlayRetry(ref: RefObject<HTMLVideoElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    let attempts = 0
    const tryPlay = () => {
      const video = ref.current
      if (!video || !video.paused) return
      video.muted = true
      void video.play().catch(() => {})
    }
    const timer = window.setInterval(() => {
      const video = ref.current
      attempts += 1
      if (!video || !video.paused || attempts > PLAY_RETRY_ATTEMPTS) {
        window.clearInterval(timer)
        return
      }
      tryPlay()
    }, PLAY_RETRY_INTERVAL_MS)
    const onVisible = () => document.visibilityState === 'visible' && tryPlay()
    const events = ['pointerdown', 'keydown', 'touchstart'] as const
    events.forEach((e) => window.addEventListener(e, tryPlay, { passive: true }))
    window.addEventListener('focus', tryPlay)
    document.addEventListener('visibilitychange', onVisible)
    tryPlay()
    return () => {
      window.clearInterval(timer)
      events.forEach((e) => window.removeEventListener(e, tryPlay))
      window.removeEventListener('focus', tryPlay)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [ref, enabled])
}
