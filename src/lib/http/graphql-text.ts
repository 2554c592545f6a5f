import { Kind, visit, type DocumentNode } from 'graphql'

import { sortProblem } from './query-limits'

/**
 * A text a GraphQL query (a read) may carry, written in it or passed in its variables. No read needs more
 * (a search of 20 words, a sort, a slug); a `like` of 30,000 words or a sort of 20,000 keys held the
 * server for seconds, and 70,000 words were a 500. Mutations (an officer's texts) are not bounded here.
 */
export const MAX_READ_TEXT = 1_000
const TOO_LONG_TEXT = `A text in a GraphQL query is at most ${MAX_READ_TEXT} characters.`

/** A string longer than MAX_READ_TEXT anywhere in `value` (walked without recursion). */
function hasLongText(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length) {
    const next = pending.pop()
    if (typeof next === 'string' && next.length > MAX_READ_TEXT) return true
    if (typeof next === 'object' && next !== null) pending.push(...Object.values(next))
  }
  return false
}

/**
 * Why a GraphQL read is refused for its texts, or null: a string over MAX_READ_TEXT (in the query or its
 * variables, when the document holds only queries), or a `sort` with too many keys or a field twice (the
 * same field twice was a 500 for a related field, as in REST).
 */
export function refusedReadText(document: DocumentNode, variables: unknown): string | null {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  const readsOnly = operations.every((o) => o.operation === 'query')
  if (readsOnly && hasLongText(variables)) return TOO_LONG_TEXT
  const vars = (typeof variables === 'object' && variables !== null ? variables : {}) as Record<string, unknown>
  let refused: string | null = null
  visit(document, {
    StringValue(node) {
      if (readsOnly && node.value.length > MAX_READ_TEXT) refused ??= TOO_LONG_TEXT
    },
    Argument(node) {
      if (node.name.value !== 'sort') return
      const value = node.value.kind === Kind.STRING ? node.value.value : node.value.kind === Kind.VARIABLE ? vars[node.value.name.value] : undefined
      refused ??= sortProblem(value)
    },
  })
  return refused
}
