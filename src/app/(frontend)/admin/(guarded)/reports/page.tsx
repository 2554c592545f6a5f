import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { MailNotSetUpNote } from '@/components/admin/mail-not-set-up-note'
import { MailingsReportTable } from '@/components/admin/mailings-report-table'
import { ReportFiltersForm } from '@/components/admin/report-filters-form'
import { ReportTable } from '@/components/admin/report-table'
import { ReportTabs } from '@/components/admin/report-tabs'
import { findMailingReport } from '@/lib/admin/mailings-report'
import { findReport } from '@/lib/admin/reports'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { requireAdmin } from '@/lib/auth/server-session'
import { parseReportFilters } from '@/lib/validations/report-filters'

export const metadata: Metadata = { title: 'Reports' }

const NOUNS = { subscribers: ['subscriber', 'subscribers'], inquiries: ['inquiry', 'inquiries'] } as const

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ReportsPage({ searchParams }: Props) {
  const admin = await requireAdmin()
  const params = await searchParams
  const timeZone = await getSchoolTimeZone()
  if (params.kind === 'emails') {
    const mailings = await findMailingReport(admin)
    return (
      <AdminPage title="Reports" description="Emails to subscribers: each announcement sent and each weekly digest, with how many were sent, failed or are still queued.">
        <ReportTabs current="emails" />
        <MailNotSetUpNote />
        {mailings.length ? (
          <p className="mb-4 flex justify-end">
            <a href="/admin/reports/export?kind=emails" download className="inline-flex min-h-11 items-center rounded-full border-2 border-navy-800 px-4 text-sm font-bold text-navy-900 hover:bg-navy-800 hover:text-white">
              Export CSV
            </a>
          </p>
        ) : null}
        <MailingsReportTable rows={mailings} timeZone={timeZone} />
      </AdminPage>
    )
  }
  const filters = parseReportFilters(params)
  const report = await findReport(admin, filters, timeZone)
  const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))
  return (
    <AdminPage title="Reports" description="People who subscribed for updates, messages sent from the contact form, and emails to subscribers, with their delivery status.">
      <ReportTabs current={filters.kind} />
      {filters.kind === 'inquiries' ? <MailNotSetUpNote /> : null}
      <ReportFiltersForm filters={filters} exportHref={`/admin/reports/export?${query.toString()}`} />
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {report.total.toLocaleString('en-US')} {NOUNS[filters.kind][report.total === 1 ? 0 : 1]}
        {report.total > report.rows.length ? ` — showing the newest ${report.rows.length}; the CSV has all of them` : ''}
      </p>
      <div className="mt-2">
        <ReportTable report={report} timeZone={timeZone} filtered={[...query.keys()].some((key) => key !== 'kind')} />
      </div>
    </AdminPage>
  )
}
