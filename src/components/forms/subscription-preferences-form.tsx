'use client'

import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { SubscriberFrequency } from '@/features/mailings/constants'
import type { AppLocale } from '@/i18n/locales'
import type { SubscriptionPreferencesInput } from '@/lib/validations/subscription-preferences'

import { lazyZodResolver } from './lazy-zod-resolver'
import { useHydrated } from './use-hydrated'
import { postJson } from './post-json'

const resolver = lazyZodResolver(() =>
  import('@/lib/validations/subscription-preferences').then((m) => m.subscriptionPreferencesSchema),
)

export type PreferencesTexts = Record<'language' | 'english' | 'spanish' | 'frequency' | 'every' | 'weekly' | 'save' | 'saving' | 'saved' | 'failure', string>

type Props = {
  email: string
  token: string
  language: AppLocale
  frequency: SubscriberFrequency
  /** The page's language: the answer's messages come back in it. */
  locale: AppLocale
  /** The page's texts (sent from the server page, so the site-wide client bundle stays small). */
  texts: PreferencesTexts
  /** Said when the address was removed meanwhile (another tab, the mail's one-click link): trying again cannot help. */
  notSubscribed: ReactNode
}

const radio = 'size-5 shrink-0 accent-navy-800'
const option = 'flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-700/5'

/** The email-preferences form of a signed link: language of our mails, every update or a weekly summary. */
export function SubscriptionPreferencesForm({ email, token, language, frequency, locale, texts, notSubscribed }: Props) {
  const [result, setResult] = useState<'saved' | 'failed' | 'gone' | null>(null)
  // Until hydrated the choices and the button wait: the form library would then put the stored choices
  // back, and an early click would send the form natively.
  const hydrated = useHydrated()
  const { register, handleSubmit, formState } = useForm<SubscriptionPreferencesInput>({
    resolver,
    defaultValues: { email, token, language, frequency },
  })
  const onSubmit = async (values: SubscriptionPreferencesInput) => {
    setResult(null)
    const res = await postJson('/api/subscription-preferences', { ...values, locale })
    setResult(res.status === 200 ? 'saved' : res.status === 404 ? 'gone' : 'failed')
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <fieldset disabled={!hydrated} className="space-y-2">
        <legend className="mb-2 font-bold text-navy-900">{texts.language}</legend>
        <label className={option}>
          <input type="radio" value="en" className={radio} {...register('language')} />
          <span lang="en">{texts.english}</span>
        </label>
        <label className={option}>
          <input type="radio" value="es" className={radio} {...register('language')} />
          <span lang="es">{texts.spanish}</span>
        </label>
      </fieldset>
      <fieldset disabled={!hydrated} className="space-y-2">
        <legend className="mb-2 font-bold text-navy-900">{texts.frequency}</legend>
        <label className={option}>
          <input type="radio" value="every" className={radio} {...register('frequency')} />
          <span>{texts.every}</span>
        </label>
        <label className={option}>
          <input type="radio" value="weekly" className={radio} {...register('frequency')} />
          <span>{texts.weekly}</span>
        </label>
      </fieldset>
      <button
        type="submit"
        disabled={!hydrated || formState.isSubmitting}
        className="min-h-11 rounded-full bg-navy-800 px-6 font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:opacity-70"
      >
        {formState.isSubmitting ? texts.saving : texts.save}
      </button>
      <p role="status" className={`font-semibold ${result === 'saved' ? 'text-emerald-800' : 'text-red-700'}`}>
        {result === 'saved' ? texts.saved : result === 'failed' ? texts.failure : result === 'gone' ? notSubscribed : ''}
      </p>
    </form>
  )
}
