'use client'

import { formatDate, formatDateTime, type ClockFormat } from '@/lib/school-clock'

import { StatusBadge, TypeBadge } from './announcement-badges'
import type { AnnouncementRow } from './announcements-api'
import { RowActions } from './row-actions'

type Props = {
  rows: AnnouncementRow[]
  busy: boolean
  onToggle: (id: number, active: boolean) => Promise<void>
  onEdit: (row: AnnouncementRow) => void
  onDelete: (id: number) => Promise<void>
  timeZone: string
}

/** Dates in the school's time zone: the day for all-day announcements, day and time otherwise. */
function Dates({ row, clock }: { row: AnnouncementRow; clock: ClockFormat }) {
  if (!row.startDate && !row.endDate) return <span className="text-slate-600">No dates</span>
  const day = (v: string) => (row.allDay === false ? formatDateTime(v, clock) : formatDate(v, clock))
  return (
    <span className="whitespace-nowrap">
      {row.startDate ? day(row.startDate) : '…'} – {row.endDate ? day(row.endDate) : '…'}
    </span>
  )
}

/** SPEC §2: Title, Type, Status, Dates, Actions. Titles and content are shown as text. */
export function AnnouncementsTable({ rows, busy, onToggle, onEdit, onDelete, timeZone }: Props) {
  const clock: ClockFormat = { locale: 'en', timeZone }
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200" aria-busy={busy || undefined}>
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">Announcements, newest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Title', 'Type', 'Status', 'Dates', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-bold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="max-w-xs px-4 py-3 font-semibold text-ink">
                <span className="line-clamp-2 break-words">{row.title}</span>
                <span className="block text-xs font-normal text-slate-600">Created {formatDate(row.createdAt, clock)}</span>
              </th>
              <td className="px-4 py-3"><TypeBadge type={row.type} /></td>
              <td className="px-4 py-3"><StatusBadge active={row.active} /></td>
              <td className="px-4 py-3 text-slate-700"><Dates row={row} clock={clock} /></td>
              <td className="px-4 py-3"><RowActions row={row} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
