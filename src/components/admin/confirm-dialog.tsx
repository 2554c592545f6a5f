'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type React from 'react'

type Props = {
  /** The button that opens it; without one, `open` alone does. */
  trigger?: React.ReactNode
  title: string
  description: string
  confirmLabel: string
  /** The button that closes it and changes nothing ("Cancel" unless that would be ambiguous). */
  cancelLabel?: string
  onConfirm: () => void
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes on closing, when there is no trigger for Radix to put it back on. */
  returnFocus?: () => void
  /** Red for destructive actions (the default), navy for the others. */
  tone?: 'danger' | 'primary'
}

const CONFIRM_TONE = { danger: 'bg-red-700 hover:bg-red-800', primary: 'bg-navy-800 hover:bg-navy-700' } as const

/** An accessible confirmation (focus trapped, Escape closes, title and description announced). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm, open, onOpenChange, returnFocus, tone = 'danger' }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        {/* Above any dialog it is asked from (those sit at z-40/z-50), so the form behind it is dimmed too. */}
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return
            event.preventDefault()
            returnFocus()
          }}
          className="fixed left-1/2 top-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-navy-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="min-h-11 rounded-full border-2 border-slate-300 px-4 text-sm font-bold text-slate-700 hover:bg-slate-50">
              {cancelLabel}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} className={`min-h-11 rounded-full px-4 text-sm font-bold text-white ${CONFIRM_TONE[tone]}`}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
