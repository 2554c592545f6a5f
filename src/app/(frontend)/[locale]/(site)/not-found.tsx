import { getLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/layout/not-found-content'
import type { AppLocale } from '@/i18n/locales'

/** The 404 page in the language of the path that was not found (see NotFoundPage for the server's HTML). */
export default async function NotFound() {
  const locale = (await getLocale()) as AppLocale
  return <NotFoundContent locale={locale} />
}
