import { CROSS_SITE_REFUSED, isForeignRequest } from '@/lib/auth/same-origin'

import { refusal, refuseMalformedUrl } from './malformed'

export const OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']

/** A GET override as Payload tells one (exactly `GET`; `get` is an ordinary POST to it: a document write). */
export const isGetOverride = (request: Request): boolean => OVERRIDE_HEADERS.some((name) => request.headers.get(name) === 'GET')
const FORM = 'application/x-www-form-urlencoded'

/**
 * Payload runs a POST carrying `X-Payload-HTTP-Method-Override: GET` (or `X-HTTP-Method-Override`) as a GET
 * whose query string is the form body; the /cms relationship and upload fields use it for queries too long
 * for a URL, so it stays. But the body would bypass the URL checks, Payload answers 500 for an unreadable
 * JSON body, and its session strategy would see a GET. So: the POST's origin check applies (403 from
 * another site), only the form body /cms sends is taken (400), and that body gets the URL checks.
 */
export async function refuseMethodOverride(request: Request, siteUrl: string): Promise<Response | null> {
  if (request.method !== 'POST' || !isGetOverride(request)) return null
  if (isForeignRequest(request.headers, request.method, siteUrl)) return refusal(403, CROSS_SITE_REFUSED)
  if (request.headers.get('content-type') !== FORM) return refusal(400, `A GET override carries its query as ${FORM}.`)
  // The URL Payload builds from it, character for character.
  return refuseMalformedUrl(new URL(`${request.url}?${await request.clone().text()}`))
}
