import type { Report } from '@/lib/admin/reports'

import { formatDate, formatDateTime } from '@/lib/school-clock'

const STATUS_TONE = { pending: 'bg-amber-100 text-amber-900', sent: 'bg-emerald-100 text-emerald-900', failed: 'bg-red-100 text-red-900' } as const
const th = 'px-4 py-3 font-bold'
const td = 'px-4 py-3 align-top text-slate-800'

/** Subscribers or inquiries as a table. Stored text is shown as text, never as HTML. */
export function ReportTable({ report, timeZone }: { report: Report; timeZone: string }) {
  const clock = { locale: 'en', timeZone } as const
  if (report.rows.length === 0) return <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">Nothing matches these filters.</p>
  return (
    <div role="region" aria-label={`${report.kind === 'subscribers' ? 'Subscribers' : 'Contact inquiries'} (scrolls sideways on small screens)`} tabIndex={0} className="relative overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-navy-700 bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{report.kind === 'subscribers' ? 'Subscribers' : 'Contact inquiries'}</caption>
        {report.kind === 'subscribers' ? (
          <>
            <thead className="bg-slate-50 text-slate-700"><tr><th scope="col" className={th}>Email</th><th scope="col" className={th}>Phone</th><th scope="col" className={th}>Subscribed</th></tr></thead>
            <tbody className="divide-y divide-slate-200">
              {report.rows.map((r) => (
                <tr key={r.id}><td className={td}>{r.email}</td><td className={td}>{r.phone || '—'}</td><td className={td}>{formatDate(r.createdAt, clock)}</td></tr>
              ))}
            </tbody>
          </>
        ) : (
          <>
            <thead className="bg-slate-50 text-slate-700">
              <tr>{['From', 'Topic', 'Message', 'Delivery', 'Received'].map((h) => <th key={h} scope="col" className={th}>{h}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.rows.map((r) => (
                <tr key={r.id}>
                  <td className={td}><span className="font-semibold">{r.name}</span><br />{r.email}{r.phone ? <><br />{r.phone}</> : null}</td>
                  <td className={td}>{r.topic}</td>
                  <td className={`${td} max-w-md whitespace-pre-line break-words`}>{r.message || '—'}</td>
                  <td className={td}>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[r.deliveryStatus]}`}>{r.deliveryStatus}</span>
                    {r.lastError && r.deliveryStatus !== 'sent' ? <p className="mt-1 text-xs text-red-800">{r.lastError}</p> : null}
                  </td>
                  <td className={td}>{formatDateTime(r.createdAt, clock)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  )
}
