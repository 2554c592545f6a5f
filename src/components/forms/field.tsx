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

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  )
}
