'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { CONTACT_TOPICS } from '@/content/contact-topics'
import { type ContactData, type ContactInput, contactSchema } from '@/lib/validations/contact'

import { FieldError, inputClass, Label } from './field'
import { HoneypotField } from './honeypot-field'
import { postJson } from './post-json'
import { useFillTimer } from './use-fill-timer'

const EMPTY: ContactInput = { name: '', phone: '', email: '', topic: '', message: '', company: '' }

/** SPEC §2 Contact form: validated on submit, then re-validated on change; resets on success. */
export function ContactForm() {
  const timer = useFillTimer()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  })

  const onSubmit = async (values: ContactData) => {
    const res = await postJson('/api/send-contact-email', { ...values, elapsedMs: timer.elapsedMs() })
    if (res.status === 200 || res.status === 201 || res.status === 202) {
      toast.success('Thank you!', { description: "We received your message. We'll be in touch soon." })
      reset(EMPTY)
      timer.reset()
    } else {
      toast.error('Unable to send', {
        description: res.retryMessage ?? 'There was an error sending your message. Please try again.',
      })
    }
  }

  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? ('true' as const) : ('false' as const),
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  })

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      onFocus={timer.start}
      onSubmit={handleSubmit(onSubmit)} className="relative mt-6 grid gap-5">
      <div>
        <Label htmlFor="contact-name">Name</Label>
        <input type="text" autoComplete="name" className={inputClass} {...field('name')} {...register('name')} />
        <FieldError id="contact-name-error" message={errors.name?.message} />
      </div>
      <div>
        <Label htmlFor="contact-phone" optional>
          Phone
        </Label>
        <input type="tel" autoComplete="tel" className={inputClass} {...field('phone')} {...register('phone')} />
        <FieldError id="contact-phone-error" message={errors.phone?.message} />
      </div>
      <div>
        <Label htmlFor="contact-email">Email</Label>
        <input type="email" autoComplete="email" className={inputClass} {...field('email')} {...register('email')} />
        <FieldError id="contact-email-error" message={errors.email?.message} />
      </div>
      <div>
        <Label htmlFor="contact-topic">Topic</Label>
        <select className={inputClass} {...field('topic')} {...register('topic')}>
          <option value="">Select a topic…</option>
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <FieldError id="contact-topic-error" message={errors.topic?.message} />
      </div>
      <div>
        <Label htmlFor="contact-message" optional>
          Message
        </Label>
        <textarea rows={5} className={`${inputClass} py-2`} {...field('message')} {...register('message')} />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      <HoneypotField register={register('company')} />
      <button
        type="submit"
        disabled={isSubmitting}
        className="min-h-11 justify-self-start rounded-full bg-navy-800 px-8 font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:opacity-70"
      >
        {isSubmitting ? 'Sending...' : 'Send'}
      </button>
    </form>
  )
}
