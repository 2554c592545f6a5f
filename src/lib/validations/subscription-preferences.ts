import { z } from './zod'

import { SUBSCRIBER_FREQUENCIES } from '@/features/mailings/constants'
import { LOCALES } from '@/i18n/locales'

import { subscribeEmail } from './subscribe'

/**
 * The email-preferences form (/subscription) and POST /api/subscription-preferences: the signed link's
 * address and token, and the subscriber's choices. Unknown fields are dropped.
 */
export const subscriptionPreferencesSchema = z.object({
  email: subscribeEmail,
  token: z.string().min(1).max(100),
  language: z.enum(LOCALES),
  frequency: z.enum(SUBSCRIBER_FREQUENCIES),
})

export type SubscriptionPreferencesInput = z.input<typeof subscriptionPreferencesSchema>
export type SubscriptionPreferences = z.output<typeof subscriptionPreferencesSchema>
