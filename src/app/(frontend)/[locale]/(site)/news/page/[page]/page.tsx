import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { NewsListing } from '@/components/announcements/news-listing'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { localizedPath } from '@/i18n/locales'
import { notFoundMetadata, pageMetadata } from '@/i18n/metadata'
import { NEWS_PAGE_NUMBER } from '@/i18n/rewrites'
import { pageLocale } from '@/i18n/page-locale'
import { getNewsPage } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

type Props = { params: Promise<{ locale: string; page: string }> }

/** Rendered on first request, then cached like /news (ISR with the same tags). */
export function generateStaticParams(): Array<{ page: string }> {
  return []
}

const pageNumber = async (params: Props['params']) => {
  const { page } = await params
  return new RegExp(`^${NEWS_PAGE_NUMBER}$`).test(page) ? Number(page) : NaN
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const page = await pageNumber(params)
  // A page past the last is a 404 and says so in its title (the list is cached: no second read).
  if (!Number.isInteger(page) || page < 2 || page > (await getNewsPage(page, locale)).totalPages) return notFoundMetadata(locale)
  return pageMetadata(locale, 'news', `/news/page/${page}`)
}

/** /news/page/2 and later. Page 1 lives at /news; a page past the end is a 404. */
export default async function NewsPageN({ params }: Props) {
  const locale = await pageLocale(params)
  const page = await pageNumber(params)
  if (!Number.isInteger(page) || page < 1) return <NotFoundPage locale={locale} />
  if (page === 1) permanentRedirect(localizedPath('/news', locale))
  const [{ items, totalPages }, timeZone] = await Promise.all([getNewsPage(page, locale), getSchoolTimeZone()])
  if (page > totalPages) return <NotFoundPage locale={locale} />
  return <NewsListing locale={locale} timeZone={timeZone} page={page} items={items} totalPages={totalPages} />
}
