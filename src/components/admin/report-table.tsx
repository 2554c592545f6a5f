import { FREQUENCY_LABEL, LANGUAGE_LABEL, type Report } from '@/lib/admin/reports'

import { formatDate, formatDateTime } from '@/lib/school-clock'

import { roles, stacked } from './stacked-table'

const STATUS_TONE = { pending: 'bg-amber-100 text-amber-900', sent: 'bg-emerald-100 text-emerald-900', failed: 'bg-red-100 text-red-900' } as const
const th = stacked.headCell
const td = `${stacked.cell} text-slate-800`
const C = roles.cell
const H = { ...roles.columnheader, scope: 'col' } as const

const NONE_YET = {
  subscribers: 'No one has subscribed yet. Families subscribe from the home page’s “Stay Informed” form.',
  inquiries: 'No messages yet. They arrive from the Contact page’s form.',
} as const

/**
 * Subscribers or inquiries as a table. Stored text is shown as text, never as HTML. `filtered`: a search or
 * a filter is applied (an empty answer then means nothing matched, not that nothing exists).
 */
export function ReportTable({ report, timeZone, filtered }: { report: Report; timeZone: string; filtered: boolean }) {
  const clock = { locale: 'en', timeZone } as const
  if (report.rows.length === 0)
    return <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{filtered ? 'Nothing matches these filters.' : NONE_YET[report.kind]}</p>
  return (
    <div className={stacked.wrapper}>
      <table {...roles.table} className={`${stacked.table} md:min-w-[640px]`}>
        <caption className="sr-only">{report.kind === 'subscribers' ? 'Subscribers' : 'Contact inquiries'}</caption>
        {report.kind === 'subscribers' ? (
          <>
            <thead {...roles.rowgroup} className={stacked.head}><tr {...roles.row}><th {...H} className={th}>Email</th><th {...H} className={th}>Phone</th><th {...H} className={th}>Language</th><th {...H} className={th}>Emails</th><th {...H} className={th}>Subscribed</th></tr></thead>
            <tbody {...roles.rowgroup} className={stacked.body}>
              {report.rows.map((r) => (
                <tr key={r.id} {...roles.row} className={stacked.row}>
                  <td {...C} data-label="Email" className={`${td} break-all`}>{r.email}</td>
                  <td {...C} data-label="Phone" className={td}>{r.phone || '—'}</td>
                  <td {...C} data-label="Language" className={td}>{LANGUAGE_LABEL[r.language ?? 'en']}</td>
                  <td {...C} data-label="Emails" className={td}>{FREQUENCY_LABEL[r.frequency ?? 'every']}</td>
                  <td {...C} data-label="Subscribed" className={td}>{formatDate(r.createdAt, clock)}</td>
                </tr>
              ))}
            </tbody>
          </>
        ) : (
          <>
            <thead {...roles.rowgroup} className={stacked.head}>
              <tr {...roles.row}>{['From', 'Topic', 'Message', 'Delivery', 'Received'].map((h) => <th key={h} {...H} className={th}>{h}</th>)}</tr>
            </thead>
            <tbody {...roles.rowgroup} className={stacked.body}>
              {report.rows.map((r) => (
                <tr key={r.id} {...roles.row} className={stacked.row}>
                  <td {...C} data-label="From" className={`${td} break-words`}><span><span className="font-semibold">{r.name}</span><br />{r.email}{r.phone ? <><br />{r.phone}</> : null}</span></td>
                  <td {...C} data-label="Topic" className={td}>{r.topic}</td>
                  <td {...C} data-label="Message" className={`${td} whitespace-pre-line break-words md:max-w-md`}>{r.message || '—'}</td>
                  <td {...C} data-label="Delivery" className={td}>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[r.deliveryStatus]}`}>{r.deliveryStatus}</span>
                    {r.lastError && r.deliveryStatus !== 'sent' ? <p className="mt-1 text-xs text-red-800">{r.lastError}</p> : null}
                  </td>
                  <td {...C} data-label="Received" className={td}>{formatDateTime(r.createdAt, clock)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  )
}
