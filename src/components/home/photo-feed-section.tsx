import { useTranslations } from 'next-intl'
import type React from 'react'

import { EXTERNAL, instagramProfileUrl } from '@/lib/links'

/** Home photo feed section (SPEC §2 item 10): its place, with the follow link to the profile. */
export function PhotoFeedSection({ username, children }: { username: string; children?: React.ReactNode }) {
  const t = useTranslations('photoFeed')
  return (
    <section aria-labelledby="photo-feed-heading" className="offscreen bg-white py-12 sm:py-16">
      <div className="page-width">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="photo-feed-heading" className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
            {t('heading')}
          </h2>
          <a
            href={instagramProfileUrl(username)}
            {...EXTERNAL}
            className="inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4"
          >
            {t('follow', { username })}
            <span className="sr-only"> {t('onInstagramNewTab')}</span>
          </a>
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
