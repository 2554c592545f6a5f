'use client'

import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

import { Field, inputClass } from '@/components/admin/field'
import type { AnnouncementFormValues } from '@/lib/validations/announcement'

/** An edit reads the stored Spanish after the dialog opens: until then (or if it cannot) the fields wait. */
export type SpanishState = 'loading' | 'ready' | 'failed'

const WAITING: Record<Exclude<SpanishState, 'ready'>, string> = {
  loading: 'Loading the Spanish text…',
  failed: 'The Spanish text could not be loaded. Saving leaves it as it was.',
}

/**
 * The optional Spanish part: what /es shows instead of the English title and content. It opens by itself
 * when there is Spanish text, and only the officer closes it (emptying a field to retype it keeps it open).
 */
export function AnnouncementSpanishFields({ state = 'ready' }: { state?: SpanishState }) {
  const { register, formState, watch } = useFormContext<AnnouncementFormValues>()
  const e = formState.errors
  const filled = Boolean(watch('titleEs') || watch('contentEs'))
  const [open, setOpen] = useState(filled)
  // Spanish text arriving (the edit dialog reads it after opening) opens the part; nothing closes it.
  const [wasFilled, setWasFilled] = useState(filled)
  if (filled !== wasFilled) {
    setWasFilled(filled)
    if (filled) setOpen(true)
  }
  return (
    <div>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-lg border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold text-navy-900">Spanish (optional)</summary>
        <p id="announcement-es-hint" className="mt-2 text-sm text-slate-700">
          Families on the Spanish site see these. Left empty, they see the English text.
        </p>
        <div className="mt-3 space-y-4" lang="es">
          <Field id="announcement-title-es" label="Título en español" error={e.titleEs?.message}>
            <input id="announcement-title-es" className={inputClass} maxLength={200} readOnly={state !== 'ready'} aria-describedby="announcement-es-hint" {...register('titleEs')} />
          </Field>
          <Field id="announcement-content-es" label="Contenido en español" error={e.contentEs?.message}>
            <textarea id="announcement-content-es" rows={4} className={inputClass} readOnly={state !== 'ready'} aria-describedby="announcement-es-hint" {...register('contentEs')} />
          </Field>
        </div>
      </details>
      {/* Beside the part, not in it: it is seen while the part is still closed. Always there (empty when
          ready), so screen readers announce the words when they appear. */}
      <p role="status" className="mt-2 text-sm font-semibold text-slate-800 empty:hidden">
        {state === 'ready' ? '' : WAITING[state]}
      </p>
    </div>
  )
}
