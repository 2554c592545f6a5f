import type { PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/auth/client-address'
import { clock } from '@/lib/auth/clock'
import { SESSION_TTL_MS } from '@/lib/auth/constants'
import { secureCookies, sessionCookie } from '@/lib/auth/cookie'
import { matchAdminCode } from '@/lib/auth/match-code'
import { createSession, deleteExpiredSessions } from '@/lib/auth/sessions'
import { reset } from '@/lib/rate-limit/limiters'
import { adminCodeSchema, type AdminCodeInput } from '@/lib/validations/admin-code'

import { defineEndpoint, json } from './http'
import { withVerificationSlot } from './verification-slots'

/** POST /api/validate-admin-code {code} → {valid}. On success the session cookie is set; no token in the body. */
async function checkCode(req: PayloadRequest, { code }: AdminCodeInput): Promise<Response> {
  const check = await withVerificationSlot(() => matchAdminCode(req.payload, code))
  if (check.busy) return json({ valid: false, error: 'Busy, try again in a few seconds.' }, 503, { 'Retry-After': '5' })
  // A wrong code is a normal answer of the check (SPEC §7: read a boolean `valid`), not an HTTP error.
  if (check.value === null) return json({ valid: false })

  const codeId = check.value
  await reset(req.payload, 'adminCode', clientAddress(req.headers))
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

export const validateAdminCodeEndpoint = defineEndpoint({
  path: '/validate-admin-code',
  method: 'post',
  body: { schema: adminCodeSchema },
  rateLimit: { name: 'adminCode', message: 'Too many attempts.' },
  errorFields: { valid: false },
  unavailable: { message: 'The sign-in service is unavailable. Please try again shortly.', log: 'admin code check failed' },
  handle: checkCode,
})
