import { createHmac, timingSafeEqual } from 'node:crypto'

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

export function unsubscribeUrls(email: string): { page: string; oneClick: string } {
  const base = getEnv().SITE_URL.replace(/\/$/, '')
  const query = new URLSearchParams({ email: email.toLowerCase(), token: unsubscribeToken(email) }).toString()
  return { page: `${base}/unsubscribe?${query}`, oneClick: `${base}/api/unsubscribe?${query}` }
}
