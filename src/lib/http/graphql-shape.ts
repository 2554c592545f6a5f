import { buildSchema, Kind, NoFragmentCyclesRule, parse, validate, type DocumentNode, type SelectionSetNode } from 'graphql'

import { refusedDirective } from './graphql-directives'
import { refusedReadText } from './graphql-text'
import { refusedWhereValue } from './graphql-where'

/** Lists per request: each may return up to a page of documents, so aliases would multiply the clamp. */
export const MAX_ROOT_FIELDS = 10

/**
 * Ample for any real query (a `where` of some 250 conditions), while a `where` of thousands (cheap to send
 * within the body cap, slow to plan and run: one such request held the server for a second) is refused
 * before Payload reads it. The variables get the same bound, counted as entries (keys and list items).
 */
export const MAX_QUERY_TOKENS = 2_000
export const MAX_VARIABLE_ENTRIES = 500
const TOO_LONG = 'The GraphQL query is too long.'

/** More than `max` keys and list items in `value`, at all levels (walked without recursion). */
function hasMoreEntries(value: unknown, max: number): boolean {
  const pending: unknown[] = [value]
  let entries = 0
  while (pending.length) {
    const next = pending.pop()
    if (typeof next !== 'object' || next === null) continue
    const inner = Object.values(next)
    entries += inner.length
    if (entries > max) return true
    pending.push(...inner)
  }
  return false
}

// NoFragmentCyclesRule looks only at the document; validate() still wants a schema to walk it with.
const DOCUMENT_ONLY = buildSchema('type Query { _: Boolean }')

export type GraphqlShape = { refused: string } | { rootFields: string[] }

/**
 * What a GraphQL body asks for, before Payload runs it: the root fields of its operations (aliases counted
 * one by one, fragments expanded), or why it is refused. Refused here because Payload answers 500 for them:
 * a subscription (there is no subscription type: a bare 500), a fragment that spreads itself, directly or
 * through others (Payload's complexity count follows it before GraphQL's own check), and a `where` Payload
 * cannot run, written in the query or passed in its variables (see graphql-where), and a `@skip` / `@include`
 * it cannot read (see graphql-directives). Overlong queries and
 * variables are refused too (MAX_QUERY_TOKENS), and so are a read's overlong texts and sorts (graphql-text).
 */
export function graphqlShape(query: unknown, variables?: unknown): GraphqlShape {
  if (typeof query !== 'string') return { rootFields: [] }
  if (hasMoreEntries(variables, MAX_VARIABLE_ENTRIES)) return { refused: TOO_LONG }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_QUERY_TOKENS })
  } catch (err) {
    // graphql-js stops reading at the limit with "Document contains more that N tokens" (sic).
    return { refused: err instanceof Error && /contains more th\w+ \d+ tokens/.test(err.message) ? TOO_LONG : 'The GraphQL query could not be read.' }
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  if (operations.some((o) => o.operation !== 'query' && o.operation !== 'mutation')) return { refused: 'Only GraphQL queries and mutations are supported.' }
  if (validate(DOCUMENT_ONLY, document, [NoFragmentCyclesRule]).length) return { refused: 'A GraphQL fragment must not spread itself.' }
  const refused = refusedWhereValue(document, variables) ?? refusedDirective(document, variables) ?? refusedReadText(document, variables)
  if (refused) return { refused }
  const fragments = new Map<string, SelectionSetNode>()
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet)
  const rootFields: string[] = []
  const collect = (set: SelectionSetNode | undefined): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) rootFields.push(s.name.value)
      else if (s.kind === Kind.INLINE_FRAGMENT) collect(s.selectionSet)
      else collect(fragments.get(s.name.value))
    }
  }
  for (const o of operations) collect(o.selectionSet)
  return { rootFields }
}
