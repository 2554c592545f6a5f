/** SPEC §9: event dates are shown in UTC as short month, day and year in en-US ('Nov 5, 2026'). */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value))

export function formatDate(value: string | Date): string {
  return dateFormat.format(toDate(value))
}

/** The time in UTC, or null at midnight UTC (a date without a time). */
export function formatTimeUnlessMidnight(value: string | Date): string | null {
  const d = toDate(value)
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0) return null
  return `${timeFormat.format(d)} UTC`
}
