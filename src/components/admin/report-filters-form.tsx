import Link from 'next/link'

import type { ReportFilters } from '@/lib/validations/report-filters'

import { inputClass, primaryButton } from './field'

/** Filters as a plain GET form: works without JavaScript, and the URL can be bookmarked. */
export function ReportFiltersForm({ filters, exportHref }: { filters: ReportFilters; exportHref: string }) {
  const inquiries = filters.kind === 'inquiries'
  return (
    <form
      method="get"
      className={`grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:items-end ${
        // One column per field (subscribers have no status), then the buttons on one line.
        inquiries ? 'lg:grid-cols-[2fr_1fr_1fr_1fr_auto]' : 'lg:grid-cols-[2fr_1fr_1fr_auto]'
      }`}
    >
      <input type="hidden" name="kind" value={filters.kind} />
      <label className="text-sm font-bold text-slate-800">
        Search
        <input name="q" type="search" defaultValue={filters.q} placeholder={inquiries ? 'Name or email' : 'Email'} className={`${inputClass} mt-1 font-normal`} />
      </label>
      {inquiries ? (
        <label className="text-sm font-bold text-slate-800">
          Delivery status
          <select name="status" defaultValue={filters.status ?? ''} className={`${inputClass} mt-1 font-normal`}>
            <option value="">Any</option>
            <option value="pending">Pending</option>
            <option value="sent">Sent</option>
            <option value="failed">Failed</option>
          </select>
        </label>
      ) : null}
      <label className="text-sm font-bold text-slate-800">
        From
        <input name="from" type="date" defaultValue={filters.from} className={`${inputClass} mt-1 font-normal`} />
      </label>
      <label className="text-sm font-bold text-slate-800">
        To
        <input name="to" type="date" defaultValue={filters.to} className={`${inputClass} mt-1 font-normal`} />
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1 lg:flex-nowrap">
        <button type="submit" className={primaryButton}>Apply</button>
        <Link href={`/admin/reports?kind=${filters.kind}`} className="inline-flex min-h-11 items-center rounded-full border-2 border-slate-300 px-4 text-sm font-bold text-slate-700 hover:bg-slate-50">
          Reset
        </Link>
        <a href={exportHref} download className="inline-flex min-h-11 items-center rounded-full border-2 border-navy-800 px-4 text-sm font-bold text-navy-900 hover:bg-navy-800 hover:text-white">
          Export CSV
        </a>
      </div>
    </form>
  )
}
