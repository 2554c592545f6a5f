'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { toast } from '@/components/ui/toast'

import { setCodeActiveAction } from '@/lib/admin/code-actions'

import { ConfirmDialog } from './confirm-dialog'
import { focusWhen } from './focus-when'
import { ACTION_FAILED, backToSignIn, officerAction } from './session-client'

type Props = { id: number; label: string; active: boolean }

/** Disable (after confirmation: it signs out everyone using the code) or re-enable a code. */
export function CodeActiveButton({ id, label, active }: Props) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const run = (next: boolean) =>
    startTransition(async () => {
      const result = await officerAction(() => setCodeActiveAction(id, next))
      setOpen(false)
      if (result === 'session-ended') return backToSignIn(router)
      if (result === 'failed') return void toast.error('Could not change the code', { description: ACTION_FAILED })
      if (!result.ok) return void toast.error('Could not change the code', { description: result.error })
      toast.success(next ? `“${label}” enabled` : `“${label}” disabled`, { description: next ? undefined : 'Its sessions have ended.' })
      if (result.signedOut) return backToSignIn(router)
      router.refresh()
      // The code's other button (Enable after Disable) replaces this one: the keyboard goes on from it.
      focusWhen(() => document.querySelector<HTMLElement>(`[data-code-action="${next ? 'disable' : 'enable'}-${id}"]`))
    })
  const button = 'min-h-11 rounded-full px-4 text-sm font-bold disabled:opacity-60'
  if (!active) {
    return (
      <button type="button" data-code-action={`enable-${id}`} disabled={pending} onClick={() => run(true)} className={`${button} border-2 border-navy-800 text-navy-900 hover:bg-navy-800 hover:text-white`}>
        Enable<span className="sr-only"> {label}</span>
      </button>
    )
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`Disable “${label}”?`}
      description="Anyone signed in with this code is signed out at once, and the code stops working."
      confirmLabel="Disable code"
      onConfirm={() => run(false)}
      trigger={
        <button type="button" data-code-action={`disable-${id}`} disabled={pending} className={`${button} border-2 border-red-700 text-red-800 hover:bg-red-700 hover:text-white`}>
          Disable<span className="sr-only"> {label}</span>
        </button>
      }
    />
  )
}
