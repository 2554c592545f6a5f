import Link from 'next/link'

import { NewsCard } from '@/components/announcements/news-card'
import type { AppLocale } from '@/i18n/locales'
import { getHomeNews } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

import { AnnouncementGrid } from './announcement-grid'

/** Home 'PTA News': up to 6 newest items, or the empty text; 'View all' goes to /news. */
export async function NewsBlock({ locale }: { locale: AppLocale }) {
  const [news, timeZone] = await Promise.all([getHomeNews(locale), getSchoolTimeZone()])
  return <AnnouncementGrid items={news} timeZone={timeZone} locale={locale} namespace="home.news" Card={NewsCard} />
}

/** A "see more" link; `hint` (screen readers only) completes the visible words into a descriptive name. */
export function ViewAllLink({ href, children, hint }: { href: string; children: string; hint?: string }) {
  return (
    <Link
      href={href}
      className="text-link"
    >
      {children}
      {hint ? <span className="sr-only">{hint}</span> : null} <span aria-hidden="true">→</span>
    </Link>
  )
}
