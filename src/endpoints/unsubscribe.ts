import type { Endpoint, PayloadRequest } from 'payload'

import { localizedPath } from '@/i18n/locales'
import { requestedLocale, serverTranslator } from '@/i18n/server-translator'
import { isValidUnsubscribeToken } from '@/lib/email/unsubscribe-token'

import { json } from './http'

/**
 * POST /api/unsubscribe?email=…&token=…&locale=…: removes the address (so it may subscribe again later).
 * Works for mail clients' one-click requests and for the confirm button on /unsubscribe (and /es/unsubscribe),
 * which it sends back to the page in the same language. Answers in that language (`locale`, English by default).
 */
async function handler(req: PayloadRequest, url: URL): Promise<Response> {
  const locale = requestedLocale(url.searchParams.get('locale'))
  const email = (url.searchParams.get('email') ?? '').toLowerCase().slice(0, 254)
  const token = (url.searchParams.get('token') ?? '').slice(0, 100)
  if (!email || !token || !isValidUnsubscribeToken(email, token)) {
    return json({ error: serverTranslator(locale)('endpoints.unsubscribeInvalid') }, 400)
  }
  await req.payload.delete({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  if (url.searchParams.get('from') === 'page') {
    const done = `${localizedPath('/unsubscribe', locale)}?done=1`
    return new Response(null, { status: 303, headers: { Location: done, 'Cache-Control': 'no-store' } })
  }
  return json({ ok: true })
}

export const unsubscribeEndpoint: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const url = new URL(req.url ?? '', 'http://localhost')
    try {
      return await handler(req, url)
    } catch (err) {
      req.payload.logger.error({ err, msg: 'unsubscribe failed' })
      const t = serverTranslator(requestedLocale(url.searchParams.get('locale')))
      return json({ error: t('endpoints.unsubscribeUnavailable') }, 503)
    }
  },
}
