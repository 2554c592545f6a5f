import type { TextFieldSingleValidation } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'

/**
 * A localized text that must exist in English (the default locale) but may stay empty in Spanish,
 * where readers then see the English text. `required` would demand it in every locale.
 */
export const requiredInDefaultLocale: TextFieldSingleValidation = (value, { req, operation }) => {
  const locale = req.locale ?? DEFAULT_LOCALE
  if (locale !== DEFAULT_LOCALE) return true
  if (operation === 'update' && value === undefined) return true
  return typeof value === 'string' && value.trim() !== '' ? true : 'This field is required.'
}
