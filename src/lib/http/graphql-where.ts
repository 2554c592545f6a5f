import { Kind, visit, type DocumentNode } from 'graphql'

import { takesOneValue, UNSUPPORTED_OPERATORS } from './malformed'

const UNSUPPORTED = new Set<string>(UNSUPPORTED_OPERATORS)

/**
 * Why one `operator: value` pair of a GraphQL `where` is refused, if it is: an operator Payload cannot run
 * here (see malformed), or `like: null` (Payload splits the value as text: a TypeError, 500).
 */
function refusedPair(operator: string, isNull: boolean): string | null {
  if (UNSUPPORTED.has(operator)) return 'Unsupported query operator.'
  if (operator === 'like' && isNull) return takesOneValue(operator)
  return null
}

/** The same check over the variables' JSON, walked without recursion (deep nesting must not overflow the stack). */
function refusedInVariables(variables: unknown): string | null {
  const pending: unknown[] = [variables]
  while (pending.length) {
    const value = pending.pop()
    if (typeof value !== 'object' || value === null) continue
    for (const [key, inner] of Object.entries(value)) {
      const refused = refusedPair(key, inner === null)
      if (refused) return refused
      pending.push(inner)
    }
  }
  return null
}

/**
 * A `where` Payload cannot run, written in the query (`title: { all: "a" }`, `like: null`, `like: $s` with
 * `$s` null or defaulting to null) or passed in the variables (`$w` = `{ alt: { all: ["a"] } }`): why it is
 * refused, or null. The variables are checked like the query, or they would be the way around it.
 */
export function refusedWhereValue(document: DocumentNode, variables: unknown): string | null {
  const given = typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {}
  const nullDefaults = new Set<string>()
  let refused: string | null = null
  visit(document, {
    VariableDefinition(node) {
      if (node.defaultValue?.kind === Kind.NULL) nullDefaults.add(node.variable.name.value)
    },
    ObjectField(node) {
      const { value } = node
      const variable = value.kind === Kind.VARIABLE ? value.name.value : null
      const isNull = value.kind === Kind.NULL || (variable !== null && (Object.hasOwn(given, variable) ? given[variable] === null : nullDefaults.has(variable)))
      refused ??= refusedPair(node.name.value, isNull)
    },
  })
  return refused ?? refusedInVariables(variables)
}
