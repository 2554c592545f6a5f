'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

export const inputClass =
  'field-input'

export function Label({ htmlFor, optional = false, children }: { htmlFor: string; optional?: boolean; children: React.ReactNode }) {
  const t = useTranslations('forms')
  return (
    <label htmlFor={htmlFor} className="block text-sm font-bold text-navy-900">
      {children}
      {optional ? <span className="font-normal text-slate-600"> {t('optional')}</span> : null}
    </label>
  )
}

/**
 * A field's error, under it and named by its `aria-describedby`. Announced as it appears (`role="alert"`),
 * unless the form also says it in a toast (`announced={false}`: the subscribe form, SPEC §8), which a
 * screen reader would otherwise read twice.
 */
export function FieldError({ id, message, announced = true }: { id: string; message?: string; announced?: boolean }) {
  if (!message) return null
  return (
    <p id={id} role={announced ? 'alert' : undefined} className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  )
}
