import type { Metadata } from 'next'
import Link from 'next/link'

import { NewsCard } from '@/components/announcements/news-card'
import { PageHeader } from '@/components/ui/page-header'
import { getNewsPage } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

export const metadata: Metadata = {
  title: 'PTA News',
  description: 'Latest PTA news, announcements, and updates from our elementary school PTA.',
  alternates: { types: { 'application/rss+xml': '/news/rss.xml' } },
}

type Props = { searchParams: Promise<{ page?: string }> }

export default async function NewsPage({ searchParams }: Props) {
  const requested = Number((await searchParams).page ?? 1)
  const page = Number.isInteger(requested) && requested > 0 && requested < 10_000 ? requested : 1
  const [{ items, totalPages }, timeZone] = await Promise.all([getNewsPage(page), getSchoolTimeZone()])
  return (
    <>
      <PageHeader title="PTA News" subtitle="Latest PTA news, announcements, and updates" />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {items.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} timeZone={timeZone} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-700">No news yet. Please check back soon.</p>
        )}
        {totalPages > 1 ? (
          <nav aria-label="News pages" className="mt-10 flex items-center justify-between">
            {page > 1 ? (
              <Link className="font-bold text-navy-800 underline" href={page === 2 ? '/news' : `/news?page=${page - 1}`}>
                ← Newer news
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-600">
              Page {page} of {totalPages}
            </span>
            {page < totalPages ? (
              <Link className="font-bold text-navy-800 underline" href={`/news?page=${page + 1}`}>
                Older news →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  )
}
