import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EventCard } from '@/components/announcements/event-card'
import { PageHeader } from '@/components/ui/page-header'
import { type AppLocale, localizedPath } from '@/i18n/locales'
import { getEnv } from '@/lib/env'
import { EXTERNAL } from '@/lib/links'
import { getCalendarEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'calendar', '/calendar')
}

const linkClass = 'font-bold text-navy-800 underline underline-offset-4 hover:no-underline'

/**
 * The calendar feed as a subscription: `webcal://` makes Apple Calendar and Outlook subscribe (a plain
 * https link downloads a one-time copy on a phone), and Google Calendar adds a feed from its own page. The
 * file itself stays offered for a device with neither (Android without Google Calendar, Windows).
 */
function calendarFeedLinks(locale: AppLocale) {
  const url = new URL(localizedPath('/calendar.ics', locale), getEnv().SITE_URL)
  const webcal = `webcal://${url.host}${url.pathname}`
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` }
}

export default async function CalendarPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'calendarPage' })
  const common = await getTranslations({ locale, namespace: 'common' })
  const [events, timeZone] = await Promise.all([getCalendarEvents(locale), getSchoolTimeZone()])
  const feed = calendarFeedLinks(locale)
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="mb-8 text-slate-700">
          {t.rich('subscribe', {
            link: (chunks) => (
              <a href={feed.webcal} className={linkClass}>
                {chunks}
              </a>
            ),
            file: (chunks) => (
              <a href={localizedPath('/calendar.ics', locale)} className={linkClass}>
                {chunks}
              </a>
            ),
            google: (chunks) => (
              <a href={feed.google} {...EXTERNAL} className={linkClass}>
                {chunks}
                <span className="sr-only">{common('opensInNewTab')}</span>
              </a>
            ),
          })}
        </p>
        {events.length ? (
          <ul className="card-grid">
            {events.map((item, i) => (
              <li key={item.id}>
                <EventCard item={item} timeZone={timeZone} locale={locale} headingLevel="h2" first={i === 0} />
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
