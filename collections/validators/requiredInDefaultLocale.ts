import type { TextFieldSingleValidation } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { SINGLE_LINE } from '@/lib/validations/plain-text'

/** Said when a document is created in another language (REST `?locale=es`, /cms switched to Spanish). */
export const ENGLISH_FIRST = 'Write it in English first: create it in English, then add the Spanish.'

/**
 * A localized one-line text that must exist in English (the default locale) but may stay empty in Spanish,
 * where readers then see the English text. `required` would demand it in every locale. A document created
 * in Spanish would have no English at all (the English site would show an empty title), so that is refused.
 */
export const requiredInDefaultLocale: TextFieldSingleValidation = (value, { req, operation }) => {
  // A title is one line in every language (the admin form's input cannot hold more; feeds rely on it).
  if (typeof value === 'string' && !SINGLE_LINE.test(value)) return 'Use a single line.'
  const locale = req.locale ?? DEFAULT_LOCALE
  if (locale !== DEFAULT_LOCALE) return operation === 'create' ? ENGLISH_FIRST : true
  if (operation === 'update' && value === undefined) return true
  return typeof value === 'string' && value.trim() !== '' ? true : 'This field is required.'
}
