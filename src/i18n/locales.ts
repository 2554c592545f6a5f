/** The site's languages. English is the default and keeps the spec's routes; Spanish lives under /es. */
export const LOCALES = ['en', 'es'] as const
export type AppLocale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: AppLocale = 'en'

/** BCP 47 tags for Intl formatting (US English and US Spanish, as families here read them). */
export const INTL_LOCALE: Record<AppLocale, string> = { en: 'en-US', es: 'es-US' }
/** Open Graph locale names. */
export const OG_LOCALE: Record<AppLocale, string> = { en: 'en_US', es: 'es_US' }

/**
 * The route every unknown address is rewritten to (src/i18n/rewrites.ts): one cached 404 page per language,
 * rendered once for whichever address came first, so nothing on it may depend on the address.
 */
export const NOT_FOUND_SEGMENT = 'page-not-found'

export const isAppLocale = (value: unknown): value is AppLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The public path of `path` (an English route such as `/calendar`) in `locale`. */
export function localizedPath(path: string, locale: AppLocale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}
