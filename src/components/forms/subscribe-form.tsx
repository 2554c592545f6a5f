'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useLayoutEffect } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { toast, warmToasts } from '@/components/ui/toast'

import { formError } from '@/lib/validations/form-errors'
import type { SubscribeInput } from '@/lib/validations/subscribe'

import { lazyZodResolver } from './lazy-zod-resolver'
import { postJson } from './post-json'
import { SUBSCRIBE_FORM_CLASS, SubscribeFields, subscribeInputId } from './subscribe-fields'
import { useErrorText } from './use-error-text'
import { useSending } from './use-sending'

/** One toast at a time for this form: a new answer replaces the last, so errors never pile up. */
const TOAST_ID = 'subscribe-form'

const resolver = lazyZodResolver(() => import('@/lib/validations/subscribe').then((m) => m.subscribeSchema))

/** What the visitor had already done in the page's placeholder form when this one took its place. */
export type SubscribeStart = { values: Partial<SubscribeInput>; submit?: boolean; focusId?: string }

/**
 * SPEC §2 item 9 / §4 / §5 / §8: the 'Stay Informed' subscribe form, in the page's language. It loads
 * (with react-hook-form) when the visitor nears or uses the placeholder (`SubscribeFormLoader`), and goes on
 * from where they were: what they typed and a submit they asked for.
 */
export function SubscribeForm({ start }: { start: SubscribeStart }) {
  const t = useTranslations('forms')
  const errorText = useErrorText()
  const locale = useLocale()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({ resolver, defaultValues: { email: '', phone: '', company: '', ...start.values } })

  const [sending, track] = useSending()
  const onSubmit = async (values: SubscribeInput) => {
    const res = await track(() => postJson('/api/subscribe', { ...values, locale }))
    if (res.status === 201 || res.status === 200) {
      toast.success(t('subscribe.success'), { id: TOAST_ID })
      reset({ email: '', phone: '', company: '' })
    } else if (res.status === 409) {
      toast.info(t('subscribe.duplicate'), { id: TOAST_ID })
    } else if (res.retryAfterMinutes) {
      toast.error(t('subscribe.failure'), { id: TOAST_ID, description: t('retryIn', { minutes: res.retryAfterMinutes }) })
    } else {
      toast.error(t('subscribe.failure'), { id: TOAST_ID })
    }
  }

  /** SPEC §8: a bad address is an error toast (and the field's message); no request is made. */
  const onInvalid = (invalid: FieldErrors<SubscribeInput>) => {
    toast.error(errorText(invalid.email?.message ?? invalid.phone?.message ?? formError('emailSubscribe')), { id: TOAST_ID })
    // The field gets focus; its error line (below it) must be on screen too.
    const id = `${subscribeInputId(invalid.email ? 'email' : 'phone')}-error`
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'nearest' }))
  }
  const submit = handleSubmit(onSubmit, onInvalid)

  // Once, on taking the placeholder's place (in the same task): focus where it was (the placeholder's
  // control is gone), then on with the submit the visitor asked for.
  useLayoutEffect(() => {
    if (start.focusId) document.getElementById(start.focusId)?.focus()
    if (start.submit) void submit()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <form
      noValidate
      aria-label={t('subscribe.formLabel')}
      // While sending, the button stays focusable (aria-disabled): a disabled one would drop the visitor's focus.
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : submit(event))}
      onFocus={() => {
        resolver.warm()
        warmToasts()
      }}
      className={SUBSCRIBE_FORM_CLASS}
    >
      <SubscribeFields
        register={register}
        errors={{ email: errorText(errors.email?.message), phone: errorText(errors.phone?.message) }}
        submitting={sending}
        ready
      />
    </form>
  )
}
