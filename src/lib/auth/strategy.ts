import type { AuthStrategy, Payload } from 'payload'

import { readSessionToken } from './cookie'
import { isForeignRequest } from './same-origin'
import { type ActiveSession, findActiveSession } from './sessions'

/**
 * The live session a request's cookie opens, or null: no/unknown/expired session, a disabled or
 * expired code, or a state-changing request from another origin (CSRF).
 */
export async function resolveAdminSession(payload: Payload, headers: Headers, method?: string): Promise<ActiveSession | null> {
  const token = readSessionToken(headers)
  if (!token || isForeignRequest(headers, method, payload.config.serverURL)) return null
  return findActiveSession(payload, token)
}

/** The admin-code user as Payload's access rules see it (`req.user`). */
export const sessionUser = (session: ActiveSession) => ({
  ...session.code,
  collection: 'admin-codes' as const,
  _strategy: 'admin-code-session',
})

/**
 * Resolves the session cookie on every request: REST, GraphQL, uploads, server components and
 * actions, and the /cms panel all share one sign-in.
 */
export const adminSessionStrategy: AuthStrategy = {
  name: 'admin-code-session',
  authenticate: async ({ headers, payload, req }) => {
    const session = await resolveAdminSession(payload, headers, req?.method)
    return { user: session ? sessionUser(session) : null }
  },
}
