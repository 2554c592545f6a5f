import type { Where } from 'payload'

import type { AdminContext } from '@/lib/auth/server-session'
import { endOfSchoolDate, schoolDateOf, schoolTimeOf, startOfSchoolDay } from '@/lib/school-clock'
import type { ReportFilters } from '@/lib/validations/report-filters'
import type { ContactInquiry, Subscription } from '@/payload-types'

/** The From/To days are school days (SiteSettings.timeZone), both included. */
function where(f: ReportFilters, timeZone: string): Where {
  const and: Where[] = []
  if (f.from) and.push({ createdAt: { greater_than_equal: startOfSchoolDay(f.from, timeZone).toISOString() } })
  if (f.to) and.push({ createdAt: { less_than: endOfSchoolDate(f.to, timeZone).toISOString() } })
  if (f.q) and.push(f.kind === 'subscribers' ? { email: { like: f.q } } : { or: [{ email: { like: f.q } }, { name: { like: f.q } }] })
  if (f.kind === 'inquiries' && f.status) and.push({ deliveryStatus: { equals: f.status } })
  return { and }
}

/** How the screen and the CSV name a subscriber's choices (the database keeps the codes). */
export const LANGUAGE_LABEL = { en: 'English', es: 'Spanish' } as const
export const FREQUENCY_LABEL = { every: 'Every update', weekly: 'Weekly summary' } as const

export type Report =
  | { kind: 'subscribers'; rows: Subscription[]; total: number }
  | { kind: 'inquiries'; rows: ContactInquiry[]; total: number }

/** Subscribers or contact inquiries matching the filters, newest first (read as the signed-in admin). */
export async function findReport(
  { payload, user }: AdminContext,
  f: ReportFilters,
  timeZone: string,
  limit = 200,
): Promise<Report> {
  const common = { where: where(f, timeZone), sort: '-createdAt', limit, overrideAccess: false, user, depth: 0 } as const
  if (f.kind === 'subscribers') {
    const r = await payload.find({ collection: 'subscriptions', ...common })
    return { kind: 'subscribers', rows: r.docs, total: r.totalDocs }
  }
  const r = await payload.find({ collection: 'contact-inquiries', ...common })
  return { kind: 'inquiries', rows: r.docs, total: r.totalDocs }
}

/** One CSV cell: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export const csvCell = (value: unknown): string => {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** A timestamp as spreadsheets read it, in school time: `2026-11-23 14:05`. */
export const schoolStamp = (value: string | null | undefined, timeZone: string): string =>
  value ? `${schoolDateOf(value, timeZone)} ${schoolTimeOf(value, timeZone)}` : ''

/** The report as CSV; dates and times are the school's (the header says which zone). */
export function reportCsv(report: Report, timeZone: string): string {
  const at = (value: string | null | undefined) => schoolStamp(value, timeZone)
  const zone = ` (${timeZone})`
  const lines =
    report.kind === 'subscribers'
      ? [['Email', 'Phone', 'Language', 'Frequency', `Subscribed${zone}`], ...report.rows.map((r) => [r.email, r.phone, LANGUAGE_LABEL[r.language ?? 'en'], FREQUENCY_LABEL[r.frequency ?? 'every'], at(r.createdAt)])]
      : [
          ['Name', 'Email', 'Phone', 'Topic', 'Message', 'Delivery status', 'Attempts', `Sent at${zone}`, `Received${zone}`],
          ...report.rows.map((r) => [r.name, r.email, r.phone, r.topic, r.message, r.deliveryStatus, r.attempts, at(r.sentAt), at(r.createdAt)]),
        ]
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}
