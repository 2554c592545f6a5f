import type { Endpoint, PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/auth/client-address'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { consume } from '@/lib/rate-limit/limiters'
import { contactSchema } from '@/lib/validations/contact'

import { json, parseBody } from './http'
import { kickJobs } from './kick-jobs'

/** Faster than a person can fill the form: a bot. */
const MIN_FILL_MS = 2000

/**
 * POST /api/send-contact-email: validated with the form's schema, stored first, then mailed by a job.
 * Honeypot or instant submissions get the same 202 and nothing is stored or sent.
 */
async function handler(req: PayloadRequest): Promise<Response> {
  if (isForeignRequest(req.headers, 'POST', req.payload.config.serverURL)) return json({ error: 'Cross-site request refused.' }, 403)
  const body = await parseBody(req, contactSchema, 8 * 1024)
  if (!body.ok) return body.response
  const limit = await consume(req.payload, 'contact', clientAddress(req.headers))
  if (!limit.allowed) {
    return json({ error: 'Too many messages.', retryAfterSeconds: limit.retryAfterSeconds }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const { company, elapsedMs, ...data } = body.data
  if (company || (elapsedMs !== undefined && elapsedMs < MIN_FILL_MS)) return json({ ok: true }, 202)
  const inquiry = await req.payload.create({
    collection: 'contact-inquiries',
    data: { ...data, topic: data.topic as never, deliveryStatus: 'pending', attempts: 0 },
    overrideAccess: true,
  })
  await req.payload.jobs.queue({ task: 'sendContactEmail', input: { inquiryId: inquiry.id } })
  kickJobs(req.payload)
  return json({ ok: true }, 202)
}

export const sendContactEmailEndpoint: Endpoint = {
  path: '/send-contact-email',
  method: 'post',
  handler: async (req) => {
    try {
      return await handler(req)
    } catch (err) {
      req.payload.logger.error({ err, msg: 'contact inquiry could not be stored' })
      return json({ error: 'We could not save your message right now. Please try again in a few minutes.' }, 503)
    }
  },
}
