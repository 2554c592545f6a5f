/** The school's own time zone: a date-only start or end means that calendar day at the school. */
export const SCHOOL_TIME_ZONE = 'America/Los_Angeles'

const DAY_MS = 86_400_000

export type AnnouncementType = 'info' | 'success' | 'warning' | 'error' | 'event' | 'news'

type CalendarDate = { year: number; month: number; day: number }

/** A value saved from a date input is stored as midnight UTC: treat it as a calendar date. */
export function isDateOnly(d: Date): boolean {
  return d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant at which `date` begins in `timeZone` (handles daylight-saving changes). */
export function startOfDayIn({ year, month, day }: CalendarDate, timeZone = SCHOOL_TIME_ZONE): Date {
  const guess = Date.UTC(year, month - 1, day)
  const first = guess - offsetMs(guess, timeZone)
  return new Date(guess - offsetMs(first, timeZone))
}

function calendarDateOf(d: Date, timeZone = SCHOOL_TIME_ZONE): CalendarDate {
  if (isDateOnly(d)) return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
  const local = new Date(d.getTime() + offsetMs(d.getTime(), timeZone))
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() }
}

function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day) + DAY_MS)
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

const toDate = (v: Date | string | null | undefined): Date | null => {
  if (v === null || v === undefined || v === '') return null
  const d = v instanceof Date ? v : new Date(v)
  return Number.isNaN(d.getTime()) ? null : d
}

/**
 * The window in which an announcement is public.
 * - info/success/warning/error/news: from the start date (inclusive) to the end of the end date; null = open.
 * - event: visible from creation until the event ends (end of its end date, else end of its start day).
 */
export function computeVisibilityWindow(input: {
  type?: AnnouncementType | null
  startDate?: Date | string | null
  endDate?: Date | string | null
}): { visibleFrom: string | null; visibleUntil: string | null } {
  const start = toDate(input.startDate)
  const end = toDate(input.endDate)
  const endOf = (d: Date) => (isDateOnly(d) ? startOfDayIn(nextDay(calendarDateOf(d))) : d)
  if (input.type === 'event') {
    const until = end ? endOf(end) : start ? startOfDayIn(nextDay(calendarDateOf(start))) : null
    return { visibleFrom: null, visibleUntil: until?.toISOString() ?? null }
  }
  const from = start ? (isDateOnly(start) ? startOfDayIn(calendarDateOf(start)) : start) : null
  return { visibleFrom: from?.toISOString() ?? null, visibleUntil: end ? endOf(end).toISOString() : null }
}
