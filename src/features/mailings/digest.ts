import type { Payload, Where } from 'payload'

import { publicAnnouncementsWhere, typesIn } from '@/features/announcements'
import { type AppLocale, DEFAULT_LOCALE } from '@/i18n/locales'
import { addDays, schoolDateOf, type SchoolDate, schoolTimeOf } from '@/lib/school-clock'
import type { Announcement } from '@/payload-types'

const DAY_MS = 86_400_000

/** The digest goes out on Monday from this school time on (or later in the week if the site was down). */
export const DIGEST_SEND_TIME = '07:00'
/** The digest covers the last week's news and the coming two weeks' events. */
export const DIGEST_NEWS_DAYS = 7
export const DIGEST_EVENT_DAYS = 14

/** The Monday (school date) of the week `now` falls in. */
export function digestWeekOf(now: Date, timeZone: string): SchoolDate {
  const today = schoolDateOf(now, timeZone)
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay()
  return addDays(today, -((weekday + 6) % 7))
}

/** Whether this week's digest may start: from Monday 07:00 school time on. */
export function digestDue(now: Date, timeZone: string): boolean {
  const today = schoolDateOf(now, timeZone)
  return today > digestWeekOf(now, timeZone) || schoolTimeOf(now, timeZone) >= DIGEST_SEND_TIME
}

export type DigestContent = { news: Announcement[]; events: Announcement[] }

/**
 * What a digest made at `at` carries: news that came onto the site in the week before (written, switched
 * on, or scheduled to show then; visible at `at`) and events starting in the two weeks after, in `locale`
 * with the English text where the Spanish is empty.
 */
export async function digestContent(payload: Payload, at: Date, locale: AppLocale = DEFAULT_LOCALE): Promise<DigestContent> {
  const visible = publicAnnouncementsWhere(at)
  const weekBefore = new Date(at.getTime() - DIGEST_NEWS_DAYS * DAY_MS).toISOString()
  // News that came onto the site in that week: written then, switched on then, or scheduled to show from then.
  const cameOnInWeek: Where = {
    or: [{ createdAt: { greater_than: weekBefore } }, { activatedAt: { greater_than: weekBefore } }, { visibleFrom: { greater_than: weekBefore } }],
  }
  const common = { collection: 'announcements' as const, depth: 0, limit: 20, locale, fallbackLocale: DEFAULT_LOCALE, overrideAccess: true, pagination: false }
  const [news, events] = await Promise.all([
    payload.find({
      ...common,
      where: { and: [visible, { type: { in: typesIn('news') } }, cameOnInWeek] },
      sort: '-createdAt',
    }),
    payload.find({
      ...common,
      where: {
        and: [
          visible,
          { type: { in: typesIn('events') } },
          { or: [{ endDate: { greater_than_equal: at.toISOString() } }, { startDate: { greater_than_equal: at.toISOString() } }] },
          { startDate: { less_than: new Date(at.getTime() + DIGEST_EVENT_DAYS * DAY_MS).toISOString() } },
        ],
      },
      sort: 'startDate',
    }),
  ])
  return { news: news.docs, events: events.docs }
}

export const isEmptyDigest = (c: DigestContent) => c.news.length === 0 && c.events.length === 0
