import type { Endpoint, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import type { ServerTranslator } from '@/i18n/server-translator'
import { clientAddress } from '@/lib/auth/client-address'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { consume } from '@/lib/rate-limit/limiters'
import { type SubscribeData, subscribeSchema } from '@/lib/validations/subscribe'

import { json } from './http'
import { kickJobs } from './kick-jobs'
import { parseLocalizedBody } from './localized-body'

/** SPEC §8: a duplicate is answered with the database's unique-violation code. */
const duplicate = (t: ServerTranslator) => json({ error: t('endpoints.alreadySubscribed'), code: '23505' }, 409)

const isUniqueViolation = (err: unknown): boolean =>
  err instanceof ValidationError ||
  (typeof err === 'object' && err !== null && 'code' in err && (err as { code?: string }).code === '23505')

/** Stores one row per address (any letter case), safe under concurrency, and queues the welcome mail. */
async function subscribe(req: PayloadRequest, data: SubscribeData, locale: AppLocale, t: ServerTranslator): Promise<Response> {
  const limit = await consume(req.payload, 'subscribe', clientAddress(req.headers))
  if (!limit.allowed) {
    return json({ error: t('endpoints.tooManyAttempts'), retryAfterSeconds: limit.retryAfterSeconds }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  if (data.company) return json({ ok: true }, 201)
  const email = data.email.toLowerCase()
  const existing = await req.payload.count({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  if (existing.totalDocs) return duplicate(t)
  try {
    await req.payload.create({ collection: 'subscriptions', data: { email, phone: data.phone || null }, overrideAccess: true })
  } catch (err) {
    if (isUniqueViolation(err)) return duplicate(t)
    throw err
  }
  await req.payload.jobs.queue({ task: 'sendWelcomeEmail', input: { email, locale } })
  kickJobs(req.payload)
  return json({ ok: true }, 201)
}

/**
 * POST /api/subscribe {email, phone?, locale?}: answers in the language of the form the visitor used
 * (`locale`, English by default), and the welcome mail goes out in it too.
 */
async function handler(req: PayloadRequest): Promise<Response> {
  if (isForeignRequest(req.headers, 'POST', req.payload.config.serverURL)) return json({ error: 'Cross-site request refused.' }, 403)
  const body = await parseLocalizedBody(req, subscribeSchema)
  if (!body.ok) return body.response
  try {
    return await subscribe(req, body.data, body.locale, body.t)
  } catch (err) {
    req.payload.logger.error({ err, msg: 'subscription could not be stored' })
    return json({ error: body.t('endpoints.subscribeUnavailable') }, 503)
  }
}

export const subscribeEndpoint: Endpoint = { path: '/subscribe', method: 'post', handler }
