'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/** SPEC §9: the tile carousel moves 1.5 px per frame and resumes 1500 ms after an interaction. */
export const SCROLL_STEP_PX = 1.5
export const RESUME_DELAY_MS = 1500

/** The second run of items: clickable, but hidden from assistive technology and out of the tab order. */
function copyItems(source: HTMLElement, target: HTMLElement): void {
  for (const item of Array.from(source.children)) {
    const clone = item.cloneNode(true) as HTMLElement
    clone.querySelectorAll('a, button, input, [tabindex]').forEach((el) => el.setAttribute('tabindex', '-1'))
    target.append(clone)
  }
}

/**
 * `label` names the strip; `roleDescription` is the word for "carousel" in the page's language; `stopLabels`
 * name the button that stops and restarts the motion (WCAG 2.2.2), in that language.
 */
type Props = { label: string; roleDescription: string; stopLabels: { pause: string; play: string }; children: React.ReactNode }

/**
 * An endless, auto-scrolling horizontal strip. The items are shown twice (the copy, made in the browser
 * so the page does not carry it, is hidden from assistive technology and out of the tab order, but still
 * clickable) and the scroll position wraps at the half. Pauses while hovered, pressed or focused; resumes
 * 1.5 s after; a button below stops it until pressed again; stays still (and shows no button, no copy, its
 * items wrapped into rows) for visitors who prefer reduced motion.
 */
export function AutoScrollCarousel({ label, roleDescription, stopLabels, children }: Props) {
  const viewport = useRef<HTMLDivElement>(null)
  const items = useRef<HTMLDivElement>(null)
  const copy = useRef<HTMLDivElement>(null)
  const [paused, setPaused] = useState(false)
  const pausedRef = useRef(false)
  const resumeTimer = useRef<number | undefined>(undefined)
  // The visitor's own stop (the button), kept until they restart it; `moves` is false under reduced motion.
  const [stopped, setStopped] = useState(false)
  const stoppedRef = useRef(false)
  const [moves, setMoves] = useState(false)
  const toggleStop = () => {
    stoppedRef.current = !stoppedRef.current
    setStopped(stoppedRef.current)
  }

  const pause = () => {
    window.clearTimeout(resumeTimer.current)
    pausedRef.current = true
    setPaused(true)
  }
  const resumeLater = () => {
    window.clearTimeout(resumeTimer.current)
    resumeTimer.current = window.setTimeout(() => {
      pausedRef.current = false
      setPaused(false)
    }, RESUME_DELAY_MS)
  }

  useEffect(() => {
    const el = viewport.current
    const source = items.current
    const target = copy.current
    if (!el || !source || !target) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    setMoves(!still)
    let frame = 0
    let position = el.scrollLeft
    const step = () => {
      if (!pausedRef.current && !stoppedRef.current) {
        const half = el.scrollWidth / 2
        position = (Math.abs(el.scrollLeft - position) > 2 ? el.scrollLeft : position) + SCROLL_STEP_PX
        if (position >= half) position -= half
        el.scrollLeft = position
      } else {
        position = el.scrollLeft
      }
      frame = window.requestAnimationFrame(step)
    }
    const stop = () => {
      window.cancelAnimationFrame(frame)
      frame = 0
    }
    // The copy and the frames wait until the strip is on screen: hidden on phones, it costs nothing,
    // and on a desktop the cloning happens after hydration, not inside it.
    const onScreen = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return stop()
      if (!still && !target.childElementCount) copyItems(source, target)
      if (!still && !frame) frame = window.requestAnimationFrame(step)
    })
    onScreen.observe(el)
    return () => {
      onScreen.disconnect()
      stop()
      target.replaceChildren()
      window.clearTimeout(resumeTimer.current)
    }
  }, [])

  return (
    <>
      <div
        ref={viewport}
        role="region"
        aria-roledescription={roleDescription}
        aria-label={label}
        data-testid="auto-scroll-carousel"
        data-paused={paused ? 'true' : 'false'}
        className="relative overflow-x-auto [scrollbar-width:none] motion-reduce:overflow-visible [&::-webkit-scrollbar]:hidden"
        onPointerEnter={pause}
        onPointerLeave={resumeLater}
        onPointerDown={pause}
        onPointerUp={resumeLater}
        onFocus={(event) => {
          pause()
          // A keyboard visitor sees the whole control they reached, not the part left before the strip's edge.
          event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        }}
        onBlur={resumeLater}
      >
        {/* Under reduced motion the strip stands still: its items wrap into rows, all in view (a still strip
            with no scroll bar hid the last cards from a mouse). */}
        <div className="flex w-max gap-6 px-1 py-2 motion-reduce:w-auto">
          <div ref={items} className="flex gap-6 motion-reduce:flex-wrap">
            {children}
          </div>
          <div ref={copy} aria-hidden="true" className="flex gap-6 motion-reduce:hidden" />
        </div>
      </div>
      {moves ? (
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={toggleStop}
            data-testid="auto-scroll-stop"
            className="inline-flex min-h-11 items-center rounded-full border-2 border-navy-800 px-4 text-sm font-bold text-navy-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            {stopped ? stopLabels.play : stopLabels.pause}
          </button>
        </div>
      ) : null}
    </>
  )
}
