/** Dates in the admin screens: "Nov 22, 2026", in the school's time zone. */
const timeZone = 'America/Los_Angeles'

export const formatDate = (value: string | null | undefined): string =>
  value ? new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }) : '—'

export const formatDateTime = (value: string | null | undefined): string =>
  value
    ? new Date(value).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' })
    : '—'
