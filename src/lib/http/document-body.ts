import { refusal } from './malformed'
import { isGetOverride } from './method-override'

export const NOT_AN_OBJECT = 'The request body must be a JSON object.'
export const MAX_JSON_DEPTH = 32
export const TOO_DEEP = `The data nests more than ${MAX_JSON_DEPTH} levels.`

/**
 * How deeply a JSON text nests its lists and objects, read without recursion (Payload walks a document's
 * data recursively and answered 500 past a few thousand levels; no field here nests more than a few).
 */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth)
    else if (c === '}' || c === ']') depth--
  }
  return deepest
}

/** The reason a document's JSON text is refused (not an object, or nested too deeply), or null. */
export function documentDataProblem(text: string): string | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return NOT_AN_OBJECT
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return NOT_AN_OBJECT
  return jsonDepth(text) > MAX_JSON_DEPTH ? TOO_DEEP : null
}
export const NOT_JSON = 'Send the data as JSON (Content-Type: application/json), or an upload as multipart/form-data.'

export type DocumentSlugs = { collections: readonly string[]; globals: readonly string[] }

/**
 * A collection's create (POST /api/<slug>) or update (PATCH /api/<slug>, /api/<slug>/<id>), or a global's
 * save (POST /api/globals/<slug>): the body is its data. The path as Payload routes it (decoded), and any
 * method override but a GET one (which carries a query, method-override.ts) still writes.
 */
function isDocumentWrite(request: Request, pathname: string, slugs: DocumentSlugs): boolean {
  if (isGetOverride(request)) return false
  const [api, slug, id, ...rest] = pathname.split('/').slice(1).map(safeDecode)
  if (api !== 'api') return false
  if (slug === 'globals') return slugs.globals.includes(id) && !rest.length && request.method === 'POST'
  if (!slugs.collections.includes(slug) || rest.length) return false
  return (request.method === 'POST' && id === undefined) || request.method === 'PATCH'
}

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Payload takes a collection write's JSON body as the document's data, and answered an officer 500 for
 * one that is not an object (`null`, `"x"`, a list), for none, or for text/plain; a body that is not JSON
 * got 400 "An unknown error occurred.". Each now gets a 400 (415 for another content type) that says what
 * to send, and so does data nested deeper than MAX_JSON_DEPTH. Uploads (multipart) are checked in
 * multipart.ts (their `_payload` field the same way), method overrides in method-override.ts.
 */
export async function refuseUnreadableDocumentBody(request: Request, slugs: DocumentSlugs): Promise<Response | null> {
  if (!isDocumentWrite(request, new URL(request.url).pathname, slugs)) return null
  // Payload reads JSON only under exactly this type (not `Application/JSON`, not `+json`): data it did not
  // read was a 500. A multipart body is an upload (multipart.ts).
  const contentType = (request.headers.get('content-type') ?? '').split(';', 1)[0]
  if (contentType.toLowerCase().includes('multipart/')) return null
  const text = await request.clone().text()
  if (contentType !== 'application/json') return text ? refusal(415, NOT_JSON) : refusal(400, NOT_AN_OBJECT)
  const problem = documentDataProblem(text)
  return problem ? refusal(400, problem) : null
}
