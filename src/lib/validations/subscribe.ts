import { z } from 'zod'

/** SPEC §5/§8: the one message for a missing or malformed address. */
export const SUBSCRIBE_EMAIL_ERROR = 'Please enter a valid email.'

/** An address: something@something.tld with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The 'Stay Informed' form and POST /api/subscribe. Unknown fields are dropped, never stored. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: SUBSCRIBE_EMAIL_ERROR })
    .trim()
    .min(1, SUBSCRIBE_EMAIL_ERROR)
    .max(254, SUBSCRIBE_EMAIL_ERROR)
    .regex(EMAIL_PATTERN, SUBSCRIBE_EMAIL_ERROR),
  phone: z.string().trim().max(40, 'That phone number is too long.').optional().default(''),
  /** Honeypot: hidden from people, filled in by bots. */
  company: z.string().max(200).optional().default(''),
})

export type SubscribeInput = z.input<typeof subscribeSchema>
