'use client'

import { useEffect, useRef, useState } from 'react'

import { HERO_STILL } from './hero-still'
import { useAfterLoad } from './use-after-load'
import { useOnScreen } from './use-on-screen'
import { usePlayRetry } from './use-play-retry'

/**
 * The hero's looping, muted background video (SPEC §2, §4). Falls back to a still image when the video
 * fails to load, keeps retrying play (20 × 600 ms, and on interaction/focus/visibility), offers a pause
 * control, rests while scrolled out of sight (a phone decodes no frames nobody sees) and shows only the
 * still image to visitors who prefer reduced motion. The still is the page's largest paint, decoded with
 * the frame that first shows the page (`decoding="sync"`: 16 KB of WebP) rather than a frame later; the
 * video starts only once the page has loaded (`data-state` is `waiting` until then).
 */
export function HeroVideo({ labels }: { labels: { play: string; pause: string } }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const onScreen = useOnScreen(boxRef)
  const loaded = useAfterLoad()
  const [failed, setFailed] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const showVideo = loaded && !failed && !reducedMotion
  usePlayRetry(videoRef, showVideo && !paused && onScreen)
  // Out of sight it rests without changing the visitor's own choice (the button still offers Pause); back
  // on screen, the retry above starts it again. Also run when the video mounts, which `autoPlay` starts even
  // below the fold (a visit that opens at #news).
  useEffect(() => {
    if (!onScreen) videoRef.current?.pause()
  }, [onScreen, showVideo])

  // A <source> that fails fires `error` on itself, not on the <video>; when the last one fails, fall back.
  useEffect(() => {
    const video = videoRef.current
    const last = video?.querySelector('source:last-of-type')
    if (!video || !last) return
    const fail = () => setFailed(true)
    last.addEventListener('error', fail)
    if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail()
    return () => last.removeEventListener('error', fail)
  }, [showVideo])

  const togglePause = () => {
    const video = videoRef.current
    if (!video) return
    if (paused) void video.play().catch(() => {})
    else video.pause()
    setPaused(!paused)
  }

  return (
    <div ref={boxRef} className="absolute inset-0" data-testid="hero-media" data-state={!loaded ? 'waiting' : showVideo ? 'video' : 'still'}>
      {/* eslint-disable-next-line @next/next/no-img-element -- decorative WebP still behind the text; the video (no poster) plays over it */}
      <img {...HERO_STILL} alt="" aria-hidden="true" className="absolute inset-0 h-full w-full object-cover" fetchPriority="high" decoding="sync" />
      {showVideo ? (
        <video
          ref={videoRef}
          className="absolute inset-0 h-full w-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
          onError={() => setFailed(true)}
        >
          <source src="/videos/hero.webm" type="video/webm" />
          <source src="/videos/hero.mp4" type="video/mp4" />
        </video>
      ) : null}
      {showVideo ? (
        <button
          type="button"
          onClick={togglePause}
          className="absolute bottom-4 right-4 z-20 inline-flex h-11 items-center gap-2 rounded-full bg-navy-900/80 px-4 text-sm font-semibold text-white hover:bg-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {paused ? labels.play : labels.pause}
        </button>
      ) : null}
    </div>
  )
}
