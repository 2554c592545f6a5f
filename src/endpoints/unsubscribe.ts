import type { PayloadRequest } from 'payload'

import { localizedPath } from '@/i18n/locales'
import { isValidUnsubscribeToken } from '@/lib/email/unsubscribe-token'

import { defineEndpoint, type EndpointContext, json } from './http'

/**
 * POST /api/unsubscribe?email=…&token=…&locale=…: removes the address (so it may subscribe again later).
 * Works for mail clients' one-click requests (from the mail client, so no origin check) and for the
 * confirm button on /unsubscribe (and /es/unsubscribe), which it sends back to the page in the same
 * language. The signed token is the authorisation.
 */
async function unsubscribe(req: PayloadRequest, _data: undefined, { locale, t }: EndpointContext): Promise<Response> {
  const url = new URL(req.url ?? '', 'http://localhost')
  const email = (url.searchParams.get('email') ?? '').toLowerCase().slice(0, 254)
  const token = (url.searchParams.get('token') ?? '').slice(0, 100)
  // The confirm button comes back to the page, which says what happened in words (never a bare JSON page).
  const backToPage = (query: string) =>
    new Response(null, { status: 303, headers: { Location: `${localizedPath('/unsubscribe', locale)}${query}`, 'Cache-Control': 'no-store' } })
  const fromPage = url.searchParams.get('from') === 'page'
  if (!email || !token || !isValidUnsubscribeToken(email, token)) {
    return fromPage ? backToPage('') : json({ error: t('endpoints.unsubscribeInvalid') }, 400)
  }
  await req.payload.delete({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  return fromPage ? backToPage('?done=1') : json({ ok: true })
}

/** Both methods: mail apps call the address from outside the site, and the language is the link's. */
const LINK = { path: '/unsubscribe', sameOriginOnly: false, locale: 'query' } as const

export const unsubscribeEndpoint = defineEndpoint({
  ...LINK,
  method: 'post',
  unavailable: { message: 'endpoints.unsubscribeUnavailable', log: 'unsubscribe failed' },
  handle: unsubscribe,
})

/**
 * GET /api/unsubscribe?email=…&token=…&locale=…: the List-Unsubscribe address opened in a browser (mail apps
 * without one-click do that) goes to the page that asks to confirm, in the mail's language. A GET removes
 * nothing: link checkers and previews open addresses too.
 */
async function toConfirmPage(req: PayloadRequest, _data: undefined, { locale }: EndpointContext): Promise<Response> {
  const url = new URL(req.url ?? '', 'http://localhost')
  const query = new URLSearchParams()
  for (const [key, max] of [['email', 254], ['token', 100]] as const) {
    const value = url.searchParams.get(key)
    if (value) query.set(key, value.slice(0, max))
  }
  const location = `${localizedPath('/unsubscribe', locale)}${query.size ? `?${query}` : ''}`
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

export const unsubscribeLinkEndpoint = defineEndpoint({
  ...LINK,
  method: 'get',
  unavailable: { message: 'endpoints.unsubscribeUnavailable', log: 'unsubscribe link failed' },
  handle: toConfirmPage,
})
