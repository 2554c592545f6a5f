import { readSessionToken } from '@/lib/auth/cookie'
import { findActiveSession } from '@/lib/auth/sessions'
import { getPayloadClient } from '@/lib/payload'

import { refusal } from './malformed'

/**
 * Payload's document-permission routes (`POST /api/<collection>/access/<id>`, `/api/globals/<slug>/access`)
 * and GraphQL `docAccess*` queries look the document up before answering, so without a session they told
 * existing ids (200) from missing ones (404). Only the /cms panel needs them, and only for a signed-in
 * officer: everyone else gets the same 403, whatever the id.
 */
const ACCESS_ROUTE = /^\/api\/(?:globals\/)?[^/]+\/access(?:\/|$)/

export const isDocAccessRoute = (pathname: string): boolean => ACCESS_ROUTE.test(pathname)

export const asksDocAccess = (graphqlQuery: unknown): boolean => typeof graphqlQuery === 'string' && /docAccess/i.test(graphqlQuery)

export async function hasLiveSession(headers: Headers): Promise<boolean> {
  const token = readSessionToken(headers)
  if (!token) return false
  return (await findActiveSession(await getPayloadClient(), token)) !== null
}

export const noSessionRefusal = (): Response => refusal(403, 'You are not allowed to perform this action.')
