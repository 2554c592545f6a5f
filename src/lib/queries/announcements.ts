import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Announcement, Media } from '@/payload-types'

/** What public pages need of an announcement (no internal fields). */
export type PublicAnnouncement = {
  id: number
  title: string
  content: string
  createdAt: string
  startDate: string | null
  endDate: string | null
  imageUrl: string | null
  imageAlt: string
}

/** Windows move with time: cached lists are rebuilt at least this often, and at once on any change. */
const WINDOW_REVALIDATE_SECONDS = 300

const imageOf = (image: Announcement['image']): { url: string | null; alt: string } => {
  if (!image || typeof image === 'number') return { url: null, alt: '' }
  const media = image as Media
  return { url: media.sizes?.card?.url ?? media.url ?? null, alt: media.alt ?? '' }
}

export const toPublicAnnouncement = (doc: Announcement): PublicAnnouncement => {
  const image = imageOf(doc.image)
  return {
    id: doc.id,
    title: doc.title,
    content: doc.content ?? '',
    createdAt: doc.createdAt,
    startDate: doc.startDate ?? null,
    endDate: doc.endDate ?? null,
    imageUrl: image.url,
    imageAlt: image.alt,
  }
}

/** Reads as an anonymous visitor would: access rules decide what is public (active, in window). */
async function readPublic(type: 'news' | 'event', sort: string, limit: number): Promise<PublicAnnouncement[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'announcements',
    where: type === 'event' ? { type: { equals: 'event' }, startDate: { exists: true } } : { type: { equals: 'news' } },
    sort,
    limit,
    depth: 1,
    overrideAccess: false,
    user: null,
  })
  return result.docs.map(toPublicAnnouncement)
}

/** SPEC §8: read errors are logged, never shown (the page shows its empty state) and never cached. */
const logged =
  (label: string, read: () => Promise<PublicAnnouncement[]>) => async (): Promise<PublicAnnouncement[]> => {
    try {
      return await read()
    } catch (err) {
      console.error(`[queries] could not read ${label}:`, err instanceof Error ? err.message : err)
      return []
    }
  }

export const getHomeNews = logged(
  'home news',
  unstable_cache(() => readPublic('news', '-createdAt', 6), ['home-news'], {
    tags: [CACHE_TAGS.news],
    revalidate: WINDOW_REVALIDATE_SECONDS,
  }),
)

export const getHomeEvents = logged(
  'home events',
  unstable_cache(() => readPublic('event', 'startDate', 6), ['home-events'], {
    tags: [CACHE_TAGS.events],
    revalidate: WINDOW_REVALIDATE_SECONDS,
  }),
)

export const NEWS_PAGE_SIZE = 10

export type NewsPage = { items: PublicAnnouncement[]; page: number; totalPages: number }

/** /news: every public news item, newest first, paged. */
export const getNewsPage = async (page: number): Promise<NewsPage> => {
  try {
    return await unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const result = await payload.find({
          collection: 'announcements',
          where: { type: { equals: 'news' } },
          sort: '-createdAt',
          limit: NEWS_PAGE_SIZE,
          page,
          depth: 1,
          overrideAccess: false,
          user: null,
        })
        return { items: result.docs.map(toPublicAnnouncement), page: result.page ?? page, totalPages: result.totalPages }
      },
      ['news-page', String(page)],
      { tags: [CACHE_TAGS.news], revalidate: WINDOW_REVALIDATE_SECONDS },
    )()
  } catch (err) {
    console.error('[queries] could not read news:', err instanceof Error ? err.message : err)
    return { items: [], page, totalPages: 0 }
  }
}

/** SPEC §7 call 12: events with duplicate titles collapse to the first (case and spacing ignored). */
export function collapseDuplicateTitles<T extends { title: string }>(items: T[]): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.title.trim().replace(/\s+/g, ' ').toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** /calendar: public events with a start date that have not ended, soonest first, titles de-duplicated. */
export const getCalendarEvents = logged(
  'calendar events',
  unstable_cache(
    async () => collapseDuplicateTitles(await readPublic('event', 'startDate', 200)),
    ['calendar-events'],
    { tags: [CACHE_TAGS.events], revalidate: WINDOW_REVALIDATE_SECONDS },
  ),
)
