import type { Endpoint, PayloadRequest } from 'payload'

import type { ServerTranslator } from '@/i18n/server-translator'
import { clientAddress } from '@/lib/auth/client-address'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { consume } from '@/lib/rate-limit/limiters'
import { type ContactData, contactSchema } from '@/lib/validations/contact'

import { json } from './http'
import { kickJobs } from './kick-jobs'
import { parseLocalizedBody } from './localized-body'

/** Faster than a person can fill the form: a bot. */
const MIN_FILL_MS = 2000

/** Stores the inquiry first, then a job mails it. Honeypot or instant submissions: the same 202, nothing stored. */
async function store(req: PayloadRequest, body: ContactData, t: ServerTranslator): Promise<Response> {
  const limit = await consume(req.payload, 'contact', clientAddress(req.headers))
  if (!limit.allowed) {
    return json({ error: t('endpoints.tooManyMessages'), retryAfterSeconds: limit.retryAfterSeconds }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const { company, elapsedMs, ...data } = body
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

/**
 * POST /api/send-contact-email: validated with the form's schema and answered in the language of the
 * form the visitor used (`locale` in the body, English by default).
 */
async function handler(req: PayloadRequest): Promise<Response> {
  if (isForeignRequest(req.headers, 'POST', req.payload.config.serverURL)) return json({ error: 'Cross-site request refused.' }, 403)
  const body = await parseLocalizedBody(req, contactSchema, 8 * 1024)
  if (!body.ok) return body.response
  try {
    return await store(req, body.data, body.t)
  } catch (err) {
    req.payload.logger.error({ err, msg: 'contact inquiry could not be stored' })
    return json({ error: body.t('endpoints.contactUnavailable') }, 503)
  }
}

export const sendContactEmailEndpoint: Endpoint = { path: '/send-contact-email', method: 'post', handler }
