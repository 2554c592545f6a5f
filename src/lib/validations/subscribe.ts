import { z } from 'zod'

import { formError } from './form-errors'

/** SPEC §5/§8: the one message for a missing or malformed address ('Please enter a valid email.'). */
export const SUBSCRIBE_EMAIL_ERROR = formError('emailSubscribe')

/** An address: something@something.tld with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The 'Stay Informed' form and POST /api/subscribe. Unknown fields are dropped, never stored. Messages
 * are keys of `forms.errors`, translated where they are shown.
 */
export const subscribeSchema = z.object({
  email: z
    .string({ error: SUBSCRIBE_EMAIL_ERROR })
    .trim()
    .min(1, SUBSCRIBE_EMAIL_ERROR)
    .max(254, SUBSCRIBE_EMAIL_ERROR)
    .regex(EMAIL_PATTERN, SUBSCRIBE_EMAIL_ERROR),
  phone: z.string().trim().max(40, formError('phoneTooLong')).optional().default(''),
  /** Honeypot: hidden from people, filled in by bots. */
  company: z.string().max(200).optional().default(''),
})

export type SubscribeInput = z.input<typeof subscribeSchema>
export type SubscribeData = z.output<typeof subscribeSchema>
