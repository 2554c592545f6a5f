import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import type { AppLocale } from '@/i18n/locales'
import { requestedLocale, type ServerTranslator, serverTranslator } from '@/i18n/server-translator'
import { type FormErrorName, formErrorName } from '@/lib/validations/form-errors'

import { json, parseBody } from './http'

type Parsed<T> = { ok: true; data: T; locale: AppLocale; t: ServerTranslator } | { ok: false; response: Response }

/** The language the form was shown in: the body's `locale` ('en' or 'es'), English otherwise. */
const bodyLocale = (raw: unknown): AppLocale =>
  requestedLocale(typeof raw === 'object' && raw !== null && 'locale' in raw ? raw.locale : undefined)

/** Field errors of a failed parse, each in the visitor's language (the same texts the form shows). */
export function localizedFieldErrors(issues: z.core.$ZodIssue[], t: ServerTranslator): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  for (const issue of issues) {
    const name = formErrorName(issue.message, (n) => t.has(`forms.errors.${n as FormErrorName}`))
    fieldErrors[issue.path.join('.') || 'body'] ??= t(`forms.errors.${name}`)
  }
  return fieldErrors
}

/**
 * Reads the form's JSON body (size and JSON checks of `parseBody`), learns its language, and validates it
 * with the form's schema: 400 with field errors in that language when malformed. A body too large or not
 * JSON has no language we can read, so it is answered in English.
 */
export async function parseLocalizedBody<S extends z.ZodType>(req: PayloadRequest, schema: S, maxBytes?: number): Promise<Parsed<z.infer<S>>> {
  const raw = await parseBody(req, z.unknown(), maxBytes)
  if (!raw.ok) return raw
  const locale = bodyLocale(raw.data)
  const t = serverTranslator(locale)
  const result = schema.safeParse(raw.data)
  if (!result.success) {
    return { ok: false, response: json({ error: t('endpoints.invalidRequest'), fieldErrors: localizedFieldErrors(result.error.issues, t) }, 400) }
  }
  return { ok: true, data: result.data, locale, t }
}
