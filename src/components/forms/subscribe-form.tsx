'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { SUBSCRIBE_EMAIL_ERROR, type SubscribeInput, subscribeSchema } from '@/lib/validations/subscribe'

import { FieldError, inputClass, Label } from './field'
import { HoneypotField } from './honeypot-field'
import { postJson } from './post-json'

/** SPEC §2 item 9 / §4 / §5 / §8: the 'Stay Informed' subscribe form. */
export function SubscribeForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({ resolver: zodResolver(subscribeSchema), defaultValues: { email: '', phone: '', company: '' } })

  const onSubmit = async (values: SubscribeInput) => {
    const res = await postJson('/api/subscribe', values)
    if (res.status === 201 || res.status === 200) {
      toast.success("Subscribed! You'll hear from us soon.")
      reset()
    } else if (res.status === 409) {
      toast.info("You're already subscribed. Thank you!")
    } else if (res.status === 429) {
      toast.error('Subscription failed. Please try again.', { description: res.retryMessage })
    } else {
      toast.error('Subscription failed. Please try again.')
    }
  }

  return (
    <form
      noValidate
      aria-label="Subscribe for updates"
      onSubmit={handleSubmit(onSubmit, () => toast.error(SUBSCRIBE_EMAIL_ERROR))}
      className="relative grid gap-4 rounded-2xl bg-white p-5 text-ink shadow-lg sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <div>
        <Label htmlFor="subscribe-email">Email</Label>
        <input
          id="subscribe-email"
          type="email"
          autoComplete="email"
          required
          aria-required="true"
          aria-invalid={errors.email ? 'true' : 'false'}
          aria-describedby={errors.email ? 'subscribe-email-error' : undefined}
          className={inputClass}
          {...register('email')}
        />
        <FieldError id="subscribe-email-error" message={errors.email?.message} />
      </div>
      <div>
        <Label htmlFor="subscribe-phone" optional>
          Phone
        </Label>
        <input
          id="subscribe-phone"
          type="tel"
          autoComplete="tel"
          className={inputClass}
          {...register('phone')}
        />
      </div>
      <HoneypotField register={register('company')} />
      <button
        type="submit"
        disabled={isSubmitting}
        className="min-h-11 rounded-full bg-brand-500 px-6 font-bold text-navy-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:opacity-70 sm:mt-6"
      >
        {isSubmitting ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  )
}
