import type { PayloadRequest } from 'payload'

import { isValidUnsubscribeToken } from '@/lib/email/unsubscribe-token'

import { defineEndpoint, json } from './http'

/**
 * POST /api/unsubscribe?email=…&token=…: removes the address (so it may subscribe again later).
 * Works for mail clients' one-click requests (from the mail client, so no origin check) and for the
 * confirm button on /unsubscribe. The signed token is the authorisation.
 */
async function unsubscribe(req: PayloadRequest): Promise<Response> {
  const url = new URL(req.url ?? '', 'http://localhost')
  const email = (url.searchParams.get('email') ?? '').toLowerCase().slice(0, 254)
  const token = (url.searchParams.get('token') ?? '').slice(0, 100)
  if (!email || !token || !isValidUnsubscribeToken(email, token)) return json({ error: 'This unsubscribe link is not valid.' }, 400)
  await req.payload.delete({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })
  if (url.searchParams.get('from') === 'page') return new Response(null, { status: 303, headers: { Location: '/unsubscribe?done=1', 'Cache-Control': 'no-store' } })
  return json({ ok: true })
}

export const unsubscribeEndpoint = defineEndpoint({
  path: '/unsubscribe',
  method: 'post',
  sameOriginOnly: false,
  unavailable: { message: 'Unsubscribing is unavailable right now. Please try again shortly.', log: 'unsubscribe failed' },
  handle: unsubscribe,
})
