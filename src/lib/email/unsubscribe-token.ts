import { createHmac, timingSafeEqual } from 'node:crypto'

import { type AppLocale, DEFAULT_LOCALE, localizedPath } from '@/i18n/locales'
import { getEnv } from '@/lib/env'

type Purpose = 'unsubscribe' | 'preferences'

const sign = (purpose: Purpose, email: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${email.toLowerCase()}`).digest('base64url')

const matches = (expectedToken: string, token: string) => {
  const expected = Buffer.from(expectedToken)
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A signed, unguessable token per address: only the recipient of our mail can unsubscribe it. */
export function unsubscribeToken(email: string, secret = getEnv().PAYLOAD_SECRET): string {
  return sign('unsubscribe', email, secret)
}

export function isValidUnsubscribeToken(email: string, token: string, secret = getEnv().PAYLOAD_SECRET): boolean {
  return matches(unsubscribeToken(email, secret), token)
}

/** The token of the email-preferences link (language, every update or weekly): signed for that purpose only. */
export function preferencesToken(email: string, secret = getEnv().PAYLOAD_SECRET): string {
  return sign('preferences', email, secret)
}

export function isValidPreferencesToken(email: string, token: string, secret = getEnv().PAYLOAD_SECRET): boolean {
  return matches(preferencesToken(email, secret), token)
}

/** The preferences page in the mail's language (`/subscription` or `/es/subscription`). */
export function preferencesUrl(email: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const base = getEnv().SITE_URL.replace(/\/$/, '')
  const params = new URLSearchParams({ email: email.toLowerCase(), token: preferencesToken(email) })
  return `${base}${localizedPath('/subscription', locale)}?${params.toString()}`
}

/**
 * The unsubscribe page in the mail's language (`/unsubscribe` or `/es/unsubscribe`) and the one-click
 * address for mail clients (which answers in that language too).
 */
export function unsubscribeUrls(email: string, locale: AppLocale = DEFAULT_LOCALE): { page: string; oneClick: string } {
  const base = getEnv().SITE_URL.replace(/\/$/, '')
  const params = new URLSearchParams({ email: email.toLowerCase(), token: unsubscribeToken(email) })
  const page = `${base}${localizedPath('/unsubscribe', locale)}?${params.toString()}`
  if (locale !== DEFAULT_LOCALE) params.set('locale', locale)
  return { page, oneClick: `${base}/api/unsubscribe?${params.toString()}` }
}
