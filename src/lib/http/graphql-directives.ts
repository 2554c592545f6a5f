import { Kind, visit, type DocumentNode } from 'graphql'

const CONDITIONAL = new Set(['skip', 'include'])

export const DIRECTIVE_REFUSED = 'A @skip or @include directive needs if: true or if: false, or a Boolean variable given a value.'

/** The Boolean defaults the operations declare for their variables (`query($v: Boolean = true)`). */
function booleanDefaults(document: DocumentNode): Map<string, boolean> {
  const defaults = new Map<string, boolean>()
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const v of d.variableDefinitions ?? []) if (v.defaultValue?.kind === Kind.BOOLEAN) defaults.set(v.variable.name.value, v.defaultValue.value)
  }
  return defaults
}

/**
 * Payload's complexity count reads `@skip` / `@include` before GraphQL validates the query, and one with
 * a missing, non-Boolean or unset `if` (`@skip(if: "x")`, `@skip`, `@skip(if: $undeclared)`) answered a
 * bare 500. Such a directive is refused here, with the reason.
 */
export function refusedDirective(document: DocumentNode, variables: unknown): string | null {
  const given = typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {}
  const defaults = booleanDefaults(document)
  let refused: string | null = null
  visit(document, {
    Directive(node) {
      if (refused || !CONDITIONAL.has(node.name.value)) return
      const [arg, ...more] = node.arguments ?? []
      const value = arg?.name.value === 'if' && more.length === 0 ? arg.value : null
      const readable =
        value?.kind === Kind.BOOLEAN ||
        (value?.kind === Kind.VARIABLE && (typeof given[value.name.value] === 'boolean' || (!(value.name.value in given) && defaults.has(value.name.value))))
      if (!readable) refused = DIRECTIVE_REFUSED
    },
  })
  return refused
}
