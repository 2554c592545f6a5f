import * as qs from 'qs-esm'

/**
 * Bounds on a REST query, which reaches PostgreSQL as one statement: Payload turns each `in` value into a
 * parameter (over 65,535 is a 500), each `like` word into a condition and each sort key into an ORDER BY
 * term, so a long list cost every visitor a second or two. A URL is at most about 16 KB (Node's header
 * limit); a method override's form body (method-override.ts) stands in for one and gets the same bound.
 * The query is read as Payload reads it (qs, with its options), so no spelling of a key escapes the count.
 */
export const MAX_QUERY_CHARS = 16 * 1024
export const MAX_LIST_VALUES = 200
export const MAX_SEARCH_WORDS = 20
export const MAX_SORT_KEYS = 5

const LIST_OPERATORS = new Set(['in', 'not_in'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])

/** Payload's own reading of a query string (payload/dist/utilities/createPayloadRequest.js). */
const parseQuery = (search: string): Record<string, unknown> => qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value])

/** Why a `where` (REST, parsed) is too big for one statement, or null. */
export function whereProblem(where: unknown): string | null {
  const pending: unknown[] = [where]
  while (pending.length) {
    const next = pending.pop()
    if (typeof next !== 'object' || next === null) continue
    for (const [key, value] of Object.entries(next)) {
      if (LIST_OPERATORS.has(key)) {
        const count = valuesOf(value).reduce<number>((n, v) => n + (typeof v === 'string' ? v.split(',').length : 1), 0)
        if (count > MAX_LIST_VALUES) return `A list takes at most ${MAX_LIST_VALUES} values.`
      }
      // Payload splits a search on each single space, empty words included.
      if (TEXT_OPERATORS.has(key) && typeof value === 'string' && value.split(' ').length > MAX_SEARCH_WORDS) return `A search takes at most ${MAX_SEARCH_WORDS} words.`
      pending.push(value)
    }
  }
  return null
}

/** Why a sort (one string, or several given as a list) cannot be run, or null: too many keys, or a field twice. */
export function sortProblem(sort: unknown): string | null {
  if (sort === undefined || sort === null) return null
  const keys = valuesOf(sort).flatMap((v) => String(v).split(',')).map((k) => k.trim()).filter(Boolean)
  if (keys.length > MAX_SORT_KEYS) return `Sort by at most ${MAX_SORT_KEYS} fields.`
  // The same field twice (`image.filename,-image.filename`) was a 500 for a related field.
  const fields = keys.map((k) => k.replace(/^-/, ''))
  return new Set(fields).size === fields.length ? null : 'Sort by each field once.'
}

/** The reason a query is too big for one statement, or null. */
export function oversizedQuery(search: string): string | null {
  if (search.length > MAX_QUERY_CHARS) return `The query is too long (at most ${MAX_QUERY_CHARS} characters).`
  const query = parseQuery(search)
  return whereProblem(query.where) ?? sortProblem(query.sort)
}
