import { createEvents, type DateArray, type EventAttributes } from 'ics'

import { isDateOnly } from '@/lib/announcements/window'
import type { PublicAnnouncement } from '@/lib/queries/announcements'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

const dayOf = (d: Date): DateArray => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]

/** Stable across feeds and edits, so calendar apps update an event instead of duplicating it. */
export const eventUid = (id: number, siteUrl: string): string => `announcement-${id}@${new URL(siteUrl).hostname}`

/** One announcement as an iCalendar event: a date without a time is an all-day event; times are UTC. */
export function toIcsEvent(item: PublicAnnouncement, siteUrl: string): EventAttributes | null {
  if (!item.startDate) return null
  const start = new Date(item.startDate)
  const end = item.endDate ? new Date(item.endDate) : null
  const common = {
    uid: eventUid(item.id, siteUrl),
    title: item.title,
    description: item.content || undefined,
    url: `${siteUrl.replace(/\/$/, '')}/calendar`,
    created: new Date(item.createdAt).getTime(),
    startInputType: 'utc' as const,
    startOutputType: 'utc' as const,
    endInputType: 'utc' as const,
    endOutputType: 'utc' as const,
  }
  if (isDateOnly(start)) {
    const last = end && isDateOnly(end) && end > start ? end : start
    return { ...common, start: dayOf(start), end: dayOf(new Date(last.getTime() + DAY_MS)) }
  }
  const finish = end && end > start ? end : new Date(start.getTime() + HOUR_MS)
  return { ...common, start: start.getTime(), end: finish.getTime() }
}

/** RFC 5545 calendar (via the `ics` library) for the given events. */
export function buildCalendar(items: PublicAnnouncement[], siteUrl: string, calName = 'PTA School Events'): string {
  const events = items.map((i) => toIcsEvent(i, siteUrl)).filter((e): e is EventAttributes => e !== null)
  const { error, value } = createEvents(events, { productId: '-//Golden Oak Elementary PTA//Events//EN', calName })
  if (error || !value) throw error ?? new Error('could not build the calendar')
  return value
}

export const icsHeaders = (filename: string): HeadersInit => ({
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': `inline; filename="${filename}"`,
})
