import { z } from './zod'

import { CONTACT_TOPICS } from '@/content/contact-topics'

import { formError } from './form-errors'
import { plainText, SINGLE_LINE } from './plain-text'

const NO_LINE_BREAKS = formError('singleLine')
const NAME_REQUIRED = formError('nameRequired')
const EMAIL_INVALID = formError('emailInvalid')
const TOPIC_REQUIRED = formError('topicRequired')

/**
 * SPEC §5 Contact, shared by the form (react-hook-form resolver) and POST /api/send-contact-email.
 * Messages are keys of `forms.errors`, translated where they are shown.
 */
export const contactSchema = z.object({
  name: plainText(NAME_REQUIRED, NO_LINE_BREAKS).min(2, NAME_REQUIRED).max(120, formError('max120')),
  email: z.string({ error: EMAIL_INVALID }).regex(SINGLE_LINE, EMAIL_INVALID).trim().max(254, EMAIL_INVALID).pipe(z.email({ error: EMAIL_INVALID })),
  phone: plainText(undefined, NO_LINE_BREAKS).max(40, formError('max40')).optional().default(''),
  topic: z
    .string({ error: TOPIC_REQUIRED })
    .min(1, TOPIC_REQUIRED)
    .regex(SINGLE_LINE, TOPIC_REQUIRED)
    .refine((t) => (CONTACT_TOPICS as readonly string[]).includes(t), TOPIC_REQUIRED),
  message: plainText().max(5000, formError('max5000')).optional().default(''),
  /** Honeypot and fill time: bots fill hidden fields and submit instantly. */
  company: z.string().max(200).optional().default(''),
  elapsedMs: z.number().int().nonnegative().optional(),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>
