import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export type LazyResolver<In extends FieldValues, Out extends FieldValues> = Resolver<In, unknown, Out> & {
  /** Start loading now (the form got focus), so the first check does not wait. */
  warm: () => void
}

/**
 * A react-hook-form resolver that validates with the form's shared zod schema (the one the endpoint uses)
 * but loads zod and the schema when the visitor first uses the form, not with the page: zod is most of a
 * form's script, and most visitors never type into one.
 */
export function lazyZodResolver<In extends FieldValues, Out extends FieldValues = In>(
  loadSchema: () => Promise<z.ZodType<Out, In>>,
): LazyResolver<In, Out> {
  let loaded: Promise<Resolver<In, unknown, Out>> | undefined
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    ))
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) => (await load())(values, context, options)
  return Object.assign(resolver, { warm: () => void load() })
}
