'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useTranslations } from 'next-intl'
import { type FocusEvent, useCallback, useEffect, useId, useState } from 'react'

import { CarouselControls } from '@/components/home/photo-feed-controls'
import { SLIDE_CLASS } from '@/components/home/photo-feed-tiles'
import { useAutoplayPlugin, useAutoplayWhile, usePrefersReducedMotion } from '@/components/home/use-carousel-autoplay'
import { altFromCaption } from '@/lib/photo-feed/alt-text'
import type { FeedPost } from '@/lib/photo-feed/types'
import { EXTERNAL } from '@/lib/links'

/** SPEC §4 / §9: the carousel loops and moves on every 3800 ms, pausing while the mouse is over it. */
export const AUTOPLAY_DELAY_MS = 3800

/** The loaded photo feed: an accessible, looping carousel of square pictures linking to their posts. */
export function PhotoFeedCarousel({ posts, username }: { posts: FeedPost[]; username: string }) {
  const t = useTranslations('photoFeed')
  const viewportId = useId()
  const autoplay = useAutoplayPlugin(AUTOPLAY_DELAY_MS)
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay])
  const reducedMotion = usePrefersReducedMotion()
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [scrollable, setScrollable] = useState(false)

  const autoplayOn = choice ? choice === 'play' : !reducedMotion
  const moving = autoplayOn && scrollable && !hovered && !focused
  useAutoplayWhile(embla, autoplay, moving)

  useEffect(() => {
    if (!embla) return
    const update = () => setScrollable(embla.canScrollNext() || embla.canScrollPrev())
    update()
    embla.on('reInit', update)
    return () => {
      embla.off('reInit', update)
    }
  }, [embla])

  const onBlur = useCallback((e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false)
  }, [])

  return (
    <div
      role="region"
      aria-roledescription={t('carouselRole')}
      aria-label={t('carouselLabel', { username })}
      data-autoplay={moving ? 'playing' : 'paused'}
    >
      <div
        ref={viewportRef}
        id={viewportId}
        className="relative overflow-hidden"
        aria-live={moving ? 'off' : 'polite'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className="-ml-4 flex touch-pan-y">
          {posts.map((post, i) => (
            <div
              key={post.permalink}
              role="group"
              aria-roledescription={t('slideRole')}
              aria-label={t('slideLabel', { index: i + 1, total: posts.length })}
              className={SLIDE_CLASS}
            >
              <a
                href={post.permalink}
                {...EXTERNAL}
                className="group block aspect-square overflow-hidden rounded-2xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
              >
                {/* Instagram's CDN serves sized JPEGs with expiring URLs: next/image would only re-encode them. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={post.imageUrl}
                  alt={altFromCaption(post.caption, username, (name) => t('photoAlt', { username: name }))}
                  width={640}
                  height={640}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
                <span className="sr-only"> {t('opensInstagram')}</span>
              </a>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        controls={viewportId}
        visible={scrollable}
        playing={autoplayOn}
        onToggle={() => setChoice(autoplayOn ? 'pause' : 'play')}
        onPrevious={() => embla?.scrollPrev()}
        onNext={() => embla?.scrollNext()}
      />
    </div>
  )
}
