import { z } from './zod'

import { formError } from './form-errors'

/** Control characters (NUL included) that no form field may carry; tabs and line breaks are checked per field. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const CONTROL_CHARACTERS_ERROR = formError('controlCharacters')

/** No CR or LF anywhere, trailing ones included: checked before trimming (DESIGN §4 header injection → 400). */
export const SINGLE_LINE = /^[^\r\n]*$/

/**
 * A trimmed string without control characters: PostgreSQL refuses NUL, and no person types them.
 * `typeError` is the message when the value is not a string at all (missing or wrong type);
 * `lineBreakError`, when given, refuses any line break (a one-line field), before the value is trimmed.
 */
export const plainText = (typeError?: string, lineBreakError?: string) => {
  const text = z.string(typeError ? { error: typeError } : undefined)
  return (lineBreakError ? text.regex(SINGLE_LINE, lineBreakError) : text)
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_ERROR)
}
