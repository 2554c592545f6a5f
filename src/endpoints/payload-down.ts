import { getPayload, type SanitizedConfig } from 'payload'

import { json, type UnavailableAnswer, unavailableResponse } from './http'

const isAnswer = (value: unknown): value is UnavailableAnswer =>
  typeof value === 'object' && value !== null && 'unavailable' in value && 'errorFields' in value

/** The language a form or link names, read from a copy of the (already capped) body or the query. */
async function namedLocale(request: Request, where: UnavailableAnswer['locale']): Promise<unknown> {
  if (where === 'query') return new URL(request.url).searchParams.get('locale')
  if (where !== 'body') return undefined
  try {
    const body: unknown = JSON.parse(await request.clone().text())
    return typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined
  } catch {
    return undefined
  }
}

/**
 * While Payload cannot start (the database is unreachable), Payload's REST handler answers every request with
 * a bare 500. Our endpoints answer their own honest 503 instead, in the form's language, and any other API
 * route a plain 503. Null when Payload is up (the usual case: `getPayload` returns the running instance).
 * Payload retries on each call, so the API recovers by itself when the database is back.
 */
export async function answerWhilePayloadDown(config: SanitizedConfig, request: Request): Promise<Response | null> {
  try {
    await getPayload({ config })
    return null
  } catch {
    const url = new URL(request.url)
    const method = request.method.toLowerCase()
    const endpoint = config.endpoints.find((e) => e.method === method && `${config.routes.api}${e.path}` === url.pathname)
    const custom: unknown = endpoint?.custom
    if (isAnswer(custom)) return unavailableResponse(custom, await namedLocale(request, custom.locale))
    return json({ errors: [{ message: 'The site is unavailable right now. Please try again in a few minutes.' }] }, 503)
  }
}
