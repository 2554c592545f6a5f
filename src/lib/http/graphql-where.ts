import { Kind, valueFromASTUntyped, visit, type DocumentNode, type ValueNode } from 'graphql'

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

const NULL_CONDITION = 'A where condition cannot be null.'
const isJunction = (key: string) => key === 'AND' || key === 'OR'

/**
 * A null where a `where` needs a condition: a field (`title: null`), an `AND`/`OR` list or one of its items
 * (Payload reads them as objects: a TypeError, 500). Operators may be null (`equals: null`), except `like`.
 * JSON (the variables) is walked without recursion, as below.
 */
function nullConditionInJson(where: unknown): boolean {
  const pending: unknown[] = [where]
  while (pending.length) {
    const value = pending.pop()
    if (typeof value !== 'object' || value === null) continue
    for (const [key, inner] of Object.entries(value)) {
      if (inner === null) return true
      if (!isJunction(key)) continue
      const items = Array.isArray(inner) ? inner : [inner]
      if (items.some((item) => item === null)) return true
      pending.push(...items)
    }
  }
  return false
}

/** The same over a `where` written in the query, where a variable stands for its value in `given`. */
function nullConditionInQuery(where: ValueNode, given: Record<string, unknown>): boolean {
  const pending: ValueNode[] = [where]
  while (pending.length) {
    const node = pending.pop() as ValueNode
    if (node.kind === Kind.VARIABLE) {
      if (nullConditionInJson(given[node.name.value])) return true
      continue
    }
    if (node.kind !== Kind.OBJECT) continue
    for (const field of node.fields) {
      const { value } = field
      if (value.kind === Kind.NULL || (value.kind === Kind.VARIABLE && given[value.name.value] === null)) return true
      if (!isJunction(field.name.value)) continue
      const items = value.kind === Kind.LIST ? value.values : [value]
      if (items.some((item) => item.kind === Kind.NULL || (item.kind === Kind.VARIABLE && given[item.name.value] === null))) return true
      pending.push(...items)
    }
  }
  return false
}

/**
 * A `where` Payload cannot run, written in the query (`title: { all: "a" }`, `like: null`, `like: $s` with
 * `$s` null or defaulting to null) or passed in the variables (`$w` = `{ alt: { all: ["a"] } }`): why it is
 * refused, or null. The variables are checked like the query, or they would be the way around it.
 */
export function refusedWhereValue(document: DocumentNode, variables: unknown): string | null {
  const sent = typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {}
  // A variable not sent takes its default (`$w: Announcement_where = { OR: null }`): that is what Payload gets.
  const defaults: Record<string, unknown> = {}
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.defaultValue) defaults[variable.variable.name.value] = valueFromASTUntyped(variable.defaultValue)
    }
  }
  const given = { ...defaults, ...sent }
  const nullDefaults = new Set<string>()
  let refused: string | null = null
  visit(document, {
    VariableDefinition(node) {
      if (node.defaultValue?.kind === Kind.NULL) nullDefaults.add(node.variable.name.value)
    },
    Argument(node) {
      if (node.name.value === 'where' && nullConditionInQuery(node.value, given)) refused ??= NULL_CONDITION
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
