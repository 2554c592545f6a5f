'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FieldErrors, useForm } from 'react-hook-form'
import { toast, warmToasts } from '@/components/ui/toast'

import { formError } from '@/lib/validations/form-errors'
import type { SubscribeInput } from '@/lib/validations/subscribe'

import { FieldError, inputClass, Label } from './field'
import { HoneypotField } from './honeypot-field'
import { lazyZodResolver } from './lazy-zod-resolver'
import { postJson } from './post-json'
import { useErrorText } from './use-error-text'
import { useHydrated } from './use-hydrated'

const resolver = lazyZodResolver(() => import('@/lib/validations/subscribe').then((m) => m.subscribeSchema))

/** SPEC §2 item 9 / §4 / §5 / §8: the 'Stay Informed' subscribe form, in the page's language. */
export function SubscribeForm() {
  const t = useTranslations('forms')
  const errorText = useErrorText()
  const locale = useLocale()
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({ resolver, defaultValues: { email: '', phone: '', company: '' } })

  const onSubmit = async (values: SubscribeInput) => {
    const res = await postJson('/api/subscribe', { ...values, locale })
    if (res.status === 201 || res.status === 200) {
      toast.success(t('subscribe.success'))
      reset()
    } else if (res.status === 409) {
      toast.info(t('subscribe.duplicate'))
    } else if (res.retryAfterMinutes) {
      toast.error(t('subscribe.failure'), { description: t('retryIn', { minutes: res.retryAfterMinutes }) })
    } else {
      toast.error(t('subscribe.failure'))
    }
  }

  /** SPEC §8: a bad address is an error toast (and the field's message); no request is made. */
  const onInvalid = (invalid: FieldErrors<SubscribeInput>) => {
    toast.error(errorText(invalid.email?.message ?? invalid.phone?.message ?? formError('emailSubscribe')))
    // The field gets focus; its error line (below it) must be on screen too.
    const id = invalid.email ? 'subscribe-email-error' : 'subscribe-phone-error'
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'nearest' }))
  }

  return (
    <form
      noValidate
      aria-label={t('subscribe.formLabel')}
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      onFocus={() => {
        resolver.warm()
        warmToasts()
      }}
      className="relative grid gap-4 rounded-2xl bg-white p-5 text-ink shadow-lg sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <div>
        <Label htmlFor="subscribe-email">{t('subscribe.email')}</Label>
        <input
          id="subscribe-email"
          type="email"
          autoComplete="email"
          required
          aria-required="true"
          aria-invalid={errors.email ? 'true' : 'false'}
          aria-describedby={errors.email ? 'subscribe-email-error' : undefined}
          className={`${inputClass} scroll-mb-12`}
          {...register('email')}
        />
        <FieldError id="subscribe-email-error" message={errorText(errors.email?.message)} />
      </div>
      <div>
        <Label htmlFor="subscribe-phone" optional>
          {t('subscribe.phone')}
        </Label>
        <input
          id="subscribe-phone"
          type="tel"
          autoComplete="tel"
          aria-invalid={errors.phone ? 'true' : 'false'}
          aria-describedby={errors.phone ? 'subscribe-phone-error' : undefined}
          className={`${inputClass} scroll-mb-12`}
          {...register('phone')}
        />
        <FieldError id="subscribe-phone-error" message={errorText(errors.phone?.message)} />
      </div>
      <HoneypotField register={register('company')} />
      <button
        type="submit"
        disabled={isSubmitting || !hydrated}
        className="min-h-11 rounded-full bg-brand-500 px-6 font-bold text-navy-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:cursor-wait sm:mt-6"
      >
        {isSubmitting ? t('subscribe.submitting') : t('subscribe.submit')}
      </button>
    </form>
  )
}
