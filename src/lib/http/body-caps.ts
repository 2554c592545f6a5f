import { declaresMoreThan, readCapped } from './read-capped'

/** Request body caps for Payload's routes: JSON documents, GraphQL queries, and uploads (5 MB file + form). */
export const BODY_CAPS = {
  json: 1024 * 1024,
  graphql: 256 * 1024,
  upload: 6 * 1024 * 1024,
} as const

export const tooLargeResponse = (): Response =>
  Response.json(
    { errors: [{ message: 'Request body too large.' }] },
    // No `Connection: close`: closing with unread bytes resets the socket and the client loses the 413.
    { status: 413, headers: { 'Cache-Control': 'no-store' } },
  )

/** The cap for this request: multipart bodies are uploads, everything else is JSON (or GraphQL). */
export const capFor = (request: Request, route: 'rest' | 'graphql'): number =>
  route === 'graphql' ? BODY_CAPS.graphql : (request.headers.get('content-type') ?? '').startsWith('multipart/form-data') ? BODY_CAPS.upload : BODY_CAPS.json

/**
 * A copy of the request whose body was read through the capped reader, or the 413 answer as soon as
 * the cap was passed (declared or while streaming). Payload then parses bytes that are known to be small.
 */
export async function capRequest(request: Request, maxBytes: number): Promise<Request | Response> {
  if (!request.body) return request
  if (declaresMoreThan(request.headers, maxBytes)) return tooLargeResponse()
  const read = await readCapped(request.body, maxBytes)
  if (read.tooLarge) return tooLargeResponse()
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(read.bytes.byteLength))
  return new Request(request.url, { method: request.method, headers, body: read.bytes })
}
