'use client'

import { useEffect, useState } from 'react'

import { listOf } from '@/features/announcements/types'
import { isVisibleAt } from '@/features/announcements/visibility'
import { formatDate, formatDateTime, formatTimeRange, schoolDateOf, type ClockFormat } from '@/lib/school-clock'

import { roles, stacked } from '../stacked-table'
import { StatusBadge, TypeBadge } from './announcement-badges'
import type { AnnouncementRow, MailingProgress } from './announcements-api'
import { MailingStatus } from './mailing-status'
import { RowActions } from './row-actions'

type Props = {
  rows: AnnouncementRow[]
  busy: boolean
  onToggle: (id: number, active: boolean) => Promise<void>
  onEdit: (row: AnnouncementRow) => void
  onDelete: (id: number) => Promise<void>
  timeZone: string
  /** Each announcement's latest email to subscribers (absent when never emailed). */
  progress: Record<string, MailingProgress>
  onMailed: () => void
}

/**
 * Dates in the school's time zone: the day for all-day announcements, day and time otherwise. An event
 * with no end is that one day (or time); a pop-up with one date shows from or until it.
 */
function Dates({ row, clock }: { row: AnnouncementRow; clock: ClockFormat }) {
  if (!row.startDate && !row.endDate) return <span className="text-slate-600">No dates</span>
  const day = (v: string) => (row.allDay === false ? formatDateTime(v, clock) : formatDate(v, clock))
  const sameDay = row.startDate && row.endDate && schoolDateOf(row.startDate, clock.timeZone) === schoolDateOf(row.endDate, clock.timeZone)
  let text: string
  if (row.startDate && row.endDate && sameDay && row.allDay !== false) text = day(row.startDate)
  else if (row.startDate && row.endDate && sameDay) text = `${formatDate(row.startDate, clock)} · ${formatTimeRange(row.startDate, row.endDate, clock)}`
  else if (row.startDate && row.endDate) text = `${day(row.startDate)} – ${day(row.endDate)}`
  else if (row.startDate) text = listOf(row.type) === 'events' ? day(row.startDate) : `From ${day(row.startDate)}`
  else text = `Until ${day(row.endDate as string)}`
  return <span className="md:whitespace-nowrap">{text}</span>
}

/** An active announcement the site does not show right now, and why: its dates have passed, or not come yet. */
function SiteNote({ row, now }: { row: AnnouncementRow; now: number }) {
  if (!row.active || isVisibleAt(row, new Date(now))) return null
  const ended = Boolean(row.visibleUntil && Date.parse(row.visibleUntil) <= now)
  return <span className="mt-1 block text-xs text-slate-700">{ended ? 'Ended: no longer on the site' : 'Scheduled: not on the site yet'}</span>
}

/** SPEC §2: Title, Type, Status, Dates, Actions. Titles and content are shown as text. */
export function AnnouncementsTable({ rows, busy, onToggle, onEdit, onDelete, timeZone, progress, onMailed }: Props) {
  const clock: ClockFormat = { locale: 'en', timeZone }
  // "On the site now" is judged against a clock that ticks each minute (rendering stays pure): officers
  // keep this screen open for hours.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 60_000)
    return () => window.clearInterval(tick)
  }, [])
  return (
    <div className={stacked.wrapper} aria-busy={busy || undefined}>
      <table {...roles.table} className={`${stacked.table} md:min-w-[720px]`}>
        <caption className="sr-only">Announcements, newest first</caption>
        <thead {...roles.rowgroup} className={stacked.head}>
          <tr {...roles.row}>
            {['Title', 'Type', 'Status', 'Dates', 'Actions'].map((h) => (
              <th key={h} {...roles.columnheader} scope="col" className={stacked.headCell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...roles.rowgroup} className={stacked.body}>
          {rows.map((row) => (
            <tr key={row.id} {...roles.row} className={stacked.row}>
              <th {...roles.rowheader} scope="row" className={`${stacked.rowHeader} md:max-w-xs`}>
                <span className="line-clamp-2 break-words">{row.title}</span>
                <span className="block text-xs font-normal text-slate-600">Created {formatDate(row.createdAt, clock)}</span>
              </th>
              <td {...roles.cell} data-label="Type" className={stacked.cell}><TypeBadge type={row.type} /></td>
              <td {...roles.cell} data-label="Status" className={stacked.cell}>
                {/* One block beside the label on a phone: the badge and its notes stack instead of running off the card. */}
                <div className="min-w-0">
                  <StatusBadge active={row.active} />
                  <SiteNote row={row} now={now} />
                  <MailingStatus progress={progress[row.id]} />
                </div>
              </td>
              <td {...roles.cell} data-label="Dates" className={`${stacked.cell} text-slate-700`}><Dates row={row} clock={clock} /></td>
              <td {...roles.cell} data-label="Actions" className={stacked.cell}><RowActions row={row} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} mailing={progress[row.id]} onMailed={onMailed} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
