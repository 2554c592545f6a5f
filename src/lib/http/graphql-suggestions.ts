/**
 * GraphQL's validation answers name fields the asker never wrote ('Cannot query field "x" on type "Y".
 * Did you mean "z"?'), so guessing near-miss names would map the schema field by field, private ones
 * included, with introspection off. The hint is dropped; the rest of the message stays.
 */
const SUGGESTION = / Did you mean [^?]*\?/g

type GraphqlAnswer = { errors?: { message?: unknown }[] }

/** `response` as it is, or, when an error message carries a suggestion, the same answer without it. */
export async function withoutSuggestions(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.clone().text()
  if (!text.includes('Did you mean')) return response
  let body: GraphqlAnswer
  try {
    body = JSON.parse(text) as GraphqlAnswer
  } catch {
    return response
  }
  if (!Array.isArray(body.errors)) return response
  for (const error of body.errors) if (typeof error.message === 'string') error.message = error.message.replace(SUGGESTION, '')
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers })
}
