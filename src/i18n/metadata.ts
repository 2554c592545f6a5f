import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getEnv } from '@/lib/env'
import type messages from '@/messages/en.json'

import { type AppLocale, DEFAULT_LOCALE, LOCALES, localizedPath, OG_LOCALE } from './locales'

/** A page with a title and description in the `meta` messages. */
export type MetaKey = keyof (typeof messages)['meta']

/** Absolute URL of `path` in `locale` (canonical and hreflang links). */
export function absoluteUrl(path: string, locale: AppLocale): string {
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const local = localizedPath(path, locale)
  return local === '/' ? `${site}/` : `${site}${local}`
}

/** hreflang alternates of an English route: en, es and x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of LOCALES) languages[locale] = absoluteUrl(path, locale)
  languages['x-default'] = absoluteUrl(path, DEFAULT_LOCALE)
  return languages
}

/**
 * A page's metadata in its language: title and description from the `meta` messages, canonical URL,
 * hreflang alternates and localised Open Graph/Twitter cards. Pure (no request data), so pages stay static.
 */
export async function pageMetadata(locale: AppLocale, page: MetaKey, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  const site = await getTranslations({ locale, namespace: 'site' })
  const title = t(`${page}.title`)
  const description = t(`${page}.description`)
  const url = absoluteUrl(path, locale)
  const fullTitle = page === 'home' ? title : `${title} · ${site('name')}`
  const image = { url: localizedPath('/social-card.png', locale), width: 1200, height: 630, alt: site('socialAlt') }
  return {
    title: page === 'home' ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: site('name'),
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      title: fullTitle,
      description,
      url,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  }
}

/** A 404's title and description in the page's language (`notFound()` itself adds `noindex`). */
export async function notFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  return { title: t('notFound.title'), description: t('notFound.description') }
}
