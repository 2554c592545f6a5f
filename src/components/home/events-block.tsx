import { EventCard } from '@/components/announcements/event-card'
import type { AppLocale } from '@/i18n/locales'
import { getHomeEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

import { AnnouncementGrid } from './announcement-grid'

/** Home 'Upcoming Events': up to 6 events that have not ended, soonest first, or the empty text. */
export async function EventsBlock({ locale }: { locale: AppLocale }) {
  const [events, timeZone] = await Promise.all([getHomeEvents(locale), getSchoolTimeZone()])
  return <AnnouncementGrid items={events} timeZone={timeZone} locale={locale} namespace="home.events" Card={EventCard} />
}
