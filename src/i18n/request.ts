import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES } from './locales'

/**
 * next-intl's per-request configuration. The locale comes only from the `[locale]` path segment (pages call
 * `setRequestLocale`), never from cookies or headers, so pages stay static. Outside `[locale]` (the admin
 * area) it is English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE
  const messages = (await import(`../messages/${locale}.json`)).default
  return { locale, messages }
})
