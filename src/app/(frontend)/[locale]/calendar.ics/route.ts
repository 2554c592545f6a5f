import { isAppLocale } from '@/i18n/locales'
import { notFoundText } from '@/lib/feeds/not-found'
import { buildCalendar, icsHeaders } from '@/lib/feeds/calendar-ics'
import { getEnv } from '@/lib/env'
import { getCalendarEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

/** Subscribable calendar of upcoming events: cached with the events tag, rebuilt at once on any change. */
export const revalidate = 300

/** Built on the first request of each language, then cached (nothing is read at build time). */
export function generateStaticParams(): Array<{ locale: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isAppLocale(locale)) return notFoundText()
  const [events, timeZone] = await Promise.all([getCalendarEvents(locale), getSchoolTimeZone()])
  return new Response(buildCalendar(events, { siteUrl: getEnv().SITE_URL, timeZone, locale }), {
    headers: icsHeaders('pta-events.ics'),
  })
}
