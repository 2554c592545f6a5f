import type { Metadata } from 'next'
import Link from 'next/link'

import { AdminPage } from '@/components/admin/admin-page'
import { ReportFiltersForm } from '@/components/admin/report-filters-form'
import { ReportTable } from '@/components/admin/report-table'
import { findReport } from '@/lib/admin/reports'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { requireAdmin } from '@/lib/auth/server-session'
import { parseReportFilters } from '@/lib/validations/report-filters'

export const metadata: Metadata = { title: 'Reports' }

const NOUNS = { subscribers: ['subscriber', 'subscribers'], inquiries: ['inquiry', 'inquiries'] } as const

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const TABS = [
  { kind: 'subscribers', label: 'Subscribers' },
  { kind: 'inquiries', label: 'Contact inquiries' },
] as const

export default async function ReportsPage({ searchParams }: Props) {
  const admin = await requireAdmin()
  const filters = parseReportFilters(await searchParams)
  const timeZone = await getSchoolTimeZone()
  const report = await findReport(admin, filters, timeZone)
  const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))
  return (
    <AdminPage title="Reports" description="People who subscribed for updates and messages sent from the contact form, with their delivery status.">
      <nav aria-label="Report" className="mb-4 flex gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.kind}
            href={`/admin/reports?kind=${tab.kind}`}
            aria-current={filters.kind === tab.kind ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-navy-900 ring-1 ring-slate-300 hover:bg-white aria-[current=page]:bg-navy-800 aria-[current=page]:text-white"
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <ReportFiltersForm filters={filters} exportHref={`/admin/reports/export?${query.toString()}`} />
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {report.total.toLocaleString('en-US')} {NOUNS[filters.kind][report.total === 1 ? 0 : 1]}
        {report.total > report.rows.length ? ` — showing the newest ${report.rows.length}; the CSV has all of them` : ''}
      </p>
      <div className="mt-2">
        <ReportTable report={report} timeZone={timeZone} />
      </div>
    </AdminPage>
  )
}
