import type { Endpoint, PayloadRequest } from 'payload'

import { isValidUnsubscribeToken } from '@/lib/email/unsubscribe-token'

import { json } from './http'

/**
 * POST /api/unsubscribe?email=…&token=…: removes the address (so it may subscribe again later).
 * Works for mail clients' one-click requests and for the confirm button on /unsubscribe.
 */
async function handler(req: PayloadRequest): Promise<Response> {
  const url = new URL(req.url ?? '', 'http://localhost')
  const email = (url.searchParams.get('email') ?? '').toLowerCase().slice(0, 254)
  const token = (url.searchParams.get('token') ?? '').slice(0, 100)
  if (!email || !token || !isValidUnsubscribeToken(email, token)) return json({ error: 'This unsubscribe link is not valid.' }, 400)
  await req.payload.delete({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  if (url.searchParams.get('from') === 'page') return new Response(null, { status: 303, headers: { Location: '/unsubscribe?done=1', 'Cache-Control': 'no-store' } })
  return json({ ok: true })
}

export const unsubscribeEndpoint: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    try {
      return await handler(req)
    } catch (err) {
      req.payload.logger.error({ err, msg: 'unsubscribe failed' })
      return json({ error: 'Unsubscribing is unavailable right now. Please try again shortly.' }, 503)
    }
  },
}
