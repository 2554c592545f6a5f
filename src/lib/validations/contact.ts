import { z } from 'zod'

import { CONTACT_TOPICS } from '@/content/contact-topics'

import { plainText } from './plain-text'

const singleLine = /^[^\r\n]*$/
const NO_LINE_BREAKS = 'Use a single line.'

/** SPEC §5 Contact, shared by the form (react-hook-form resolver) and POST /api/send-contact-email. */
export const contactSchema = z.object({
  name: plainText().min(2, 'Name is required').max(120, 'Use at most 120 characters.').regex(singleLine, NO_LINE_BREAKS),
  email: z
    .string({ error: 'Enter a valid email' })
    .trim()
    .max(254, 'Enter a valid email')
    .pipe(z.email({ error: 'Enter a valid email' })),
  phone: plainText().max(40, 'Use at most 40 characters.').regex(singleLine, NO_LINE_BREAKS).optional().default(''),
  topic: z
    .string()
    .min(1, 'Select a topic')
    .regex(singleLine, 'Select a topic')
    .refine((t) => (CONTACT_TOPICS as readonly string[]).includes(t), 'Select a topic'),
  message: plainText().max(5000, 'Use at most 5,000 characters.').optional().default(''),
  /** Honeypot and fill time: bots fill hidden fields and submit instantly. */
  company: z.string().max(200).optional().default(''),
  elapsedMs: z.number().int().nonnegative().optional(),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>
