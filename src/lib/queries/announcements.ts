import { unstable_cache } from 'next/cache'

import { ANNOUNCEMENT_TAGS, PUBLIC_ANNOUNCEMENT_SELECT, toPublicAnnouncement, typesIn, type AnnouncementList, type PublicAnnouncement } from '@/features/announcements'
import { DEFAULT_LOCALE, type AppLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { lastGood } from './last-good'
import { ownTexts } from './own-texts'

export type { PublicAnnouncement } from '@/features/announcements'

/** Windows move with time: cached lists are rebuilt at least this often, and at once on any change. */
const WINDOW_REVALIDATE_SECONDS = 300

/**
 * Reads as an anonymous visitor would (access rules decide what is public: active, in window), in
 * `locale`, with the English text where the Spanish is empty. Only a numbered page counts the matches
 * (the count is a second query that grows with the table).
 */
async function readPublic(list: Exclude<AnnouncementList, 'popups'>, sort: string, limit: number, locale: AppLocale, page?: number) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'announcements',
    where: list === 'events' ? { type: { in: typesIn(list) }, startDate: { exists: true } } : { type: { in: typesIn(list) } },
    sort,
    limit,
    page,
    pagination: page !== undefined,
    select: PUBLIC_ANNOUNCEMENT_SELECT,
    depth: 1,
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    overrideAccess: false,
    user: null,
  })
  const own = await ownTexts(payload, result.docs, locale)
  return { ...result, items: result.docs.map((doc) => toPublicAnnouncement(doc, locale, own?.get(doc.id))) }
}

// The cache key includes the locale (an argument); the tags are the same for both languages.
const newsOpts = { tags: [ANNOUNCEMENT_TAGS.news], revalidate: WINDOW_REVALIDATE_SECONDS }
const eventOpts = { tags: [ANNOUNCEMENT_TAGS.events], revalidate: WINDOW_REVALIDATE_SECONDS }

const homeNews = unstable_cache(
  async (locale: AppLocale) => (await readPublic('news', '-createdAt', 6, locale)).items,
  ['home-news'],
  newsOpts,
)
const homeEvents = unstable_cache(
  async (locale: AppLocale) => (await readPublic('events', 'startDate', 6, locale)).items,
  ['home-events'],
  eventOpts,
)

export const getHomeNews = (locale: AppLocale = DEFAULT_LOCALE): Promise<PublicAnnouncement[]> =>
  lastGood('home news', `home-news:${locale}`, () => homeNews(locale), [])

export const getHomeEvents = (locale: AppLocale = DEFAULT_LOCALE): Promise<PublicAnnouncement[]> =>
  lastGood('home events', `home-events:${locale}`, () => homeEvents(locale), [])

export const NEWS_PAGE_SIZE = 10

export type NewsPage = { items: PublicAnnouncement[]; page: number; totalPages: number }

const newsPage = unstable_cache(
  async (page: number, locale: AppLocale): Promise<NewsPage> => {
    const result = await readPublic('news', '-createdAt', NEWS_PAGE_SIZE, locale, page)
    return { items: result.items, page: result.page ?? page, totalPages: result.totalPages }
  },
  ['news-page'],
  newsOpts,
)

/** /news: every public news item, newest first, paged. */
export const getNewsPage = (page: number, locale: AppLocale = DEFAULT_LOCALE): Promise<NewsPage> =>
  lastGood('news', `news-page:${page}:${locale}`, () => newsPage(page, locale), { items: [], page, totalPages: 0 })

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

const calendarEvents = unstable_cache(
  async (locale: AppLocale) =>
    collapseDuplicateTitles((await readPublic('events', 'startDate', 200, locale)).items),
  ['calendar-events'],
  eventOpts,
)

/** /calendar: public events with a start date that have not ended, soonest first, titles de-duplicated. */
export const getCalendarEvents = (locale: AppLocale = DEFAULT_LOCALE): Promise<PublicAnnouncement[]> =>
  lastGood('calendar events', `calendar-events:${locale}`, () => calendarEvents(locale), [])
