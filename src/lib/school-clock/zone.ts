import { TZDate, tz } from '@date-fns/tz'
import { startOfMonth } from 'date-fns'

/**
 * The school clock: every date in the product is read and written in the school's own time zone
 * (SiteSettings.timeZone). This module (with ./school-year and ./format) is the only zone logic.
 */

/** A calendar day at the school, 'YYYY-MM-DD'. */
export type SchoolDate = string
/** A wall-clock time at the school, 'HH:mm' (24 h). */
export type SchoolTime = string

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles'

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/

/** An IANA time-zone name the runtime knows (e.g. 'America/Los_Angeles'); offsets such as '+01:00' are refused. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/**
 * The years the product takes dates in. Wider than a PTA needs, narrow enough that JavaScript's dates, the
 * `YYYY-MM-DD` form and PostgreSQL agree (Date.UTC reads years 0–99 as 1900–1999; the day after 9999-12-31
 * has no `YYYY` form): a typo such as 0025 is refused, not saved as a date a century off.
 */
export const SCHOOL_YEARS = { first: 2000, last: 2199 } as const

/** An instant within SCHOOL_YEARS (as a UTC year: the zone moves it by hours, never out of range). */
export const isWithinSchoolYears = (instant: Date): boolean => {
  const year = instant.getUTCFullYear()
  return year >= SCHOOL_YEARS.first && year <= SCHOOL_YEARS.last
}

function parts(date: string): [number, number, number] | null {
  const m = DATE_RE.exec(date)
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null
}

/** A real calendar day written 'YYYY-MM-DD' (any year from 100 on: arithmetic may step past SCHOOL_YEARS). */
export function isCalendarDay(value: string): boolean {
  const p = parts(value)
  if (!p) return false
  const d = new Date(Date.UTC(p[0], p[1] - 1, p[2]))
  return d.getUTCFullYear() === p[0] && d.getUTCMonth() === p[1] - 1 && d.getUTCDate() === p[2]
}

/** A real calendar day written 'YYYY-MM-DD', within SCHOOL_YEARS: what a person may enter. */
export function isSchoolDate(value: unknown): value is SchoolDate {
  if (typeof value !== 'string' || !isCalendarDay(value)) return false
  const year = Number(value.slice(0, 4))
  return year >= SCHOOL_YEARS.first && year <= SCHOOL_YEARS.last
}

/** A wall-clock time written 'HH:mm'. */
export function isSchoolTime(value: unknown): value is SchoolTime {
  return typeof value === 'string' && TIME_RE.test(value)
}

/**
 * The instant of `time` (or the start of the day when null) on `date` at the school.
 * A time skipped by a daylight-saving change moves forward, as clocks do.
 */
export function instantAt(date: SchoolDate, time: SchoolTime | null, timeZone: string): Date {
  const p = parts(date)
  // Any real day: the end of 2199-12-31 is the start of 2200-01-01, and 2000-01-01 00:00 UTC is on
  // 1999-12-31 at the school. Only input is held to SCHOOL_YEARS (isSchoolDate).
  if (!p || !isCalendarDay(date)) throw new RangeError(`Not a school date: ${date}`)
  const t = time ? TIME_RE.exec(time) : null
  if (time && !t) throw new RangeError(`Not a school time: ${time}`)
  const [hour, minute] = t ? [Number(t[1]), Number(t[2])] : [0, 0]
  if (timeZone === 'UTC') return new Date(Date.UTC(p[0], p[1] - 1, p[2], hour, minute))
  return new Date(new TZDate(p[0], p[1] - 1, p[2], hour, minute, timeZone).getTime())
}

const toInstant = (value: Date | string): Date => (value instanceof Date ? value : new Date(value))

/** One formatter per zone (building one is the slow part): the school's wall clock in numeric fields. */
const wallClocks = new Map<string, Intl.DateTimeFormat>()

function wallClock(instant: Date | string, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let f = wallClocks.get(timeZone)
  if (!f) {
    const fields = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const
    f = new Intl.DateTimeFormat('en-US', { ...fields, hourCycle: 'h23', timeZone })
    wallClocks.set(timeZone, f)
  }
  const out = { year: '', month: '', day: '', hour: '', minute: '' }
  for (const part of f.formatToParts(toInstant(instant))) if (part.type in out) out[part.type as keyof typeof out] = part.value
  return out
}

/** 'YYYY-MM-DD' of a UTC calendar day. */
const ymd = (d: Date): SchoolDate => d.toISOString().slice(0, 10)

/** The school day an instant falls on. */
export function schoolDateOf(instant: Date | string, timeZone: string): SchoolDate {
  const w = wallClock(instant, timeZone)
  return `${w.year.padStart(4, '0')}-${w.month}-${w.day}`
}

/** The school wall-clock time of an instant, 'HH:mm'. */
export function schoolTimeOf(instant: Date | string, timeZone: string): SchoolTime {
  const w = wallClock(instant, timeZone)
  return `${w.hour}:${w.minute}`
}

/** Calendar arithmetic on school days (no zone involved). */
export function addDays(date: SchoolDate, days: number): SchoolDate {
  const p = parts(date)
  if (!p) throw new RangeError(`Not a school date: ${date}`)
  return ymd(new Date(Date.UTC(p[0], p[1] - 1, p[2] + days)))
}

/** The first instant of a school day. */
export function startOfSchoolDay(date: SchoolDate, timeZone: string): Date {
  return instantAt(date, null, timeZone)
}

/** The first instant of the school day after the one `instant` falls on. */
export function startOfNextSchoolDay(instant: Date | string, timeZone: string): Date {
  return startOfSchoolDay(addDays(schoolDateOf(instant, timeZone), 1), timeZone)
}

/** The (exclusive) end of a school day: the first instant of the next day. */
export function endOfSchoolDate(date: SchoolDate, timeZone: string): Date {
  return startOfSchoolDay(addDays(date, 1), timeZone)
}

/** The first instant of the school month `instant` falls in. */
export function startOfSchoolMonth(instant: Date | string, timeZone: string): Date {
  return new Date(startOfMonth(toInstant(instant), { in: tz(timeZone) }).getTime())
}

/** Whether an instant is the first instant of its school day (how all-day dates are stored). */
export function isStartOfSchoolDay(instant: Date | string, timeZone: string): boolean {
  const d = toInstant(instant)
  return startOfSchoolDay(schoolDateOf(d, timeZone), timeZone).getTime() === d.getTime()
}

/** The weekday of a school day: 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: SchoolDate): number {
  return new Date(startOfSchoolDay(date, 'UTC').getTime()).getUTCDay()
}

/** The first school day on or after `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(date: SchoolDate, weekday: number): SchoolDate {
  return addDays(date, (weekday - dayOfWeek(date) + 7) % 7)
}
