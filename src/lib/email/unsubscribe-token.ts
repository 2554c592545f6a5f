import { createHmac, timingSafeEqual } from 'node:crypto'

import { type AppLocale, DEFAULT_LOCALE, localizedPath } from '@/i18n/locales'
import { getEnv } from '@/lib/env'

/** A signed, unguessable token per address: only the recipient of our mail can unsubscribe it. */
export function unsubscribeToken(email: string, secret = getEnv().PAYLOAD_SECRET): string {
  return createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest('base64url')
}

export function isValidUnsubscribeToken(email: string, token: string, secret = getEnv().PAYLOAD_SECRET): boolean {
  const expected = Buffer.from(unsubscribeToken(email, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
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
