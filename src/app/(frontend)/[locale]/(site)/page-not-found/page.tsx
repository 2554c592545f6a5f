import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundPage } from '@/components/layout/not-found-page'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

/** One cached page per language: an ISR render is complete before it is sent, so its 404 sets the status. */
export function generateStaticParams(): Array<{ locale: string }> {
  return []
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'meta' })
  return { title: t('notFound.title'), description: t('notFound.description'), robots: { index: false } }
}

/**
 * Every path no route claims is rewritten here (`fallback` rewrites in src/i18n/rewrites.ts), so unknown
 * addresses share this one cached 404 page instead of each adding a page to the cache.
 */
export default async function PageNotFound({ params }: LocaleParams) {
  return <NotFoundPage locale={await pageLocale(params)} />
}
