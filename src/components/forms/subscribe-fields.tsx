'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { FieldError, inputClass, Label } from './field'
import { HoneypotField } from './honeypot-field'

export const SUBSCRIBE_FORM_CLASS =
  'relative grid gap-4 rounded-2xl bg-white p-5 text-ink shadow-lg sm:grid-cols-[1fr_1fr_auto] sm:items-start'

/** The subscribe form's field names, and the ids their inputs carry. */
export type SubscribeField = 'email' | 'phone'
export const subscribeInputId = (name: SubscribeField) => `subscribe-${name}`

type Props = {
  /** react-hook-form's bindings, once the form is live; the placeholder's inputs are plain. */
  register?: (name: SubscribeField | 'company') => UseFormRegisterReturn
  errors?: Partial<Record<SubscribeField, string>>
  submitting?: boolean
  /** False until the page has hydrated: the button cannot send the form natively (a GET with the address). */
  ready: boolean
}

/** The subscribe form's inside: the same markup for the page's placeholder and the live form. */
export function SubscribeFields({ register, errors = {}, submitting = false, ready }: Props) {
  const t = useTranslations('forms')
  const input = (name: SubscribeField): React.InputHTMLAttributes<HTMLInputElement> => ({
    id: subscribeInputId(name),
    'aria-invalid': errors[name] ? 'true' : 'false',
    'aria-describedby': errors[name] ? `${subscribeInputId(name)}-error` : undefined,
    className: `${inputClass} scroll-mb-12`,
    ...register?.(name),
  })
  return (
    <>
      <div>
        <Label htmlFor={subscribeInputId('email')}>{t('subscribe.email')}</Label>
        <input type="email" autoComplete="email" required aria-required="true" {...input('email')} />
        <FieldError id={`${subscribeInputId('email')}-error`} message={errors.email} announced={false} />
      </div>
      <div>
        <Label htmlFor={subscribeInputId('phone')} optional>
          {t('subscribe.phone')}
        </Label>
        <input type="tel" autoComplete="tel" {...input('phone')} />
        <FieldError id={`${subscribeInputId('phone')}-error`} message={errors.phone} announced={false} />
      </div>
      <HoneypotField register={register?.('company')} />
      <button
        id="subscribe-submit"
        type="submit"
        disabled={!ready}
        aria-disabled={submitting || undefined}
        className="min-h-11 rounded-full bg-brand-500 px-6 font-bold text-navy-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:cursor-wait aria-disabled:cursor-wait sm:mt-6"
      >
        {submitting ? t('subscribe.submitting') : t('subscribe.submit')}
      </button>
    </>
  )
}
