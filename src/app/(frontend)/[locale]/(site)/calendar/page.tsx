import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EventCard } from '@/components/announcements/event-card'
import { PageHeader } from '@/components/ui/page-header'
import { localizedPath } from '@/i18n/locales'
import { getCalendarEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'calendar', '/calendar')
}

export default async function CalendarPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'calendarPage' })
  const [events, timeZone] = await Promise.all([getCalendarEvents(locale), getSchoolTimeZone()])
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="mb-8 text-slate-700">
          {t.rich('subscribe', {
            link: (chunks) => (
              <a
                href={localizedPath('/calendar.ics', locale)}
                className="font-bold text-navy-800 underline underline-offset-4 hover:no-underline"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
        {events.length ? (
          <ul className="card-grid">
            {events.map((item) => (
              <li key={item.id}>
                <EventCard item={item} timeZone={timeZone} locale={locale} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-700">{t('empty')}</p>
        )}
      </div>
    </>
  )
}
