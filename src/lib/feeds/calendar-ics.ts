import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import { ICalCalendar } from 'ical-generator'

import type { PublicAnnouncement } from '@/features/announcements'
import { DEFAULT_LOCALE, localizedPath, type AppLocale } from '@/i18n/locales'
import { addDays, instantAt, schoolDateOf } from '@/lib/school-clock'

import { feedText } from './feed-text'

const HOUR_MS = 3_600_000

/** Stable across feeds, languages and edits, so calendar apps update an event instead of duplicating it. */
export const eventUid = (id: number, siteUrl: string): string => `announcement-${id}@${new URL(siteUrl).hostname}`

export type CalendarOptions = {
  siteUrl: string
  /** The school clock: timed events carry TZID=<zone> with its VTIMEZONE. */
  timeZone: string
  /** The language of the texts (items are read in it); the event page linked is the same language's. */
  locale?: AppLocale
  name?: string
  /** The public path of the calendar page in that language (e.g. /calendar or /es/calendar). */
  calendarPath?: string
}

/** The calendar's name in each language. */
export const CALENDAR_NAME: Record<AppLocale, string> = { en: 'PTA School Events', es: 'Eventos escolares de la PTA' }

/**
 * The calendar's name as RFC 5545 text: one line, with `\`, `;` and `,` escaped. ical-generator escapes an
 * event's texts but writes the calendar's name as given (NAME, X-WR-CALNAME), and in the one-event file that
 * name is the event's title.
 */
const calendarNameText = (name: string): string => name.replace(/[\r\n]+/g, ' ').trim().replace(/[\\;,]/g, (c) => `\\${c}`)

/** A calendar date in UTC fields, as ical-generator writes all-day dates (DTSTART;VALUE=DATE:YYYYMMDD). */
const utcDay = (date: string): Date => instantAt(date, null, 'UTC')

function addEvent(cal: ICalCalendar, item: PublicAnnouncement, o: Required<CalendarOptions>): void {
  if (!item.startDate) return
  // A list kept from before `updatedAt` was read (the last good answers on disk) has none: its creation then.
  const revised = item.updatedAt || item.createdAt
  const common = {
    id: eventUid(item.id, o.siteUrl),
    summary: feedText(item.title),
    description: feedText(item.content) || undefined,
    url: `${o.siteUrl.replace(/\/$/, '')}${o.calendarPath}`,
    created: new Date(item.createdAt),
    // No METHOD: DTSTAMP is when the event was last revised, and SEQUENCE grows with each edit (the seconds
    // since it was created: 0 until the first edit), so calendar apps replace what they kept.
    stamp: new Date(revised),
    lastModified: new Date(revised),
    sequence: Math.max(0, Math.floor((Date.parse(revised) - Date.parse(item.createdAt)) / 1000)),
  }
  if (item.allDay) {
    const first = schoolDateOf(item.startDate, o.timeZone)
    const last = item.endDate ? schoolDateOf(item.endDate, o.timeZone) : first
    const end = addDays(last > first ? last : first, 1)
    cal.createEvent({ ...common, allDay: true, start: utcDay(first), end: utcDay(end) })
    return
  }
  const start = new Date(item.startDate)
  const end = item.endDate && new Date(item.endDate) > start ? new Date(item.endDate) : new Date(start.getTime() + HOUR_MS)
  // TZDate carries the zone, so DTSTART/DTEND are written as school wall-clock time with TZID.
  cal.createEvent({ ...common, start: new TZDate(start, o.timeZone), end: new TZDate(end, o.timeZone), timezone: o.timeZone })
}

/** RFC 5545 calendar (via ical-generator) for the given events, in the school's time zone. */
export function buildCalendar(items: PublicAnnouncement[], options: CalendarOptions): string {
  const locale = options.locale ?? DEFAULT_LOCALE
  const o: Required<CalendarOptions> = {
    name: CALENDAR_NAME[locale],
    calendarPath: localizedPath('/calendar', locale),
    ...options,
    locale,
  }
  const cal = new ICalCalendar({
    prodId: { company: 'Golden Oak Elementary PTA', product: 'Events', language: o.locale.toUpperCase() },
    name: calendarNameText(o.name),
    // No calendar-wide zone (DTSTAMP/CREATED stay UTC); each timed event's TZID gets its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  })
  cal.x([['X-WR-TIMEZONE', o.timeZone]])
  for (const item of items) addEvent(cal, item, o)
  return cal.toString()
}

export const icsHeaders = (filename: string): HeadersInit => ({
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': `inline; filename="${filename}"`,
})
