import { z } from './zod'

import { formError } from './form-errors'
import { plainText, SINGLE_LINE } from './plain-text'

/** SPEC §5/§8: the one message for a missing or malformed address ('Please enter a valid email.'). */
export const SUBSCRIBE_EMAIL_ERROR = formError('emailSubscribe')

/**
 * An address as zod 4's `z.email()` defines it (ASCII, a dot-separated domain, a TLD of 2+ letters).
 * The form, the endpoint and the subscriptions collection all validate with this one schema, so an
 * address the form accepts is never refused later (and never mistaken for a duplicate).
 */
export const subscribeEmail = z
  .string({ error: SUBSCRIBE_EMAIL_ERROR })
  .regex(SINGLE_LINE, SUBSCRIBE_EMAIL_ERROR)
  .trim()
  .min(1, SUBSCRIBE_EMAIL_ERROR)
  .max(254, SUBSCRIBE_EMAIL_ERROR)
  .pipe(z.email({ error: SUBSCRIBE_EMAIL_ERROR }))

/**
 * The 'Stay Informed' form and POST /api/subscribe. Unknown fields are dropped, never stored. Messages
 * are keys of `forms.errors`, translated where they are shown.
 */
export const subscribeSchema = z.object({
  email: subscribeEmail,
  phone: plainText(undefined, formError('singleLine')).max(40, formError('phoneTooLong')).optional().default(''),
  /** Honeypot: hidden from people, filled in by bots. */
  company: z.string().max(200).optional().default(''),
})

export type SubscribeInput = z.input<typeof subscribeSchema>
export type SubscribeData = z.output<typeof subscribeSchema>
