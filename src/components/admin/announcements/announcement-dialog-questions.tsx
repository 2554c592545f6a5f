'use client'

import { ConfirmDialog } from '@/components/admin/confirm-dialog'

type Question = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void }

/** Asked before a click beside the announcement dialog or Escape throws away what was typed or chosen. */
export function DiscardQuestion({ onDiscard, ...question }: Question & { onDiscard: () => void }) {
  return (
    <ConfirmDialog
      {...question}
      title="Discard your changes?"
      description="What you typed or chose in this announcement will be lost."
      confirmLabel="Discard"
      // Not "Cancel": the form's own Cancel throws the changes away; this one keeps them.
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
    />
  )
}

/** Asked before saving when the image chosen cannot be used (too big, not an image): never left out unseen. */
export function NoImageQuestion({ problem, keepsCurrent, onSave, ...question }: Question & { problem: string; keepsCurrent: boolean; onSave: () => void }) {
  return (
    <ConfirmDialog
      {...question}
      tone="primary"
      title={keepsCurrent ? 'Save with the current image?' : 'Save without an image?'}
      description={`The image you chose cannot be used: ${problem}`}
      confirmLabel={keepsCurrent ? 'Save with the current image' : 'Save without an image'}
      cancelLabel="Keep editing"
      onConfirm={onSave}
    />
  )
}
