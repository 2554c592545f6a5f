'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { toast } from '@/components/ui/toast'
import { deleteCodeAction } from '@/lib/admin/code-actions'

import { ConfirmDialog } from './confirm-dialog'
import { focusWhen } from './focus-when'
import { ACTION_FAILED, backToSignIn, officerAction } from './session-client'

/** Deletes a code that no longer works (after confirmation), so disabled and expired codes do not pile up. */
export function CodeDeleteButton({ id, label }: { id: number; label: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const remove = () =>
    startTransition(async () => {
      const result = await officerAction(() => deleteCodeAction(id))
      setOpen(false)
      if (result === 'session-ended') return backToSignIn(router)
      if (result === 'failed') return void toast.error('Could not delete the code', { description: ACTION_FAILED })
      if (!result.ok) return void toast.error('Could not delete the code', { description: result.error })
      toast.success(`“${label}” deleted`)
      router.refresh()
      // Its row goes: the keyboard goes on from the list's heading.
      focusWhen(() => (document.querySelector(`[data-code-row="${id}"]`) ? null : document.getElementById('all-codes-heading')))
    })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`Delete “${label}”?`}
      description="It leaves this list for good and can never be enabled again."
      confirmLabel="Delete code"
      onConfirm={remove}
      trigger={
        <button type="button" disabled={pending} className="min-h-11 rounded-full border-2 border-red-700 px-4 text-sm font-bold text-red-800 hover:bg-red-700 hover:text-white disabled:opacity-60">
          Delete<span className="sr-only"> {label}</span>
        </button>
      }
    />
  )
}
