import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/layout/not-found-content'
import type { AppLocale } from '@/i18n/locales'
import { notFoundMetadata } from '@/i18n/metadata'

/**
 * A page's `notFound()` (a news page past the last, the shared 404 page) replaces that page's metadata with
 * this boundary's: without it the 404 was titled like the home page, or like the page that was not found.
 */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata((await getLocale()) as AppLocale)
}

/**
 * The 404 page in the language of the path that was not found (see NotFoundPage for the server's HTML).
 * Known (measured 2026-12-02): React does not hydrate this content but renders it again when the scripts
 * start (its server-rendered links are replaced; likely because the page's `notFound()` reaches the browser
 * as an error inside Next's not-found boundary, so React client-renders the Suspense boundary around it).
 * A tap whose press and release straddle that moment is lost (no click: its element was replaced); the
 * next tap works. Tried and not kept (2026-12-02): throwing `notFound()` beside the content, in an empty
 * boundary the browser renders as nothing, keeps the content and the 404, but React then reports its
 * recoverable error #419 in the console on every 404 page view (Next reports it unless its digest is its own
 * client-rendering bail-out); the status is set only when the server's HTML render meets the error.
 */
export default async function NotFound() {
  const locale = (await getLocale()) as AppLocale
  return <NotFoundContent locale={locale} />
}
