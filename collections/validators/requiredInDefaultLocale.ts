import type { TextFieldSingleValidation } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { SINGLE_LINE } from '@/lib/validations/plain-text'

/**
 * A localized one-line text that must exist in English (the default locale) but may stay empty in Spanish,
 * where readers then see the English text. `required` would demand it in every locale.
 */
export const requiredInDefaultLocale: TextFieldSingleValidation = (value, { req, operation }) => {
  // A title is one line in every language (the admin form's input cannot hold more; feeds rely on it).
  if (typeof value === 'string' && !SINGLE_LINE.test(value)) return 'Use a single line.'
  const locale = req.locale ?? DEFAULT_LOCALE
  if (locale !== DEFAULT_LOCALE) return true
  if (operation === 'update' && value === undefined) return true
  return typeof value === 'string' && value.trim() !== '' ? true : 'This field is required.'
}
