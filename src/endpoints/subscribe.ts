import type { PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { subscribeSchema, type SubscribeData } from '@/lib/validations/subscribe'

import { defineEndpoint, type EndpointContext, json } from './http'
import { kickJobs } from './kick-jobs'

/** SPEC §8: a duplicate is answered with the database's unique-violation code. */
const duplicate = ({ t }: EndpointContext) => json({ error: t('endpoints.alreadySubscribed'), code: '23505' }, 409)

/** Only a unique violation is a duplicate; any other validation error is the visitor's input. */
const isUniqueViolation = (err: unknown): boolean => {
  if (err instanceof ValidationError) return err.data.errors.some((e) => e.path === 'email' && /unique/i.test(e.message))
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code?: string }).code === '23505'
}

/**
 * POST /api/subscribe {email, phone?, locale?}: one row per address (any letter case), safe under
 * concurrency. Answers in the language of the form the visitor used, and the welcome mail goes out in it.
 */
async function subscribe(req: PayloadRequest, data: SubscribeData, context: EndpointContext): Promise<Response> {
  if (data.company) return json({ ok: true }, 201)
  const email = data.email.toLowerCase()
  const existing = await req.payload.count({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  if (existing.totalDocs) return duplicate(context)
  try {
    await req.payload.create({ collection: 'subscriptions', data: { email, phone: data.phone || null, language: context.locale }, overrideAccess: true })
  } catch (err) {
    if (isUniqueViolation(err)) return duplicate(context)
    if (err instanceof ValidationError) return json({ error: context.t('endpoints.invalidRequest'), fieldErrors: Object.fromEntries(err.data.errors.map((e) => [e.path, e.message])) }, 400)
    throw err
  }
  await req.payload.jobs.queue({ task: 'sendWelcomeEmail', input: { email, locale: context.locale } })
  kickJobs(req.payload)
  return json({ ok: true }, 201)
}

export const subscribeEndpoint = defineEndpoint({
  path: '/subscribe',
  method: 'post',
  body: { schema: subscribeSchema },
  locale: 'body',
  rateLimit: { name: 'subscribe', message: 'endpoints.tooManyAttempts', sender: { name: 'subscribeSender', of: (data) => data.email } },
  unavailable: { message: 'endpoints.subscribeUnavailable', log: 'subscription could not be stored' },
  handle: subscribe,
})
