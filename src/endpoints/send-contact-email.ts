import type { PayloadRequest } from 'payload'

import { contactSchema, type ContactData } from '@/lib/validations/contact'

import { defineEndpoint, json } from './http'
import { kickJobs } from './kick-jobs'

/** Faster than a person can fill the form: a bot. */
const MIN_FILL_MS = 2000

/**
 * POST /api/send-contact-email: validated with the form's schema, stored first, then mailed by a job.
 * Honeypot or instant submissions get the same 202 and nothing is stored or sent.
 */
async function storeInquiry(req: PayloadRequest, body: ContactData): Promise<Response> {
  const { company, elapsedMs, ...data } = body
  // The form always says how long it was open; a client that does not (a bot) is treated as instant.
  if (company || elapsedMs === undefined || elapsedMs < MIN_FILL_MS) return json({ ok: true }, 202)
  const inquiry = await req.payload.create({
    collection: 'contact-inquiries',
    data: { ...data, topic: data.topic as never, deliveryStatus: 'pending', attempts: 0 },
    overrideAccess: true,
  })
  await req.payload.jobs.queue({ task: 'sendContactEmail', input: { inquiryId: inquiry.id } })
  kickJobs(req.payload)
  return json({ ok: true }, 202)
}

export const sendContactEmailEndpoint = defineEndpoint({
  path: '/send-contact-email',
  method: 'post',
  body: { schema: contactSchema, maxBytes: 8 * 1024 },
  locale: 'body',
  rateLimit: { name: 'contact', message: 'endpoints.tooManyMessages', sender: { name: 'contactSender', of: (data) => data.email } },
  unavailable: { message: 'endpoints.contactUnavailable', log: 'contact inquiry could not be stored' },
  handle: storeInquiry,
})
