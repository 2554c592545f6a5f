import type { Endpoint } from 'payload'

import { clearedSessionCookie, readSessionToken, secureCookies } from '@/lib/auth/cookie'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { deleteSessionByToken, findActiveSession } from '@/lib/auth/sessions'

import { json } from './http'

/** GET /api/admin-session → {authenticated, expiresAt}; 401 when the cookie opens no live session. */
export const adminSessionEndpoint: Endpoint = {
  path: '/admin-session',
  method: 'get',
  handler: async (req) => {
    const session = await findActiveSession(req.payload, readSessionToken(req.headers))
    if (!session) return json({ authenticated: false }, 401)
    return json({ authenticated: true, expiresAt: session.expiresAt.getTime(), label: session.code.label })
  },
}

/** POST /api/admin-logout: deletes the session and the cookie. Refused from another origin. */
export const adminLogoutEndpoint: Endpoint = {
  path: '/admin-logout',
  method: 'post',
  handler: async (req) => {
    if (isForeignRequest(req.headers, 'POST', req.payload.config.serverURL)) return json({ ok: false }, 403)
    const token = readSessionToken(req.headers)
    if (token) await deleteSessionByToken(req.payload, token)
    return json({ ok: true }, 200, { 'Set-Cookie': clearedSessionCookie(secureCookies()) })
  },
}
