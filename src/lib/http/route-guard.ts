import type { SanitizedConfig } from 'payload'

import { capFor, capRequest } from './body-caps'
import { refuseInvalidDocumentId } from './document-id'
import { refuseUnreadableDocumentBody } from './document-body'
import { asksDocAccess, hasLiveSession, isDocAccessRoute, noSessionRefusal } from './existence-oracle'
import { graphqlShape, MAX_ROOT_FIELDS } from './graphql-shape'
import { withoutSuggestions } from './graphql-suggestions'
import { refusal, refuseMalformedUrl } from './malformed'
import { refuseMethodOverride } from './method-override'
import { refuseUnreadableMultipart } from './multipart'
import { finishAnswer } from './private-answers'

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/** Payload's version routes: no collection or global keeps versions here, and each answered 500. */
const VERSIONS = /^\/api\/(?:globals\/)?[^/]+\/versions(?:\/|$)/i

/**
 * GraphQL bodies must be a JSON object with a readable query of at most MAX_ROOT_FIELDS lists; `docAccess*`
 * and `Access` (permissions, which Payload cannot work out for a visitor: 500) need a session.
 */
async function refuseGraphql(request: Request): Promise<Response | null> {
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return refusal(400, 'The request body must be JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refusal(400, 'The request body must be a JSON object.')
  const { query, variables } = body as { query?: unknown; variables?: unknown }
  const shape = graphqlShape(query, variables)
  if ('refused' in shape) return refusal(400, shape.refused)
  if (shape.rootFields.length > MAX_ROOT_FIELDS) return refusal(400, `Ask for at most ${MAX_ROOT_FIELDS} fields per request.`)
  const asksPermissions = asksDocAccess(query) || shape.rootFields.includes('Access')
  if (asksPermissions && !(await hasLiveSession(request.headers))) return noSessionRefusal()
  return null
}

/**
 * Wraps Payload's REST or GraphQL route handler: malformed URLs are refused with a 400, bodies are read
 * through the capped stream reader (413 as soon as the cap is passed), then unreadable multipart and a
 * method override Payload would mishandle are refused (see multipart, method-override), and so is an id no
 * row can have (document-id); document-permission lookups need a session, and every answer leaves with
 * private cache headers (see private-answers).
 */
export function guardRoute<C>(config: Promise<SanitizedConfig> | SanitizedConfig, route: 'rest' | 'graphql', handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const url = new URL(request.url)
    const malformed = refuseMalformedUrl(url)
    if (malformed) return malformed
    const capped = await capRequest(request, capFor(request, route))
    if (capped instanceof Response) return capped
    const { serverURL, collections, globals, endpoints, routes } = await config
    if (route === 'rest' && VERSIONS.test(url.pathname)) return refusal(404, 'Not Found.')
    const badId = route === 'rest' ? refuseInvalidDocumentId(url, capped.method, { collections, routes }) : null
    if (badId) return badId
    const slugs = { collections: collections.map((c) => c.slug), globals: globals.map((g) => g.slug) }
    const refusedBody =
      (await refuseUnreadableMultipart(capped)) ??
      (await refuseMethodOverride(capped, serverURL)) ??
      (route === 'rest' ? await refuseUnreadableDocumentBody(capped, slugs) : null)
    if (refusedBody) return refusedBody
    if (route === 'graphql') {
      const refused = await refuseGraphql(capped)
      if (refused) return refused
    } else if (isDocAccessRoute(url.pathname) && !(await hasLiveSession(request.headers))) {
      return noSessionRefusal()
    }
    const answer = await handler(capped, context)
    const response = route === 'graphql' ? await withoutSuggestions(answer) : answer
    return finishAnswer(capped, response, endpoints)
  }
}
