import { getTranslations } from 'next-intl/server'

import { EventCard } from '@/components/announcements/event-card'
import type { AppLocale } from '@/i18n/locales'
import { getHomeEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

/** Home 'Upcoming Events': up to 6 events that have not ended, soonest first, or the empty text. */
export async function EventsBlock({ locale }: { locale: AppLocale }) {
  const [events, timeZone] = await Promise.all([getHomeEvents(locale), getSchoolTimeZone()])
  if (!events.length) {
    const t = await getTranslations({ locale, namespace: 'home.events' })
    return <p className="text-lg text-slate-700">{t('empty')}</p>
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((item) => (
        <li key={item.id}>
          <EventCard item={item} timeZone={timeZone} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
