import { refusal } from './malformed'

const FILE_ROUTE = /^\/api\/[^/]+\/file\//
const METHODS_WITH_ROUTES = new Set(['GET', 'POST', 'PATCH', 'DELETE'])

type EndpointShape = { path: string; method: string }

const matchesPath = (pattern: string, pathname: string): boolean =>
  new RegExp(`^/api${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname)

/**
 * Payload answers an unknown route-and-method with 404 "Route not found". When the path exists for
 * another method (one of our endpoints) or the method is one Payload never routes (PUT…), it is a 405.
 */
async function methodNotAllowed(request: Request, response: Response, endpoints: EndpointShape[]): Promise<Response | null> {
  if (response.status !== 404) return null
  const body = await response.clone().text()
  if (!body.includes('Route not found')) return null
  const pathname = new URL(request.url).pathname
  const allowed = endpoints.filter((e) => matchesPath(e.path, pathname)).map((e) => e.method.toUpperCase())
  if (allowed.length) return refusal(405, 'Method not allowed.', { Allow: allowed.join(', ') })
  if (!METHODS_WITH_ROUTES.has(request.method)) return refusal(405, 'Method not allowed.', { Allow: 'GET, POST, PATCH, DELETE' })
  return refusal(404, 'Not Found')
}

/**
 * Final touches on every Payload answer:
 * - a missing or hidden file is a 404 (Payload answers 500 for a record whose file is gone, 403 for a hidden one),
 *   and so is a collection Payload keeps off REST (it answers 501);
 * - API answers depend on the session and may carry private data: `no-store` and `Vary: Cookie`;
 *   an image file read anonymously may be kept briefly by caches (it is public while its content is).
 */
export async function finishAnswer(request: Request, response: Response, endpoints: EndpointShape[]): Promise<Response> {
  const pathname = new URL(request.url).pathname
  const isFile = FILE_ROUTE.test(pathname) && request.method === 'GET'
  if (isFile && (response.status === 403 || response.status >= 500)) return refusal(404, 'Not Found')
  // Payload's 501 "Cannot GET <url>" for a collection with no REST routes (payload-migrations): not there.
  if (response.status === 501) return refusal(404, 'Not Found')
  const replaced = await methodNotAllowed(request, response, endpoints)
  if (replaced) return replaced
  const headers = new Headers(response.headers)
  const publicFile = isFile && response.status < 300 && !request.headers.has('cookie')
  if (!(headers.get('cache-control') ?? '').includes('no-store')) headers.set('Cache-Control', publicFile ? 'public, max-age=300' : 'no-store')
  headers.append('Vary', 'Cookie')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
