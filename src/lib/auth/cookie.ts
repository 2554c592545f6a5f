import { SESSION_COOKIE } from './constants'

type CookieOptions = { maxAgeSeconds: number; secure: boolean }

/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure in production, at most 24 h. */
export function sessionCookie(token: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** A Set-Cookie value that removes the session cookie from the browser. */
export const clearedSessionCookie = (secure: boolean): string =>
  `${sessionCookie('', { maxAgeSeconds: 0, secure })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`

/** The session token from a request's Cookie header, if any. */
export function readSessionToken(headers: Headers): string | undefined {
  const header = headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** Secure cookies everywhere but local development and tests. */
export const secureCookies = (): boolean => process.env.NODE_ENV === 'production'
