import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { type AppLocale, LOCALES } from './locales'

export type LocaleParams = { params: Promise<{ locale: string }> }

/**
 * The page's language from its `[locale]` segment. It also tells next-intl, so the page renders
 * statically (no headers or cookies). An unknown locale is a 404.
 */
export async function pageLocale(params: LocaleParams['params']): Promise<AppLocale> {
  const { locale } = await params
  if (!hasLocale(LOCALES, locale)) notFound()
  setRequestLocale(locale)
  return locale
}
