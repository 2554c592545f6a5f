import type { Metadata } from 'next'

import { NotFoundPage } from '@/components/layout/not-found-page'
import { notFoundMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

/** One cached page per language: an ISR render is complete before it is sent, so its 404 sets the status. */
export function generateStaticParams(): Array<{ locale: string }> {
  return []
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params))
}

/**
 * Every path no route claims is rewritten here (`fallback` rewrites in src/i18n/rewrites.ts), so unknown
 * addresses share this one cached 404 page instead of each adding a page to the cache.
 */
export default async function PageNotFound({ params }: LocaleParams) {
  return <NotFoundPage locale={await pageLocale(params)} />
}
