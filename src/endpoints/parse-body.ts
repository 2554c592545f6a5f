import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import type { ServerTranslator } from '@/i18n/server-translator'
import { declaresMoreThan, readCapped } from '@/lib/http/read-capped'
import { fieldErrorsOf } from '@/lib/validations/field-errors'
import { type FormErrorName, formErrorName } from '@/lib/validations/form-errors'

export type Parsed<T> = { ok: true; data: T } | { ok: false; status: number; body: Record<string, unknown> }

/**
 * Field errors of a failed parse, first message per field (zod 4 `flattenError`), each in the visitor's
 * language: the schemas' messages are keys of `forms.errors` (the same texts the form shows).
 * Errors about the whole body are filed under `body`.
 */
export function localizedFieldErrors(error: z.ZodError, t: ServerTranslator): Record<string, string> {
  const say = (message: string) => t(`forms.errors.${formErrorName(message, (n) => t.has(`forms.errors.${n as FormErrorName}`))}`)
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field, say(message)]))
}

/** Reads a small JSON body through the capped stream reader: 413 as soon as the cap is passed (chunked or not). */
export async function readJson(req: PayloadRequest, maxBytes: number): Promise<Parsed<unknown>> {
  const tooLarge = { ok: false, status: 413, body: { error: 'Request body too large.' } } as const
  if (declaresMoreThan(req.headers, maxBytes)) return tooLarge
  const read = await readCapped(req.body ?? null, maxBytes)
  if (read.tooLarge) return tooLarge
  try {
    return { ok: true, data: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)) }
  } catch {
    return { ok: false, status: 400, body: { error: 'The request body must be JSON.' } }
  }
}

/** Validates a read body with the form's zod schema: 400 with field errors in the visitor's language. */
export function validate<S extends z.ZodType>(raw: unknown, schema: S, t: ServerTranslator): Parsed<z.output<S>> {
  const result = schema.safeParse(raw)
  if (!result.success) return { ok: false, status: 400, body: { error: t('endpoints.invalidRequest'), fieldErrors: localizedFieldErrors(result.error, t) } }
  return { ok: true, data: result.data }
}
