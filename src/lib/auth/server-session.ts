import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'

import { REQUEST_PATH_HEADER } from '@/lib/http/request-path'

import { loginPathFor } from './safe-redirect'
import { resolveAdminSession, sessionUser } from './strategy'

export type AdminContext = { payload: Payload; user: ReturnType<typeof sessionUser>; expiresAt: number }

/** The signed-in admin for this server render or server action, or null (once per request). */
export const getAdminContext = cache(async (): Promise<AdminContext | null> => {
  // The request first: a build then knows this page is per request before anything reads the database.
  const requestHeaders = await headers()
  const payload = await getPayloadClient()
  const session = await resolveAdminSession(payload, requestHeaders)
  return session ? { payload, user: sessionUser(session), expiresAt: session.expiresAt.getTime() } : null
})

/**
 * Guards every admin page and server action: no live session → /admin/login, before any admin content, told
 * to come back to the page asked for (an officer's bookmark of /admin/announcements lands there again).
 */
export async function requireAdmin(): Promise<AdminContext> {
  const context = await getAdminContext()
  if (!context) redirect(loginPathFor((await headers()).get(REQUEST_PATH_HEADER)))
  return context
}
