import type { Metadata } from 'next'

import { NewsListing } from '@/components/announcements/news-listing'
import { localizedPath } from '@/i18n/locales'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'
import { getNewsPage } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const metadata = await pageMetadata(locale, 'news', '/news')
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': localizedPath('/news/rss.xml', locale) } } }
}

/** /news: the first page of news, static and revalidated by the announcement tags. */
export default async function NewsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [{ items, totalPages }, timeZone] = await Promise.all([getNewsPage(1, locale), getSchoolTimeZone()])
  return <NewsListing locale={locale} timeZone={timeZone} page={1} items={items} totalPages={totalPages} />
}
