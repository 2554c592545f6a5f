import type { MailingProgress } from '@/lib/admin/mailings-report'
import { formatDateTime } from '@/lib/school-clock'

import { roles, stacked } from './stacked-table'

const STATUS_TONE = {
  waiting: 'bg-slate-100 text-slate-800',
  sending: 'bg-blue-100 text-blue-900',
  done: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-700',
} as const
const th = stacked.headCell
const td = `${stacked.cell} text-slate-800`
const C = roles.cell
const H = { ...roles.columnheader, scope: 'col' } as const
const n = (value: number) => value.toLocaleString('en-US')

/** Each email to subscribers: what it was, its state, and how many were queued, sent, failed or skipped. */
export function MailingsReportTable({ rows, timeZone }: { rows: MailingProgress[]; timeZone: string }) {
  const clock = { locale: 'en', timeZone } as const
  if (!rows.length) {
    return (
      <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
        No emails yet. Tick “Email this to subscribers” on a news or event announcement to send one.
      </p>
    )
  }
  return (
    <div className={stacked.wrapper}>
      <table {...roles.table} className={`${stacked.table} md:min-w-[720px]`}>
        <caption className="sr-only">Emails to subscribers, newest first</caption>
        <thead {...roles.rowgroup} className={stacked.head}>
          <tr {...roles.row}>{['Email', 'Status', 'Recipients', 'Sent', 'Failed', 'Queued', 'Skipped', 'Started'].map((h) => <th key={h} {...H} className={th}>{h}</th>)}</tr>
        </thead>
        <tbody {...roles.rowgroup} className={stacked.body}>
          {rows.map((r) => (
            <tr key={r.mailing} {...roles.row} className={stacked.row}>
              <td {...C} data-label="Email" className={`${td} break-words font-semibold`}>{r.label || (r.kind === 'digest' ? 'Weekly digest' : 'Announcement')}</td>
              <td {...C} data-label="Status" className={td}><span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[r.status]}`}>{r.status}</span></td>
              <td {...C} data-label="Recipients" className={td}>{n(r.recipients)}</td>
              <td {...C} data-label="Sent" className={td}>{n(r.sent)}</td>
              <td {...C} data-label="Failed" className={`${td} ${r.failed ? 'font-bold text-red-800' : ''}`}>{n(r.failed)}</td>
              <td {...C} data-label="Queued" className={td}>{n(r.queued)}</td>
              <td {...C} data-label="Skipped" className={td}>{n(r.skipped)}</td>
              <td {...C} data-label="Started" className={td}>{r.startedAt ? formatDateTime(r.startedAt, clock) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
