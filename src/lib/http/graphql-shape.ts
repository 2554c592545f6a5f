import { buildSchema, Kind, NoFragmentCyclesRule, parse, validate, visit, type DocumentNode, type SelectionSetNode } from 'graphql'

import { UNSUPPORTED_OPERATORS } from './malformed'

/** Lists per request: each may return up to a page of documents, so aliases would multiply the clamp. */
export const MAX_ROOT_FIELDS = 10

// NoFragmentCyclesRule looks only at the document; validate() still wants a schema to walk it with.
const DOCUMENT_ONLY = buildSchema('type Query { _: Boolean }')

export type GraphqlShape = { refused: string } | { rootFields: string[] }

/**
 * What a GraphQL body asks for, before Payload runs it: the root fields of its operations (aliases counted
 * one by one, fragments expanded), or why it is refused. A fragment that spreads itself, directly or through
 * others, is refused here: Payload's complexity count follows it before GraphQL's own check and answers 500;
 * so is a `where` with an operator Payload cannot run here (see malformed).
 */
export function graphqlShape(query: unknown): GraphqlShape {
  if (typeof query !== 'string') return { rootFields: [] }
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return { refused: 'The GraphQL query could not be read.' }
  }
  if (validate(DOCUMENT_ONLY, document, [NoFragmentCyclesRule]).length) return { refused: 'A GraphQL fragment must not spread itself.' }
  let unsupported = false
  visit(document, {
    ObjectField(node) {
      if ((UNSUPPORTED_OPERATORS as readonly string[]).includes(node.name.value)) unsupported = true
    },
  })
  if (unsupported) return { refused: 'Unsupported query operator.' }
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
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) collect(d.selectionSet)
  return { rootFields }
}
