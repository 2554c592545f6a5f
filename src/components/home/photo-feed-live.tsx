'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { PhotoFeedLoading, PhotoFeedMessage } from '@/components/home/photo-feed-tiles'
import { useNearViewport } from '@/components/home/use-near-viewport'
import { fetchJson } from '@/lib/http/fetch-json'
import { type FeedView, feedViewFromAnswer } from '@/lib/photo-feed/answer'
import { DEFAULT_LIMIT } from '@/lib/photo-feed/types'

/** The carousel (and embla) loads with the feed's answer, not with the page; meanwhile the tiles wait. */
const PhotoFeedCarousel = dynamic(() => import('@/components/home/photo-feed-carousel').then((m) => m.PhotoFeedCarousel), {
  ssr: false,
  loading: () => <PhotoFeedLoading />,
})

/** The fetched feed: asks /api/photo-feed once the section nears the viewport, then shows one state. */
export function PhotoFeedLive({ username }: { username: string }) {
  const t = useTranslations('photoFeed')
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const [view, setView] = useState<FeedView | null>(null)

  useEffect(() => {
    if (!near) return
    const controller = new AbortController()
    const query = new URLSearchParams({ username, limit: String(DEFAULT_LIMIT) })
    void fetchJson<unknown>(`/api/photo-feed?${query}`, { signal: controller.signal }).then((answer) => {
      if (!controller.signal.aborted) setView(feedViewFromAnswer(answer.ok, answer.body))
    })
    return () => controller.abort()
  }, [near, username])

  return (
    <div ref={ref} data-testid="photo-feed" data-state={view?.state ?? 'loading'}>
      {view === null ? <PhotoFeedLoading /> : null}
      {/* SPEC §4 / §8: what the visitor reads when the feed fails or has no posts. */}
      {view?.state === 'error' ? <PhotoFeedMessage text={t('error')} username={username} /> : null}
      {view?.state === 'empty' ? <PhotoFeedMessage text={t('empty')} username={username} /> : null}
      {view?.state === 'loaded' ? <PhotoFeedCarousel posts={view.posts} username={username} /> : null}
    </div>
  )
}
