import type { CollectionAfterLogoutHook } from 'payload'

import { clearedSessionCookie, readSessionToken, secureCookies } from '@/lib/auth/cookie'
import { deleteSessionByToken } from '@/lib/auth/sessions'

/** The /cms panel's "Log out" ends our session too and removes the cookie. */
export const endSessionOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const token = req.headers ? readSessionToken(req.headers) : undefined
  if (token) await deleteSessionByToken(req.payload, token, req)
  const headers = req.responseHeaders ?? new Headers()
  headers.append('Set-Cookie', clearedSessionCookie(secureCookies()))
  req.responseHeaders = headers
}
