'use client'

import { useState } from 'react'
import { toast } from '@/components/ui/toast'

import { ConfirmDialog } from '@/components/admin/confirm-dialog'

import { reasonOf, sendAgain, type AnnouncementRow } from './announcements-api'

const action =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-navy-800 px-3 text-sm font-bold text-navy-900 hover:bg-navy-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:opacity-60'

/**
 * Who the new round reaches (the families on every update; weekly-summary families get no announcement mail),
 * counting those who already have it (none, when every earlier try failed).
 */
function whoGetsIt(title: string, received: number): string {
  if (received === 0) return `Every subscriber on every update gets “${title}”. No one has received it yet.`
  return `Every subscriber on every update gets “${title}” again, including the ${received.toLocaleString('en-US')} who already received it.`
}

/** "Send again": an explicit, confirmed new round to every current subscriber (never a side effect of saving). */
export function SendAgainButton({ row, recipients, onSent }: { row: AnnouncementRow; recipients: number; onSent: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setConfirming(false)
    setBusy(true)
    try {
      const { round } = await sendAgain(row.id)
      // A hidden announcement's mail waits for it to be shown (the table says "waiting"); say so here too.
      if (row.active) toast.success(`Sending again (round ${round})`)
      else toast.success(`Email round ${round} is ready`, { description: 'It goes out when you show the announcement on the site again.' })
      onSent()
    } catch (err) {
      toast.error('Could not send again', { description: reasonOf(err) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title="Send this email again?"
      description={`${whoGetsIt(row.title ?? '', recipients)}${row.active ? '' : ' It is hidden now: the email waits until you show it on the site again.'} Send it again only for an important correction or reminder.`}
      confirmLabel="Send again"
      tone="primary"
      onConfirm={() => void send()}
      trigger={
        <button type="button" disabled={busy} className={action}>
          Send again<span className="sr-only"> “{row.title}”</span>
        </button>
      }
    />
  )
}
