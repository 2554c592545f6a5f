/**
 * Bounds on a REST query, which reaches PostgreSQL as one statement: Payload turns each `in` value into a
 * parameter (over 65,535 is a 500), each `like` word into a condition and each sort key into an ORDER BY
 * term, so a long list cost every visitor a second or two. A URL is at most about 16 KB (Node's header
 * limit); a method override's form body (method-override.ts) stands in for one and gets the same bound.
 */
export const MAX_QUERY_CHARS = 16 * 1024
export const MAX_LIST_VALUES = 200
export const MAX_SEARCH_WORDS = 20
export const MAX_SORT_KEYS = 5

const LIST_OPERATOR = /^(.*\[(?:in|not_in)\])(?:\[\d*\])?$/i
const TEXT_OPERATOR = /\[(?:like|not_like|contains)\]$/i

/** The reason a query is too big for one statement, or null. */
export function oversizedQuery(search: string, params: URLSearchParams): string | null {
  if (search.length > MAX_QUERY_CHARS) return `The query is too long (at most ${MAX_QUERY_CHARS} characters).`
  const listSizes = new Map<string, number>()
  for (const [key, value] of params) {
    const list = LIST_OPERATOR.exec(key)
    if (list) {
      const size = (listSizes.get(list[1]) ?? 0) + value.split(',').length
      if (size > MAX_LIST_VALUES) return `A list takes at most ${MAX_LIST_VALUES} values.`
      listSizes.set(list[1], size)
    }
    if (TEXT_OPERATOR.test(key) && value.split(/\s+/).filter(Boolean).length > MAX_SEARCH_WORDS) return `A search takes at most ${MAX_SEARCH_WORDS} words.`
    if (key === 'sort' && value.split(',').length > MAX_SORT_KEYS) return `Sort by at most ${MAX_SORT_KEYS} fields.`
  }
  return null
}
