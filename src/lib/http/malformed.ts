import { oversizedQuery } from './query-limits'

/** Short JSON refusals in Payload's error shape (`{errors: [{message}]}`), never cached. */
export const refusal = (status: number, message: string, headers: HeadersInit = {}): Response =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * Operators Payload answers 500 for here: the point-field ones (no collection has a point field) and `all`,
 * which its PostgreSQL adapter does not implement.
 */
export const UNSUPPORTED_OPERATORS = ['near', 'within', 'intersects', 'all'] as const
const UNSUPPORTED_OPERATOR = new RegExp(`\\[(${UNSUPPORTED_OPERATORS.join('|')})\\]`, 'i')
const PAGING = { page: /^[1-9]\d{0,8}$/, limit: /^\d{1,9}$/, depth: /^\d{1,2}$/ } as const

/**
 * Operators that match one text value: given a list (a repeated key, `[]`, `[0]`) Payload answers 500 (it
 * splits the value as a string, or writes `ilike ()`). No field here is `hasMany`, the one use of a list
 * with `contains`. (`in`, `not_in` and `equals` on a relationship take lists, and keep them.)
 */
const ONE_VALUE_OPERATOR = /\[(like|not_like|contains)\](.*)$/i
export const takesOneValue = (operator: string): string => `The ${operator.toLowerCase()} operator takes one value.`

const decodes = (value: string): boolean => {
  try {
    decodeURIComponent(value.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}

/**
 * Requests Payload would answer with a 500 (a stack trace in development): bad percent-encoding,
 * point operators, a list for a text operator, negative or non-numeric paging, a query too big for one
 * statement (query-limits.ts). Answered 400 before Payload sees them.
 */
export function refuseMalformedUrl(url: URL): Response | null {
  if (!decodes(url.pathname) || !decodes(url.search)) return refusal(400, 'Malformed URL.')
  const oversized = oversizedQuery(url.search)
  if (oversized) return refusal(400, oversized)
  const keys = new Set<string>()
  for (const [key, value] of url.searchParams) {
    if (UNSUPPORTED_OPERATOR.test(key)) return refusal(400, 'Unsupported query operator.')
    const oneValue = ONE_VALUE_OPERATOR.exec(key)
    if (oneValue && (oneValue[2] !== '' || keys.has(key))) return refusal(400, takesOneValue(oneValue[1]))
    keys.add(key)
    const pattern = PAGING[key as keyof typeof PAGING]
    if (pattern && !pattern.test(value)) return refusal(400, `Invalid ${key}.`)
  }
  return null
}
