import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { NewsCard } from '@/components/announcements/news-card'
import { PageHeader } from '@/components/ui/page-header'
import { type AppLocale, localizedPath } from '@/i18n/locales'
import type { PublicAnnouncement } from '@/features/announcements'

type Props = { locale: AppLocale; timeZone: string; page: number; items: PublicAnnouncement[]; totalPages: number }

/** A card's image in the listing's two columns of `max-w-5xl` (one column on phones). */
const LISTING_CARD_SIZES = '(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw'

const pagePath = (page: number, locale: AppLocale) => localizedPath(page <= 1 ? '/news' : `/news/page/${page}`, locale)

/** One page of /news: the cards, an empty state and links to newer and older pages (each a cached URL). */
export async function NewsListing({ locale, timeZone, page, items, totalPages }: Props) {
  const t = await getTranslations({ locale, namespace: 'newsPage' })
  const linkClass = 'font-bold text-navy-800 underline'
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {items.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {items.map((item, i) => (
              <li key={item.id}>
                <NewsCard item={item} timeZone={timeZone} locale={locale} headingLevel="h2" imageSizes={LISTING_CARD_SIZES} first={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-700">{t('empty')}</p>
        )}
        {totalPages > 1 ? (
          <nav aria-label={t('pagesLabel')} className="mt-10 flex items-center justify-between">
            {page > 1 ? (
              <Link className={linkClass} href={pagePath(page - 1, locale)}>
                {t('newer')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-600">{t('pageOf', { page: String(page), total: String(totalPages) })}</span>
            {page < totalPages ? (
              <Link className={linkClass} href={pagePath(page + 1, locale)}>
                {t('older')}
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
