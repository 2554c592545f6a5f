import { getEnv } from '@/lib/env'
import { buildNewsRss } from '@/lib/feeds/news-rss'
import { getNewsPage } from '@/lib/queries/announcements'
import { getSiteSettings } from '@/lib/queries/site-settings'

/** PTA News as RSS: the newest page of news, cached with the news tag, rebuilt at once on any change. */
export const revalidate = 300

export async function GET() {
  const [{ items }, settings] = await Promise.all([getNewsPage(1, 'en'), getSiteSettings('en')])
  const xml = buildNewsRss(items, { siteUrl: getEnv().SITE_URL, ptaName: settings.contact.ptaName, locale: 'en' })
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
