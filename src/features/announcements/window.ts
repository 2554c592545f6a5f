import { endOfSchoolDate, isCalendarDay, isWithinSchoolYears, schoolDateOf, startOfSchoolDay } from '@/lib/school-clock'

import { listOf } from './types'

type DateValue = Date | string | null | undefined

export type WindowInput = {
  type?: string | null
  startDate?: DateValue
  endDate?: DateValue
  /** All-day dates are school days; timed dates are instants. Missing means all-day (the default). */
  allDay?: boolean | null
}

export type VisibilityWindow = { visibleFrom: string | null; visibleUntil: string | null }

/** A text that starts with a day that does not exist ('2026-02-30'), which Date would roll over into March. */
const namesNoDay = (v: string): boolean => /^\d{4}-\d{2}-\d{2}/.test(v) && !isCalendarDay(v.slice(0, 10))

const toDate = (v: DateValue): Date | null => {
  if (v === null || v === undefined || v === '') return null
  if (typeof v === 'string' && namesNoDay(v)) return null
  const d = v instanceof Date ? v : new Date(v)
  return Number.isNaN(d.getTime()) || !isWithinSchoolYears(d) ? null : d
}

/**
 * A date given but not readable as one ("garbage", " ", or outside SCHOOL_YEARS): the window would read it
 * as no date at all.
 */
export const isUnreadableDate = (v: unknown): boolean => v !== null && v !== undefined && v !== '' && toDate(v as DateValue) === null

/**
 * The window in which an announcement is public, in the school's time zone:
 * - pop-ups and news: from the start (the start of its school day when all-day) until the end
 *   (the end of that school day when all-day); a missing end is open;
 * - events: from creation until the event ends (its end, else the end of its start day).
 */
export function computeVisibilityWindow(input: WindowInput, timeZone: string): VisibilityWindow {
  const start = toDate(input.startDate)
  const end = toDate(input.endDate)
  const allDay = input.allDay !== false
  const dayEnd = (d: Date) => endOfSchoolDate(schoolDateOf(d, timeZone), timeZone)
  const endOf = (d: Date) => (allDay ? dayEnd(d) : d)
  if (listOf(input.type) === 'events') {
    const until = end ? endOf(end) : start ? dayEnd(start) : null
    return { visibleFrom: null, visibleUntil: until?.toISOString() ?? null }
  }
  const from = start ? (allDay ? startOfSchoolDay(schoolDateOf(start, timeZone), timeZone) : start) : null
  return { visibleFrom: from?.toISOString() ?? null, visibleUntil: end ? endOf(end).toISOString() : null }
}

/** All-day dates are stored as the first instant of their school day, whatever instant was sent. */
export function snapToSchoolDay(value: DateValue, timeZone: string): string | null {
  const d = toDate(value)
  return d ? startOfSchoolDay(schoolDateOf(d, timeZone), timeZone).toISOString() : null
}
