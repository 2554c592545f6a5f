import type { Endpoint, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { clientAddress } from '@/lib/auth/client-address'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { consume } from '@/lib/rate-limit/limiters'
import { subscribeSchema } from '@/lib/validations/subscribe'

import { json, parseBody } from './http'
import { kickJobs } from './kick-jobs'

/** SPEC §8: a duplicate is answered with the database's unique-violation code. */
const duplicate = () => json({ error: 'Already subscribed.', code: '23505' }, 409)

const isUniqueViolation = (err: unknown): boolean =>
  err instanceof ValidationError ||
  (typeof err === 'object' && err !== null && 'code' in err && (err as { code?: string }).code === '23505')

/** POST /api/subscribe {email, phone?}: one row per address (any letter case), safe under concurrency. */
async function handler(req: PayloadRequest): Promise<Response> {
  if (isForeignRequest(req.headers, 'POST', req.payload.config.serverURL)) return json({ error: 'Cross-site request refused.' }, 403)
  const body = await parseBody(req, subscribeSchema)
  if (!body.ok) return body.response
  const limit = await consume(req.payload, 'subscribe', clientAddress(req.headers))
  if (!limit.allowed) {
    return json({ error: 'Too many attempts.', retryAfterSeconds: limit.retryAfterSeconds }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  if (body.data.company) return json({ ok: true }, 201)
  const email = body.data.email.toLowerCase()
  const existing = await req.payload.count({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  if (existing.totalDocs) return duplicate()
  try {
    await req.payload.create({
      collection: 'subscriptions',
      data: { email, phone: body.data.phone || null },
      overrideAccess: true,
    })
  } catch (err) {
    if (isUniqueViolation(err)) return duplicate()
    throw err
  }
  await req.payload.jobs.queue({ task: 'sendWelcomeEmail', input: { email } })
  kickJobs(req.payload)
  return json({ ok: true }, 201)
}

export const subscribeEndpoint: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: async (req) => {
    try {
      return await handler(req)
    } catch (err) {
      req.payload.logger.error({ err, msg: 'subscription could not be stored' })
      return json({ error: 'Subscriptions are unavailable right now. Please try again in a few minutes.' }, 503)
    }
  },
}
