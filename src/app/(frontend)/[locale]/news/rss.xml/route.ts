import { isAppLocale } from '@/i18n/locales'
import { notFoundText } from '@/lib/feeds/not-found'
import { getEnv } from '@/lib/env'
import { buildNewsRss } from '@/lib/feeds/news-rss'
import { getNewsPage } from '@/lib/queries/announcements'
import { getSiteSettings } from '@/lib/queries/site-settings'

/** PTA News as RSS: the newest page of news, cached with the news tag, rebuilt at once on any change. */
export const revalidate = 300

/** Built on the first request of each language, then cached (nothing is read at build time). */
export function generateStaticParams(): Array<{ locale: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isAppLocale(locale)) return notFoundText()
  const [{ items }, settings] = await Promise.all([getNewsPage(1, locale), getSiteSettings(locale)])
  const xml = buildNewsRss(items, { siteUrl: getEnv().SITE_URL, ptaName: settings.contact.ptaName, locale })
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
