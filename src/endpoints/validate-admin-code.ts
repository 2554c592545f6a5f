import type { Endpoint, PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/auth/client-address'
import { clock } from '@/lib/auth/clock'
import { SESSION_TTL_MS } from '@/lib/auth/constants'
import { secureCookies, sessionCookie } from '@/lib/auth/cookie'
import { matchAdminCode } from '@/lib/auth/match-code'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { createSession, deleteExpiredSessions } from '@/lib/auth/sessions'
import { consume, reset } from '@/lib/rate-limit/limiters'
import { adminCodeSchema } from '@/lib/validations/admin-code'

import { json, parseBody } from './http'
import { withVerificationSlot } from './verification-slots'

/** POST /api/validate-admin-code {code} → {valid}. On success the session cookie is set; no token in the body. */
async function handler(req: PayloadRequest): Promise<Response> {
  if (isForeignRequest(req.headers, 'POST', req.payload.config.serverURL)) return json({ valid: false, error: 'Cross-site request refused.' }, 403)
  const body = await parseBody(req, adminCodeSchema)
  if (!body.ok) return body.response
  const client = clientAddress(req.headers)
  const limit = await consume(req.payload, 'adminCode', client)
  if (!limit.allowed) {
    return json({ valid: false, error: 'Too many attempts.', retryAfterSeconds: limit.retryAfterSeconds }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const check = await withVerificationSlot(() => matchAdminCode(req.payload, body.data.code))
  if (check.busy) return json({ valid: false, error: 'Busy, try again in a few seconds.' }, 503, { 'Retry-After': '5' })
  // A wrong code is a normal answer of the check (SPEC §7: read a boolean `valid`), not an HTTP error.
  if (check.value === null) return json({ valid: false })

  const codeId = check.value
  await reset(req.payload, 'adminCode', client)
  await deleteExpiredSessions(req.payload)
  const { token, expiresAt } = await createSession(req.payload, codeId)
  await req.payload.update({
    collection: 'admin-codes',
    id: codeId,
    data: { lastUsedAt: new Date(clock.now()).toISOString() },
    overrideAccess: true,
  })
  const cookie = sessionCookie(token, { maxAgeSeconds: SESSION_TTL_MS / 1000, secure: secureCookies() })
  return json({ valid: true, expiresAt: expiresAt.getTime() }, 200, { 'Set-Cookie': cookie })
}

export const validateAdminCodeEndpoint: Endpoint = {
  path: '/validate-admin-code',
  method: 'post',
  handler: async (req) => {
    try {
      return await handler(req)
    } catch (err) {
      req.payload.logger.error({ err, msg: 'admin code check failed' })
      return json({ valid: false, error: 'The sign-in service is unavailable. Please try again shortly.' }, 503)
    }
  },
}
