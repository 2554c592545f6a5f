import { z } from './zod'

/**
 * The first message per field of a flat schema (zod 4 `flattenError`), as forms show them; errors
 * about the whole input are filed under `rootKey`.
 */
export function fieldErrorsOf(error: z.ZodError, rootKey = 'body'): Record<string, string> {
  const { formErrors, fieldErrors } = z.flattenError(error)
  const first: Record<string, string> = {}
  for (const [field, messages] of Object.entries(fieldErrors) as [string, string[] | undefined][]) {
    if (messages?.[0]) first[field] = messages[0]
  }
  if (formErrors[0]) first[rootKey] ??= formErrors[0]
  return first
}

/** The first message per field of a nested schema, keyed by its dotted path (`contact.email`, `stats.0.label`). */
export function fieldErrorsByPath(error: z.ZodError): Record<string, string> {
  const first: Record<string, string> = {}
  for (const issue of error.issues) first[issue.path.join('.')] ??= issue.message
  return first
}
