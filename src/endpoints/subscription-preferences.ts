import type { PayloadRequest } from 'payload'

import { isValidPreferencesToken } from '@/lib/email/unsubscribe-token'
import { type SubscriptionPreferences, subscriptionPreferencesSchema } from '@/lib/validations/subscription-preferences'

import { defineEndpoint, type EndpointContext, json } from './http'

/**
 * POST /api/subscription-preferences {email, token, language, frequency, locale}: a subscriber changes the
 * language of our mails, or every update ↔ a weekly summary. The signed token from the mail is the
 * authorisation; it answers in the language of the page the form was on.
 */
async function savePreferences(req: PayloadRequest, data: SubscriptionPreferences, { t }: EndpointContext): Promise<Response> {
  const email = data.email.toLowerCase()
  if (!isValidPreferencesToken(email, data.token)) return json({ error: t('subscriptionPage.invalid') }, 403)
  const updated = await req.payload.update({
    collection: 'subscriptions',
    where: { email: { equals: email } },
    data: { language: data.language, frequency: data.frequency },
    overrideAccess: true,
  })
  if (!updated.docs.length) return json({ error: t('endpoints.preferencesNotSubscribed') }, 404)
  return json({ ok: true, language: data.language, frequency: data.frequency })
}

export const subscriptionPreferencesEndpoint = defineEndpoint({
  path: '/subscription-preferences',
  method: 'post',
  body: { schema: subscriptionPreferencesSchema },
  locale: 'body',
  rateLimit: { name: 'subscribe', message: 'endpoints.tooManyAttempts' },
  unavailable: { message: 'endpoints.preferencesUnavailable', log: 'saving subscription preferences failed' },
  handle: savePreferences,
})
