'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast, warmToasts } from '@/components/ui/toast'

import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from '@/content/contact-topics'
import type { ContactData, ContactInput } from '@/lib/validations/contact'

import { FieldError, inputClass, Label } from './field'
import { HoneypotField } from './honeypot-field'
import { lazyZodResolver } from './lazy-zod-resolver'
import { postJson } from './post-json'
import { useErrorText } from './use-error-text'
import { useFillTimer } from './use-fill-timer'
import { useHydrated } from './use-hydrated'
import { useSending } from './use-sending'

/** Told to screen readers before a failed send (the labels of the others say "(optional)"). */
const REQUIRED = new Set<keyof ContactInput>(['name', 'email', 'topic'])

/** One toast at a time for this form: a new answer replaces the last, so errors never pile up. */
const TOAST_ID = 'contact-form'

const resolver = lazyZodResolver(() => import('@/lib/validations/contact').then((m) => m.contactSchema))

const EMPTY: ContactInput = { name: '', phone: '', email: '', topic: '', message: '', company: '' }

/** SPEC §2 Contact form: validated on submit, then re-validated on change; resets on success. */
export function ContactForm() {
  const t = useTranslations('forms')
  const errorText = useErrorText()
  const locale = useLocale()
  const timer = useFillTimer()
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactData>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  })

  // After a send, a note stays by the button (the toast goes after a few seconds): a parent who looked away
  // finds an empty form and would otherwise send the message again.
  const [sent, setSent] = useState(false)
  const [sending, track] = useSending()
  const onSubmit = async (values: ContactData) => {
    setSent(false)
    const res = await track(() => postJson('/api/send-contact-email', { ...values, elapsedMs: timer.elapsedMs(), locale }))
    if (res.status === 200 || res.status === 201 || res.status === 202) {
      toast.success(t('contact.successTitle'), { id: TOAST_ID, description: t('contact.successDescription') })
      setSent(true)
      reset(EMPTY)
      timer.reset()
    } else {
      toast.error(t('contact.failureTitle'), {
        id: TOAST_ID,
        description: res.retryAfterMinutes ? t('retryIn', { minutes: res.retryAfterMinutes }) : t('contact.failureDescription'),
      })
    }
  }

  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    // Until hydrated, nothing can be typed: the form library would then empty it again.
    readOnly: !hydrated,
    'aria-required': REQUIRED.has(name) || undefined,
    'aria-invalid': errors[name] ? ('true' as const) : ('false' as const),
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  })
  const error = (name: keyof ContactInput) => <FieldError id={`contact-${name}-error`} message={errorText(errors[name]?.message)} />

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      onFocus={() => {
        resolver.warm()
        warmToasts()
      }}
      // While sending, the button stays focusable (aria-disabled): a disabled one would drop the visitor's focus.
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : handleSubmit(onSubmit)(event))}
      // The note goes once the parent starts another message.
      onChange={() => setSent(false)}
      className="relative mt-6 grid gap-5"
    >
      <div>
        <Label htmlFor="contact-name">{t('contact.name')}</Label>
        <input type="text" autoComplete="name" className={inputClass} {...field('name')} {...register('name')} />
        {error('name')}
      </div>
      <div>
        <Label htmlFor="contact-phone" optional>
          {t('contact.phone')}
        </Label>
        <input type="tel" autoComplete="tel" className={inputClass} {...field('phone')} {...register('phone')} />
        {error('phone')}
      </div>
      <div>
        <Label htmlFor="contact-email">{t('contact.email')}</Label>
        <input type="email" autoComplete="email" className={inputClass} {...field('email')} {...register('email')} />
        {error('email')}
      </div>
      <div>
        <Label htmlFor="contact-topic">{t('contact.topic')}</Label>
        <select className={inputClass} {...field('topic')} {...register('topic')}>
          <option value="">{t('contact.topicPlaceholder')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${CONTACT_TOPIC_LABELS[topic]}`)}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div>
        <Label htmlFor="contact-message" optional>
          {t('contact.message')}
        </Label>
        <textarea rows={5} className={`${inputClass} py-2`} {...field('message')} {...register('message')} />
        {error('message')}
      </div>
      <HoneypotField register={register('company')} />
      <button
        type="submit"
        disabled={!hydrated}
        aria-disabled={isSubmitting || undefined}
        className="min-h-11 justify-self-start rounded-full bg-navy-800 px-8 font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:cursor-wait aria-disabled:cursor-wait"
      >
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
      {sent ? <p className="rounded-lg bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">{t('contact.sentNote')}</p> : null}
    </form>
  )
}
