import { SUBSCRIBER_FREQUENCIES, type SubscriberFrequency } from '@/features/mailings/constants'
import { type AppLocale, isAppLocale } from '@/i18n/locales'
import { isValidPreferencesToken } from '@/lib/email/unsubscribe-token'
import { getPayloadClient } from '@/lib/payload'

export type SubscriptionLink =
  | { state: 'invalid' }
  | { state: 'not-subscribed'; email: string }
  | { state: 'ok'; email: string; language: AppLocale; frequency: SubscriberFrequency }

/**
 * The subscriber behind a signed preferences link from one of our mails (never cached: it is one
 * person's data, read only with a valid token).
 */
export async function findSubscriptionByLink(email: string, token: string): Promise<SubscriptionLink> {
  const address = email.trim().toLowerCase().slice(0, 254)
  if (!address || !token || !isValidPreferencesToken(address, token.slice(0, 100))) return { state: 'invalid' }
  const payload = await getPayloadClient()
  const found = await payload.find({ collection: 'subscriptions', where: { email: { equals: address } }, limit: 1, depth: 0, overrideAccess: true })
  const doc = found.docs[0]
  if (!doc) return { state: 'not-subscribed', email: address }
  const frequency = (SUBSCRIBER_FREQUENCIES as readonly string[]).includes(doc.frequency ?? '') ? (doc.frequency as SubscriberFrequency) : 'every'
  return { state: 'ok', email: address, language: isAppLocale(doc.language) ? doc.language : 'en', frequency }
}
