import type { PayloadRequest } from 'payload'

import { localizedPath } from '@/i18n/locales'
import { isValidUnsubscribeToken } from '@/lib/email/unsubscribe-token'

import { defineEndpoint, type EndpointContext, json } from './http'

/** The link's address and signed token (capped as the form caps them). */
function linkOf(req: PayloadRequest): { url: URL; email: string; token: string } {
  const url = new URL(req.url ?? '', 'http://localhost')
  return { url, email: (url.searchParams.get('email') ?? '').toLowerCase().slice(0, 254), token: (url.searchParams.get('token') ?? '').slice(0, 100) }
}

/** To the /unsubscribe page in the link's language, which says in words what happened or asks to confirm. */
const toPage = (locale: EndpointContext['locale'], query: string) =>
  new Response(null, { status: 303, headers: { Location: `${localizedPath('/unsubscribe', locale)}${query}`, 'Cache-Control': 'no-store' } })

/**
 * POST /api/unsubscribe?email=…&token=…&locale=…: removes the address (so it may subscribe again later).
 * Works for mail clients' one-click requests (from the mail client, so no origin check) and for the
 * confirm button on /unsubscribe (and /es/unsubscribe), which it sends back to the page in the same
 * language. The signed token is the authorisation.
 */
async function unsubscribe(req: PayloadRequest, _data: undefined, { locale, t }: EndpointContext): Promise<Response> {
  const { url, email, token } = linkOf(req)
  // The confirm button comes back to the page, which says what happened in words (never a bare JSON page).
  const fromPage = url.searchParams.get('from') === 'page'
  if (!email || !token || !isValidUnsubscribeToken(email, token)) {
    return fromPage ? toPage(locale, '') : json({ error: t('endpoints.unsubscribeInvalid') }, 400)
  }
  await req.payload.delete({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  return fromPage ? toPage(locale, '?done=1') : json({ ok: true })
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
  const { email, token } = linkOf(req)
  const query = new URLSearchParams(Object.entries({ email, token }).filter(([, value]) => value))
  return toPage(locale, query.size ? `?${query}` : '')
}

export const unsubscribeLinkEndpoint = defineEndpoint({
  ...LINK,
  method: 'get',
  unavailable: { message: 'endpoints.unsubscribeUnavailable', log: 'unsubscribe link failed' },
  handle: toConfirmPage,
})
