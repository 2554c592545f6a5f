import { INTL_LOCALE, type AppLocale } from '@/i18n/locales'

import { schoolDateOf } from './zone'

/** How to show a date: the reader's language and the school's time zone. */
export type ClockFormat = { locale: AppLocale; timeZone: string }

type Instant = Date | string

const STYLES = {
  day: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  month: { month: 'long' },
  monthYear: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(style: keyof typeof STYLES, { locale, timeZone }: ClockFormat): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone}`
  let f = cache.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...STYLES[style], timeZone })
    cache.set(key, f)
  }
  return f
}

/** ICU puts narrow and thin no-break spaces around times and dashes; pages and tests read plain spaces. */
const plain = (text: string): string => text.replace(/[\u00a0\u2009\u202f]/g, ' ')
const toDate = (value: Instant): Date => (value instanceof Date ? value : new Date(value))

/** 'Sat, Nov 28, 2026' / 'sáb, 28 de nov de 2026'. */
export const formatDay = (value: Instant, o: ClockFormat): string => plain(formatter('day', o).format(toDate(value)))
/**
 * 'Nov 28, 2026' / '28 de nov de 2026': the day line without its weekday, so a news date and an event date on
 * one page read alike (ICU's own Spanish date without a weekday is '28 nov 2026').
 */
export function formatDate(value: Instant, o: ClockFormat): string {
  const parts = formatter('day', o).formatToParts(toDate(value))
  const at = parts.findIndex((part) => part.type === 'weekday')
  const kept = at < 0 ? parts : [...parts.slice(0, at), ...parts.slice(at + 2)]
  return plain(kept.map((part) => part.value).join(''))
}
/** '5:00 PM' / '5:00 p.m.'. */
export const formatTime = (value: Instant, o: ClockFormat): string => plain(formatter('time', o).format(toDate(value)))
/** '5:00 – 7:00 PM' / '5:00–7:00 p.m.': two times of one day, the shared part once. */
export const formatTimeRange = (from: Instant, to: Instant, o: ClockFormat): string => plain(formatter('time', o).formatRange(toDate(from), toDate(to)))
/** 'Nov 28, 2026 · 5:00 PM'. */
export const formatDateTime = (value: Instant, o: ClockFormat): string => `${formatDate(value, o)} · ${formatTime(value, o)}`
/** 'November' / 'noviembre'. */
export const formatMonth = (value: Instant, o: ClockFormat): string => plain(formatter('month', o).format(toDate(value)))
/** 'November 2026' / 'noviembre de 2026'. */
export const formatMonthYear = (value: Instant, o: ClockFormat): string => plain(formatter('monthYear', o).format(toDate(value)))

/** When something happens: stored instants; all-day dates are stored as the start of their school day. */
export type When = { start: Instant; end?: Instant | null; allDay: boolean }

/**
 * An event's date line:
 * - all-day: 'Sat, Nov 28, 2026', or 'Sat, Nov 28 – Mon, Nov 30, 2026' over several days;
 * - timed: 'Sat, Nov 28, 2026 · 5:00 PM', 'Sat, Nov 28, 2026 · 5:00 – 7:00 PM', or both ends in full
 *   when it ends on another day.
 */
export function formatWhen({ start, end, allDay }: When, o: ClockFormat): string {
  const from = toDate(start)
  const to = end ? toDate(end) : null
  const valid = to !== null && !Number.isNaN(to.getTime()) && to.getTime() > from.getTime()
  const sameDay = !valid || schoolDateOf(from, o.timeZone) === schoolDateOf(to, o.timeZone)
  if (allDay) return sameDay ? formatDay(from, o) : plain(formatter('day', o).formatRange(from, to))
  if (!valid) return `${formatDay(from, o)} · ${formatTime(from, o)}`
  if (sameDay) return `${formatDay(from, o)} · ${formatTimeRange(from, to, o)}`
  return `${formatDay(from, o)} · ${formatTime(from, o)} – ${formatDay(to, o)} · ${formatTime(to, o)}`
}

/** The zone as people say it: 'Pacific Time' for America/Los_Angeles (the id itself if Intl has no name). */
export function zoneName(timeZone: string, locale: AppLocale = 'en'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date())
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}
