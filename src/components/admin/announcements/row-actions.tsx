'use client'

import { useState } from 'react'

import { ConfirmDialog } from '@/components/admin/confirm-dialog'

import type { AnnouncementRow, MailingProgress } from './announcements-api'
import { SendAgainButton } from './send-again-button'

type Props = {
  row: AnnouncementRow
  onToggle: (id: number, active: boolean) => Promise<void>
  onEdit: (row: AnnouncementRow) => void
  onDelete: (id: number) => Promise<void>
  /** Its latest email to subscribers: "Send again" once that one is done (a cancelled one never went out). */
  mailing?: MailingProgress
  onMailed: () => void
}

const action =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 px-3 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:opacity-60 aria-disabled:opacity-60'

/** SPEC §2: toggle active, edit, delete (after 'Are you sure you want to delete this announcement?'). */
export function RowActions({ row, onToggle, onEdit, onDelete, mailing, onMailed }: Props) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  // Busy buttons say so (aria-disabled) but stay focusable: a disabled button would drop keyboard focus.
  const run = async (work: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    await work()
    setBusy(false)
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-disabled={busy}
        onClick={() => run(() => onToggle(row.id, row.active))}
        className={`${action} border-slate-400 text-slate-800 hover:bg-slate-100`}
      >
        {row.active ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> “{row.title}”</span>
      </button>
      <button type="button" onClick={() => onEdit(row)} className={`${action} border-navy-800 text-navy-900 hover:bg-navy-800 hover:text-white`}>
        Edit<span className="sr-only"> “{row.title}”</span>
      </button>
      {mailing?.status === 'done' ? <SendAgainButton row={row} recipients={mailing.sent} onSent={onMailed} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete announcement"
        description="Are you sure you want to delete this announcement?"
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false)
          void run(() => onDelete(row.id))
        }}
        trigger={
          <button type="button" aria-disabled={busy} className={`${action} border-red-700 text-red-800 hover:bg-red-700 hover:text-white`}>
            Delete<span className="sr-only"> “{row.title}”</span>
          </button>
        }
      />
    </div>
  )
}
