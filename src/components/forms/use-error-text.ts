'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { type FormErrorName, formErrorName } from '@/lib/validations/form-errors'

/** Turns a zod issue message (a `forms.errors` key) into the text of the page's language. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations('forms.errors')
  return useCallback(
    (message) => (message === undefined ? undefined : t(formErrorName(message, (name) => t.has(name as FormErrorName)))),
    [t],
  )
}
