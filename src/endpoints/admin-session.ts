import { clearedSessionCookie, readSessionToken, secureCookies } from '@/lib/auth/cookie'
import { deleteSessionByToken, findActiveSession } from '@/lib/auth/sessions'

import { defineEndpoint, json } from './http'

const unavailable = { message: 'The sign-in service is unavailable. Please try again shortly.', log: 'admin session check failed' }

/** GET /api/admin-session → {authenticated, expiresAt}; 401 when the cookie opens no live session. */
export const adminSessionEndpoint = defineEndpoint({
  path: '/admin-session',
  method: 'get',
  unavailable,
  handle: async (req) => {
    const session = await findActiveSession(req.payload, readSessionToken(req.headers))
    if (!session) return json({ authenticated: false }, 401)
    return json({ authenticated: true, expiresAt: session.expiresAt.getTime(), label: session.code.label })
  },
})

/** POST /api/admin-logout: deletes the session and the cookie. Refused from another origin. */
export const adminLogoutEndpoint = defineEndpoint({
  path: '/admin-logout',
  method: 'post',
  errorFields: { ok: false },
  unavailable: { ...unavailable, log: 'admin sign-out failed' },
  handle: async (req) => {
    const token = readSessionToken(req.headers)
    if (token) await deleteSessionByToken(req.payload, token)
    return json({ ok: true }, 200, { 'Set-Cookie': clearedSessionCookie(secureCookies()) })
  },
})
